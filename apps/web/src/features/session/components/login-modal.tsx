import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Checkbox } from '../../../components/checkbox';
import { Icon } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';
import { closeModal, type ModalComponentProps, openModal } from '../../modals/use-modals';
import { useSwitch } from '../../system/hooks/use-switch';
import type { LoginChallenge, LoginSuccess } from '../hooks/use-login-flow';
import { forgetUsername, readRememberedUsername, rememberUsername } from '../lib/remember-username';
import { AuthAside } from './auth-aside';
import styles from './auth-form.module.css';
import { FreePlayButton } from './free-play-button';
import { LoginVerificationStep } from './login-verification-step';
import { SmsLoginForm } from './sms-login-form';
import { SocialLogin } from './social-login';
import { UsernameLoginForm } from './username-login-form';

type Tab = 'username' | 'sms';

/** Login modal (spec §2 "Login modal", §4 "Login success", "Extra verification"). */
export default function LoginModal({
  close,
  tab: initialTab,
  socialError,
}: ModalComponentProps<'login'>) {
  const { t } = useTranslation('session');
  const smsEnabled = useSwitch('MOBILEVERCODELOGIN3');
  const freePlayEnabled = useSwitch('FREEPLAY3');
  const navigate = useNavigate();
  const [remembered] = useState(readRememberedUsername);
  const [tab, setTab] = useState<Tab>(initialTab === 'sms' && smsEnabled ? 'sms' : 'username');
  const [remember, setRemember] = useState(remembered !== null);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);

  function onSuccess({ result, method, username, passwordChangeForced }: LoginSuccess) {
    // Only the username is ever remembered, never the password (SECURITY.md).
    if (method === 'username' && username) {
      if (remember) rememberUsername(username);
      else forgetUsername();
    }
    close();
    if (!passwordChangeForced && result.isAgent) void navigate('/agentHome');
  }

  const registerPrompt = (
    <p className={styles.switchLine}>
      {t('login.noAccount')}{' '}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          closeModal('login');
          openModal('register', {});
        }}
        data-testid="login-to-register"
      >
        {t('login.toRegister')}
      </button>
    </p>
  );

  return (
    <Modal
      name="login"
      title={challenge ? t('verification.modalTitle') : t('login.title')}
      onClose={close}
      size="md"
      aside={<AuthAside variant="login" />}
    >
      {challenge ? (
        <LoginVerificationStep
          area="member"
          challenge={challenge}
          onSuccess={onSuccess}
          onBack={() => setChallenge(null)}
        />
      ) : (
        <>
          {smsEnabled && (
            <div className={styles.tabs} role="tablist" aria-label={t('login.modes')}>
              <button
                type="button"
                role="tab"
                aria-selected={tab === 'username'}
                className={styles.tab}
                onClick={() => setTab('username')}
                data-testid="login-tab-username"
              >
                <Icon name="user" size={16} />
                {t('login.tabs.username')}
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={tab === 'sms'}
                className={styles.tab}
                onClick={() => setTab('sms')}
                data-testid="login-tab-sms"
              >
                <Icon name="phone" size={16} />
                {t('login.tabs.sms')}
              </button>
            </div>
          )}
          {tab === 'sms' && smsEnabled ? (
            <SmsLoginForm
              area="member"
              onSuccess={onSuccess}
              onVerificationRequired={setChallenge}
              footer={registerPrompt}
            />
          ) : (
            <UsernameLoginForm
              area="member"
              defaultUsername={remembered ?? ''}
              onSuccess={onSuccess}
              onVerificationRequired={setChallenge}
              footer={registerPrompt}
            >
              <div className={styles.row}>
                <Checkbox
                  name="remember"
                  label={t('login.remember')}
                  checked={remember}
                  onChange={(e) => setRemember(e.target.checked)}
                  data-testid="login-remember"
                />
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    closeModal('login');
                    openModal('forgotPassword', {});
                  }}
                  data-testid="login-forgot"
                >
                  {t('login.forgot')}
                </button>
              </div>
            </UsernameLoginForm>
          )}
          <SocialLogin area="member" onSuccess={onSuccess} arrivalError={socialError} />
          {freePlayEnabled && <FreePlayButton />}
        </>
      )}
    </Modal>
  );
}
