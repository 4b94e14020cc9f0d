import type { Jackpot } from '@nova/contracts/api/winners-and-jackpot';
import type { Db } from '../../db/client.ts';
import { maskName } from '../../lib/mask-name.ts';
import { cacheFor } from '../../lib/ttl-cache.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { findJackpotPool, findLastJackpotWin } from './board.repository.ts';

/**
 * The progressive jackpot as it really is (issue 5 "Jackpot"; SECURITY.md: the counter shows
 * real figures): the pool is the balance of the brand's HOUSE_JACKPOT ledger account (the sum
 * of its shards); seed and contribution come from the brand's jackpot_pools row, and read 0
 * when the brand has no pool; the last win from jackpot_wins. Cached for 2 seconds.
 */
const CACHE_MS = 2_000;

export async function jackpot(
  db: Db,
  brand: BrandRecord,
  poolBalance: () => Promise<bigint>,
): Promise<Jackpot> {
  const cache = cacheFor<Jackpot>(db, 'jackpot', CACHE_MS);
  const key = String(brand.id);
  const hit = cache.get(key);
  if (hit) return hit;
  const amount = await poolBalance();
  const pool = await findJackpotPool(db, brand.id);
  const win = await findLastJackpotWin(db, brand.id);
  const value: Jackpot = {
    // A pool account the house over-drew would be negative: never show less than nothing.
    amount: (amount > 0n ? amount : 0n).toString(),
    currency: brand.currency,
    seedAmount: pool?.seed_amount ?? '0',
    contributionBps: pool ? Number(pool.contribution_bps) : 0,
    lastWin: win
      ? { customerName: maskName(win.account), amount: win.amount, wonAt: win.won_at }
      : null,
    asOf: new Date().toISOString(),
  };
  cache.set(key, value);
  return value;
}
