import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { Facts } from '../../components/ui';
import { errorText } from '../../lib/api';
import { money } from '../../lib/format';
import { useOperator } from '../../lib/session';
import type { Withdrawal } from './withdrawal';

/** Paying an approved withdrawal: the bank transfer's reference, then the member confirms. */
export function PayDialog({
  withdrawal,
  onClose,
  onPay,
}: {
  withdrawal: Withdrawal | null;
  onClose: () => void;
  onPay: (payoutReference: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const scale = useOperator().brand.currencyScale;
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pay = useMutation({ mutationFn: onPay });
  const close = () => {
    setReference('');
    setError(null);
    pay.reset();
    onClose();
  };
  const submit = () => {
    const value = reference.trim();
    if (!value || value.length > 64) {
      setError(t('form.required'));
      return;
    }
    setError(null);
    pay.mutate(value, { onSuccess: close });
  };
  return (
    <FormDialog
      open={withdrawal !== null}
      title={withdrawal ? t('payments.payTitle', { reference: withdrawal.reference }) : ''}
      onClose={close}
      onSubmit={submit}
      submit={t('payments.markPaid')}
      busy={pay.isPending}
      error={pay.isError ? errorText(t, pay.error) : null}
    >
      {withdrawal ? (
        <>
          <Facts
            items={[
              [t('payments.amount'), <strong key="a">{money(withdrawal.amount, scale)}</strong>],
              [t('payments.bank'), withdrawal.bankName],
              [t('payments.accountName'), withdrawal.accountName],
              [
                t('payments.accountNumber'),
                <span key="n" className="mono">
                  {withdrawal.accountNumber}
                </span>,
              ],
            ]}
          />
          <TextField
            label={t('payments.payoutReference')}
            hint={t('payments.payoutHint')}
            value={reference}
            maxLength={64}
            error={error ?? undefined}
            onChange={(event) => setReference(event.target.value)}
          />
        </>
      ) : null}
    </FormDialog>
  );
}
