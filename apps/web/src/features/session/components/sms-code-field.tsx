import type { CodeSent } from '@nova/contracts/api/fields';
import { VERIFICATION_CODE_MAX_LENGTH } from '@nova/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/errors';
import { openModal } from '../../modals/use-modals';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import styles from './auth-form.module.css';

export interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Sends the code. Not called when `beforeSend` says no. */
  request: () => Promise<CodeSent>;
  /** Checks what the request needs (a valid mobile number) and shows why not; true to send. */
  beforeSend?: () => boolean | Promise<boolean>;
  /** Where the code goes, for the "sent" hint (a masked number or address). */
  destination?: string;
  label?: string;
  /** Test ids: `<prefix>-code`, `<prefix>-send`. */
  testIdPrefix: string;
  name?: string;
  required?: boolean;
  className?: string;
  /** TOTP-like six-digit codes get a numeric keyboard. */
  numeric?: boolean;
}

/**
 * A verification-code input with its send button (spec §4 "SMS countdown"): the button counts
 * down the seconds until another code may be sent, and a refused send shows a warning dialog
 * with the translated reason (spec §8 "A failed SMS send shows a warning dialog").
 */
export function SmsCodeField({
  value,
  onChange,
  error,
  request,
  beforeSend,
  destination,
  label,
  testIdPrefix,
  name = 'verificationCode',
  required = true,
  className,
  numeric = true,
}: SmsCodeFieldProps) {
  const { t } = useTranslation(['session', 'errors']);
  const { secondsLeft, sending, sentOnce, send } = useSmsCountdown();

  async function onSend() {
    if (beforeSend && !(await beforeSend())) return;
    const outcome = await send(request);
    if (outcome.status === 'failed') {
      openModal('notice', {
        tone: 'warning',
        title: t('sms.failedTitle'),
        message: errorMessage(t, outcome.error),
      });
    }
  }

  const counting = secondsLeft > 0;
  const buttonLabel = counting
    ? t('sms.countdown', { seconds: secondsLeft })
    : sentOnce
      ? t('sms.resend')
      : t('sms.send');

  return (
    <TextField
      name={name}
      className={className}
      label={label ?? t('fields.verificationCode')}
      placeholder={t('placeholders.verificationCode')}
      icon="shield"
      autoComplete="one-time-code"
      inputMode={numeric ? 'numeric' : 'text'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required={required}
      maxLength={VERIFICATION_CODE_MAX_LENGTH}
      data-testid={`${testIdPrefix}-code`}
      hint={
        sentOnce && counting
          ? destination
            ? t('sms.sentTo', { destination })
            : t('sms.sent')
          : undefined
      }
      trailing={
        <button
          type="button"
          className={styles.sendCode}
          onClick={onSend}
          disabled={counting || sending}
          aria-live="polite"
          data-counting={counting || undefined}
          data-testid={`${testIdPrefix}-send`}
        >
          {sending ? <Spinner size="sm" /> : buttonLabel}
        </button>
      }
    />
  );
}
