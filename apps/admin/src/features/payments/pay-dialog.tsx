import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/field';
import { Button, Facts, Notice } from '../../components/ui';
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
  const [failure, setFailure] = useState<string | null>(null);
  const pay = useMutation({ mutationFn: onPay });
  const close = () => {
    setReference('');
    setError(null);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    const value = reference.trim();
    if (!value || value.length > 64) {
      setError(t('form.required'));
      return;
    }
    setError(null);
    setFailure(null);
    try {
      await pay.mutateAsync(value);
      close();
    } catch (caught) {
      setFailure(errorText(t, caught));
    }
  };
  return (
    <Dialog
      open={withdrawal !== null}
      title={withdrawal ? t('payments.payTitle', { reference: withdrawal.reference }) : ''}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" busy={pay.isPending} onClick={() => void submit()}>
            {t('payments.markPaid')}
          </Button>
        </>
      }
    >
      {withdrawal ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {failure ? <Notice tone="bad">{failure}</Notice> : null}
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
        </form>
      ) : null}
    </Dialog>
  );
}
