import { resetPasswordByPhone } from '@nova/contracts/api/password';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useResetPasswordByPhone } from '../api/use-password';
import { useAccountForm } from '../hooks/use-account-form';
import { withNewPasswordRules } from '../lib/password-form';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import { ConfirmPasswordField, NewPasswordField, usePasswordRule } from './new-password-field';
import { PhoneCodeFields } from './phone-code-fields';

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
      <PhoneCodeFields
        form={form}
        dialingCodes={dialingCodes}
        purpose="RESET"
        testIdPrefix="forgot"
        autoFocus
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
