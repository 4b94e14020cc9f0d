import { TOTP } from '@nova/contracts/constants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon-full';
import { TextField } from '../../../components/text-field';
import { errorCodeOf, errorMessage } from '../../../lib/errors';
import { sendLoginCode, useCompleteLoginVerification } from '../api/use-login';
import {
  type LoginArea,
  type LoginChallenge,
  type LoginSuccess,
  useFinishLogin,
} from '../hooks/use-login-flow';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import { ResultPanel } from './result-panel';
import { SmsCodeField } from './sms-code-field';

type Method = LoginChallenge['verification']['methods'][number];

const METHOD_ICONS: Record<Method, IconName> = {
  SMS: 'phone',
  EMAIL: 'mail',
  TOTP: 'shield',
  REAL_NAME: 'user',
};

/** Codes that mean the answer was wrong: shown under the field, the step stays. */
const ANSWER_CODES = new Set([
  'VERIFICATION_FAILED',
  'TOTP_INVALID',
  'CODE_INVALID',
  'CODE_EXPIRED',
]);
/** The pending login is gone (expired, used up): back to the login form. */
const RESTART_CODES = new Set(['VERIFICATION_REQUIRED', 'TICKET_INVALID', 'UNAUTHENTICATED']);

export interface LoginVerificationStepProps {
  area: LoginArea;
  challenge: LoginChallenge;
  onSuccess: (success: LoginSuccess) => void;
  onBack: () => void;
}

/**
 * Second verification of a login from a new IP (spec §4 "Extra verification"): the visitor
 * picks one of the account's methods — a code sent by SMS or email to the bound destination,
 * the authenticator's six digits, or the bound real name — and the login then completes like
 * any other.
 */
export function LoginVerificationStep({
  challenge,
  onSuccess,
  onBack,
}: LoginVerificationStepProps) {
  const { t } = useTranslation(['session', 'errors']);
  const { methods, maskedMobile, maskedEmail } = challenge.verification;
  const [method, setMethod] = useState<Method | undefined>(methods[0]);
  const [answer, setAnswer] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const complete = useCompleteLoginVerification();
  const finish = useFinishLogin(onSuccess);

  function choose(next: Method) {
    setMethod(next);
    setAnswer('');
    setFieldError(null);
    setAlert(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (!method) return;
    const trimmed = answer.trim();
    if (!trimmed) {
      setFieldError(t('issues.required', { field: t(`verification.fields.${method}`) }));
      return;
    }
    if (method === 'TOTP' && !new RegExp(`^\\d{${TOTP.digits}}$`).test(trimmed)) {
      setFieldError(t('verification.totpFormat', { digits: TOTP.digits }));
      return;
    }
    setFieldError(null);
    try {
      const result = await complete.mutateAsync({ method, answer: trimmed });
      finish(result, challenge.method, challenge.username);
    } catch (error) {
      const code = errorCodeOf(error);
      if (ANSWER_CODES.has(code)) setFieldError(errorMessage(t, error));
      else if (RESTART_CODES.has(code)) setExpired(true);
      else setAlert(errorMessage(t, error));
    }
  }

  if (expired || !method) {
    return (
      <ResultPanel
        icon="clock"
        tone="warning"
        title={t('verification.expiredTitle')}
        action={
          <Button size="lg" block onClick={onBack} data-testid="verify-restart">
            {t('verification.backToLogin')}
          </Button>
        }
        testId="verify-expired"
      >
        {t('verification.expired')}
      </ResultPanel>
    );
  }

  const destination =
    method === 'SMS' ? maskedMobile : method === 'EMAIL' ? maskedEmail : undefined;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="verify-form">
      <div className={styles.lead}>
        <span className={styles.leadIcon}>
          <Icon name="shield" size={20} />
        </span>
        <div>
          <p className={styles.leadTitle}>{t('verification.title')}</p>
          <p className={styles.leadText}>{t('verification.intro')}</p>
        </div>
      </div>
      {methods.length > 1 && (
        <div className={styles.tabs} role="tablist" aria-label={t('verification.methods')}>
          {methods.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={method === key}
              className={styles.tab}
              onClick={() => choose(key)}
              data-testid={`verify-method-${key}`}
            >
              <Icon name={METHOD_ICONS[key]} size={16} />
              {t(`verification.tabs.${key}`)}
            </button>
          ))}
        </div>
      )}
      {method === 'SMS' || method === 'EMAIL' ? (
        <SmsCodeField
          key={method}
          value={answer}
          onChange={setAnswer}
          error={fieldError}
          request={() => sendLoginCode(method)}
          destination={destination}
          label={t(`verification.fields.${method}`)}
          testIdPrefix="verify"
          name="answer"
        />
      ) : (
        <TextField
          key={method}
          name="answer"
          label={t(`verification.fields.${method}`)}
          placeholder={t(`verification.placeholders.${method}`)}
          icon={METHOD_ICONS[method]}
          inputMode={method === 'TOTP' ? 'numeric' : 'text'}
          autoComplete={method === 'TOTP' ? 'one-time-code' : 'off'}
          maxLength={method === 'TOTP' ? TOTP.digits : 100}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={fieldError}
          hint={t(`verification.hints.${method}`)}
          required
          data-autofocus
          data-testid="verify-answer"
        />
      )}
      {destination && (
        <p className={styles.note}>{t('verification.destination', { destination })}</p>
      )}
      {alert && <FormAlert testId="verify-error">{alert}</FormAlert>}
      <Button
        type="submit"
        size="lg"
        block
        loading={complete.isPending}
        data-testid="verify-submit"
      >
        {t('verification.submit')}
      </Button>
      <button type="button" className={styles.backLink} onClick={onBack} data-testid="verify-back">
        <Icon name="chevron-left" size={14} />
        {t('verification.backToLogin')}
      </button>
    </form>
  );
}
