import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon-full';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('layout');
  return (
    <section className={styles.page} data-testid="not-found-page">
      <div className={styles.code} aria-hidden="true">
        4<span className={styles.chip}>0</span>4
      </div>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link to="/" className={styles.home}>
        <Icon name="home" size={18} />
        {t('notFound.home')}
      </Link>
    </section>
  );
}
