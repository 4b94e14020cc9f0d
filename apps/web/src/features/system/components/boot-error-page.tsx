import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { errorMessage } from '../../../lib/errors';
import styles from './boot-error-page.module.css';

/** The site could not load its permission data or status: say so and offer a retry. */
export function BootErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('system');
  return (
    <main className={styles.page} data-testid="boot-error" role="alert">
      <BrandLogo size="lg" />
      <p className={styles.text}>
        <Icon name="alert" size={18} />
        {errorMessage(t, error)}
      </p>
      <Button size="lg" icon={<Icon name="refresh" size={18} />} onClick={onRetry}>
        {t('retry')}
      </Button>
    </main>
  );
}
