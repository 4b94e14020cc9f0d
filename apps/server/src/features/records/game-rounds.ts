import { type SQL, sql } from 'drizzle-orm';
import type { DayRange } from './records.model.ts';

/**
 * The one definition of a member's game rounds (decisions 020 and 025), the public SQL module of
 * the records feature: the betting records, the profit by vendor and game, the profit and loss
 * summary and the withdrawal turnover (features/withdrawals/turnover.service.ts) all aggregate over this
 * CTE, so none of them can count a round another leaves out.
 *
 * A round is either the member's MAIN-wallet postings of kinds BET, WIN, BET_REFUND and
 * JACKPOT_WIN that share (metadata source, vendor, roundId) — in-house slot round 7 and crash
 * round 7 are both vendor INHOUSE, so the source is part of the key — or a transfer-mode vendor's
 * bet from its feed (vendor_bet_records; their stakes move the vendor's wallet, not our ledger).
 *
 * - stake = bets − refunds (never below 0): a rollback or refund takes back what it returned, so
 *   a partly refunded round keeps only the stake that stayed at risk; a VOID feed bet stakes 0.
 * - payout = wins + jackpot wins.
 * - status: CANCELLED when refunds cover every bet; SETTLED when the round has a win or its game
 *   closed it (a vendor_rounds row: SETTLED by a win or end-round, or ROLLED_BACK by a rollback,
 *   after which no win is accepted, so the bets it did not refund are final; inhouse_rounds
 *   SETTLED; crash bet cashed out or lost; feed bet SETTLED); OPEN otherwise.
 * - placed_at: the round's first bet (its first posting when it has none); a round belongs to
 *   the window its first bet falls in. Its postings are found by the keys of postings inside the
 *   window and then read whole, so a win after the window's end still counts with its bet.
 */

/** Half-open instant window [start, end) on the round's first bet; no end: up to now. */
export interface RoundWindow {
  start: SQL;
  end: SQL | null;
}

/** A brand-local calendar-day range, both days included, as an instant window. */
export function dayWindow(range: DayRange): RoundWindow {
  return {
    start: sql`((${range.from}::date)::timestamp at time zone ${range.timezone})`,
    end: sql`(((${range.to}::date + 1)::timestamp) at time zone ${range.timezone})`,
  };
}

function within(column: SQL, window: RoundWindow): SQL {
  return window.end
    ? sql`${column} >= ${window.start} and ${column} < ${window.end}`
    : sql`${column} >= ${window.start}`;
}

const GAME_KINDS = sql.raw(`('BET', 'WIN', 'BET_REFUND', 'JACKPOT_WIN')`);

/**
 * CTEs (to follow a `with`) ending in `rounds`: one row per round of the member placed in the
 * window, with columns source, vendor, round_id, placed_at, settled_at, status, stake, payout,
 * game_code ('' when unknown) and category.
 */
export function roundsCte(memberId: number, brandId: number | SQL, window: RoundWindow): SQL {
  return sql`
    p as (
      select t.id, t.kind, e.created_at, e.amount, t.metadata,
             coalesce(t.metadata->>'source', 'SEAMLESS') as source,
             coalesce(t.metadata->>'vendor', '') as vendor,
             coalesce(t.metadata->>'roundId', t.metadata->>'txId', 'transfer:' || t.id) as round_id
        from ledger_entries e
        join ledger_transfers t on t.id = e.transfer_id
       where e.account_id = (select id from ledger_accounts
                              where member_id = ${memberId} and kind = 'MEMBER_MAIN')
         and t.kind in ${GAME_KINDS}
    ),
    k as (select distinct source, vendor, round_id from p where ${within(sql`created_at`, window)}),
    agg as (
      select p.source, p.vendor, p.round_id,
             coalesce(-sum(p.amount) filter (where p.kind = 'BET'), 0) as bets,
             coalesce(sum(p.amount) filter (where p.kind = 'BET_REFUND'), 0) as refunds,
             coalesce(sum(p.amount) filter (where p.kind in ('WIN', 'JACKPOT_WIN')), 0) as wins,
             count(*) filter (where p.kind in ('WIN', 'JACKPOT_WIN')) as win_count,
             coalesce(min(p.created_at) filter (where p.kind = 'BET'), min(p.created_at)) as placed_at,
             max(p.created_at) filter (where p.kind in ('WIN', 'JACKPOT_WIN')) as won_at,
             max(p.created_at) filter (where p.kind = 'BET_REFUND') as refunded_at,
             (array_agg(p.metadata->>'gameCode' order by p.id))[1] as game_code,
             (array_agg(p.metadata->>'category' order by p.id))[1] as category
        from p join k using (source, vendor, round_id)
       group by p.source, p.vendor, p.round_id
    ),
    ledger_rounds as (
      select a.source, a.vendor, a.round_id, a.game_code, a.category, a.placed_at,
             greatest(a.bets - a.refunds, 0) as stake, a.wins as payout,
             case
               when a.bets > 0 and a.refunds >= a.bets then 'CANCELLED'
               when a.win_count > 0 or vr.status is not null or ir.status = 'SETTLED'
                    or cb.status in ('CASHED_OUT', 'LOST') then 'SETTLED'
               else 'OPEN'
             end as status,
             case
               when a.bets > 0 and a.refunds >= a.bets then a.refunded_at
               else coalesce(a.won_at,
                             vr.updated_at,
                             case when ir.status = 'SETTLED' then ir.settled_at end,
                             case when cb.status <> 'PLACED' then cb.settled_at end)
             end as settled_at
        from agg a
        left join vendor_rounds vr
               on a.source = 'SEAMLESS' and vr.brand_id = ${brandId} and vr.vendor = a.vendor
              and vr.round_id = a.round_id and vr.member_id = ${memberId}
        left join inhouse_rounds ir
               on a.source = 'INHOUSE' and ir.member_id = ${memberId} and ir.id::text = a.round_id
        left join crash_bets cb
               on a.source = 'CRASH' and cb.member_id = ${memberId} and cb.round_id::text = a.round_id
       where ${within(sql`a.placed_at`, window)}
    ),
    feed_rounds as (
      select 'TRANSFER' as source, f.vendor, f.round_id, f.game_code, f.category, f.placed_at,
             case when f.status = 'VOID' then 0 else f.stake end as stake,
             case when f.status = 'VOID' then 0 else f.payout end as payout,
             case f.status when 'VOID' then 'CANCELLED' else f.status end as status,
             case when f.status = 'OPEN' then null else coalesce(f.settled_at, f.updated_at) end
               as settled_at
        from vendor_bet_records f
       where f.member_id = ${memberId} and ${within(sql`f.placed_at`, window)}
    ),
    unioned as (select * from ledger_rounds union all select * from feed_rounds),
    rounds as (
      select u.source, u.vendor, u.round_id, u.placed_at, u.settled_at, u.status,
             u.stake, u.payout, coalesce(u.game_code, '') as game_code,
             coalesce(u.category, gm.category,
                      (select min(vc.category) from vendors vc where vc.code = u.vendor)) as category
        from unioned u
        left join games gm on gm.game_id = u.game_code
    )`;
}

/**
 * Turnover (decision 025): the kept stakes (bets − refunds) of the member's SETTLED rounds whose
 * first bet is at or after `since`, as a scalar subquery. OPEN rounds count once they settle;
 * CANCELLED ones (refunded or rolled back, VOID feed bets) never. Null `since`: 0.
 */
export function settledStakeSince(memberId: number, brandId: number | SQL, since: SQL): SQL {
  return sql`(
    with ${roundsCte(memberId, brandId, { start: since, end: null })}
    select coalesce(sum(stake), 0) from rounds where status = 'SETTLED'
  )`;
}
