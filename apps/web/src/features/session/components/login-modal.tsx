import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal/modal';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { closeModal, type ModalComponentProps, openModal } from '../../modals/use-modals';
import { useSwitch } from '../../system/hooks/use-switch';
import { useLogin } from '../api/use-login';
import { forgetUsername, readRememberedUsername, rememberUsername } from '../lib/remember-username';
import { AuthAside } from './auth-aside';
import styles from './auth-form.module.css';
import { CaptchaField } from './captcha-field';

type Tab = 'username' | 'sms';
const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

/** Login modal (spec §2 "Login modal", §4 "Login success"). */
export default function LoginModal({ close, tab: initialTab }: ModalComponentProps<'login'>) {
  const { t } = useTranslation('session');
  const smsEnabled = useSwitch('MOBILEVERCODELOGIN3');
  const passwordExpiryPolicy = useSwitch('PWDEXPFORCECHANGE3');
  const navigate = useNavigate();
  const login = useLogin();
  const remembered = readRememberedUsername();
  const [tab, setTab] = useState<Tab>(initialTab === 'sms' && smsEnabled ? 'sms' : 'username');
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function validate(): boolean {
    const errors: Record<string, string> = {};
    if (!username.trim()) errors.username = t('issues.required', { field: t('fields.username') });
    if (!password) errors.password = t('issues.required', { field: t('fields.password') });
    if (showCaptcha && !captcha.trim()) {
      errors.captcha = t('issues.required', { field: t('fields.captcha') });
    }
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!validate()) return;
    try {
      const result = await login.mutateAsync({
        type: 'username',
        username: username.trim(),
        password,
        captcha: showCaptcha ? captcha.trim() : undefined,
        area: 'member',
      });
      if (remember) rememberUsername(username.trim());
      else forgetUsername();
      close();
      if (result.mustChangePassword || (result.passwordExpired && passwordExpiryPolicy)) {
        openModal('changePassword', { forced: true });
        return;
      }
      if (result.isAgent) await navigate('/agentHome');
    } catch (error) {
      if (isApiError(error) && CAPTCHA_CODES.has(error.code)) {
        setShowCaptcha(true);
        setCaptcha('');
      }
      setFormError(errorMessage(t, error));
    }
  }

  return (
    <Modal
      name="login"
      title={t('login.title')}
      onClose={close}
      size="md"
      aside={<AuthAside variant="login" />}
    >
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

      {tab === 'sms' ? (
        <EmptyState
          tone="coming"
          icon="phone"
          badge={t('common:comingSoon')}
          title={t('login.smsComingTitle')}
          description={t('login.smsComing')}
        />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="login-form">
          <TextField
            name="username"
            label={t('fields.username')}
            placeholder={t('placeholders.username')}
            icon="user"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={fieldErrors.username}
            maxLength={64}
            required
            data-autofocus
          />
          <TextField
            name="password"
            type="password"
            label={t('fields.password')}
            placeholder={t('placeholders.password')}
            icon="lock"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldErrors.password}
            maxLength={256}
            required
          />
          {showCaptcha && (
            <CaptchaField value={captcha} onChange={setCaptcha} error={fieldErrors.captcha} />
          )}
          <div className={styles.row}>
            <Checkbox
              name="remember"
              label={t('login.remember')}
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => openModal('forgotPassword', {})}
              data-testid="login-forgot"
            >
              {t('login.forgot')}
            </button>
          </div>
          {formError && (
            <p className={styles.alert} role="alert" data-testid="login-error">
              <Icon name="alert" size={16} />
              {formError}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            block
            loading={login.isPending}
            data-testid="login-submit"
          >
            {t('login.submit')}
          </Button>
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
        </form>
      )}
    </Modal>
  );
}
