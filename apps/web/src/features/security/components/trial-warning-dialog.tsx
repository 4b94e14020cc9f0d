import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';
import { openModal } from '../../modals/use-modals';
import { useTrialWarning } from '../hooks/use-trial-warning';
import styles from './trial-warning-dialog.module.css';

/**
 * The real-account warning (spec §4 "Game launch": 'in_need_true_account' and the launch
 * stops; §6 "Trial user"). Mounted once by the site header; opened by `showTrialWarning()`.
 */
export function TrialWarningDialog() {
  const { t } = useTranslation('layout');
  const open = useTrialWarning((state) => state.open);
  const hide = useTrialWarning((state) => state.hide);
  if (!open) return null;
  return (
    <Modal name="trialWarning" title={t('trial.title')} onClose={hide} size="sm">
      <div className={styles.content} data-testid="trial-warning">
        <span className={styles.icon} aria-hidden="true">
          <Icon name="alert" size={28} />
        </span>
        <p className={styles.message}>{t('trial.needRealAccount')}</p>
        <div className={styles.actions}>
          <Button
            variant="outline"
            onClick={() => {
              hide();
              openModal('register', {});
            }}
            data-testid="trial-warning-register"
          >
            {t('trial.register')}
          </Button>
          <Button data-autofocus onClick={hide} data-testid="trial-warning-confirm">
            {t('trial.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
