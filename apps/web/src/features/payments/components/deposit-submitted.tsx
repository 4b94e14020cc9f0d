import type { Deposit } from '@nova/contracts/api/payments';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { ResultPanel } from './result-panel';

export interface DepositSubmittedProps {
  deposit: Deposit;
  money: MoneyFormat;
  onAgain: () => void;
}

/** A bank-transfer deposit was sent: it waits for an operator's approval. */
export function DepositSubmitted({ deposit, money, onAgain }: DepositSubmittedProps) {
  const { t } = useTranslation('payments');
  return (
    <ResultPanel
      tone="pending"
      title={t('deposit.submittedTitle')}
      testId="deposit-submitted"
      action={
        <Button variant="outline" onClick={onAgain} data-testid="deposit-again">
          {t('deposit.again')}
        </Button>
      }
    >
      <p>{t('deposit.submittedBody', { amount: money.format(deposit.amount) })}</p>
      <p>
        {t('deposit.referenceLabel')}{' '}
        <strong data-testid="deposit-reference">{deposit.reference}</strong>
      </p>
    </ResultPanel>
  );
}
