/**
 * Signing a contract whose ratio is below a sub-agent's cancels that sub-agent's contract (spec
 * §4 "Contracts"). The server warns first: CONTRACT_CANCELS_DOWNLINE, naming the sub-agent
 * accounts in the error's details (one detail per account, the account as its `issue`; the
 * client's ApiError carries details, no other extra), and a second call with confirm: true signs.
 */
import { isApiError } from '../../../lib/api-client';

/** The accounts a signature would cut off, or null when the error is not that warning. */
export function cancelledAccounts(error: unknown): string[] | null {
  if (!isApiError(error) || error.code !== 'CONTRACT_CANCELS_DOWNLINE') return null;
  const accounts = error.details.map((detail) => detail.issue.trim()).filter(Boolean);
  return [...new Set(accounts)];
}
