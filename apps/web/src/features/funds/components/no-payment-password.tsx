import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { Icon } from '../../../components/icon-full';
import styles from './upline.module.css';

/** Transfers need the payment password: point to the security center to set it. */
export function NoPaymentPassword() {
  const { t } = useTranslation('funds');
  return (
    <section className={styles.cta} data-testid="upline-no-password">
      <span className={styles.ctaIcon} aria-hidden="true">
        <Icon name="lock" size={24} />
      </span>
      <div>
        <h3>{t('upline.noPassword.title')}</h3>
        <p>{t('upline.noPassword.text')}</p>
      </div>
      <ButtonLink to="/member?page=securityCenter" data-testid="upline-set-password">
        {t('upline.noPassword.action')}
      </ButtonLink>
    </section>
  );
}
