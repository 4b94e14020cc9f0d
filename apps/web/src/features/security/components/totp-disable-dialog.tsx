import { disableTotp } from '@nova/contracts/api/security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useDisableTotp } from '../api/security-queries';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSecurityToast } from '../hooks/use-security-toast';

/** Turn the authenticator off with the password and a current code (SECURITY.md 7, 14). */
export function TotpDisableDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const mutation = useDisableTotp();
  const toast = useSecurityToast((state) => state.show);
  const form = useFormErrors({ password: t('fields.password'), code: t('fields.totpCode') });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  async function submit() {
    const body = form.validate(disableTotp.body, { password, code });
    if (!body) return;
    try {
      await mutation.mutateAsync(body);
      toast(t('totp.disabled'));
      onClose();
    } catch (error) {
      form.fail(error);
    }
  }

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
        data-testid="security-totp-disable-password"
      />
      <TextField
        name="code"
        label={t('fields.totpCode')}
        placeholder={t('placeholders.sixDigits')}
        icon="clock"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={form.errors.code}
        data-testid="security-totp-disable-code"
      />
    </FormDialog>
  );
}
