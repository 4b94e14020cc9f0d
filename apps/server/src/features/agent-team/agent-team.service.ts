import { TEAM_RANGE_MAX_DAYS } from '@nova/contracts/api/agent-team';
import type { Db } from '../../db/client.ts';
import {
  addDays,
  canBeFinal,
  dayOf,
  dayStart,
  FINAL_MARGIN_MS,
  type Figures,
  figuresOf,
  type RollupState,
  wholeDays,
  ZERO_FIGURES,
} from './agent-team.model.ts';
import {
  type ActiveRule,
  activitySince,
  brandFirstDay,
  brandZones,
  findAgentSettings,
  refreshDay,
  rollupStates,
  rollupStatesFrom,
  teamSumsOverDays,
  teamSumsOverWindow,
  upsertAgentSettings,
} from './team-figures.repository.ts';

/**
 * The agent-team feature's figures (issue 15, decision 042): each member's play and money per
 * brand-local day (team_member_days) and each agent's whole team per day (team_days), computed
 * set-based from the ledger (team-figures.repository.ts), kept fresh for today and yesterday by
 * the `agent-team-rollup` job and made final on demand before a period settles. The
 * agent-contracts feature settles its periods on teamFiguresForWindow.
 */

/** A team's (or a member's) figures over a window, minor units. */
export interface WindowFigures extends Figures {
  /** Team members active in the window by the brand's rule (0 for a single member's row). */
  activeMembers: number;
}

/** A window without any play or money. */
export const ZERO_WINDOW: Readonly<WindowFigures> = { ...ZERO_FIGURES, activeMembers: 0 };

export interface AgentSettings {
  activeMinDeposits: bigint;
  activeMinValidBets: bigint;
  overdueGraceMinutes: number;
}

export interface TeamDeps {
  db: Db;
  now: () => Date;
}

/** What a brand without a brand_agent_settings row plays by (100.00 deposits, 500.00 valid bets). */
export const DEFAULT_AGENT_SETTINGS: Readonly<AgentSettings> = {
  activeMinDeposits: 10_000n,
  activeMinValidBets: 50_000n,
  overdueGraceMinutes: 1440,
};

/** The brand's agent rules (the defaults when it has set none). */
export async function agentSettings(deps: TeamDeps, brandId: number): Promise<AgentSettings> {
  const row = await findAgentSettings(deps.db, brandId);
  if (!row) return { ...DEFAULT_AGENT_SETTINGS };
  return {
    activeMinDeposits: BigInt(row.active_min_deposits),
    activeMinValidBets: BigInt(row.active_min_valid_bets),
    overdueGraceMinutes: Number(row.overdue_grace_minutes),
  };
}

/**
 * Change the brand's agent rules. The active-member rule applies to the days computed after the
 * change (a closed day keeps the count it was computed with); the grace time to statements
 * issued after it.
 */
export async function updateAgentSettings(
  deps: TeamDeps,
  brandId: number,
  settings: AgentSettings,
): Promise<AgentSettings> {
  await upsertAgentSettings(deps.db, brandId, settings);
  return agentSettings(deps, brandId);
}

export function activeRuleOf(settings: AgentSettings): ActiveRule {
  return { minDeposits: settings.activeMinDeposits, minValidBets: settings.activeMinValidBets };
}

/**
 * Recompute whole brand-local days (delete and insert in one transaction per day, set-based;
 * see team-figures.repository.ts): the figures of every member and team of the brand.
 */
export async function refreshDays(
  deps: TeamDeps,
  brandId: number,
  timezone: string,
  days: readonly string[],
  /** Asked under the day's lock: false skips a day someone else has just refreshed. */
  needed?: (day: string, state: RollupState) => boolean,
): Promise<number> {
  if (days.length === 0) return 0;
  const rule = activeRuleOf(await agentSettings(deps, brandId));
  let computed = 0;
  for (const day of [...new Set(days)].sort()) {
    const done = await refreshDay(deps.db, {
      brandId,
      timezone,
      rule,
      day,
      start: dayStart(day, timezone),
      end: dayStart(addDays(day, 1), timezone),
      computedAt: deps.now(),
      needed: needed && ((state) => needed(day, state)),
    });
    if (done) computed += 1;
  }
  return computed;
}

/** Was the day computed, in this time zone, at least FINAL_MARGIN_MS after it ended? */
function isFinal(state: RollupState | undefined, day: string, timezone: string): boolean {
  return (
    state !== undefined &&
    state.timezone === timezone &&
    state.computedAt.getTime() >= dayStart(addDays(day, 1), timezone).getTime() + FINAL_MARGIN_MS
  );
}

/**
 * Make every day final (refreshing those that are not); a day not over yet is refreshed.
 * Answers how many days this call computed.
 */
export async function finalizeDays(
  deps: TeamDeps,
  brandId: number,
  timezone: string,
  days: readonly string[],
): Promise<number> {
  const states = new Map((await rollupStates(deps.db, brandId, days)).map((s) => [s.day, s]));
  const notFinal = (day: string, state: RollupState | undefined) => !isFinal(state, day, timezone);
  const stale = days.filter((day) => notFinal(day, states.get(day)));
  return refreshDays(deps, brandId, timezone, stale, notFinal);
}

/**
 * How old today's or yesterday's figures may be before a page refreshes them itself: three of
 * the job's periods, so a page never races the job while it runs, and a server whose job is off
 * or stuck still shows figures at most this old.
 */
const PAGE_STALE_MS = 15 * 60_000;

/**
 * For the pages: every day of the range from the brand's first day up to today computed at
 * least once (days outside hold nothing, and a request never writes rows for them); today and
 * yesterday refreshed when older than PAGE_STALE_MS (the job keeps them fresher), and a day
 * before yesterday that is not final yet is made final. Answers when each day was computed.
 */
export async function ensureDays(
  deps: TeamDeps,
  brandId: number,
  timezone: string,
  days: readonly string[],
): Promise<Map<string, Date>> {
  const today = dayOf(deps.now(), timezone);
  const yesterday = addDays(today, -1);
  const first = await brandFirstDay(deps.db, brandId, timezone);
  const past = days.filter((day) => day <= today && day >= first);
  const states = new Map((await rollupStates(deps.db, brandId, past)).map((s) => [s.day, s]));
  const now = deps.now().getTime();
  const isStale = (day: string, state: RollupState | undefined) => {
    if (!state || state.timezone !== timezone) return true;
    if (isFinal(state, day, timezone)) return false;
    return day < yesterday || now - state.computedAt.getTime() > PAGE_STALE_MS;
  };
  const stale = past.filter((day) => isStale(day, states.get(day)));
  if (stale.length === 0) return new Map([...states].map(([day, s]) => [day, s.computedAt]));
  await refreshDays(deps, brandId, timezone, stale, isStale);
  return new Map(
    (await rollupStates(deps.db, brandId, past)).map((s) => [s.day, s.computedAt] as const),
  );
}

/**
 * Each listed agent's whole-team figures (its downlines at any depth, itself excluded) over
 * [start, end). A window of whole brand-local days reads the day rollups (made final first);
 * any other window (an hour, 5 minutes) reads the ledger with the same definitions. The
 * active rule applies to each member's window totals. Agents without activity are absent.
 */
export async function teamFiguresForWindow(
  deps: TeamDeps,
  input: {
    brandId: number;
    timezone: string;
    start: Date;
    end: Date;
    agentIds: readonly number[];
  },
): Promise<Map<number, WindowFigures>> {
  const result = new Map<number, WindowFigures>();
  if (input.agentIds.length === 0 || input.end <= input.start) return result;
  const rule = activeRuleOf(await agentSettings(deps, input.brandId));
  const days = wholeDays(input.start, input.end, input.timezone);
  let found: Awaited<ReturnType<typeof teamSumsOverDays>>;
  if (days) {
    await finalizeDays(deps, input.brandId, input.timezone, days);
    found = await teamSumsOverDays(deps.db, {
      brandId: input.brandId,
      from: days[0] as string,
      to: days.at(-1) as string,
      agentIds: input.agentIds,
      rule,
    });
  } else {
    found = await teamSumsOverWindow(deps.db, { ...input, rule });
  }
  for (const row of found)
    result.set(Number(row.agent_id), { ...figuresOf(row), activeMembers: Number(row.active) });
  return result;
}

/** How far back the job finishes days left unfinished (a server down over midnight). */
const RECENT_DAYS = TEAM_RANGE_MAX_DAYS;

/**
 * The days of one brand the job should compute now: today when it was never computed or
 * something happened since (a posting or a sign-up, with the in-flight margin), and every
 * recent day that has ended and is not final (yesterday after midnight, and any day a stopped
 * server left behind).
 */
async function recentWork(deps: TeamDeps, brand: { id: number; timezone: string }) {
  const now = deps.now();
  const today = dayOf(now, brand.timezone);
  const yesterday = addDays(today, -1);
  const states = new Map(
    (await rollupStatesFrom(deps.db, brand.id, addDays(today, -RECENT_DAYS))).map((s) => [
      s.day,
      s,
    ]),
  );
  const days: string[] = [];
  // Computed now unless a page or a settlement made the day final meanwhile.
  const needed = (day: string, state: RollupState) =>
    day === today || !isFinal(state, day, brand.timezone);
  for (const [day, state] of states)
    if (day < today && canBeFinal(day, brand.timezone, now) && !isFinal(state, day, brand.timezone))
      days.push(day);
  if (!states.has(yesterday) && canBeFinal(yesterday, brand.timezone, now)) days.push(yesterday);
  const todayState = states.get(today);
  if (
    !todayState ||
    todayState.timezone !== brand.timezone ||
    (await activitySince(
      deps.db,
      brand.id,
      new Date(todayState.computedAt.getTime() - FINAL_MARGIN_MS),
    ))
  )
    days.push(today);
  return { days, needed };
}

/** Is there anything for the rollup job to do (the job's `pending` check)? */
export async function rollupPending(deps: TeamDeps): Promise<boolean> {
  for (const brand of await brandZones(deps.db))
    if ((await recentWork(deps, brand)).days.length > 0) return true;
  return false;
}

/** The rollup job: each brand's today and yesterday, and recent days left unfinished. */
export async function refreshRecent(deps: TeamDeps): Promise<{ days: number }> {
  let days = 0;
  for (const brand of await brandZones(deps.db)) {
    const work = await recentWork(deps, brand);
    await refreshDays(deps, brand.id, brand.timezone, work.days, work.needed);
    days += work.days.length;
  }
  return { days };
}
