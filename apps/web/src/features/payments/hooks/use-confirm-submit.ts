import type { ConfirmWithdrawalRequest, Withdrawal } from '@nova/contracts/api/withdrawals';
import { toMinor } from '@nova/contracts/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { useSecurityToast } from '../../security/hooks/use-security-toast';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { useConfirmWithdrawal } from '../api/withdraw-queries';
import { amountMessage } from '../lib/amount-message';
import { checkAmount } from '../lib/amount-rules';
import { useProofFiles } from './use-proof-files';

export type ConfirmResult = ConfirmWithdrawalRequest['result'];

/**
 * Spec §4 "Withdrawal confirmation": received; partly received (the amount received, below the
 * amount paid, and 1–3 proof images); not received (1–3 proof images). A remark is optional.
 */
export function useConfirmSubmit(withdrawal: Withdrawal, money: MoneyFormat, onDone: () => void) {
  const { t } = useTranslation(['payments', 'errors']);
  const toast = useSecurityToast((s) => s.show);
  const [result, setResult] = useState<ConfirmResult>('RECEIVED');
  const [received, setReceived] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; proofs?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const proofs = useProofFiles();
  const mutation = useConfirmWithdrawal();
  const amount = toMinor(withdrawal.amount);
  const limits = { scale: money.scale, min: 1n, max: amount - 1n };

  async function submit(): Promise<void> {
    if (busy) return;
    const next: { amount?: string; proofs?: string } = {};
    const check = result === 'PARTIAL' ? checkAmount(received, limits, money.parse) : null;
    if (check && !check.ok) next.amount = amountMessage(t, check.issue, limits, money);
    if (result !== 'RECEIVED' && proofs.files.length === 0) next.proofs = t('proof.required');
    setErrors(next);
    setAlert(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      let body: ConfirmWithdrawalRequest = { result: 'RECEIVED' };
      if (result !== 'RECEIVED') {
        const proofUploadIds = await proofs.uploadAll();
        const note = remark.trim() ? remark.trim() : undefined;
        body =
          result === 'PARTIAL' && check?.ok
            ? { result, receivedAmount: check.minor.toString(), proofUploadIds, remark: note }
            : { result: 'NOT_RECEIVED', proofUploadIds, remark: note };
      }
      await mutation.mutateAsync({ id: withdrawal.id, body });
      toast(t(`confirm.done.${result}`));
      onDone();
    } catch (error) {
      setAlert(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  }

  return {
    result,
    setResult,
    received,
    setReceived,
    remark,
    setRemark,
    proofs,
    limits,
    errors,
    alert,
    busy,
    submit,
  };
}
