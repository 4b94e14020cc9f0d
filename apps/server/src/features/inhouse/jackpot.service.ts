import { INHOUSE_GAME_CODES } from '@nova/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jackpotPools, jackpotWins } from '../../db/schema/inhouse.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { houseAccountBalance } from '../ledger/ledger.service.ts';
import { recordWin } from '../protection/protection.service.ts';
import { INHOUSE_CATEGORY } from './inhouse.model.ts';
import { isPosted, type RoundRow } from './inhouse.repository.ts';

/** What this service needs from the app, never the Fastify instance itself (decision 031). */
export interface JackpotDeps {
  db: Db;
  ledger: LedgerService;
  now: () => Date;
}

/**
 * The progressive jackpot (issue 5 "Jackpot"): the pool is the brand's HOUSE_JACKPOT balance.
 * A win is decided under a row lock on jackpot_pools and recorded once per round
 * (jackpot_wins.round_id unique); the money then moves by keyed postings, so a crash between
 * steps is repaired by running the same steps again (the interrupted-rounds job does).
 * Winners are serialised: a win is not decided while an earlier one is still unpaid, so two
 * winners can never both be paid the same pool.
 */
export type PoolRow = typeof jackpotPools.$inferSelect;
export type WinRow = typeof jackpotWins.$inferSelect;

export async function poolOf(db: Db, brandId: number): Promise<PoolRow | undefined> {
  const [row] = await db.select().from(jackpotPools).where(eq(jackpotPools.brandId, brandId));
  return row;
}

type Decision = { win: WinRow } | { unpaid: WinRow } | { none: true };

async function decide(db: Db, pool: PoolRow, round: RoundRow): Promise<Decision> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from jackpot_pools where id = ${pool.id} for update`);
    const [mine] = await tx.select().from(jackpotWins).where(eq(jackpotWins.roundId, round.id));
    if (mine) return { win: mine };
    const [last] = await tx
      .select()
      .from(jackpotWins)
      .where(eq(jackpotWins.poolId, pool.id))
      .orderBy(sql`${jackpotWins.id} desc`)
      .limit(1);
    // "Paid" means paid AND re-seeded: between the two postings the pool reads empty, and a
    // winner deciding then would be paid nothing (found on PostgreSQL with racing winners).
    if (last && !(await settledWin(tx as unknown as Db, round.brandId, pool, last)))
      return { unpaid: last };
    const amount = await houseAccountBalance(tx, round.brandId, 'HOUSE_JACKPOT');
    if (amount <= 0n) return { none: true };
    const [win] = await tx
      .insert(jackpotWins)
      .values({ poolId: pool.id, memberId: round.memberId, roundId: round.id, amount })
      .returning();
    await tx
      .update(jackpotPools)
      .set({ wins: sql`${jackpotPools.wins} + 1`, updatedAt: sql`now()` })
      .where(eq(jackpotPools.id, pool.id));
    if (!win) throw new Error('jackpot win not recorded');
    return { win };
  });
}

async function settledWin(db: Db, brandId: number, pool: PoolRow, win: WinRow): Promise<boolean> {
  if (!(await isPosted(db, brandId, `jackpot:${win.roundId}`))) return false;
  return pool.seedAmount <= 0n || isPosted(db, brandId, `jackpot-seed:${win.id}`);
}

/** Pay a recorded win and re-seed the pool from house BONUS (both idempotent by key). */
export async function payWin(deps: JackpotDeps, pool: PoolRow, win: WinRow): Promise<void> {
  const brandId = pool.brandId;
  const paid = await deps.ledger.post({
    brandId,
    idempotencyKey: `jackpot:${win.roundId}`,
    kind: 'JACKPOT_WIN',
    legs: [
      { account: { house: 'JACKPOT' }, amount: -win.amount },
      { account: { memberId: win.memberId, kind: 'MAIN' }, amount: win.amount },
    ],
    metadata: {
      vendor: 'INHOUSE',
      category: INHOUSE_CATEGORY,
      // Only the slot can win the pool (JACKPOT_RULE), so the win's content never varies.
      gameCode: INHOUSE_GAME_CODES.SLOT,
      roundId: String(win.roundId),
      source: 'INHOUSE',
    },
  });
  // A jackpot lowers the loss counted against the player's loss limit (issue 14), once.
  if (paid.created) await recordWin({ db: deps.db, now: deps.now }, win.memberId, win.amount);
  if (pool.seedAmount > 0n)
    await deps.ledger.post({
      brandId,
      idempotencyKey: `jackpot-seed:${win.id}`,
      kind: 'JACKPOT_SEED',
      legs: [
        { account: { house: 'BONUS' }, amount: -pool.seedAmount },
        { account: { house: 'JACKPOT' }, amount: pool.seedAmount },
      ],
      metadata: { winId: String(win.id), roundId: String(win.roundId) },
    });
}

/**
 * The whole pool to this round's player; returns the amount (0n: no pool configured or empty).
 * Re-running it for the same round pays nothing twice.
 */
export async function payJackpot(deps: JackpotDeps, round: RoundRow): Promise<bigint> {
  const pool = await poolOf(deps.db, round.brandId);
  if (!pool) return 0n;
  for (let attempt = 0; attempt < 5; attempt++) {
    const decision = await decide(deps.db, pool, round);
    if ('none' in decision) return 0n;
    if ('win' in decision) {
      await payWin(deps, pool, decision.win);
      return decision.win.amount;
    }
    // An earlier winner's payment is not posted yet (in flight, or interrupted): finish it.
    await payWin(deps, pool, decision.unpaid);
  }
  throw new Error('jackpot: earlier win still unpaid');
}
