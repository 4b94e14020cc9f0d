import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from './catalogue.repository.ts';

/** SQL of the winner board and the jackpot read (issue 5; SECURITY.md "real figures"). */

export interface WinnerRow {
  account: string;
  amount: string;
  won_at: string;
  game_code: string | null;
  category: string | null;
  vendor: string;
  game_id: string | null;
  game_name: string | null;
  game_category: string | null;
  vendor_code: string | null;
}

const ISO = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/**
 * The biggest settled wins of the brand's last `days` days, one per round: WIN and JACKPOT_WIN
 * postings (index ledger_transfers_kind_time) credited to a member's MAIN account, summed per
 * (member, source, vendor, roundId) so a round's win and its jackpot are one entry; a posting
 * without a roundId is its own round. The game comes from metadata.gameCode (games.game_id).
 */
export async function findBiggestWins(
  db: Db,
  brandId: number,
  category: string | null,
  days: number,
  limit: number,
): Promise<WinnerRow[]> {
  return rows(
    db,
    sql`
    with wins as (
      select t.id, t.created_at, t.metadata, e.amount, a.member_id,
             coalesce(t.metadata->>'source', '') as source,
             coalesce(t.metadata->>'vendor', '') as vendor,
             coalesce(t.metadata->>'roundId', 'transfer:' || t.id) as round_id
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id and e.amount > 0
        join ledger_accounts a on a.id = e.account_id and a.kind = 'MEMBER_MAIN'
       where t.brand_id = ${brandId} and t.kind in ('WIN', 'JACKPOT_WIN')
         and t.created_at >= now() - make_interval(days => ${days})
         -- The agent center's demo history (db/seed/seed-agents.ts) is no one's real win.
         and t.metadata->>'source' is distinct from 'DEMO'
         ${category ? sql`and t.metadata->>'category' = ${category}` : sql``}
    ),
    rounds as (
      select member_id, vendor, sum(amount) as amount, max(created_at) as won_at,
             (array_agg(metadata->>'gameCode' order by id))[1] as game_code,
             (array_agg(metadata->>'category' order by id))[1] as category
        from wins
       group by member_id, source, vendor, round_id
       order by amount desc, won_at desc
       limit ${limit}
    )
    select m.account, r.amount::text as amount,
           to_char(r.won_at at time zone 'UTC', ${ISO}) as won_at,
           r.game_code, r.category, r.vendor,
           g.game_id, g.name as game_name, g.category as game_category, v.code as vendor_code
      from rounds r
      join members m on m.id = r.member_id
      left join games g on g.game_id = r.game_code
      left join vendors v on v.id = g.vendor_id
     order by r.amount desc, r.won_at desc`,
  );
}

export interface JackpotPoolRow {
  seed_amount: string;
  contribution_bps: number;
}

export async function findJackpotPool(
  db: Db,
  brandId: number,
): Promise<JackpotPoolRow | undefined> {
  const [row] = await rows<JackpotPoolRow>(
    db,
    sql`select seed_amount::text as seed_amount, contribution_bps
          from jackpot_pools where brand_id = ${brandId}`,
  );
  return row;
}

export interface JackpotWinRow {
  account: string;
  amount: string;
  won_at: string;
}

/** The brand's latest jackpot win, with the winner's account name. */
export async function findLastJackpotWin(
  db: Db,
  brandId: number,
): Promise<JackpotWinRow | undefined> {
  const [row] = await rows<JackpotWinRow>(
    db,
    sql`select m.account, w.amount::text as amount,
               to_char(w.created_at at time zone 'UTC', ${ISO}) as won_at
          from jackpot_wins w
          join jackpot_pools p on p.id = w.pool_id
          join members m on m.id = w.member_id
         where p.brand_id = ${brandId}
         order by w.id desc
         limit 1`,
  );
  return row;
}
