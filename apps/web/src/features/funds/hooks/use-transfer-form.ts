import type { WalletTransferResult } from '@nova/contracts/api/transfers';
import { minorToDecimal } from '@nova/contracts/money';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useWalletTransfer } from '../api/funds-queries';
import { checkTransfer, pairedWallet, type TransferFieldError } from '../lib/transfer-rules';
import { MAIN_WALLET, type WalletEntry } from '../lib/wallets';
import { useRequestId } from './use-request-id';

export type TransferStatus = 'SUCCESS' | 'FAILED' | 'UNKNOWN';
export interface TransferOutcome {
  status: TransferStatus;
  amount: bigint;
  from: string;
  to: string;
}

function outcomeStatus(result: WalletTransferResult): TransferStatus {
  const status = result.transfers[0]?.status;
  if (status === 'SUCCESS' || status === 'FAILED') return status;
  // PENDING or no row: the provider has not confirmed yet; the server settles it later.
  return 'UNKNOWN';
}

/** State and submit of the wallet transfer form (spec §2 transferFund). */
export function useTransferForm(entries: readonly WalletEntry[], scale: number) {
  const mutation = useWalletTransfer();
  const [requestId, renewRequestId] = useRequestId();
  const firstVendor = entries.find((e) => e.code !== MAIN_WALLET)?.code ?? MAIN_WALLET;
  const [from, setFromState] = useState(MAIN_WALLET);
  const [toState, setToState] = useState<string | null>(null);
  const to = toState ?? firstVendor;
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<TransferFieldError[]>([]);
  const [outcome, setOutcome] = useState<TransferOutcome | null>(null);
  const [alert, setAlert] = useState<unknown>(null);

  function edited() {
    setErrors([]);
    setAlert(null);
  }
  function setFrom(code: string) {
    setToState(pairedWallet(code, to, from, entries));
    setFromState(code);
    edited();
  }
  function setTo(code: string) {
    setFromState(pairedWallet(code, from, to, entries));
    setToState(code);
    edited();
  }
  function pick(code: string, fromIt: boolean) {
    setFromState(fromIt ? code : MAIN_WALLET);
    setToState(fromIt ? MAIN_WALLET : code);
    edited();
  }
  function swap() {
    setFromState(to);
    setToState(from);
    edited();
  }
  function changeAmount(value: string) {
    setAmount(value);
    edited();
  }
  function fillMax() {
    const available = entries.find((e) => e.code === from)?.balance ?? 0n;
    changeAmount(minorToDecimal(available, scale));
  }

  async function submit(parse: (input: string) => bigint | null) {
    if (mutation.isPending) return;
    const checked = checkTransfer({ from, to, amount }, entries, parse);
    setErrors(checked.errors);
    setOutcome(null);
    setAlert(null);
    if (checked.minor === null) return;
    const done = { amount: checked.minor, from, to };
    try {
      const result = await mutation.mutateAsync({
        from,
        to,
        amount: checked.minor.toString(),
        requestId,
      });
      setOutcome({ ...done, status: outcomeStatus(result) });
      setAmount('');
      renewRequestId();
    } catch (error) {
      const code = isApiError(error) ? error.code : 'INTERNAL';
      // A refusal (4xx) is final; after a network or server failure the same key makes a retry safe.
      if (isApiError(error) && error.status >= 400 && error.status < 500) renewRequestId();
      if (code === 'VENDOR_UNAVAILABLE') {
        setOutcome({ ...done, status: 'UNKNOWN' });
        renewRequestId();
      } else if (code === 'INSUFFICIENT_FUNDS') {
        setErrors([{ field: 'amount', key: 'insufficient' }]);
      } else setAlert(error);
    }
  }

  return {
    from,
    to,
    amount,
    errors,
    outcome,
    alert,
    pending: mutation.isPending,
    setFrom,
    setTo,
    pick,
    swap,
    changeAmount,
    fillMax,
    submit,
    dismissOutcome: () => setOutcome(null),
  };
}

export type TransferForm = ReturnType<typeof useTransferForm>;
