import type {
  VendorRollbackRequest,
  VendorRollbackResult,
} from '@nova/contracts/api/vendor-wallet';
import { AppError } from '../../lib/app-error.ts';
import type { PostingRequest, PostResult } from '../ledger/ledger.model.ts';

/** The ledger side of the seamless wallet (decision 017): keys, legs, refunds, answers. */

/** The ledger key of a vendor transaction: unique per vendor (SECURITY.md 39). */
export function vendorIdempotencyKey(vendor: string, txId: string): string {
  return `vendor:${vendor}:${txId}`;
}

/** The key of the refund of a bet: the same for a rollback and for a late bet voiding itself. */
export function vendorRefundKey(vendor: string, betTxId: string): string {
  return `vendor:${vendor}:${betTxId}:refund`;
}

export const MAIN = (memberId: number) => ({ memberId, kind: 'MAIN' }) as const;
export const BETS = { house: 'BETS' } as const;

/** The refund of a bet, built only from the bet, whichever path posts it (decision 017). */
export function refund(
  brandId: number,
  vendor: string,
  betTxId: string,
  memberId: number,
  stake: bigint,
  betMetadata: Record<string, unknown>,
): PostingRequest {
  return {
    brandId,
    idempotencyKey: vendorRefundKey(vendor, betTxId),
    kind: 'BET_REFUND',
    legs: [
      { account: BETS, amount: -stake },
      { account: MAIN(memberId), amount: stake },
    ],
    metadata: betMetadata,
  };
}

export function mainBalance(result: PostResult, memberId: number): bigint {
  const balance = result.balances.find(
    (b) => b.account.kind === 'MAIN' && b.account.memberId === memberId,
  );
  if (!balance) throw new Error('vendor wallet: posting without the main balance');
  return balance.balance;
}

/** `rollback <txId> <refTxId> <refunded> <balance>` → the answer (the same refTxId, else conflict). */
export function rememberedAnswer(
  entry: string,
  request: VendorRollbackRequest,
  duplicate: boolean,
): VendorRollbackResult {
  const [, , refTxId, refunded = '0', balance = '0'] = entry.split(' ');
  if (refTxId !== request.refTxId)
    throw new AppError('IDEMPOTENCY_CONFLICT', 'rollback txId reused for another bet');
  return { balance, txId: request.txId, duplicate, refunded };
}
