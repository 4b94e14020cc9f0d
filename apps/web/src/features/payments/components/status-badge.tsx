import type { Deposit } from '@nova/contracts/api/payments';
import type { Withdrawal } from '@nova/contracts/api/withdrawals';
import { useTranslation } from 'react-i18next';
import styles from './status-badge.module.css';

type Status = Deposit['status'] | Withdrawal['status'];

const TONES: Record<Status, 'pending' | 'success' | 'danger' | 'info'> = {
  PENDING: 'pending',
  APPROVED: 'info',
  REJECTED: 'danger',
  FAILED: 'danger',
  EXPIRED: 'danger',
  PAID: 'info',
  DISPUTED: 'pending',
  COMPLETED: 'success',
};

/** A deposit's or withdrawal's status, translated, coloured by how it ended. */
export function StatusBadge({ kind, status }: { kind: 'deposit' | 'withdrawal'; status: Status }) {
  const { t } = useTranslation('payments');
  const tone = kind === 'deposit' && status === 'APPROVED' ? 'success' : TONES[status];
  return (
    <span
      className={styles.badge}
      data-tone={tone}
      data-testid={`${kind}-status`}
      data-status={status}
    >
      {t(`${kind}Status.${status}`)}
    </span>
  );
}
