import { bindEmail, sendBindEmailCode } from '@nova/contracts/api/security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { trimmed } from '../../../lib/use-zod-form';
import { useBindEmail, useSendBindEmailCode } from '../api/security-queries';
import { useCodeSender } from '../hooks/use-code-sender';
import { useSecurityForm } from '../hooks/use-security-form';
import { useSecurityToast } from '../hooks/use-security-toast';
import styles from './security-dialog.module.css';
import { SendCodeButton } from './send-code-button';

/** The second step asks only the code; the address is the one the code was sent to. */
const CodeForm = z.pick(bindEmail.body, { verificationCode: true });

/**
 * Bind or replace the email in two steps: the address and the current password send a code
 * (SECURITY.md 14); the code binds it.
 */
export function EmailDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const { t } = useTranslation('security');
  const sendCode = useSendBindEmailCode();
  const mutation = useBindEmail();
  const sender = useCodeSender();
  const toast = useSecurityToast((state) => state.show);
  const address = useSecurityForm(sendBindEmailCode.body, { email: '', password: '' });
  const code = useSecurityForm(
    CodeForm,
    { verificationCode: '' },
    { verificationCode: 'fields.emailCode' },
  );
  /** Where the code went; the second step until the person changes the address. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const step = sentTo === null ? 'address' : 'code';

  const requestCode = address.submit(async (body) => {
    if (await sender.send(() => sendCode.mutateAsync(body), address.fail)) setSentTo(body.email);
  });

  /** Another code to the same address; a failure is said in this step. */
  const resend = address.submit(async (body) => {
    code.clear();
    await sender.send(() => sendCode.mutateAsync(body), code.fail);
  });

  const submit = code.submit(async ({ verificationCode }) => {
    try {
      await mutation.mutateAsync({ email: sentTo ?? '', verificationCode });
      toast(t(current ? 'email.replaced' : 'email.bound'));
      onClose();
    } catch (error) {
      code.fail(error);
    }
  });

  return (
    <FormDialog
      id="security-email"
      title={t(current ? 'email.replaceTitle' : 'email.bindTitle')}
      icon="mail"
      intro={current ? t('email.replaceIntro', { current }) : t('email.intro')}
      onClose={onClose}
      onSubmit={step === 'address' ? requestCode : submit}
      submitLabel={
        step === 'code'
          ? t(current ? 'actions.replace' : 'actions.bind')
          : sender.waiting
            ? t('code.resendIn', { seconds: sender.remaining })
            : t('code.send')
      }
      submitting={step === 'address' ? sender.pending : mutation.isPending}
      submitDisabled={step === 'address' && sender.waiting}
      alert={step === 'address' ? address.alert : code.alert}
    >
      <ol className={styles.steps} aria-hidden="true">
        <li data-done="true" />
        <li data-done={step === 'code'} />
      </ol>
      {step === 'address' ? (
        <>
          <TextField
            type="email"
            label={t('fields.email')}
            placeholder={t('placeholders.email')}
            icon="mail"
            autoComplete="email"
            maxLength={254}
            required
            {...address.field('email', trimmed)}
            data-testid="security-email-input"
          />
          <TextField
            type="password"
            label={t('fields.password')}
            placeholder={t('placeholders.password')}
            icon="lock"
            autoComplete="current-password"
            required
            {...address.field('password')}
            data-testid="security-email-password"
          />
        </>
      ) : (
        <>
          <p className={styles.sentTo} data-testid="security-email-sent-to">
            {t('email.sentTo')} <strong>{sentTo}</strong>
          </p>
          <TextField
            label={t('fields.emailCode')}
            placeholder={t('placeholders.emailCode')}
            icon="shield"
            autoComplete="one-time-code"
            maxLength={16}
            required
            {...code.field('verificationCode', trimmed)}
            trailing={
              <SendCodeButton
                onClick={resend}
                sent={sender.sent}
                pending={sender.pending}
                remaining={sender.remaining}
                testId="security-email-resend"
              />
            }
            data-testid="security-email-code"
          />
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              code.reset();
              code.setAlert(null);
              setSentTo(null);
            }}
            data-testid="security-email-change-address"
          >
            {t('email.changeAddress')}
          </button>
        </>
      )}
    </FormDialog>
  );
}
