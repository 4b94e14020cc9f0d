import { REMARK_MAX_LENGTH } from '@nova/contracts/constants';

export type UplineMode = 'UPLINE' | 'DOWNLINE';
export type UplineField = 'account' | 'amount' | 'paymentPassword' | 'remark';
export type UplineErrorKey =
  | 'account'
  | 'required'
  | 'invalid'
  | 'range'
  | 'exceeds'
  | 'password'
  | 'remark';

export interface UplineDraft {
  mode: UplineMode;
  account: string;
  amount: string;
  paymentPassword: string;
  remark: string;
}

export interface UplineLimits {
  min: bigint;
  max: bigint;
  available: bigint;
}

/**
 * The transferUpline rules (spec §2, §9 remark ≤ 140; contracts MemberTransferRequestSchema):
 * a downline account in downline mode, an amount within the brand's min/max and the main
 * balance, a 6-digit payment password. Returns the amount in minor units when all hold.
 */
export function checkUpline(
  draft: UplineDraft,
  limits: UplineLimits,
  parse: (input: string) => bigint | null,
): { errors: Partial<Record<UplineField, UplineErrorKey>>; minor: bigint | null } {
  const errors: Partial<Record<UplineField, UplineErrorKey>> = {};
  if (draft.mode === 'DOWNLINE' && draft.account.trim() === '') errors.account = 'account';
  const text = draft.amount.trim();
  const minor = text === '' ? null : parse(text);
  if (text === '') errors.amount = 'required';
  else if (minor === null || minor <= 0n) errors.amount = 'invalid';
  else if (minor < limits.min || minor > limits.max) errors.amount = 'range';
  else if (minor > limits.available) errors.amount = 'exceeds';
  if (!/^\d{6}$/u.test(draft.paymentPassword)) errors.paymentPassword = 'password';
  if (draft.remark.trim().length > REMARK_MAX_LENGTH) errors.remark = 'remark';
  return { errors, minor: Object.keys(errors).length === 0 ? minor : null };
}
