import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal/modal';
import { closeModal, type ModalComponentProps, openModal } from '../../modals/use-modals';
import styles from './auth-form.module.css';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';
import { RegisterSettingsGate } from './register-settings-gate';
import { ResetByTicketForm } from './reset-by-ticket-form';

/**
 * Forgot password (spec §2 "either username plus email, or mobile number plus SMS code plus new
 * password, chosen by a site setting"): the mode comes from the register settings. Opened with
 * a `ticket` (a reset link's arrival), it shows the "set a new password" step instead.
 */
export default function ForgotPasswordModal({
  close,
  ticket: initialTicket,
}: ModalComponentProps<'forgotPassword'>) {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const [ticket, setTicket] = useState(initialTicket);

  function toLogin() {
    closeModal('forgotPassword');
    openModal('login', {});
  }

  async function loggedIn() {
    close();
    await navigate('/');
  }

  return (
    <Modal
      name="forgotPassword"
      title={ticket ? t('forgotPassword.ticketTitle') : t('forgotPassword.title')}
      onClose={close}
      size="sm"
    >
      {ticket ? (
        <ResetByTicketForm
          ticket={ticket}
          onLogin={toLogin}
          onRestart={() => setTicket(undefined)}
        />
      ) : (
        <RegisterSettingsGate>
          {(settings) =>
            settings.forgotPasswordMode === 'PHONE' ? (
              <ForgotByPhoneForm
                dialingCodes={settings.countryDialingCodes}
                onLoggedIn={loggedIn}
              />
            ) : (
              <ForgotByEmailForm onLogin={toLogin} />
            )
          }
        </RegisterSettingsGate>
      )}
      {!ticket && (
        <p className={`${styles.switchLine} ${styles.footLine}`}>
          {t('forgotPassword.remembered')}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={toLogin}
            data-testid="forgot-to-login"
          >
            {t('forgotPassword.toLogin')}
          </button>
        </p>
      )}
    </Modal>
  );
}
