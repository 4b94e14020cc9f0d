import { UsernameLoginSchema } from '@nova/contracts/api/login';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
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

/** The request's fields; the captcha is asked only once the server wants it. */
const LoginFields = z.pick(UsernameLoginSchema, { username: true, password: true, captcha: true });

function loginFields(showCaptcha: boolean) {
  return LoginFields.check(
    z.refine((body) => !showCaptcha || Boolean(body.captcha), {
      path: ['captcha'],
      message: 'issues.required',
    }),
  );
}

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
  const [showCaptcha, setShowCaptcha] = useState(false);
  const form = useZodForm(loginFields(showCaptcha), {
    ns: 'session',
    defaultValues: { username: defaultUsername, password: '', captcha: '' },
  });
  const captcha = useController({ control: form.control, name: 'captcha' }).field;
  const { errors } = form.formState;

  const submit = form.submit(async ({ username, password, captcha: answer }) => {
    const failure = await login.submit({
      type: 'username',
      username,
      password,
      ...(showCaptcha ? { captcha: answer } : {}),
    });
    if (!failure) return;
    const needsCaptcha =
      isApiError(failure) && (failure.captchaRequired || CAPTCHA_CODES.has(failure.code));
    if (needsCaptcha || showCaptcha) {
      // Each answer is single use: a failed attempt needs a new image.
      if (showCaptcha) reloadCaptcha(queryClient);
      setShowCaptcha(true);
      form.setValue('captcha', '');
    }
  });

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

  /** Inline, each field says what is missing; the summary says it once. */
  function fieldError(field: 'username' | 'password' | 'captcha'): string | undefined {
    return inline ? form.message(field) : undefined;
  }

  function summaryMessage(): string | null {
    if (inline || Object.keys(errors).length === 0) return null;
    return errors.username || errors.password
      ? t('login.required')
      : t('issues.required', { field: t('fields.captcha') });
  }

  const alert = summaryMessage() ?? (login.error ? errorMessage(t, login.error) : null);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        login.reset();
        submit(event);
      }}
      noValidate
      data-testid={ids.form}
    >
      <TextField
        label={t('fields.username')}
        placeholder={t('placeholders.username')}
        icon="user"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
        error={fieldError('username')}
        aria-invalid={Boolean(errors.username) || undefined}
        maxLength={64}
        required={inline}
        data-autofocus
        data-testid={ids.username}
      />
      <TextField
        type="password"
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
        icon="lock"
        autoComplete="current-password"
        {...form.field('password')}
        error={fieldError('password')}
        aria-invalid={Boolean(errors.password) || undefined}
        maxLength={256}
        required={inline}
        data-testid={ids.password}
      />
      {showCaptcha && (
        <CaptchaField
          value={captcha.value ?? ''}
          onChange={captcha.onChange}
          error={fieldError('captcha')}
        />
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
