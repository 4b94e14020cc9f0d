import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import styles from './security-dialog.module.css';

export interface SendCodeButtonProps {
  onClick: () => void;
  sent: boolean;
  pending: boolean;
  /** Seconds until another code may be asked for; 0 when it may. */
  remaining: number;
  testId: string;
}

/** The send-code button inside a field, showing the countdown while it waits. */
export function SendCodeButton({ onClick, sent, pending, remaining, testId }: SendCodeButtonProps) {
  const { t } = useTranslation('security');
  const label =
    remaining > 0
      ? t('code.resendIn', { seconds: remaining })
      : sent
        ? t('code.resend')
        : t('code.send');
  return (
    <button
      type="button"
      className={styles.sendCode}
      onClick={onClick}
      disabled={pending || remaining > 0}
      aria-live="polite"
      data-testid={testId}
    >
      {pending ? <Spinner size="sm" /> : label}
    </button>
  );
}
