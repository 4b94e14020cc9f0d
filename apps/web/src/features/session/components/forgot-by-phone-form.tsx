import { passwordIssue } from '@nova/contracts/password-policy';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/errors';
import { sendNoLoginCode, useResetPasswordByPhone } from '../api/use-password';
import { fieldErrorsFromApi } from '../lib/password-form';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import {
  ConfirmPasswordField,
  NewPasswordField,
  usePasswordIssueText,
  usePasswordRule,
} from './new-password-field';
import { isValidMobile, PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

type Field = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';
const FIELDS: readonly Field[] = [
  'mobileNum',
  'verificationCode',
  'newPassword',
  'confirmNewPassword',
];

/**
 * Forgot password by phone (spec §2; §5 "Forgot by phone: mobileNum rule, sms code required,
 * new password rule"; §4 "Phone reset success: auto-login, modal closes, go to /").
 */
export function ForgotByPhoneForm({
  dialingCodes,
  onLoggedIn,
}: {
  dialingCodes: readonly string[];
  onLoggedIn: () => void;
}) {
  const { t } = useTranslation(['session', 'errors']);
  const reset = useResetPasswordByPhone();
  const issueText = usePasswordIssueText();
  const rule = usePasswordRule();
  const [dialingCode, setDialingCode] = useState(dialingCodes[0] ?? '');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  function required(field: Field): string {
    return t('issues.required', { field: t(`accountFields.${field}`) });
  }

  function mobileError(): string | undefined {
    if (!mobile.trim()) return required('mobileNum');
    return isValidMobile(mobile.trim()) && dialingCode ? undefined : t('sms.invalidMobile');
  }

  function beforeSend(): boolean {
    const error = mobileError();
    setErrors((current) => ({ ...current, mobileNum: error }));
    return !error;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    const issue = passwordIssue(newPassword, { rule });
    const found: Partial<Record<Field, string>> = {
      mobileNum: mobileError(),
      verificationCode: code.trim() ? undefined : required('verificationCode'),
      newPassword: !newPassword
        ? required('newPassword')
        : issue
          ? issueText(issue, rule)
          : undefined,
      confirmNewPassword: !confirm
        ? required('confirmNewPassword')
        : confirm !== newPassword
          ? t('issues.mismatch')
          : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await reset.mutateAsync({
        mobileNum: mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: code.trim(),
        newPassword,
        confirmNewPassword: confirm,
      });
    } catch (error) {
      const placed = fieldErrorsFromApi(error, FIELDS, t);
      setErrors(placed);
      if (Object.keys(placed).length === 0) setAlert(errorMessage(t, error));
      return;
    }
    onLoggedIn();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="forgot-phone-form">
      <p className={styles.intro}>{t('forgotPassword.phoneIntro')}</p>
      <PhoneField
        dialingCodes={dialingCodes}
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        mobile={mobile}
        onMobile={setMobile}
        error={errors.mobileNum}
        testIdPrefix="forgot"
        autoFocus
      />
      <SmsCodeField
        value={code}
        onChange={setCode}
        error={errors.verificationCode}
        beforeSend={beforeSend}
        request={() => sendNoLoginCode(mobile.trim(), dialingCode, 'RESET')}
        testIdPrefix="forgot"
      />
      <NewPasswordField
        name="newPassword"
        label={t('accountFields.newPassword')}
        value={newPassword}
        onChange={setNewPassword}
        error={errors.newPassword}
        rule={rule}
        testId="forgot-new-password"
      />
      <ConfirmPasswordField
        value={confirm}
        onChange={setConfirm}
        error={errors.confirmNewPassword}
        testId="forgot-confirm-password"
      />
      {alert && <FormAlert testId="forgot-error">{alert}</FormAlert>}
      <Button
        type="submit"
        size="lg"
        block
        loading={reset.isPending}
        data-testid="forgot-phone-submit"
      >
        {t('forgotPassword.setPassword')}
      </Button>
    </form>
  );
}
