import { randomInt } from 'node:crypto';
import type { Downline, TeamDay, TeamOverview } from '@nova/contracts/api/agent-team';
import { isAgentType } from '@nova/contracts/constants';
import { AppError } from '../../lib/app-error.ts';
import { cacheFor } from '../../lib/ttl-cache.ts';
import {
  addDays,
  addFigures,
  dayOf,
  type Figures,
  figuresOf,
  figuresOut,
  teamRangeDays,
  ZERO_FIGURES,
} from './agent-team.model.ts';
import { activeRuleOf, agentSettings, ensureDays, type TeamDeps } from './agent-team.service.ts';
import type { ActiveRule } from './team-figures.repository.ts';
import {
  accountsOf,
  activeOverRange,
  downlinePage,
  findInviteCode,
  findNode,
  isUniqueViolation,
  latestMemberId,
  setInviteCodeIfNone,
  type TreeNode,
  teamCounts,
  teamDays,
} from './team-pages.repository.ts';

/**
 * The agent center's team pages (issue 15; spec §2 "Agent center pages"): the overview, the
 * downlines and the referral code. Every answer is about the asking agent's own team
 * (SECURITY.md 15): a parent or account outside it reads as an empty page, never an error.
 */

export interface TeamPageDeps extends TeamDeps {
  /** Main-wallet balances of members (the ledger's). */
  mainBalances(memberIds: readonly number[]): Promise<Map<number, bigint>>;
}

export interface Brand {
  id: number;
  timezone: string;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export function pageOf(query: PageQuery) {
  return { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
}

export function paging(query: PageQuery, total: number) {
  return {
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
    totalElements: total,
  };
}

/** The asking agent's place in the tree; a member that is not an agent is refused. */
export async function requireAgent(
  deps: TeamDeps,
  member: { id: number; type: number },
): Promise<TreeNode> {
  if (!isAgentType(member.type)) throw new AppError('FORBIDDEN', 'Agents only');
  const node = await findNode(deps.db, member.id);
  if (!node || !isAgentType(node.type)) throw new AppError('FORBIDDEN', 'Agents only');
  return node;
}

/** Is `node` in the agent's team (a downline at any depth)? */
function inTeamOf(agent: TreeNode, node: TreeNode | undefined): node is TreeNode {
  return (
    node !== undefined &&
    node.brandId === agent.brandId &&
    node.id !== agent.id &&
    node.path.startsWith(agent.path)
  );
}

/**
 * The overview's two reads that grow with the team (issue 15 "Performance": the top agent of
 * 10^5 members), kept in memory under a key that changes whenever their answer can: team sizes
 * with the newest member id (paths never change, so only a new account changes a size), the
 * range's active members with when each of its days was last computed (the figures change only
 * by a refresh) and the rule. The expiry only bounds memory.
 */
const GROWING_READS_TTL_MS = 15 * 60_000;

async function cachedTeamCounts(deps: TeamDeps, agent: TreeNode) {
  const cache = cacheFor<{ teamSize: number; directCount: number }>(
    deps.db,
    'agent-team-counts',
    GROWING_READS_TTL_MS,
  );
  const key = `${agent.id}:${await latestMemberId(deps.db)}`;
  const now = deps.now().getTime();
  const hit = cache.get(key, now);
  if (hit) return hit;
  const counts = await teamCounts(deps.db, agent);
  cache.set(key, counts, now);
  return counts;
}

async function cachedActiveMembers(
  deps: TeamDeps,
  agent: TreeNode,
  query: { from: string; to: string },
  rule: ActiveRule,
  computed: Map<string, Date>,
) {
  const cache = cacheFor<number>(deps.db, 'agent-team-active', GROWING_READS_TTL_MS);
  const versions = [...computed]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, at]) => `${day}@${at.getTime()}`)
    .join(',');
  const key = `${agent.id}:${query.from}:${query.to}:${rule.minDeposits}:${rule.minValidBets}:${versions}`;
  const now = deps.now().getTime();
  const hit = cache.get(key, now);
  if (hit !== undefined) return hit;
  const active = await activeOverRange(deps.db, agent, query, rule);
  cache.set(key, active, now);
  return active;
}

export async function teamOverview(
  deps: TeamDeps,
  agent: TreeNode,
  brand: Brand,
  query: { from: string; to: string },
): Promise<TeamOverview> {
  const days = teamRangeDays(query);
  const computed = await ensureDays(deps, brand.id, brand.timezone, days);
  const rule = activeRuleOf(await agentSettings(deps, brand.id));
  const [dayRows, counts, activeMembers] = await Promise.all([
    teamDays(deps.db, agent, query.from, query.to),
    cachedTeamCounts(deps, agent),
    cachedActiveMembers(deps, agent, query, rule, computed),
  ]);
  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  let totals: Figures = ZERO_FIGURES;
  let newMembers = 0;
  const series: TeamDay[] = days.map((date) => {
    const row = byDay.get(date);
    const figures = row ? figuresOf(row) : ZERO_FIGURES;
    totals = addFigures(totals, figures);
    newMembers += row ? Number(row.new_members) : 0;
    return {
      date,
      ...figuresOut(figures),
      newMembers: row ? Number(row.new_members) : 0,
      activeMembers: row ? Number(row.active_members) : 0,
    };
  });
  return {
    teamSize: counts.teamSize,
    directCount: counts.directCount,
    newMembers,
    activeMembers,
    activeRule: {
      minDeposits: rule.minDeposits.toString(),
      minValidBets: rule.minValidBets.toString(),
    },
    totals: figuresOut(totals),
    days: series,
    updatedAt: updatedAt(deps, brand, computed),
  };
}

/**
 * When the range's changing days (today, yesterday) were last computed, the older of the two;
 * null when the range holds neither (its figures are final).
 */
function updatedAt(deps: TeamDeps, brand: Brand, computed: Map<string, Date>): string | null {
  const today = dayOf(deps.now(), brand.timezone);
  const times = [today, addDays(today, -1)].flatMap((day) => {
    const at = computed.get(day);
    return at ? [at.getTime()] : [];
  });
  return times.length > 0 ? new Date(Math.min(...times)).toISOString() : null;
}

export interface DownlineQuery extends PageQuery {
  parentId?: number;
  keyword?: string;
  kind?: 'MEMBER' | 'AGENT';
  status?: 'ACTIVE' | 'DISABLED';
}

export async function downlines(deps: TeamPageDeps, agent: TreeNode, query: DownlineQuery) {
  let under = agent;
  let trail: { id: number; account: string }[] = [];
  if (query.parentId !== undefined && query.parentId !== agent.id) {
    const parent = await findNode(deps.db, query.parentId);
    if (!inTeamOf(agent, parent)) return { content: [], ...paging(query, 0), trail };
    under = parent;
    const depth = agent.path.split('/').filter(Boolean).length;
    const ids = parent.path.split('/').filter(Boolean).slice(depth).map(Number);
    const accounts = await accountsOf(deps.db, ids);
    trail = ids.map((id) => ({ id, account: accounts.get(id) ?? '' }));
  }
  const keyword = query.keyword?.trim() || undefined;
  const found = await downlinePage(deps.db, {
    agent,
    under,
    keyword,
    kind: query.kind,
    status: query.status,
    ...pageOf(query),
  });
  const ids = found.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));
  const balances = ids.length > 0 ? await deps.mainBalances(ids) : new Map<number, bigint>();
  const content: Downline[] = found.flatMap((row) =>
    row.id === null || row.account === null || row.created_at === null
      ? []
      : [
          {
            id: Number(row.id),
            account: row.account,
            nickname: row.nickname ?? row.account,
            type: Number(row.type),
            isAgent: isAgentType(Number(row.type)),
            level: Number(row.level),
            balance: (balances.get(Number(row.id)) ?? 0n).toString(),
            lastLoginAt: row.last_login_at,
            createdAt: row.created_at,
            teamSize: Number(row.team_size),
            status: row.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
          },
        ],
  );
  return { content, ...paging(query, found[0]?.total ?? 0), trail };
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_LENGTH = 8;
const CODE_ATTEMPTS = 5;

function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The register page link the web honours: /register opens the form with the code (spec §2). */
function referralLink(origin: string, code: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

export async function referral(deps: TeamDeps, agent: TreeNode, origin: string) {
  const code = await findInviteCode(deps.db, agent.id);
  return { code, link: code ? referralLink(origin, code) : null };
}

/** The agent's code, made (random, unique in the brand, retried on a clash) when it has none. */
export async function createReferral(deps: TeamDeps, agent: TreeNode, origin: string) {
  const existing = await findInviteCode(deps.db, agent.id);
  if (existing) return { code: existing, link: referralLink(origin, existing) };
  for (let attempt = 1; ; attempt++) {
    try {
      const code = await setInviteCodeIfNone(deps.db, agent.id, randomCode());
      if (!code) throw new AppError('UNAUTHENTICATED');
      return { code, link: referralLink(origin, code) };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}
