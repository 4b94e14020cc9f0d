import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/errors';
import { sendNoLoginCode } from '../api/use-password';
import { useRegisterSettings } from '../api/use-register-settings';
import {
  type LoginArea,
  type LoginChallenge,
  type LoginSuccess,
  useLoginFlow,
} from '../hooks/use-login-flow';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import { isValidMobile, PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

export interface SmsLoginFormProps {
  area: LoginArea;
  onSuccess: (success: LoginSuccess) => void;
  onVerificationRequired: (challenge: LoginChallenge) => void;
  footer?: ReactNode;
}

/**
 * Mobile number + SMS code login (MOBILEVERCODELOGIN3; spec §2 "Login modal", §5 "SMS mode:
 * valid mobileNum and code required").
 */
export function SmsLoginForm({
  area,
  onSuccess,
  onVerificationRequired,
  footer,
}: SmsLoginFormProps) {
  const { t } = useTranslation(['session', 'errors']);
  const settings = useRegisterSettings();
  const codes = settings.data?.countryDialingCodes ?? null;
  const [chosenCode, setDialingCode] = useState<string | null>(null);
  const dialingCode = chosenCode ?? codes?.[0] ?? '';
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const login = useLoginFlow(area, onSuccess, onVerificationRequired);

  function mobileError(): string | undefined {
    const value = mobile.trim();
    if (!value) return t('issues.required', { field: t('fields.mobileNum') });
    return isValidMobile(value) && dialingCode ? undefined : t('sms.invalidMobile');
  }

  function beforeSend(): boolean {
    const error = mobileError();
    setErrors((current) => ({ ...current, mobile: error }));
    return !error;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    login.reset();
    const found = {
      mobile: mobileError(),
      code: code.trim() ? undefined : t('issues.required', { field: t('fields.verificationCode') }),
    };
    setErrors(found);
    if (found.mobile || found.code) return;
    await login.submit({
      type: 'sms',
      mobileNum: mobile.trim(),
      countryDialingCode: dialingCode,
      verificationCode: code.trim(),
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="sms-login-form">
      <PhoneField
        dialingCodes={codes}
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        mobile={mobile}
        onMobile={setMobile}
        error={errors.mobile}
        testIdPrefix="sms-login"
        autoFocus
      />
      <SmsCodeField
        value={code}
        onChange={setCode}
        error={errors.code}
        beforeSend={beforeSend}
        request={() => sendNoLoginCode(mobile.trim(), dialingCode, 'LOGIN')}
        testIdPrefix="sms-login"
      />
      {login.error && (
        <FormAlert testId="sms-login-error">{errorMessage(t, login.error)}</FormAlert>
      )}
      <Button
        type="submit"
        size="lg"
        block
        loading={login.isPending}
        data-testid="sms-login-submit"
      >
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
      {footer}
    </form>
  );
}
