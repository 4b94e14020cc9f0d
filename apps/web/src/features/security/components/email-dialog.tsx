import { bindEmail, sendBindEmailCode } from '@nova/contracts/api/security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useBindEmail, useSendBindEmailCode } from '../api/security-queries';
import { useCodeSender } from '../hooks/use-code-sender';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSecurityToast } from '../hooks/use-security-toast';
import styles from './security-dialog.module.css';
import { SendCodeButton } from './send-code-button';

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
  const form = useFormErrors({
    email: t('fields.email'),
    password: t('fields.password'),
    verificationCode: t('fields.emailCode'),
  });
  const [step, setStep] = useState<'address' | 'code'>('address');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  async function requestCode() {
    const body = form.validate(sendBindEmailCode.body, { email: email.trim(), password });
    if (!body) return;
    if (await sender.send(() => sendCode.mutateAsync(body), form.fail)) setStep('code');
  }

  async function submit() {
    if (step === 'address') {
      await requestCode();
      return;
    }
    const body = form.validate(bindEmail.body, { email: email.trim(), verificationCode: code });
    if (!body) return;
    try {
      await mutation.mutateAsync(body);
      toast(t(current ? 'email.replaced' : 'email.bound'));
      onClose();
    } catch (error) {
      form.fail(error);
    }
  }

  return (
    <FormDialog
      id="security-email"
      title={t(current ? 'email.replaceTitle' : 'email.bindTitle')}
      icon="mail"
      intro={current ? t('email.replaceIntro', { current }) : t('email.intro')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={
        step === 'code'
          ? t(current ? 'actions.replace' : 'actions.bind')
          : sender.waiting
            ? t('code.resendIn', { seconds: sender.remaining })
            : t('code.send')
      }
      submitting={step === 'address' ? sender.pending : mutation.isPending}
      submitDisabled={step === 'address' && sender.waiting}
      alert={form.alert}
    >
      <ol className={styles.steps} aria-hidden="true">
        <li data-done="true" />
        <li data-done={step === 'code'} />
      </ol>
      {step === 'address' ? (
        <>
          <TextField
            name="email"
            type="email"
            label={t('fields.email')}
            placeholder={t('placeholders.email')}
            icon="mail"
            autoComplete="email"
            maxLength={254}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={form.errors.email}
            data-testid="security-email-input"
          />
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
            data-testid="security-email-password"
          />
        </>
      ) : (
        <>
          <p className={styles.sentTo} data-testid="security-email-sent-to">
            {t('email.sentTo')} <strong>{email.trim()}</strong>
          </p>
          <TextField
            name="verificationCode"
            label={t('fields.emailCode')}
            placeholder={t('placeholders.emailCode')}
            icon="shield"
            autoComplete="one-time-code"
            maxLength={16}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            error={form.errors.verificationCode}
            trailing={
              <SendCodeButton
                onClick={requestCode}
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
              form.clear();
              setCode('');
              setStep('address');
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
