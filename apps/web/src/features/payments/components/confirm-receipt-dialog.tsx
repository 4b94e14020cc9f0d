import type { Withdrawal } from '@nova/contracts/api/withdrawals';
import { toMinor } from '@nova/contracts/money';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { type ConfirmResult, useConfirmSubmit } from '../hooks/use-confirm-submit';
import { AmountField } from './amount-field';
import styles from './confirm-receipt-dialog.module.css';
import { ProofUploadField } from './proof-upload-field';
import { RemarkField } from './remark-field';

const RESULTS: ConfirmResult[] = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'];

export interface ConfirmReceiptDialogProps {
  withdrawal: Withdrawal;
  money: MoneyFormat;
  onClose: () => void;
}

/** Confirm the receipt of a paid withdrawal (spec §3, §4). */
export function ConfirmReceiptDialog({ withdrawal, money, onClose }: ConfirmReceiptDialogProps) {
  const { t } = useTranslation('payments');
  const form = useConfirmSubmit(withdrawal, money, onClose);
  const typed = money.parse(form.received);
  const amount = toMinor(withdrawal.amount);
  const remaining = typed !== null && typed > 0n && typed < amount ? amount - typed : null;
  return (
    <FormDialog
      id="confirm-receipt"
      title={t('confirm.title')}
      icon="withdraw"
      intro={t('confirm.intro', {
        amount: money.format(withdrawal.amount),
        account: `${withdrawal.bankName} ${withdrawal.accountNumber}`,
      })}
      onClose={onClose}
      onSubmit={form.submit}
      submitLabel={t('confirm.submit')}
      submitting={form.busy}
      alert={form.alert}
    >
      <div className={styles.options} role="radiogroup" aria-label={t('confirm.title')}>
        {RESULTS.map((result) => (
          <label key={result} className={styles.option} data-checked={form.result === result}>
            <input
              type="radio"
              name="result"
              value={result}
              checked={form.result === result}
              onChange={() => form.setResult(result)}
              data-testid={`confirm-option-${result}`}
            />
            <span>{t(`confirm.result.${result}`)}</span>
          </label>
        ))}
      </div>
      {form.result === 'PARTIAL' && (
        <>
          <AmountField
            label={t('confirm.receivedAmount')}
            value={form.received}
            onChange={form.setReceived}
            min={form.limits.min}
            max={form.limits.max}
            money={money}
            error={form.errors.amount}
          />
          {remaining !== null && (
            <p className={styles.remaining} data-testid="confirm-remaining">
              {t('confirm.remaining', { amount: money.format(remaining) })}
            </p>
          )}
        </>
      )}
      {form.result !== 'RECEIVED' && (
        <>
          <ProofUploadField
            proofs={form.proofs}
            label={t('confirm.proof')}
            error={form.errors.proofs}
          />
          <RemarkField value={form.remark} onChange={form.setRemark} />
        </>
      )}
    </FormDialog>
  );
}
