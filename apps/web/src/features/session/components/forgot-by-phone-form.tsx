import { resetPasswordByPhone } from '@nova/contracts/api/password';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { sendNoLoginCode, useResetPasswordByPhone } from '../api/use-password';
import { useAccountForm } from '../hooks/use-account-form';
import { withNewPasswordRules } from '../lib/password-form';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import { ConfirmPasswordField, NewPasswordField, usePasswordRule } from './new-password-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

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
  const rule = usePasswordRule();
  const form = useAccountForm(
    withNewPasswordRules(resetPasswordByPhone.body, { rule }),
    {
      countryDialingCode: dialingCodes[0] ?? '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
    { rule, invalid: { mobileNum: 'sms.invalidMobile' } },
  );
  const { control, formState, getValues } = form;
  const dialingCode = useController({ control, name: 'countryDialingCode' }).field;
  const mobile = useController({ control, name: 'mobileNum' }).field;
  const code = useController({ control, name: 'verificationCode' }).field;
  // The dialing code has no message of its own: a missing one is said at the number.
  const mobileError =
    form.message('mobileNum') ??
    (formState.errors.countryDialingCode ? t('sms.invalidMobile') : undefined);

  const onSubmit = form.submit(async (body) => {
    try {
      await reset.mutateAsync(body);
    } catch (error) {
      form.fail(error);
      return;
    }
    onLoggedIn();
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="forgot-phone-form">
      <p className={styles.intro}>{t('forgotPassword.phoneIntro')}</p>
      <PhoneField
        dialingCodes={dialingCodes}
        dialingCode={dialingCode.value}
        onDialingCode={dialingCode.onChange}
        mobile={mobile.value}
        onMobile={mobile.onChange}
        error={mobileError}
        testIdPrefix="forgot"
        autoFocus
      />
      <SmsCodeField
        value={code.value}
        onChange={code.onChange}
        error={form.message('verificationCode')}
        beforeSend={() => form.trigger(['countryDialingCode', 'mobileNum'])}
        request={() => {
          const { mobileNum, countryDialingCode } = getValues();
          return sendNoLoginCode(mobileNum.trim(), countryDialingCode, 'RESET');
        }}
        testIdPrefix="forgot"
      />
      <NewPasswordField
        label={t('accountFields.newPassword')}
        {...form.field('newPassword')}
        password={form.watch('newPassword')}
        rule={rule}
        testId="forgot-new-password"
      />
      <ConfirmPasswordField
        {...form.field('confirmNewPassword')}
        testId="forgot-confirm-password"
      />
      {form.alert && <FormAlert testId="forgot-error">{form.alert}</FormAlert>}
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
