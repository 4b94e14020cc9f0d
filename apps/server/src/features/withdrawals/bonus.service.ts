import { TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { findTransfers, type LedgerService } from '../ledger/ledger.service.ts';
import { findMemberByAccount } from './bank-accounts.repository.ts';
import { addTurnoverRequirement } from './turnover.service.ts';

/** What granting a manual bonus needs, built once in the routes (decision 031). */
export interface BonusDeps {
  db: Db;
  ledger: Pick<LedgerService, 'post'>;
}

/** The ledger key of a manual bonus: one grant per client key, whoever asks. */
export function bonusIdempotencyKey(idempotencyKey: string): string {
  return `bonus:${idempotencyKey}`;
}

/** Whether a bonus under this client key was already posted (a replay moves no money). */
export async function bonusPosted(
  deps: Pick<BonusDeps, 'db'>,
  brandId: number,
  idempotencyKey: string,
): Promise<boolean> {
  const found = await findTransfers(deps.db, [
    { brandId, key: bonusIdempotencyKey(idempotencyKey) },
  ]);
  return found.length > 0;
}

/**
 * A manual bonus (issue 4 "Turnover"): house BONUS → MAIN under `bonus:<idempotencyKey>`, then
 * its turnover requirement (amount × turnoverPercent / 100, rounded down) keyed by the same
 * source, so a retry credits once and requires once; a crash between the two is repaired by
 * retrying. The percent is in the posting's metadata: the same key with another percent is an
 * IDEMPOTENCY_CONFLICT, not a silent second meaning.
 */
export async function grantBonus(
  deps: BonusDeps,
  brand: BrandRecord,
  input: {
    account: string;
    amount: string;
    turnoverPercent: number;
    title: string;
    idempotencyKey: string;
  },
): Promise<{ transferId: number; created: boolean }> {
  const member = await findMemberByAccount(deps.db, brand.id, input.account);
  if (!member) throw new AppError('NOT_FOUND', 'member');
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  const amount = BigInt(input.amount);
  const key = bonusIdempotencyKey(input.idempotencyKey);
  const result = await deps.ledger.post({
    brandId: brand.id,
    idempotencyKey: key,
    kind: 'BONUS',
    legs: [
      { account: { house: 'BONUS' }, amount: -amount },
      { account: { memberId: member.id, kind: 'MAIN' }, amount },
    ],
    metadata: { source: 'MANUAL', title: input.title, turnoverPercent: input.turnoverPercent },
  });
  const required = (amount * BigInt(input.turnoverPercent)) / 100n;
  if (required > 0n)
    await addTurnoverRequirement(deps.db, {
      brandId: brand.id,
      memberId: member.id,
      sourceKind: 'BONUS',
      sourceRef: key,
      required,
    });
  return { transferId: result.transferId, created: result.created };
}
