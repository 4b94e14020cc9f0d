import type { Withdrawal } from '@nova/contracts/api/withdrawals';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatCountdown } from '../../../lib/datetime';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { useNow } from '../hooks/use-now';
import list from './record-list.module.css';

/** mm:ss under an hour, hh:mm:ss beyond. */
export function countdownText(ms: number): string {
  const text = formatCountdown(ms);
  return text.startsWith('00:') ? text.slice(3) : text;
}

export interface WithdrawalActionProps {
  withdrawal: Withdrawal;
  money: MoneyFormat;
  onConfirm: (withdrawal: Withdrawal) => void;
}

/**
 * What the member can do or see about a withdrawal: confirm a paid one before it counts as
 * received (spec §4), "under review" when disputed, the outcome when completed.
 */
export function WithdrawalAction({ withdrawal, money, onConfirm }: WithdrawalActionProps) {
  const { t } = useTranslation('payments');
  const paid = withdrawal.status === 'PAID';
  const now = useNow(paid);
  if (paid) {
    const deadline = withdrawal.confirmDeadline ? Date.parse(withdrawal.confirmDeadline) : null;
    return (
      <span className={list.action}>
        <Button
          size="sm"
          onClick={() => onConfirm(withdrawal)}
          data-testid="withdrawal-confirm-open"
        >
          {t('confirm.open')}
        </Button>
        {deadline !== null && (
          <span className={list.sub} data-testid="withdrawal-countdown">
            {t('confirm.countdown', { time: countdownText(deadline - now) })}
          </span>
        )}
      </span>
    );
  }
  if (withdrawal.status === 'DISPUTED') {
    return (
      <span className={list.sub} data-testid="withdrawal-review">
        {t('confirm.underReview')}
      </span>
    );
  }
  if (withdrawal.status === 'COMPLETED' && withdrawal.confirmation) {
    const refunded = withdrawal.refundedAmount;
    return (
      <span className={list.sub} data-testid="withdrawal-outcome">
        {t(`confirm.outcome.${withdrawal.confirmation}`, {
          amount: money.format(withdrawal.receivedAmount ?? withdrawal.amount),
        })}
        {refunded &&
          refunded !== '0' &&
          ` · ${t('confirm.refunded', { amount: money.format(refunded) })}`}
      </span>
    );
  }
  if (withdrawal.status === 'REJECTED' && withdrawal.rejectReason) {
    return <span className={list.sub}>{withdrawal.rejectReason}</span>;
  }
  return null;
}
