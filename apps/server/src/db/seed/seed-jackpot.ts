import { JACKPOT_RULE } from '@nova/games-math/jackpot';
import type { LedgerService } from '../../features/ledger/ledger.service.ts';
import type { Db } from '../client.ts';
import { jackpotPools } from '../schema/inhouse.ts';

/** RM 120,000,000.00: inside the spec's display range (§9: 100,000,000 to 1,000,000,000). */
export const DEMO_JACKPOT_SEED_MINOR = 12_000_000_000n;

/**
 * The demo jackpot (issue 5 "Jackpot"; spec §4 "Jackpot counter", §9), idempotent: the pool row
 * (what a win re-seeds it to, and the stake share every in-house bet adds), and the first
 * funding of the pool from the house BONUS account, keyed `jackpot-seed:initial:<brandId>`, so a
 * second run posts nothing. House accounts may go negative (ledger: allow_negative on every
 * house shard), so BONUS simply records what the house put into the pool.
 */
export async function seedJackpot(db: Db, ledger: LedgerService, brandId: number): Promise<void> {
  await db
    .insert(jackpotPools)
    .values({
      brandId,
      seedAmount: DEMO_JACKPOT_SEED_MINOR,
      contributionBps: JACKPOT_RULE.contributionBps,
    })
    .onConflictDoNothing({ target: jackpotPools.brandId });
  await ledger.post({
    brandId,
    idempotencyKey: `jackpot-seed:initial:${brandId}`,
    kind: 'JACKPOT_SEED',
    legs: [
      { account: { house: 'BONUS' }, amount: -DEMO_JACKPOT_SEED_MINOR },
      { account: { house: 'JACKPOT' }, amount: DEMO_JACKPOT_SEED_MINOR },
    ],
    metadata: { source: 'demo-seed' },
  });
}
