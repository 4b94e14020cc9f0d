import { useTranslation } from 'react-i18next';
import { Badge } from './ui';

/** The tone of a status word any list shows (deposits, withdrawals, rounds, sessions). */
function statusTone(status: string): 'good' | 'warn' | 'bad' | 'neutral' {
  if (
    [
      'APPROVED',
      'PAID',
      'CONFIRMED',
      'SUCCESS',
      'SETTLED',
      'OPEN',
      'RECEIVED',
      'AUTO_RECEIVED',
    ].includes(status)
  )
    return 'good';
  if (['PENDING', 'UNKNOWN', 'DISPUTED', 'RUNNING'].includes(status)) return 'warn';
  if (['REJECTED', 'FAILED', 'CANCELLED', 'EXPIRED', 'ROLLED_BACK'].includes(status)) return 'bad';
  return 'neutral';
}

/** A status as a translated badge (`statuses.<STATUS>`). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={statusTone(status)}>{t(`statuses.${status}`, { defaultValue: status })}</Badge>
  );
}
