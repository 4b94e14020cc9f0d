import type { Deposit, PaymentChannel } from '@nova/contracts/api/payments';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-error';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { useDepositSubmit } from '../hooks/use-deposit-submit';
import { AmountField } from './amount-field';
import styles from './payments.module.css';
import { ProofUploadField } from './proof-upload-field';
import { ReceivingBankPicker } from './receiving-bank-picker';
import { RemarkField } from './remark-field';

export interface DepositFormProps {
  channel: PaymentChannel;
  money: MoneyFormat;
  onSubmitted: (deposit: Deposit) => void;
}

/** The amount and, for a bank transfer, the receiving bank, the slips and a remark. */
export function DepositForm({ channel, money, onSubmitted }: DepositFormProps) {
  const { t } = useTranslation('payments');
  const form = useDepositSubmit(channel, money, onSubmitted);
  const { fields } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="deposit-form">
      {form.manual && (
        <ReceivingBankPicker
          banks={channel.banks}
          selectedId={fields.bankId}
          onSelect={fields.setBankId}
          error={form.errors.bank}
        />
      )}
      <AmountField
        value={fields.amount}
        onChange={fields.setAmount}
        min={form.limits.min}
        max={form.limits.max}
        money={money}
        error={form.errors.amount}
        chips
      />
      {form.manual && (
        <>
          <ProofUploadField
            proofs={form.proofs}
            label={t('deposit.slips')}
            error={form.errors.proofs}
          />
          <RemarkField value={fields.remark} onChange={fields.setRemark} />
        </>
      )}
      {!form.manual && <p className={styles.note}>{t('deposit.onlineNote')}</p>}
      {form.alert && <FormError testId="deposit-error">{form.alert}</FormError>}
      <Button type="submit" size="lg" block loading={form.busy} data-testid="deposit-submit">
        {t(form.manual ? 'deposit.submitManual' : 'deposit.submitOnline')}
      </Button>
    </form>
  );
}
