import { LoginRequestSchema } from '@nova/contracts/api/session';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { errorMessage } from '../../../lib/errors';
import { openModal } from '../../modals/use-modals';
import { useAgentLogin } from '../api/use-agent-login';
import styles from './agent-login-form.module.css';

/** The agent login form of /agent (spec §2 "Agent landing page with agent login form"). */
export function AgentLoginForm() {
  // errors: the translated error codes (STYLE.md "Errors").
  const { t } = useTranslation(['agent', 'errors']);
  const navigate = useNavigate();
  const agentLogin = useAgentLogin();
  const ids = { username: useId(), password: useId(), error: useId() };
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same request schema the server validates with (STYLE.md "Contracts").
    const parsed = LoginRequestSchema.safeParse({ username, password, area: 'agent' });
    if (!parsed.success) {
      setMissing(true);
      return;
    }
    setMissing(false);
    agentLogin.mutate(
      { username: parsed.data.username, password: parsed.data.password },
      {
        onSuccess: (result) => {
          // An account holding a weak or someone else's password may only change it (SECURITY.md).
          if (result.mustChangePassword) openModal('changePassword', { forced: true });
          else navigate('/agentHome');
        },
      },
    );
  }

  const error = missing
    ? t('login.required')
    : agentLogin.isError
      ? errorMessage(t, agentLogin.error)
      : null;

  return (
    <form
      data-testid="agent-login-form"
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={error ? ids.error : undefined}
    >
      <div className={styles.heading}>
        <span className={styles.badge}>
          <Icon name="lock" size={18} />
        </span>
        <div>
          <h2 className={styles.title}>{t('login.title')}</h2>
          <p className={styles.subtitle}>{t('login.subtitle')}</p>
        </div>
      </div>

      <label className={styles.field} htmlFor={ids.username}>
        <span className={styles.label}>{t('login.username')}</span>
        <span className={styles.control}>
          <Icon name="user" size={18} className={styles.fieldIcon} />
          <input
            id={ids.username}
            name="username"
            data-testid="agent-username"
            className={styles.input}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            placeholder={t('login.usernamePlaceholder')}
            value={username}
            aria-invalid={missing && !username.trim() ? true : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
        </span>
      </label>

      <label className={styles.field} htmlFor={ids.password}>
        <span className={styles.label}>{t('login.password')}</span>
        <span className={styles.control}>
          <Icon name="lock" size={18} className={styles.fieldIcon} />
          <input
            id={ids.password}
            name="password"
            data-testid="agent-password"
            className={styles.input}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            maxLength={256}
            placeholder={t('login.passwordPlaceholder')}
            value={password}
            aria-invalid={missing && !password ? true : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword(!showPassword)}
          >
            <Icon name={showPassword ? 'eye-off' : 'eye'} size={18} />
          </button>
        </span>
      </label>

      {error && (
        <p id={ids.error} role="alert" className={styles.error} data-testid="agent-login-error">
          <Icon name="alert" size={16} />
          {error}
        </p>
      )}

      <Button
        type="submit"
        size="lg"
        block
        loading={agentLogin.isPending}
        data-testid="agent-login-submit"
      >
        {agentLogin.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
      <p className={styles.contact}>{t('login.contact')}</p>
    </form>
  );
}
