import { disableTotp } from '@nova/contracts/api/security';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { digitsOnly } from '../../../lib/use-zod-form';
import { useDisableTotp } from '../api/security-queries';
import { useSecurityForm } from '../hooks/use-security-form';
import { useSecurityToast } from '../hooks/use-security-toast';

/** Turn the authenticator off with the password and a current code (SECURITY.md 7, 14). */
export function TotpDisableDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const mutation = useDisableTotp();
  const toast = useSecurityToast((state) => state.show);
  const form = useSecurityForm(
    disableTotp.body,
    { password: '', code: '' },
    { code: 'fields.totpCode' },
  );

  const submit = form.submit(async (body) => {
    try {
      await mutation.mutateAsync(body);
      toast(t('totp.disabled'));
      onClose();
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <FormDialog
      id="security-totp-disable"
      title={t('totp.disableTitle')}
      icon="shield"
      intro={t('totp.disableIntro')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('totp.disable')}
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
        data-testid="security-totp-disable-password"
      />
      <TextField
        label={t('fields.totpCode')}
        placeholder={t('placeholders.sixDigits')}
        icon="clock"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        {...form.field('code', digitsOnly)}
        data-testid="security-totp-disable-code"
      />
    </FormDialog>
  );
}
