import { MAX_ROUND_PAYOUT } from '@nova/games-math/payout';
import { and, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { crashBets, crashChains, crashRounds } from '../../db/schema/inhouse.ts';
import { members } from '../../db/schema/members.ts';

/** The only SQL of crash (decision 018): chains, rounds and bets; every transition guarded. */
export type ChainRow = typeof crashChains.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;

export async function usableChain(db: Db, brandId: number): Promise<ChainRow | undefined> {
  const [row] = await db
    .select()
    .from(crashChains)
    .where(
      and(eq(crashChains.brandId, brandId), sql`${crashChains.nextIndex} < ${crashChains.length}`),
    )
    .orderBy(desc(crashChains.id))
    .limit(1);
  return row;
}

export async function latestChain(db: Db, brandId: number): Promise<ChainRow | undefined> {
  const [row] = await db
    .select()
    .from(crashChains)
    .where(eq(crashChains.brandId, brandId))
    .orderBy(desc(crashChains.id))
    .limit(1);
  return row;
}

export async function findChain(db: Db, id: number): Promise<ChainRow | undefined> {
  const [row] = await db.select().from(crashChains).where(eq(crashChains.id, id));
  return row;
}

export async function insertChain(
  db: Db,
  values: typeof crashChains.$inferInsert,
): Promise<ChainRow> {
  const [row] = await db.insert(crashChains).values(values).returning();
  if (!row) throw new Error('crash chain not inserted');
  return row;
}

/**
 * Take the chain's next link and open a BETTING round on it, in one transaction: the guarded
 * nextIndex update hands each link to exactly one round (unique (chain, index) as well).
 */
export async function openCrashRound(
  db: Db,
  chain: ChainRow,
  make: (index: number) => { hash: string; crashPoint: number },
  bettingEndsAt: Date,
  now: Date,
): Promise<CrashRoundRow | undefined> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(crashChains)
      .set({ nextIndex: sql`${crashChains.nextIndex} + 1` })
      .where(
        and(eq(crashChains.id, chain.id), sql`${crashChains.nextIndex} < ${crashChains.length}`),
      )
      .returning({ nextIndex: crashChains.nextIndex });
    if (!taken) return undefined;
    const index = taken.nextIndex - 1;
    const { hash, crashPoint } = make(index);
    const [round] = await tx
      .insert(crashRounds)
      .values({
        brandId: chain.brandId,
        chainId: chain.id,
        chainIndex: index,
        hash,
        crashPoint,
        status: 'BETTING',
        bettingEndsAt,
        createdAt: now,
      })
      .returning();
    return round;
  });
}

/** The brand's latest round (the current one, whatever its phase). */
export async function currentRound(db: Db, brandId: number): Promise<CrashRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.brandId, brandId))
    .orderBy(desc(crashRounds.id))
    .limit(1);
  return row;
}

export async function unfinishedRounds(db: Db, brandId: number): Promise<CrashRoundRow[]> {
  return db
    .select()
    .from(crashRounds)
    .where(
      and(eq(crashRounds.brandId, brandId), inArray(crashRounds.status, ['BETTING', 'RUNNING'])),
    )
    .orderBy(crashRounds.id);
}

export async function crashedHistory(db: Db, brandId: number, limit: number) {
  return db
    .select({ id: crashRounds.id, crashPoint: crashRounds.crashPoint, hash: crashRounds.hash })
    .from(crashRounds)
    .where(and(eq(crashRounds.brandId, brandId), eq(crashRounds.status, 'CRASHED')))
    .orderBy(desc(crashRounds.id))
    .limit(limit);
}

/** BETTING → RUNNING or RUNNING → CRASHED, once. */
export async function moveRound(
  db: Db,
  id: number,
  from: 'BETTING' | 'RUNNING',
  set: Partial<Pick<CrashRoundRow, 'status' | 'startedAt' | 'crashedAt'>>,
): Promise<CrashRoundRow | undefined> {
  const [row] = await db
    .update(crashRounds)
    .set(set)
    .where(and(eq(crashRounds.id, id), eq(crashRounds.status, from)))
    .returning();
  return row;
}

/** A bet, only while its round takes bets (the guard is in the same statement). */
export async function insertBet(
  db: Db,
  values: {
    brandId: number;
    memberId: number;
    roundId: number;
    requestId: string;
    stake: bigint;
    autoCashout: number | null;
  },
  now: Date,
): Promise<CrashBetRow | undefined> {
  // No conflict target: a second bet on the round and a reused request id both insert nothing.
  const result = (await db.execute(sql`
    insert into crash_bets
      (brand_id, member_id, round_id, request_id, stake, auto_cashout, created_at)
    select ${values.brandId}, ${values.memberId}, r.id, ${values.requestId}, ${values.stake},
           ${values.autoCashout}, ${now}
    from crash_rounds r
    where r.id = ${values.roundId} and r.status = 'BETTING' and r.betting_ends_at > ${now}
    on conflict do nothing
    returning id`)) as unknown as { rows: { id: string | number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) return undefined;
  return findBet(db, Number(id));
}

export async function findBet(db: Db, id: number): Promise<CrashBetRow | undefined> {
  const [row] = await db.select().from(crashBets).where(eq(crashBets.id, id));
  return row;
}

/** The member's bet placed by this request id, in whatever round (crash bet idempotency). */
export async function betByRequest(
  db: Db,
  memberId: number,
  requestId: string,
): Promise<CrashBetRow | undefined> {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.memberId, memberId), eq(crashBets.requestId, requestId)));
  return row;
}

export async function memberBet(
  db: Db,
  roundId: number,
  memberId: number,
): Promise<CrashBetRow | undefined> {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.memberId, memberId)));
  return row;
}

/** PLACED → VOID once (a refused late stake); the row stays for the ledger's records. */
export async function voidBet(db: Db, id: number, now: Date): Promise<CrashBetRow | undefined> {
  const [row] = await db
    .update(crashBets)
    .set({ status: 'VOID', settledAt: now })
    .where(and(eq(crashBets.id, id), eq(crashBets.status, 'PLACED')))
    .returning();
  return row;
}

export async function deleteBet(db: Db, id: number): Promise<void> {
  await db.delete(crashBets).where(eq(crashBets.id, id));
}

/** PLACED → CASHED_OUT at `at` (hundredths), once. */
export async function cashBet(
  db: Db,
  id: number,
  at: number,
  payout: bigint,
  now: Date,
): Promise<CrashBetRow | undefined> {
  const [row] = await db
    .update(crashBets)
    .set({ status: 'CASHED_OUT', cashedOutAt: at, payout, settledAt: now })
    .where(and(eq(crashBets.id, id), eq(crashBets.status, 'PLACED')))
    .returning();
  return row;
}

/**
 * Placed bets due for an automatic cash-out at `upTo` (hundredths): the player's target is
 * reached, or stake × upTo / 100 reaches the maximum payout per round (the max-win cash-out,
 * games-math maxWinCashout: ceil(max × 100 / stake) ≤ upTo ⇔ stake × upTo ≥ max × 100).
 */
export async function dueAutoBets(db: Db, roundId: number, upTo: number): Promise<CrashBetRow[]> {
  const maxTimes100 = (MAX_ROUND_PAYOUT * 100n).toString();
  return db
    .select()
    .from(crashBets)
    .where(
      and(
        eq(crashBets.roundId, roundId),
        eq(crashBets.status, 'PLACED'),
        or(
          and(isNotNull(crashBets.autoCashout), lte(crashBets.autoCashout, upTo)),
          sql`${crashBets.stake} * ${upTo}::bigint >= ${maxTimes100}::bigint`,
        ),
      ),
    );
}

export async function loseRemaining(db: Db, roundId: number, now: Date): Promise<void> {
  await db
    .update(crashBets)
    .set({ status: 'LOST', settledAt: now })
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'PLACED')));
}

export async function roundBets(db: Db, roundId: number) {
  return db
    .select({ bet: crashBets, account: members.account })
    .from(crashBets)
    .innerJoin(members, eq(members.id, crashBets.memberId))
    .where(eq(crashBets.roundId, roundId))
    .orderBy(crashBets.id);
}
