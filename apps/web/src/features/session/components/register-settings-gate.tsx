import type { RegisterSettings } from '@nova/contracts/api/register-settings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { useRegisterSettings } from '../api/use-register-settings';
import styles from './auth-form.module.css';

/** Renders `children` with the register settings, a spinner while they load, or a retry. */
export function RegisterSettingsGate({
  children,
}: {
  children: (settings: RegisterSettings) => ReactNode;
}) {
  const { t } = useTranslation(['session', 'errors']);
  const settings = useRegisterSettings();
  if (settings.data) return <>{children(settings.data)}</>;
  if (settings.isError) {
    return (
      <EmptyState
        icon="alert"
        title={t('settings.failedTitle')}
        description={errorMessage(t, settings.error)}
        action={
          <Button
            variant="outline"
            onClick={() => void settings.refetch()}
            data-testid="settings-retry"
          >
            {t('common:retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.loading}>
      <Spinner size="lg" />
    </div>
  );
}
