import { setPaymentPassword } from '@nova/contracts/api/security';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { digitsOnly } from '../../../lib/use-zod-form';
import { useSetPaymentPassword } from '../api/security-queries';
import { useSecurityForm } from '../hooks/use-security-form';
import { useSecurityToast } from '../hooks/use-security-toast';

/** The request, and the two new passwords the same once both are typed. */
const PaymentPasswordForm = setPaymentPassword.body.check(
  z.refine(
    (body) =>
      !body.paymentPassword ||
      !body.confirmPaymentPassword ||
      body.paymentPassword === body.confirmPaymentPassword,
    { path: ['confirmPaymentPassword'], message: 'issues.mismatch' },
  ),
);

/** Set or replace the 6-digit payment password; the login password confirms it (SECURITY.md 14). */
export function PaymentPasswordDialog({
  replace,
  onClose,
}: {
  replace: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('security');
  const mutation = useSetPaymentPassword();
  const toast = useSecurityToast((state) => state.show);
  const form = useSecurityForm(PaymentPasswordForm, {
    password: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  });

  const submit = form.submit(async (body) => {
    try {
      await mutation.mutateAsync(body);
      toast(t(replace ? 'paymentPassword.replaced' : 'paymentPassword.set'));
      onClose();
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <FormDialog
      id="security-payment-password"
      title={t(replace ? 'paymentPassword.replaceTitle' : 'paymentPassword.setTitle')}
      icon="wallet"
      intro={t('paymentPassword.intro')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('actions.save')}
      submitting={mutation.isPending}
      alert={form.alert}
    >
      <TextField
        type="password"
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
        icon="lock"
        autoComplete="current-password"
        required
        {...form.field('password')}
        data-testid="security-payment-password-login"
      />
      <TextField
        type="password"
        label={t('fields.paymentPassword')}
        placeholder={t('placeholders.sixDigits')}
        icon="shield"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        required
        {...form.field('paymentPassword', digitsOnly)}
        data-testid="security-payment-password-new"
      />
      <TextField
        type="password"
        label={t('fields.confirmPaymentPassword')}
        placeholder={t('placeholders.confirmPaymentPassword')}
        icon="shield"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        required
        {...form.field('confirmPaymentPassword', digitsOnly)}
        data-testid="security-payment-password-confirm"
      />
    </FormDialog>
  );
}
