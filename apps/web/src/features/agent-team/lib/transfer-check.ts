import { REMARK_MAX_LENGTH } from '@nova/contracts/constants';

export type TransferField = 'amount' | 'paymentPassword' | 'remark';
export type TransferIssue = 'required' | 'invalid' | 'range' | 'exceeds' | 'password' | 'remark';

export interface TransferDraft {
  amount: string;
  paymentPassword: string;
  remark: string;
}

export interface TransferLimits {
  min: bigint;
  max: bigint;
  /** The agent's main wallet. */
  available: bigint;
}

/**
 * A transfer to a downline (contracts MemberTransferRequestSchema; spec §9 remark ≤ 140): an
 * amount at the currency's scale within the brand's min/max and the main wallet, and the 6-digit
 * payment password. The amount in minor units when every field holds.
 */
export function checkTransfer(
  draft: TransferDraft,
  limits: TransferLimits,
  parse: (input: string) => bigint | null,
): { issues: Partial<Record<TransferField, TransferIssue>>; minor: bigint | null } {
  const issues: Partial<Record<TransferField, TransferIssue>> = {};
  const text = draft.amount.trim();
  const minor = text === '' ? null : parse(text);
  if (text === '') issues.amount = 'required';
  else if (minor === null || minor <= 0n) issues.amount = 'invalid';
  else if (minor < limits.min || minor > limits.max) issues.amount = 'range';
  else if (minor > limits.available) issues.amount = 'exceeds';
  if (!/^\d{6}$/u.test(draft.paymentPassword)) issues.paymentPassword = 'password';
  if (draft.remark.trim().length > REMARK_MAX_LENGTH) issues.remark = 'remark';
  return { issues, minor: Object.keys(issues).length === 0 ? minor : null };
}
