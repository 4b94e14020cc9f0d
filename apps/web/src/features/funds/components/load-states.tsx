import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import styles from './load-states.module.css';

/** The loading block of a money page or list. */
export function LoadingBlock({ testId }: { testId: string }) {
  const { t } = useTranslation('funds');
  return (
    <div className={styles.loading} data-testid={testId}>
      <Spinner label={t('loading')} />
    </div>
  );
}

/** A list or page that could not be read: the translated error and a retry. */
export function ErrorBlock({
  testId,
  message,
  onRetry,
}: {
  testId: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('funds');
  return (
    <div className={styles.error} role="alert" data-testid={testId}>
      <Icon name="alert" size={22} />
      <p>{message}</p>
      <Button
        variant="outline"
        size="sm"
        onClick={onRetry}
        icon={<Icon name="refresh" size={16} />}
      >
        {t('retry')}
      </Button>
    </div>
  );
}
