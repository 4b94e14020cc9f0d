import type { Deposit, PaymentChannel } from '@nova/contracts/api/payments';
import { toMinor } from '@nova/contracts/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { useCreateDeposit } from '../api/deposit-queries';
import { amountMessage } from '../lib/amount-message';
import { checkAmount } from '../lib/amount-rules';
import { useProofFiles } from './use-proof-files';
import { useRequestId } from './use-request-id';

export interface DepositErrors {
  amount?: string;
  bank?: string;
  proofs?: string;
}

/**
 * The deposit form's state and submit: checks the amount and (manual transfer) the bank and
 * slips, uploads the slips, then posts once per request id. Online channels go to the
 * gateway's hosted page; manual ones report the submitted deposit.
 */
export function useDepositSubmit(
  channel: PaymentChannel,
  money: MoneyFormat,
  onSubmitted: (deposit: Deposit) => void,
) {
  const { t } = useTranslation(['payments', 'errors']);
  const manual = channel.kind === 'MANUAL_BANK';
  const { requestId, renew } = useRequestId();
  const [amount, setAmount] = useState('');
  const [bankId, setBankId] = useState<number | null>(channel.banks[0]?.id ?? null);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<DepositErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const proofs = useProofFiles();
  const mutation = useCreateDeposit();
  const limits = {
    scale: money.scale,
    min: toMinor(channel.minAmount),
    max: toMinor(channel.maxAmount),
  };

  async function submit(): Promise<void> {
    if (busy) return;
    const check = checkAmount(amount, limits, money.parse);
    const next: DepositErrors = {};
    if (!check.ok) next.amount = amountMessage(t, check.issue, limits, money);
    if (manual && bankId === null) next.bank = t('deposit.bankRequired');
    if (manual && proofs.files.length === 0) next.proofs = t('proof.required');
    setErrors(next);
    setAlert(null);
    if (!check.ok || Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const proofUploadIds = manual ? await proofs.uploadAll() : [];
      const deposit = await mutation.mutateAsync({
        channelId: channel.id,
        receivingBankId: manual ? (bankId ?? undefined) : undefined,
        amount: check.minor.toString(),
        requestId,
        proofUploadIds,
        remark: manual && remark.trim() ? remark.trim() : undefined,
      });
      renew();
      if (!manual && deposit.redirectUrl) {
        window.location.assign(deposit.redirectUrl);
        return;
      }
      setAmount('');
      setRemark('');
      proofs.reset();
      onSubmitted(deposit);
    } catch (error) {
      setAlert(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  }

  return {
    manual,
    limits,
    fields: {
      amount,
      setAmount: (value: string) => {
        setAmount(value);
        setErrors((current) => ({ ...current, amount: undefined }));
      },
      bankId,
      setBankId,
      remark,
      setRemark,
    },
    proofs,
    errors,
    alert,
    busy,
    submit,
  };
}
