import type { MemberTransferResult, TransferTargets } from '@nova/contracts/api/transfers';
import type { ErrorCode } from '@nova/contracts/errors';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useTransferToMember } from '../api/funds-queries';
import {
  checkUpline,
  type UplineDraft,
  type UplineErrorKey,
  type UplineField,
  type UplineLimits,
} from '../lib/upline-rules';
import { useRequestId } from './use-request-id';

const FIELD_OF_CODE: Partial<Record<ErrorCode, [UplineField, UplineErrorKey]>> = {
  PAYMENT_PASSWORD_INVALID: ['paymentPassword', 'password'],
  AMOUNT_OUT_OF_RANGE: ['amount', 'range'],
  INSUFFICIENT_FUNDS: ['amount', 'exceeds'],
};

/** Form, confirmation step and result of transferUpline (spec §2). */
export function useUplineForm(targets: TransferTargets, limits: UplineLimits) {
  const mutation = useTransferToMember();
  const [requestId, renewRequestId] = useRequestId();
  const [draft, setDraft] = useState<UplineDraft>({
    mode: targets.upline ? 'UPLINE' : 'DOWNLINE',
    account: '',
    amount: '',
    paymentPassword: '',
    remark: '',
  });
  const [errors, setErrors] = useState<Partial<Record<UplineField, UplineErrorKey>>>({});
  const [confirming, setConfirming] = useState<bigint | null>(null);
  const [alert, setAlert] = useState<unknown>(null);
  const [result, setResult] = useState<MemberTransferResult | null>(null);

  function change<K extends keyof UplineDraft>(key: K, value: UplineDraft[K]) {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key === 'mode' ? 'account' : key]: undefined }));
    setAlert(null);
  }

  /** Checks the fields, then asks for confirmation (no call yet). */
  function review(parse: (input: string) => bigint | null) {
    const checked = checkUpline(draft, limits, parse);
    setErrors(checked.errors);
    setAlert(null);
    if (checked.minor !== null) setConfirming(checked.minor);
  }

  async function confirm() {
    if (confirming === null || mutation.isPending) return;
    const remark = draft.remark.trim();
    try {
      const done = await mutation.mutateAsync({
        target: draft.mode,
        toAccount: draft.mode === 'DOWNLINE' ? draft.account.trim() : undefined,
        amount: confirming.toString(),
        paymentPassword: draft.paymentPassword,
        requestId,
        remark: remark === '' ? undefined : remark,
      });
      setResult(done);
      renewRequestId();
    } catch (error) {
      const code = isApiError(error) ? error.code : 'INTERNAL';
      if (isApiError(error) && error.status >= 400 && error.status < 500) renewRequestId();
      const field = FIELD_OF_CODE[code];
      if (field) setErrors({ [field[0]]: field[1] });
      else setAlert(error);
    } finally {
      setConfirming(null);
    }
  }

  function again() {
    setResult(null);
    setDraft((d) => ({ ...d, amount: '', paymentPassword: '', remark: '' }));
  }

  return {
    draft,
    errors,
    alert,
    confirming,
    result,
    pending: mutation.isPending,
    change,
    review,
    confirm,
    cancel: () => setConfirming(null),
    again,
  };
}

export type UplineForm = ReturnType<typeof useUplineForm>;
