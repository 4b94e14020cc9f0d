import { setPaymentPassword } from '@nova/contracts/api/security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useSetPaymentPassword } from '../api/security-queries';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSecurityToast } from '../hooks/use-security-toast';

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
  const form = useFormErrors({
    password: t('fields.password'),
    paymentPassword: t('fields.paymentPassword'),
    confirmPaymentPassword: t('fields.confirmPaymentPassword'),
  });
  const [password, setPassword] = useState('');
  const [paymentPassword, setPaymentPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');

  async function submit() {
    const mismatch =
      paymentPassword && confirm && paymentPassword !== confirm
        ? { confirmPaymentPassword: t('issues.mismatch') }
        : {};
    const body = form.validate(
      setPaymentPassword.body,
      { password, paymentPassword, confirmPaymentPassword: confirm },
      mismatch,
    );
    if (!body) return;
    try {
      await mutation.mutateAsync(body);
      toast(t(replace ? 'paymentPassword.replaced' : 'paymentPassword.set'));
      onClose();
    } catch (error) {
      form.fail(error);
    }
  }

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
        name="password"
        type="password"
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
        icon="lock"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={form.errors.password}
        data-testid="security-payment-password-login"
      />
      <TextField
        name="paymentPassword"
        type="password"
        label={t('fields.paymentPassword')}
        placeholder={t('placeholders.sixDigits')}
        icon="shield"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        required
        value={paymentPassword}
        onChange={(e) => setPaymentPasswordValue(e.target.value.replace(/\D/g, ''))}
        error={form.errors.paymentPassword}
        data-testid="security-payment-password-new"
      />
      <TextField
        name="confirmPaymentPassword"
        type="password"
        label={t('fields.confirmPaymentPassword')}
        placeholder={t('placeholders.confirmPaymentPassword')}
        icon="shield"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value.replace(/\D/g, ''))}
        error={form.errors.confirmPaymentPassword}
        data-testid="security-payment-password-confirm"
      />
    </FormDialog>
  );
}
