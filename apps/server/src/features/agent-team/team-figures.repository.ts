import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FiguresRow, RollupState } from './agent-team.model.ts';

/**
 * Team figures, set-based from the ledger (issue 15, decision 042).
 *
 * A member's figures over an instant window [start, end) are its postings' amounts by kind,
 * each posting counted at its created_at (the ledger is append-only, so a day that has ended
 * never changes once the postings in flight at its end have committed):
 * - bets: stakes of BET postings on the member's MAIN wallet less BET_REFUND (the kinds of
 *   records/game-rounds.ts), each on its own day; betCount: BET postings;
 * - validBets: the same as bets. Ledger play is booked as it settles, so the kept stake of a
 *   round is its valid bet; a refund lowers the day it is posted on. Transfer-mode vendors'
 *   feed bets (vendor_bet_records) are not team figures: they arrive late and would change
 *   closed days;
 * - wins: WIN + JACKPOT_WIN; bonuses: BONUS credits; rebates: REBATE credits (none posted yet);
 * - deposits: DEPOSIT credits; withdrawals: the amounts actually paid (WITHDRAWAL_PAY on HELD),
 *   as the profit page counts them (records.repository.ts findProfit).
 *
 * memberFiguresSql is the one definition: the day refresh stores it per (member, day) in
 * team_member_days, and a window that is not made of whole days (an hour, 5 minutes) reads it
 * directly. team_days sums a day's team_member_days over every ancestor in members.path ('/1/5/9/'
 * lists the ancestors and the member itself; a member is not part of its own team), with the
 * day's new and active members. A refresh deletes and inserts whole days in one transaction
 * per day, under the day's team_rollup_days row (locked first, so two refreshes of one day run
 * one after the other), which records when the day was computed.
 */

async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The ledger kinds any figure reads: one range read of ledger_transfers_kind_time each. */
const FIGURE_KINDS = sql.raw(
  `('DEPOSIT', 'WITHDRAWAL_PAY', 'BET', 'BET_REFUND', 'WIN', 'JACKPOT_WIN', 'BONUS', 'REBATE')`,
);

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * One row per member with postings in [start, end): member_id and the figures (amounts as
 * bigint, bet_count as int). valid_bets is bets (see above).
 */
function memberFiguresSql(brandId: number, start: Date, end: Date): SQL {
  return sql`
    select f.member_id, f.deposits, f.withdrawals, f.bet_count, f.bets, f.bets as valid_bets,
           f.wins, f.bonuses, f.rebates
      from (
        select a.member_id,
               coalesce(sum(e.amount) filter (where t.kind = 'DEPOSIT' and a.kind = 'MEMBER_MAIN'
                                               and e.amount > 0), 0) as deposits,
               coalesce(-sum(e.amount) filter (where t.kind = 'WITHDRAWAL_PAY'
                                                and a.kind = 'MEMBER_HELD'), 0) as withdrawals,
               (count(*) filter (where t.kind = 'BET' and a.kind = 'MEMBER_MAIN'))::int as bet_count,
               coalesce(-sum(e.amount) filter (where t.kind in ('BET', 'BET_REFUND')
                                                and a.kind = 'MEMBER_MAIN'), 0) as bets,
               coalesce(sum(e.amount) filter (where t.kind in ('WIN', 'JACKPOT_WIN')
                                               and a.kind = 'MEMBER_MAIN'), 0) as wins,
               coalesce(sum(e.amount) filter (where t.kind = 'BONUS' and a.kind = 'MEMBER_MAIN'
                                               and e.amount > 0), 0) as bonuses,
               coalesce(sum(e.amount) filter (where t.kind = 'REBATE' and a.kind = 'MEMBER_MAIN'
                                               and e.amount > 0), 0) as rebates
          from ledger_transfers t
          join ledger_entries e on e.transfer_id = t.id
          join ledger_accounts a on a.id = e.account_id
         where t.brand_id = ${brandId} and t.kind in ${FIGURE_KINDS}
           and t.created_at >= ${instant(start)} and t.created_at < ${instant(end)}
           and a.member_id is not null and a.kind in ('MEMBER_MAIN', 'MEMBER_HELD')
         group by a.member_id
      ) f`;
}

/** The ancestors of `m` (members.path), the member itself left out: `anc.id` per row. */
const ANCESTORS = sql.raw(
  `cross join lateral unnest(string_to_array(trim(both '/' from m.path), '/')::bigint[]) anc(id)`,
);

export interface ActiveRule {
  minDeposits: bigint;
  minValidBets: bigint;
}

const activeWhen = (rule: ActiveRule, prefix = '') =>
  sql`(${sql.raw(prefix)}deposits >= ${rule.minDeposits.toString()}::bigint
       or ${sql.raw(prefix)}valid_bets >= ${rule.minValidBets.toString()}::bigint)`;

export interface DayToRefresh {
  day: string;
  start: Date;
  end: Date;
}

/**
 * Recompute one brand-local day (see the top of this file) and record `computedAt`. The day's
 * team_rollup_days row is locked first; `needed`, asked under that lock with what it holds (a
 * day never computed is always computed), may decline, so callers racing to refresh the same
 * stale day compute it once.
 * Answers whether it computed.
 */
export async function refreshDay(
  db: Db,
  input: {
    brandId: number;
    timezone: string;
    rule: ActiveRule;
    computedAt: Date;
    needed?: (state: RollupState) => boolean;
  } & DayToRefresh,
): Promise<boolean> {
  const { brandId, day, start, end, rule } = input;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`
      insert into team_rollup_days (brand_id, timezone, day, computed_at)
      values (${brandId}, '', ${day}::date, '-infinity')
      on conflict (brand_id, day) do nothing`);
    const [held] = await rows<{ timezone: string; computed_at: string | null }>(
      tx,
      sql`select timezone,
                 case when computed_at = '-infinity' then null
                      else to_char(computed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                 end as computed_at
            from team_rollup_days where brand_id = ${brandId} and day = ${day}::date for update`,
    );
    const state = held?.computed_at
      ? { day, timezone: held.timezone, computedAt: new Date(held.computed_at) }
      : null;
    if (state && input.needed && !input.needed(state)) return false;
    await tx.execute(sql`
      update team_rollup_days
         set timezone = ${input.timezone}, computed_at = ${instant(input.computedAt)}
       where brand_id = ${brandId} and day = ${day}::date`);
    await tx.execute(
      sql`delete from team_member_days where brand_id = ${brandId} and day = ${day}::date`,
    );
    await tx.execute(sql`
      insert into team_member_days (brand_id, member_id, day, deposits, withdrawals, bet_count,
                                    bets, valid_bets, wins, bonuses, rebates)
      select ${brandId}::int, f.member_id, ${day}::date, f.deposits, f.withdrawals, f.bet_count,
             f.bets, f.valid_bets, f.wins, f.bonuses, f.rebates
        from (${memberFiguresSql(brandId, start, end)}) f`);
    await tx.execute(sql`delete from team_days where brand_id = ${brandId} and day = ${day}::date`);
    await tx.execute(sql`
      insert into team_days (brand_id, agent_id, day, deposits, withdrawals, bet_count, bets,
                             valid_bets, wins, bonuses, rebates, new_members, active_members)
      with figures as (
        select member_id, deposits, withdrawals, bet_count, bets, valid_bets, wins, bonuses,
               rebates, 0 as joined, (case when ${activeWhen(rule)} then 1 else 0 end) as active
          from team_member_days
         where brand_id = ${brandId} and day = ${day}::date
        union all
        select id, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0
          from members
         where brand_id = ${brandId}
           and created_at >= ${instant(start)} and created_at < ${instant(end)}
      )
      select ${brandId}::int, anc.id, ${day}::date, sum(f.deposits), sum(f.withdrawals),
             sum(f.bet_count), sum(f.bets), sum(f.valid_bets), sum(f.wins), sum(f.bonuses),
             sum(f.rebates), sum(f.joined), sum(f.active)
        from figures f
        join members m on m.id = f.member_id
        ${ANCESTORS}
       where anc.id <> m.id
       group by anc.id`);
    return true;
  });
}

/** The brand's computed days among `days`. */
export async function rollupStates(
  db: Db,
  brandId: number,
  days: readonly string[],
): Promise<RollupState[]> {
  if (days.length === 0) return [];
  const found = await rows<{ day: string; timezone: string; computed_at: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, timezone,
               to_char(computed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as computed_at
          from team_rollup_days
         where brand_id = ${brandId} and day = any(${sql.param([...days])}::date[])`,
  );
  return found.map((r) => ({
    day: r.day,
    timezone: r.timezone,
    computedAt: new Date(r.computed_at),
  }));
}

/** The brand's computed days from `from` on. */
export async function rollupStatesFrom(
  db: Db,
  brandId: number,
  from: string,
): Promise<RollupState[]> {
  const found = await rows<{ day: string; timezone: string; computed_at: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, timezone,
               to_char(computed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as computed_at
          from team_rollup_days
         where brand_id = ${brandId} and day >= ${from}::date`,
  );
  return found.map((r) => ({
    day: r.day,
    timezone: r.timezone,
    computedAt: new Date(r.computed_at),
  }));
}

/** Did anything a figure counts happen in the brand at or after `since` (postings, sign-ups)? */
export async function activitySince(db: Db, brandId: number, since: Date): Promise<boolean> {
  const [row] = await rows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from ledger_transfers
                        where brand_id = ${brandId} and kind in ${FIGURE_KINDS}
                          and created_at >= ${instant(since)})
            or exists (select 1 from members
                        where brand_id = ${brandId} and created_at >= ${instant(since)}) as any`,
  );
  return Boolean(row?.any);
}

/** The brand-local day the brand was created: no figure can come before it. */
export async function brandFirstDay(db: Db, brandId: number, timezone: string): Promise<string> {
  const [row] = await rows<{ day: string }>(
    db,
    sql`select to_char((created_at at time zone ${timezone})::date, 'YYYY-MM-DD') as day
          from brands where id = ${brandId}`,
  );
  return row?.day ?? '0001-01-01';
}

export async function brandZones(db: Db): Promise<{ id: number; timezone: string }[]> {
  const found = await rows<{ id: number; timezone: string }>(
    db,
    sql`select id, timezone from brands order by id`,
  );
  return found.map((r) => ({ id: Number(r.id), timezone: r.timezone }));
}

export async function findAgentSettings(
  db: Db,
  brandId: number,
): Promise<
  | { active_min_deposits: string; active_min_valid_bets: string; overdue_grace_minutes: number }
  | undefined
> {
  const [row] = await rows<{
    active_min_deposits: string;
    active_min_valid_bets: string;
    overdue_grace_minutes: number;
  }>(
    db,
    sql`select active_min_deposits::text as active_min_deposits,
               active_min_valid_bets::text as active_min_valid_bets, overdue_grace_minutes
          from brand_agent_settings where brand_id = ${brandId}`,
  );
  return row;
}

/** Set the brand's agent rules (one row per brand). */
export async function upsertAgentSettings(
  db: Db,
  brandId: number,
  settings: { activeMinDeposits: bigint; activeMinValidBets: bigint; overdueGraceMinutes: number },
): Promise<void> {
  await db.execute(sql`
    insert into brand_agent_settings
      (brand_id, active_min_deposits, active_min_valid_bets, overdue_grace_minutes, updated_at)
    values (${brandId}, ${settings.activeMinDeposits.toString()}::bigint,
      ${settings.activeMinValidBets.toString()}::bigint, ${settings.overdueGraceMinutes}, now())
    on conflict (brand_id) do update set
      active_min_deposits = excluded.active_min_deposits,
      active_min_valid_bets = excluded.active_min_valid_bets,
      overdue_grace_minutes = excluded.overdue_grace_minutes,
      updated_at = excluded.updated_at`);
}

export type AgentFiguresRow = FiguresRow & { agent_id: string | number; active: number | string };

/** Sums of the per-member figures `perMember` (member_id + figures) over each listed agent's team. */
function teamSums(perMember: SQL, agentIds: readonly number[], rule: ActiveRule): SQL {
  return sql`
    select anc.id as agent_id,
           sum(p.deposits)::text as deposits, sum(p.withdrawals)::text as withdrawals,
           sum(p.bet_count)::int as bet_count, sum(p.bets)::text as bets,
           sum(p.valid_bets)::text as valid_bets, sum(p.wins)::text as wins,
           sum(p.bonuses)::text as bonuses, sum(p.rebates)::text as rebates,
           (count(*) filter (where ${activeWhen(rule, 'p.')}))::int as active
      from (${perMember}) p
      join members m on m.id = p.member_id
      ${ANCESTORS}
      join (select distinct unnest(${sql.param([...agentIds])}::bigint[]) as id) listed
        on listed.id = anc.id
     where anc.id <> m.id
     group by anc.id`;
}

/** Each listed agent's team figures over whole computed days (team_member_days), summed per member first. */
export async function teamSumsOverDays(
  db: Db,
  input: {
    brandId: number;
    from: string;
    to: string;
    agentIds: readonly number[];
    rule: ActiveRule;
  },
): Promise<AgentFiguresRow[]> {
  const perMember = sql`
    select member_id, sum(deposits) as deposits, sum(withdrawals) as withdrawals,
           sum(bet_count) as bet_count, sum(bets) as bets, sum(valid_bets) as valid_bets,
           sum(wins) as wins, sum(bonuses) as bonuses, sum(rebates) as rebates
      from team_member_days
     where brand_id = ${input.brandId} and day >= ${input.from}::date and day <= ${input.to}::date
     group by member_id`;
  return rows(db, teamSums(perMember, input.agentIds, input.rule));
}

/** Each listed agent's team figures over an instant window, read from the ledger. */
export async function teamSumsOverWindow(
  db: Db,
  input: { brandId: number; start: Date; end: Date; agentIds: readonly number[]; rule: ActiveRule },
): Promise<AgentFiguresRow[]> {
  return rows(
    db,
    teamSums(memberFiguresSql(input.brandId, input.start, input.end), input.agentIds, input.rule),
  );
}
