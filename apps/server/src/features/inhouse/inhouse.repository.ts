import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairSeeds, inhouseRounds } from '../../db/schema/inhouse.ts';
import { findTransfers } from '../ledger/ledger.service.ts';

/** The only SQL of the in-house single-player games (seed pairs and rounds; decision 018). */
export type SeedRow = typeof fairSeeds.$inferSelect;
export type RoundRow = typeof inhouseRounds.$inferSelect;
export type NewRound = Omit<
  typeof inhouseRounds.$inferInsert,
  'id' | 'seedId' | 'nonce' | 'clientSeed' | 'serverSeedHash'
>;

export async function activePair(db: Db, memberId: number): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.memberId, memberId), eq(fairSeeds.status, 'ACTIVE')));
  return row;
}

/** Insert a pair unless the member already has an ACTIVE one (partial unique index). */
export async function insertPair(
  db: Db,
  values: typeof fairSeeds.$inferInsert,
): Promise<SeedRow | undefined> {
  const [row] = await db.insert(fairSeeds).values(values).onConflictDoNothing().returning();
  return row;
}

/** Commit a next server seed on a pair that has none yet (pairs older than migration 0009). */
export async function commitNextSeed(
  db: Db,
  id: number,
  nextServerSeed: string,
  nextServerSeedHash: string,
): Promise<void> {
  await db
    .update(fairSeeds)
    .set({ nextServerSeed, nextServerSeedHash })
    .where(and(eq(fairSeeds.id, id), isNull(fairSeeds.nextServerSeed)));
}

export async function lastRevealedPair(db: Db, memberId: number): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.memberId, memberId), eq(fairSeeds.status, 'REVEALED')))
    .orderBy(desc(fairSeeds.id))
    .limit(1);
  return row;
}

export async function findSeed(db: Db, seedId: number): Promise<SeedRow | undefined> {
  const [row] = await db.select().from(fairSeeds).where(eq(fairSeeds.id, seedId));
  return row;
}

/**
 * Rotate in one transaction: the ACTIVE pair is locked (a concurrent round taking a nonce
 * waits), refused while a mines round on it is OPEN (its mines come from this seed), revealed,
 * and the next pair inserted. 'IN_USE' / 'GONE' tell the caller why nothing happened.
 */
export async function rotatePair(
  db: Db,
  memberId: number,
  nextOf: (locked: SeedRow) => typeof fairSeeds.$inferInsert,
  now: Date,
): Promise<'IN_USE' | 'GONE' | 'DONE'> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.memberId, memberId), eq(fairSeeds.status, 'ACTIVE')))
      .for('update');
    if (!locked) return 'GONE';
    const id = locked.id;
    const [open] = await tx
      .select({ id: inhouseRounds.id })
      .from(inhouseRounds)
      .where(
        and(
          eq(inhouseRounds.seedId, id),
          eq(inhouseRounds.status, 'OPEN'),
          eq(inhouseRounds.game, 'MINES'),
        ),
      )
      .limit(1);
    if (open) return 'IN_USE';
    await tx
      .update(fairSeeds)
      .set({ status: 'REVEALED', revealedAt: now })
      .where(eq(fairSeeds.id, id));
    await tx.insert(fairSeeds).values(nextOf(locked));
    return 'DONE';
  });
}

/**
 * Take the ACTIVE pair's next nonce and open the round, in one transaction: a nonce is used
 * by exactly one round (unique (seed, nonce)) and concurrent plays get consecutive nonces (the
 * guarded UPDATE serialises them on the pair's row). undefined: no ACTIVE pair (rotated just
 * now) or the request id was used meanwhile; the transaction is rolled back either way.
 */
export async function openRound(
  db: Db,
  memberId: number,
  values: NewRound,
): Promise<{ round: RoundRow; seed: SeedRow } | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [seed] = await tx
        .update(fairSeeds)
        .set({ nextNonce: sql`${fairSeeds.nextNonce} + 1` })
        .where(and(eq(fairSeeds.memberId, memberId), eq(fairSeeds.status, 'ACTIVE')))
        .returning();
      if (!seed) throw new Rollback();
      const [round] = await tx
        .insert(inhouseRounds)
        .values({
          ...values,
          seedId: seed.id,
          nonce: seed.nextNonce - 1,
          clientSeed: seed.clientSeed,
          serverSeedHash: seed.serverSeedHash,
        })
        .onConflictDoNothing({ target: [inhouseRounds.memberId, inhouseRounds.requestId] })
        .returning();
      if (!round) throw new Rollback();
      return { round, seed };
    });
  } catch (error) {
    if (error instanceof Rollback) return undefined;
    throw error;
  }
}

class Rollback extends Error {}

/**
 * Claim an OPEN round whose stake never posted (the interrupted-round job; a stake the ledger
 * refused), in one transaction: the round row is locked, then the BET key is looked up under the
 * lock, so a retry that posts the BET meanwhile either is seen here ('POSTED': settle it) or
 * finds the round claimed in confirmOpen (and refunds itself). The round is VOID ('VOID') or,
 * for a refused stake, deleted ('DELETE') so that a retry of the request may open it again. A
 * nonce is never given back (decision 018: gaps are harmless, a reused nonce is not).
 */
export async function claimUnposted(
  db: Db,
  round: RoundRow,
  how: 'VOID' | 'DELETE',
  now: Date,
): Promise<'CLAIMED' | 'POSTED' | 'GONE'> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`
      select id from inhouse_rounds where id = ${round.id} and status = 'OPEN'
      for update`)) as unknown as { rows: unknown[] };
    if (locked.rows.length === 0) return 'GONE';
    const key = `inhouse:${round.id}:bet`;
    if ((await findTransfers(tx, [{ brandId: round.brandId, key }])).length > 0) return 'POSTED';
    if (how === 'DELETE') await tx.delete(inhouseRounds).where(eq(inhouseRounds.id, round.id));
    else
      await tx
        .update(inhouseRounds)
        .set({ status: 'VOID', settledBy: 'AUTO', settledAt: now })
        .where(eq(inhouseRounds.id, round.id));
    return 'CLAIMED';
  });
}

/**
 * After posting a round's BET: is the round still OPEN? The no-op guarded update waits for a
 * claimUnposted holding the row, so a round claimed (VOID or deleted) after its BET posted is
 * always seen here, and the caller refunds the stake (decision 018).
 */
export async function confirmOpen(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(inhouseRounds)
    .set({ status: sql`${inhouseRounds.status}` })
    .where(and(eq(inhouseRounds.id, id), eq(inhouseRounds.status, 'OPEN')))
    .returning({ id: inhouseRounds.id });
  return rows.length > 0;
}

export async function findRoundByRequest(
  db: Db,
  memberId: number,
  requestId: string,
): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(inhouseRounds)
    .where(and(eq(inhouseRounds.memberId, memberId), eq(inhouseRounds.requestId, requestId)));
  return row;
}

export async function findRound(db: Db, roundId: number): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(inhouseRounds).where(eq(inhouseRounds.id, roundId));
  return row;
}

/** OPEN → SETTLED once; undefined when another caller settled it first. */
export async function settleRound(
  db: Db,
  id: number,
  values: Pick<RoundRow, 'outcome' | 'payout' | 'jackpotWin' | 'settledBy' | 'settledAt'> & {
    state?: Record<string, unknown>;
  },
): Promise<RoundRow | undefined> {
  const [row] = await db
    .update(inhouseRounds)
    .set({ ...values, status: 'SETTLED' })
    .where(and(eq(inhouseRounds.id, id), eq(inhouseRounds.status, 'OPEN')))
    .returning();
  return row;
}

/**
 * Move an OPEN round's state from `version` to the next (mines reveals and cash-outs): of two
 * racing calls on one round only one matches the version, so a round moves (and settles) once.
 */
export async function advanceState(
  db: Db,
  id: number,
  version: number,
  state: Record<string, unknown>,
  outcome?: Record<string, unknown>,
): Promise<RoundRow | undefined> {
  const [row] = await db
    .update(inhouseRounds)
    .set(outcome ? { state, outcome } : { state })
    .where(
      and(
        eq(inhouseRounds.id, id),
        eq(inhouseRounds.status, 'OPEN'),
        sql`coalesce((${inhouseRounds.state}->>'version')::int, 0) = ${version}`,
      ),
    )
    .returning();
  return row;
}

/** The member's rounds, newest first; VOID rounds never played (nothing to show or verify). */
export async function memberRounds(
  db: Db,
  memberId: number,
  game: string | undefined,
  limit: number,
): Promise<RoundRow[]> {
  return db
    .select()
    .from(inhouseRounds)
    .where(
      and(
        eq(inhouseRounds.memberId, memberId),
        ne(inhouseRounds.status, 'VOID'),
        game ? eq(inhouseRounds.game, game) : undefined,
      ),
    )
    .orderBy(desc(inhouseRounds.id))
    .limit(limit);
}

/** Which of these seed pairs are revealed, with their seeds (for round proofs). */
export async function revealedSeeds(db: Db, seedIds: number[]): Promise<Map<number, string>> {
  if (seedIds.length === 0) return new Map();
  const rows = await db
    .select({ id: fairSeeds.id, serverSeed: fairSeeds.serverSeed })
    .from(fairSeeds)
    .where(and(inArray(fairSeeds.id, seedIds), eq(fairSeeds.status, 'REVEALED')));
  return new Map(rows.map((r) => [r.id, r.serverSeed]));
}

/** OPEN rounds created before `before` (the interrupted-rounds job). */
export async function openRoundsBefore(db: Db, before: Date, limit = 200): Promise<RoundRow[]> {
  return db
    .select()
    .from(inhouseRounds)
    .where(and(eq(inhouseRounds.status, 'OPEN'), lt(inhouseRounds.createdAt, before)))
    .orderBy(inhouseRounds.id)
    .limit(limit);
}

/** Whether the ledger holds a posting under this key (the repair job's question). */
export async function isPosted(db: Db, brandId: number, key: string): Promise<boolean> {
  return (await findTransfers(db, [{ brandId, key }])).length > 0;
}
