import { AGENT_TYPE_IDS } from '@nova/contracts/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ActiveRule } from './team-figures.repository.ts';

/**
 * The agent center's team pages that read members and the day rollups (issue 15). Every query
 * is scoped to one agent's team: the members whose path starts with the agent's path, the agent
 * itself left out (SECURITY.md 15). Paths hold only digits and '/', so [path, path || '~') is
 * exactly the subtree, read by range on members_path (text_pattern_ops: ~>=~ and ~<~), also
 * for a path that comes from another row (a downline's team size).
 */

export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const ISO = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/** An agent (or any member) as the pages need it. */
export interface TreeNode {
  id: number;
  brandId: number;
  account: string;
  type: number;
  path: string;
}

export async function findNode(db: Db, id: number): Promise<TreeNode | undefined> {
  const [row] = await rows<{
    id: string | number;
    brand_id: number;
    account: string;
    type: number;
    path: string;
  }>(db, sql`select id, brand_id, account, type, path from members where id = ${id}`);
  return row
    ? {
        id: Number(row.id),
        brandId: Number(row.brand_id),
        account: row.account,
        type: Number(row.type),
        path: row.path,
      }
    : undefined;
}

/** `m` is in the subtree at `path` (the node itself included). */
export function inSubtree(path: string, alias = 'm'): SQL {
  const a = sql.raw(alias);
  return sql`${a}.path ~>=~ ${path} and ${a}.path ~<~ ${`${path}~`}`;
}

/** `m` is in the agent's team: its subtree, the agent left out. */
export function inTeam(agent: TreeNode, alias = 'm'): SQL {
  return sql`${sql.raw(alias)}.brand_id = ${agent.brandId} and ${inSubtree(agent.path, alias)}
             and ${sql.raw(alias)}.id <> ${agent.id}`;
}

/** How many levels below the agent `m` is (1 = a direct downline). */
export function levelBelow(agent: TreeNode, alias = 'm'): SQL {
  const slashes = agent.path.split('/').length - 1;
  const a = sql.raw(alias);
  return sql`(length(${a}.path) - length(replace(${a}.path, '/', '')) - ${slashes})::int`;
}

/** Accounts under `m`, any depth (a correlated count on members_path). */
export function subtreeSize(alias = 'm'): SQL {
  const a = sql.raw(alias);
  return sql`(select count(*) from members c
               where c.path ~>=~ ${a}.path and c.path ~<~ (${a}.path || '~')
                 and c.id <> ${a}.id)::int`;
}

export async function teamCounts(
  db: Db,
  agent: TreeNode,
): Promise<{ teamSize: number; directCount: number }> {
  const [row] = await rows<{ team_size: number; direct_count: number }>(
    db,
    sql`select (select count(*) from members m where ${inTeam(agent)})::int as team_size,
               (select count(*) from members where parent_id = ${agent.id})::int as direct_count`,
  );
  return { teamSize: Number(row?.team_size ?? 0), directCount: Number(row?.direct_count ?? 0) };
}

/** The newest member id: team sizes change only when it moves (paths never change). */
export async function latestMemberId(db: Db): Promise<number> {
  const [row] = await rows<{ id: string | number | null }>(
    db,
    sql`select max(id) as id from members`,
  );
  return Number(row?.id ?? 0);
}

export interface TeamDayRow {
  day: string;
  deposits: string;
  withdrawals: string;
  bet_count: number;
  bets: string;
  valid_bets: string;
  wins: string;
  bonuses: string;
  rebates: string;
  new_members: number;
  active_members: number;
}

/** The agent's team_days rows of the range (one per day with activity). */
export async function teamDays(
  db: Db,
  agent: TreeNode,
  from: string,
  to: string,
): Promise<TeamDayRow[]> {
  return rows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, deposits::text as deposits,
               withdrawals::text as withdrawals, bet_count, bets::text as bets,
               valid_bets::text as valid_bets, wins::text as wins, bonuses::text as bonuses,
               rebates::text as rebates, new_members, active_members
          from team_days
         where agent_id = ${agent.id} and brand_id = ${agent.brandId}
           and day >= ${from}::date and day <= ${to}::date
         order by day`,
  );
}

/**
 * Team members active over the whole range: their range totals (team_member_days summed per
 * member) against the brand's rule. Not the sum of the days' active counts: a member active on
 * three days is one active member, and one whose days each fall short may pass over the range.
 */
export async function activeOverRange(
  db: Db,
  agent: TreeNode,
  range: { from: string; to: string },
  rule: ActiveRule,
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          select d.member_id
            from team_member_days d
            join members m on m.id = d.member_id
           where d.brand_id = ${agent.brandId}
             and d.day >= ${range.from}::date and d.day <= ${range.to}::date
             and ${inTeam(agent)}
           group by d.member_id
          having sum(d.deposits) >= ${rule.minDeposits.toString()}::bigint
              or sum(d.valid_bets) >= ${rule.minValidBets.toString()}::bigint) active`,
  );
  return Number(row?.n ?? 0);
}

export interface DownlineRow {
  total: number;
  id: string | number | null;
  account: string | null;
  nickname: string | null;
  type: number | null;
  status: 'ACTIVE' | 'DISABLED' | null;
  level: number | null;
  last_login_at: string | null;
  created_at: string | null;
  team_size: number | null;
}

const AGENT_TYPES = sql.raw(`(${AGENT_TYPE_IDS.join(', ')})`);

/**
 * One page of the agent's downlines, newest first, with the count over the whole filtered set:
 * the direct downlines of `under` (a team member or the agent itself), or, with a keyword,
 * every account of `under`'s subtree whose account or nickname contains it.
 */
export async function downlinePage(
  db: Db,
  input: {
    agent: TreeNode;
    under: TreeNode;
    keyword?: string;
    kind?: 'MEMBER' | 'AGENT';
    status?: 'ACTIVE' | 'DISABLED';
    limit: number;
    offset: number;
  },
): Promise<DownlineRow[]> {
  const { agent, under } = input;
  const scope = input.keyword
    ? sql`${inTeam(agent)} and ${inSubtree(under.path)} and m.id <> ${under.id}
          and (strpos(m.account, ${input.keyword.toLowerCase()}) > 0
               or strpos(lower(m.nickname), ${input.keyword.toLowerCase()}) > 0)`
    : sql`${inTeam(agent)} and m.parent_id = ${under.id}`;
  const kind =
    input.kind === 'AGENT'
      ? sql`and m.type in ${AGENT_TYPES}`
      : input.kind === 'MEMBER'
        ? sql`and m.type not in ${AGENT_TYPES}`
        : sql``;
  const status = input.status ? sql`and m.status = ${input.status}` : sql``;
  return rows(
    db,
    sql`
    with f as (select m.id from members m where ${scope} ${kind} ${status}),
    totals as (select count(*)::int as total from f),
    page as (select id from f order by id desc limit ${input.limit} offset ${input.offset})
    select totals.total, p.*
      from totals
      left join (
        select m.id, m.account, m.nickname, m.type, m.status, ${levelBelow(agent)} as level,
               to_char(m.last_login_at at time zone 'UTC', ${ISO}) as last_login_at,
               to_char(m.created_at at time zone 'UTC', ${ISO}) as created_at,
               ${subtreeSize()} as team_size
          from page join members m on m.id = page.id
      ) p on true
     order by p.id desc nulls last`,
  );
}

/** Accounts of these members, by id. */
export async function accountsOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: string | number; account: string }>(
    db,
    sql`select id, account from members where id = any(${sql.param([...ids])}::bigint[])`,
  );
  return new Map(found.map((r) => [Number(r.id), r.account]));
}

export async function findInviteCode(db: Db, memberId: number): Promise<string | null> {
  const [row] = await rows<{ invite_code: string | null }>(
    db,
    sql`select invite_code from members where id = ${memberId}`,
  );
  return row?.invite_code ?? null;
}

/**
 * Give the member `code` when it has none; the unique key (brand, invite_code) refuses a code
 * another account holds (23505, see uniqueViolation). Answers the member's code afterwards
 * (the one set here, or one set meanwhile).
 */
export async function setInviteCodeIfNone(
  db: Db,
  memberId: number,
  code: string,
): Promise<string | null> {
  await db.execute(
    sql`update members set invite_code = ${code} where id = ${memberId} and invite_code is null`,
  );
  return findInviteCode(db, memberId);
}

/** A unique violation (SQLSTATE 23505), from PGlite or node-postgres, however wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (e.code === '23505') return true;
    current = e.cause;
  }
  return false;
}
