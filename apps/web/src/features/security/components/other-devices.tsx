import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { errorMessage } from '../../../lib/errors';
import { openModal } from '../../modals/use-modals';
import { useSignOutOtherSessions } from '../api/security-queries';
import { useSecurityToast } from '../hooks/use-security-toast';
import styles from './security-center.module.css';

/** Other signed-in devices and the one action on them: end every other session (SECURITY.md 11). */
export function OtherDevices({ count }: { count: number }) {
  const { t } = useTranslation(['security', 'errors']);
  const mutation = useSignOutOtherSessions();
  const toast = useSecurityToast((state) => state.show);
  const [ended, setEnded] = useState<number | null>(null);

  function confirm() {
    openModal('notice', {
      tone: 'warning',
      title: t('devices.confirmTitle'),
      message: t('devices.confirm'),
      cancelLabel: t('common:cancel'),
      confirmLabel: t('devices.action'),
      onConfirm: () =>
        mutation.mutate(undefined, {
          onSuccess: (result) => {
            setEnded(result.ended);
            toast(t('devices.ended', { count: result.ended }));
          },
        }),
    });
  }

  return (
    <section className={styles.panel} data-testid="security-devices">
      <header className={styles.panelHead}>
        <span className={styles.panelIcon} aria-hidden="true">
          <Icon name="globe" size={18} />
        </span>
        <div>
          <h2 className={styles.panelTitle}>{t('devices.title')}</h2>
          <p className={styles.panelSubtitle} data-testid="security-devices-count">
            {count > 0 ? t('devices.others', { count }) : t('devices.none')}
          </p>
        </div>
        <Button
          size="sm"
          variant={count > 0 ? 'primary' : 'outline'}
          className={styles.panelAction}
          loading={mutation.isPending}
          onClick={confirm}
          icon={<Icon name="logout" size={16} />}
          data-testid="security-sign-out-others"
        >
          {t('devices.action')}
        </Button>
      </header>
      {ended !== null && (
        <p className={styles.result} role="status" data-testid="security-devices-result">
          <Icon name="check" size={16} />
          {t('devices.ended', { count: ended })}
        </p>
      )}
      {mutation.isError && (
        <p className={styles.inlineError} role="alert" data-testid="security-devices-error">
          {errorMessage(t, mutation.error)}
        </p>
      )}
    </section>
  );
}
