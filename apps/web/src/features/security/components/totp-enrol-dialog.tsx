import type { TotpSetup } from '@nova/contracts/api/security';
import { confirmTotpEnrolment, startTotpEnrolment } from '@nova/contracts/api/security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { Icon } from '../../../components/icon-full';
import { TextField } from '../../../components/text-field';
import { digitsOnly } from '../../../lib/use-zod-form';
import { useConfirmTotpEnrolment, useStartTotpEnrolment } from '../api/security-queries';
import { useSecurityForm } from '../hooks/use-security-form';
import { useSecurityToast } from '../hooks/use-security-toast';
import styles from './security-dialog.module.css';

/** The secret in groups of four, easier to type into an authenticator by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Authenticator enrolment (SECURITY.md 7): the password starts it; the QR code drawn by the
 * server and the secret are shown once; the first code from the app turns it on. The secret
 * lives only in this dialog's state and is gone when it closes.
 */
export function TotpEnrolDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotpEnrolment();
  const toast = useSecurityToast((state) => state.show);
  const passwordForm = useSecurityForm(startTotpEnrolment.body, { password: '' });
  const codeForm = useSecurityForm(
    confirmTotpEnrolment.body,
    { code: '' },
    { code: 'fields.totpCode' },
  );
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [copied, setCopied] = useState(false);
  const form = setup ? codeForm : passwordForm;

  const begin = passwordForm.submit(async (body) => {
    try {
      setSetup(await start.mutateAsync(body));
      passwordForm.setValue('password', '');
    } catch (error) {
      passwordForm.fail(error);
    }
  });

  const enable = codeForm.submit(async (body) => {
    try {
      await confirm.mutateAsync(body);
      toast(t('totp.enabled'));
      onClose();
    } catch (error) {
      codeForm.fail(error);
      codeForm.setValue('code', '');
    }
  });

  async function copySecret(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard access: the secret stays selectable for a manual copy.
    }
  }

  return (
    <FormDialog
      id="security-totp"
      title={t('totp.enableTitle')}
      icon="shield"
      intro={setup ? t('totp.scanIntro') : t('totp.intro')}
      onClose={onClose}
      onSubmit={setup ? enable : begin}
      submitLabel={setup ? t('totp.enable') : t('actions.continue')}
      submitting={setup ? confirm.isPending : start.isPending}
      alert={form.alert}
    >
      <ol className={styles.steps} aria-hidden="true">
        <li data-done="true" />
        <li data-done={setup !== null} />
      </ol>
      {setup ? (
        <>
          <div className={styles.qrBlock}>
            <img
              className={styles.qr}
              src={setup.qrCode}
              alt={t('totp.qrAlt')}
              width={148}
              height={148}
              data-testid="security-totp-qr"
            />
            <div className={styles.secretBox}>
              <p className={styles.note}>{t('totp.manual')}</p>
              <code className={styles.secret} data-testid="security-totp-secret">
                {groupSecret(setup.secret)}
              </code>
              <button
                type="button"
                className={styles.copy}
                onClick={() => copySecret(setup.secret)}
                data-testid="security-totp-copy"
              >
                <Icon name={copied ? 'check' : 'copy'} size={14} />
                {copied ? t('common:copied') : t('common:copy')}
              </button>
            </div>
          </div>
          <p className={styles.note}>{t('totp.secretOnce')}</p>
          <TextField
            label={t('fields.totpCode')}
            placeholder={t('placeholders.sixDigits')}
            icon="clock"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...codeForm.field('code', digitsOnly)}
            data-testid="security-totp-code"
          />
        </>
      ) : (
        <TextField
          type="password"
          label={t('fields.password')}
          placeholder={t('placeholders.password')}
          icon="lock"
          autoComplete="current-password"
          required
          {...passwordForm.field('password')}
          data-testid="security-totp-password"
        />
      )}
    </FormDialog>
  );
}
