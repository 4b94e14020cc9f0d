import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FiguresRow } from './agent-team.model.ts';
import {
  ISO,
  inSubtree,
  inTeam,
  levelBelow,
  rows,
  subtreeSize,
  type TreeNode,
} from './team-pages.repository.ts';

/**
 * The team reports (issue 15): per-member figures, transactions, profit and loss by category,
 * revenue per branch. Lists and their totals are one statement each, the totals over the whole
 * filtered set (joined to the page, so an empty page still answers them).
 */

export interface Page {
  limit: number;
  offset: number;
}

export interface DayRange {
  from: string;
  to: string;
  timezone: string;
}

const SUMS = sql.raw(`
  sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bet_count) as bet_count,
  sum(bets) as bets, sum(valid_bets) as valid_bets, sum(wins) as wins, sum(bonuses) as bonuses,
  sum(rebates) as rebates`);

const FIGURES_TEXT = (alias: string) =>
  sql.raw(`
  ${alias}.deposits::text as deposits, ${alias}.withdrawals::text as withdrawals,
  ${alias}.bet_count::int as bet_count, ${alias}.bets::text as bets,
  ${alias}.valid_bets::text as valid_bets, ${alias}.wins::text as wins,
  ${alias}.bonuses::text as bonuses, ${alias}.rebates::text as rebates`);

type Totals = { total: number } & { [K in keyof FiguresRow as `t_${K}`]: FiguresRow[K] };

export type MemberFiguresRow = Totals &
  (
    | (FiguresRow & { member_id: string | number; account: string; level: number })
    | { member_id: null }
  );

const TOTALS_PREFIXED = sql.raw(`
  count(*)::int as total,
  coalesce(sum(deposits), 0)::text as t_deposits, coalesce(sum(withdrawals), 0)::text as t_withdrawals,
  coalesce(sum(bet_count), 0)::int as t_bet_count, coalesce(sum(bets), 0)::text as t_bets,
  coalesce(sum(valid_bets), 0)::text as t_valid_bets, coalesce(sum(wins), 0)::text as t_wins,
  coalesce(sum(bonuses), 0)::text as t_bonuses, coalesce(sum(rebates), 0)::text as t_rebates`);

/**
 * Each team member's figures over the range (team_member_days), one page in `order`, with the
 * count and totals over every member of the filtered set.
 */
export async function memberFiguresPage(
  db: Db,
  input: {
    agent: TreeNode;
    from: string;
    to: string;
    account?: string;
    order: 'BETS' | 'LOSS';
    page: Page;
  },
): Promise<MemberFiguresRow[]> {
  const { agent } = input;
  const account = input.account ? sql`and m.account = ${input.account.toLowerCase()}` : sql``;
  const order =
    input.order === 'BETS'
      ? sql.raw('bets desc, member_id')
      : sql.raw('(wins + bonuses + rebates - bets), member_id');
  return rows(
    db,
    sql`
    with f as (
      select d.member_id, ${SUMS}
        from team_member_days d
        join members m on m.id = d.member_id
       where d.brand_id = ${agent.brandId}
         and d.day >= ${input.from}::date and d.day <= ${input.to}::date
         and ${inTeam(agent)} ${account}
       group by d.member_id
    ),
    totals as (select ${TOTALS_PREFIXED} from f),
    page as (select * from f order by ${order} limit ${input.page.limit} offset ${input.page.offset})
    select totals.*, p.*
      from totals
      left join (
        select page.member_id, m.account, ${levelBelow(agent)} as level, ${FIGURES_TEXT('page')},
               row_number() over (order by ${order}) as ord
          from page join members m on m.id = page.member_id
      ) p on true
     order by p.ord nulls last`,
  );
}

/** Ledger kinds of the team transaction types, on the members' MAIN wallets. */
export const TRANSACTION_KINDS = {
  DEPOSIT: ['DEPOSIT'],
  // As records-kinds.ts maps them (WITHDRAWAL_PAY debits HELD, so it is never on MAIN).
  WITHDRAWAL: ['WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'WITHDRAWAL_PAY', 'WITHDRAWAL_REFUND'],
  MEMBER_TRANSFER: ['MEMBER_TRANSFER'],
  BONUS: ['BONUS'],
  // Posted by the agent-contracts feature when a statement is paid.
  AGENT_PAYOUT: ['AGENT_DIVIDEND', 'AGENT_SALARY'],
} as const;

export interface TransactionRow {
  total: number;
  credit: string;
  debit: string;
  id: string | number | null;
  time: string | null;
  account: string | null;
  kind: string | null;
  amount: string | null;
  balance_after: string | null;
}

const dayStartSql = (day: string, timezone: string) =>
  sql`((${day}::date)::timestamp at time zone ${timezone})`;

/** Half-open [start of `from`, start of the day after `to`) in the brand's zone. */
function inRange(column: SQL, range: DayRange): SQL {
  return sql`${column} >= ${dayStartSql(range.from, range.timezone)}
         and ${column} < (((${range.to}::date + 1)::timestamp) at time zone ${range.timezone})`;
}

/**
 * The team members' MAIN-wallet lines of these kinds in the range, newest first, with the count
 * and the money in and out over the whole filtered set: one range read of
 * ledger_transfers_kind_time per kind, each with its entries (ledger_entries_transfer).
 */
export async function transactionPage(
  db: Db,
  input: {
    agent: TreeNode;
    range: DayRange;
    kinds: readonly string[];
    account?: string;
    page: Page;
  },
): Promise<TransactionRow[]> {
  const { agent } = input;
  const account = input.account ? sql`and m.account = ${input.account.toLowerCase()}` : sql``;
  return rows(
    db,
    sql`
    with f as (
      select e.id, e.amount
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.kind = 'MEMBER_MAIN'
        join members m on m.id = a.member_id
       where t.brand_id = ${agent.brandId} and t.kind = any(${sql.param([...input.kinds])}::text[])
         and ${inRange(sql`t.created_at`, input.range)}
         and ${inTeam(agent)} ${account}
    ),
    totals as (
      select count(*)::int as total,
             coalesce(sum(amount) filter (where amount > 0), 0)::text as credit,
             coalesce(-sum(amount) filter (where amount < 0), 0)::text as debit
        from f
    ),
    page as (select id from f order by id desc limit ${input.page.limit} offset ${input.page.offset})
    select totals.*, p.*
      from totals
      left join (
        select e.id, to_char(e.created_at at time zone 'UTC', ${ISO}) as time, m.account, t.kind,
               e.amount::text as amount, coalesce(e.balance_after, 0)::text as balance_after
          from page
          join ledger_entries e on e.id = page.id
          join ledger_transfers t on t.id = e.transfer_id
          join ledger_accounts a on a.id = e.account_id
          join members m on m.id = a.member_id
      ) p on true
     order by p.id desc nulls last`,
  );
}

export interface PalRow {
  period: string;
  category: string;
  bets: string;
  wins: string;
}

const PERIOD_OF = {
  DAY: (local: SQL) => sql`${local}`,
  WEEK: (local: SQL) => sql`date_trunc('week', ${local})::date`,
  MONTH: (local: SQL) => sql`date_trunc('month', ${local})::date`,
} as const;

/**
 * The team's play by period and game category, read from the ledger (the day rollups keep no
 * category): the members' MAIN-wallet game postings of the range, each on its own day as in
 * team_member_days (bets = stakes - refunds, wins = wins + jackpot wins). The category is the
 * posting's, else its game's, else its vendor's (as the dashboard's play by category), else ''.
 */
export async function palRows(
  db: Db,
  input: { agent: TreeNode; range: DayRange; groupBy: keyof typeof PERIOD_OF },
): Promise<PalRow[]> {
  const { agent, range } = input;
  const local = sql`(t.created_at at time zone ${range.timezone})::date`;
  return rows(
    db,
    sql`
    with p as (
      select ${PERIOD_OF[input.groupBy](local)} as period, t.kind, e.amount,
             nullif(t.metadata->>'category', '') as category,
             nullif(t.metadata->>'gameCode', '') as game_code,
             coalesce(t.metadata->>'vendor', '') as vendor
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.kind = 'MEMBER_MAIN'
        join members m on m.id = a.member_id
       where t.brand_id = ${agent.brandId}
         and t.kind in ('BET', 'BET_REFUND', 'WIN', 'JACKPOT_WIN')
         and ${inRange(sql`t.created_at`, range)}
         and ${inTeam(agent)}
    ),
    g as (
      select period, category, game_code, vendor,
             coalesce(-sum(amount) filter (where kind in ('BET', 'BET_REFUND')), 0) as bets,
             coalesce(sum(amount) filter (where kind in ('WIN', 'JACKPOT_WIN')), 0) as wins
        from p
       group by period, category, game_code, vendor
    )
    select to_char(g.period, 'YYYY-MM-DD') as period,
           coalesce(g.category, gm.category,
                    (select min(vc.category) from vendors vc where vc.code = g.vendor), '') as category,
           sum(g.bets)::text as bets, sum(g.wins)::text as wins
      from g
      left join games gm on gm.game_id = g.game_code
     group by 1, 2
     order by 1, 2`,
  );
}

/** The team's bonuses and rebates over the range (team_days of the agent). */
export async function teamBonusesAndRebates(
  db: Db,
  agent: TreeNode,
  from: string,
  to: string,
): Promise<{ bonuses: string; rebates: string }> {
  const [row] = await rows<{ bonuses: string; rebates: string }>(
    db,
    sql`select coalesce(sum(bonuses), 0)::text as bonuses, coalesce(sum(rebates), 0)::text as rebates
          from team_days
         where agent_id = ${agent.id} and brand_id = ${agent.brandId}
           and day >= ${from}::date and day <= ${to}::date`,
  );
  return row ?? { bonuses: '0', rebates: '0' };
}

export type RevenueRow = Totals &
  (
    | (FiguresRow & {
        member_id: string | number;
        account: string;
        type: number;
        self: boolean;
        team_size: number;
      })
    | { member_id: null }
  );

/**
 * The range's figures per branch: the agent's own play (self) first, then each direct
 * downline with its whole subtree (its own play and its team's), most staked first. A member's
 * branch is the path segment right below the agent's; the agent's own row has none.
 */
export async function revenuePage(
  db: Db,
  input: { agent: TreeNode; from: string; to: string; page: Page },
): Promise<RevenueRow[]> {
  const { agent } = input;
  const branchSegment = agent.path.split('/').length;
  return rows(
    db,
    sql`
    with pm as (
      select d.member_id, ${SUMS}
        from team_member_days d
        join members m on m.id = d.member_id
       where d.brand_id = ${agent.brandId}
         and d.day >= ${input.from}::date and d.day <= ${input.to}::date
         and ${inSubtree(agent.path)}
       group by d.member_id
    ),
    branches as (
      select nullif(split_part(m.path, '/', ${branchSegment}), '')::bigint as branch_id, ${SUMS}
        from pm join members m on m.id = pm.member_id
       group by 1
    ),
    f as (
      select m.id as member_id, m.account, m.type, (m.id = ${agent.id}) as self,
             coalesce(b.deposits, 0) as deposits, coalesce(b.withdrawals, 0) as withdrawals,
             coalesce(b.bet_count, 0) as bet_count, coalesce(b.bets, 0) as bets,
             coalesce(b.valid_bets, 0) as valid_bets, coalesce(b.wins, 0) as wins,
             coalesce(b.bonuses, 0) as bonuses, coalesce(b.rebates, 0) as rebates
        from members m
        left join branches b
               on b.branch_id is not distinct from (case when m.id = ${agent.id} then null else m.id end)
       where m.id = ${agent.id} or (m.parent_id = ${agent.id} and ${inTeam(agent)})
    ),
    totals as (select ${TOTALS_PREFIXED} from f),
    page as (
      select * from f order by self desc, bets desc, member_id
       limit ${input.page.limit} offset ${input.page.offset}
    )
    select totals.*, p.*
      from totals
      left join (
        select page.member_id, page.account, page.type, page.self, ${FIGURES_TEXT('page')},
               ${subtreeSize('m')} as team_size,
               row_number() over (order by page.self desc, page.bets desc, page.member_id) as ord
          from page join members m on m.id = page.member_id
      ) p on true
     order by p.ord nulls last`,
  );
}
