import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { EmptyState } from '../../../components/empty-state';
import styles from './game-pages.module.css';

/** Seamless game screen (spec §2): the embedded game arrives with the game launch issue. */
export function SeamlessPage() {
  const { t } = useTranslation('layout');
  return (
    <div className={styles.page} data-testid="seamless-page">
      <EmptyState
        tone="coming"
        icon="rocket"
        badge={t('common:comingSoon')}
        title={t('seamless.title')}
        description={t('seamless.coming')}
        action={
          <ButtonLink to="/" variant="outline">
            {t('notFound.home')}
          </ButtonLink>
        }
      />
    </div>
  );
}
