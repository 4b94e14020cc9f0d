import { LoginRequestSchema } from '@nova/contracts/api/session';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { reloadCaptcha } from '../api/use-captcha';
import {
  type LoginArea,
  type LoginChallenge,
  type LoginSuccess,
  useLoginFlow,
} from '../hooks/use-login-flow';
import styles from './auth-form.module.css';
import { CaptchaField } from './captcha-field';
import { FormAlert } from './form-alert';
import { LoginVerificationStep } from './login-verification-step';

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

/** Each area's test ids, as its form had them before the two became one. */
const TEST_IDS = {
  member: {
    form: 'login-form',
    submit: 'login-submit',
    error: 'login-error',
    username: 'login-username',
    password: 'login-password',
  },
  agent: {
    form: 'agent-login-form',
    submit: 'agent-login-submit',
    error: 'agent-login-error',
    username: 'agent-username',
    password: 'agent-password',
  },
} satisfies Record<LoginArea, Record<string, string>>;

type Field = 'username' | 'password' | 'captcha';

export interface UsernameLoginFormProps {
  area: LoginArea;
  onSuccess: (success: LoginSuccess) => void;
  /**
   * A login from a new IP needs a second verification (spec §4). Given, the caller shows the
   * step (the login modal hides its tabs); omitted, the form shows it in its own place.
   */
  onVerificationRequired?: (challenge: LoginChallenge) => void;
  defaultUsername?: string;
  /**
   * How missing fields are reported: `inline` marks the required fields and explains under
   * each (the login modal); `summary` says it once above the button (the compact agent card).
   */
  missingFields?: 'inline' | 'summary';
  /** Rows between the fields and the button (remember-username, forgot password). */
  children?: ReactNode;
  /** Under the button (a register prompt, a contact line). */
  footer?: ReactNode;
}

/**
 * Username + password login (spec §2 "Login modal", §4 "Login success"), with the captcha the
 * server asks for after failed attempts (the failure carries `captchaRequired`; once shown it
 * stays). Public component of the session feature: the app composes it into the agent landing
 * route.
 */
export function UsernameLoginForm({
  area,
  onSuccess,
  onVerificationRequired,
  defaultUsername = '',
  missingFields = 'inline',
  children,
  footer,
}: UsernameLoginFormProps) {
  // errors: the translated error codes (STYLE.md "Errors").
  const { t } = useTranslation(['session', 'errors']);
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const login = useLoginFlow(area, onSuccess, onVerificationRequired ?? setChallenge);
  const ids = TEST_IDS[area];
  const inline = missingFields === 'inline';
  const [username, setUsername] = useState(defaultUsername);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [missing, setMissing] = useState<ReadonlySet<Field>>(new Set());

  if (challenge) {
    return (
      <LoginVerificationStep
        area={area}
        challenge={challenge}
        onSuccess={onSuccess}
        onBack={() => setChallenge(null)}
      />
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.reset();
    // The request schema the server validates with (STYLE.md "Contracts").
    const parsed = LoginRequestSchema.safeParse({ username, password, area });
    const empty = new Set<Field>(
      parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0] as Field),
    );
    if (showCaptcha && !captcha.trim()) empty.add('captcha');
    setMissing(empty);
    if (empty.size > 0 || !parsed.success || parsed.data.type !== 'username') return;
    const failure = await login.submit({
      type: 'username',
      username: parsed.data.username,
      password: parsed.data.password,
      ...(showCaptcha ? { captcha: captcha.trim() } : {}),
    });
    if (!failure) return;
    const needsCaptcha =
      isApiError(failure) && (failure.captchaRequired || CAPTCHA_CODES.has(failure.code));
    if (needsCaptcha || showCaptcha) {
      // Each answer is single use: a failed attempt needs a new image.
      if (showCaptcha) reloadCaptcha(queryClient);
      setShowCaptcha(true);
      setCaptcha('');
    }
  }

  function requiredMessage(field: Field): string {
    return t('issues.required', { field: t(`fields.${field}`) });
  }

  function fieldError(field: Field): string | undefined {
    return inline && missing.has(field) ? requiredMessage(field) : undefined;
  }

  function summaryMessage(): string | null {
    if (inline || missing.size === 0) return null;
    return missing.has('username') || missing.has('password')
      ? t('login.required')
      : requiredMessage('captcha');
  }

  const alert = summaryMessage() ?? (login.error ? errorMessage(t, login.error) : null);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid={ids.form}>
      <TextField
        name="username"
        label={t('fields.username')}
        placeholder={t('placeholders.username')}
        icon="user"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={fieldError('username')}
        aria-invalid={missing.has('username') || undefined}
        maxLength={64}
        required={inline}
        data-autofocus
        data-testid={ids.username}
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
        error={fieldError('password')}
        aria-invalid={missing.has('password') || undefined}
        maxLength={256}
        required={inline}
        data-testid={ids.password}
      />
      {showCaptcha && (
        <CaptchaField value={captcha} onChange={setCaptcha} error={fieldError('captcha')} />
      )}
      {children}
      {alert && <FormAlert testId={ids.error}>{alert}</FormAlert>}
      <Button type="submit" size="lg" block loading={login.isPending} data-testid={ids.submit}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
      {footer}
    </form>
  );
}
