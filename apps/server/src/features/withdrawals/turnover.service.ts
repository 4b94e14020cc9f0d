import { sql } from 'drizzle-orm';
import type { Executor } from '../ledger/ledger.model.ts';
import { settledStakeSince } from '../records/game-rounds.ts';

export interface TurnoverStatus {
  required: bigint;
  completed: bigint;
  remaining: bigint;
}

/** The status plus the newest open requirement id: a withdrawal clears up to it, no further. */
export interface TurnoverSnapshot extends TurnoverStatus {
  lastOpenId: number | null;
}

/**
 * Turnover (wagering) still to bet before a withdrawal (issue 4; decisions 014 and 025).
 * `required` is the sum of the open requirements; `completed` the kept stakes of the member's
 * SETTLED rounds whose first bet came at or after the oldest open requirement — in-house,
 * seamless and transfer-mode vendor rounds alike, through the one round definition of the
 * records feature (records/game-rounds.ts), so a refunded or rolled-back stake never counts, a
 * partly refunded round counts its kept part, and an open round counts once it settles. One
 * set-based query; the timestamps come from the database clock.
 */
export async function turnoverSnapshot(db: Executor, memberId: number): Promise<TurnoverSnapshot> {
  const brandId = sql`(select brand_id from members where id = ${memberId})`;
  const settled = settledStakeSince(memberId, brandId, sql`(select since from open)`);
  const result = (await db.execute(sql`
    with open as (
      select coalesce(sum(required), 0) as required, min(created_at) as since, max(id) as last_id
      from turnover_requirements where member_id = ${memberId} and cleared_at is null
    )
    select open.required::text as required, open.last_id::text as last_id,
      ${settled}::text as completed
    from open
  `)) as unknown as { rows: { required: string; completed: string; last_id: string | null }[] };
  const row = result.rows[0];
  const required = BigInt(row?.required ?? '0');
  const completed = BigInt(row?.completed ?? '0');
  const remaining = required > completed ? required - completed : 0n;
  return {
    required,
    completed,
    remaining,
    lastOpenId: row?.last_id == null ? null : Number(row.last_id),
  };
}

/** Exported for deposits, records and the wallet: {required, completed, remaining}. */
export async function turnoverStatus(db: Executor, memberId: number): Promise<TurnoverStatus> {
  const { required, completed, remaining } = await turnoverSnapshot(db, memberId);
  return { required, completed, remaining };
}

/**
 * Add a requirement once per source (unique (source_kind, source_ref)): a retried deposit
 * approval or bonus grant adds nothing twice.
 */
export async function addTurnoverRequirement(
  db: Executor,
  input: {
    brandId: number;
    memberId: number;
    sourceKind: 'DEPOSIT' | 'BONUS';
    sourceRef: string;
    required: bigint;
  },
): Promise<void> {
  await db.execute(sql`
    insert into turnover_requirements (brand_id, member_id, source_kind, source_ref, required)
    values (${input.brandId}, ${input.memberId}, ${input.sourceKind}, ${input.sourceRef},
      ${input.required.toString()})
    on conflict (source_kind, source_ref) do nothing
  `);
}

/** A withdrawal was accepted: the requirements open when it was checked are met and closed. */
export async function clearTurnover(
  db: Executor,
  memberId: number,
  upToId: number,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update turnover_requirements set cleared_at = ${now.toISOString()}
    where member_id = ${memberId} and cleared_at is null and id <= ${upToId}
  `);
}
