import {
  type Exclusion,
  type ExclusionDuration,
  type ExclusionKind,
  exclusionEndsAt,
  LIMIT_PERIOD_HOURS,
  type LimitKey,
  type ProtectionOverview,
  SESSION_LIMIT_MINUTES,
} from '@nova/contracts/api/protection';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { latestLiveSessionStart, revokeAllSessions } from '../../plugins/session.repository.ts';
import * as repo from './protection.repository.ts';
import {
  findBrandProtectionSettings,
  saveBrandProtectionSettings,
} from './protection-settings.repository.ts';
import { usageBatcher } from './usage-batcher.ts';

export {
  type BrandProtectionSettings,
  DEFAULT_PROTECTION_SETTINGS,
} from './protection-settings.repository.ts';

/**
 * Player protection (issue 14, decision 041; SECURITY.md 34–37). Everything that moves money
 * into play or opens play asks this service first:
 * - `reserveStake` before a bet (in-house round, seamless bet, transfer into a vendor wallet):
 *   refuses during a time-out or self-exclusion, past the session-time limit, or beyond a loss
 *   or wager limit; otherwise counts the stake and answers a reservation to give back if the
 *   ledger then refuses the posting;
 * - `reserveDeposit` the same for deposits and agent transfers to the player;
 * - `assertMayPlay` for sign-in, game launch and the rest (exclusions only);
 * - `recordWin` after a win is paid (the loss limit counts stakes less wins).
 * One member's decisions are serialised by an advisory lock, so a bet racing a limit decrease
 * is decided either before it (and counted) or after it (against the new limit).
 */
export interface ProtectionDeps {
  db: Db;
  now: () => Date;
  /** Where a count that could not be written is reported (it errs on the stricter side). */
  log?: { warn(object: object, message: string): void };
}

export interface ProtectionMember {
  brandId: number;
  memberId: number;
}

export interface Reservation {
  /** Give the counted amount back (the posting was refused). Idempotent. */
  release(): Promise<void>;
}

const NOTHING: Reservation = { release: async () => undefined };

type Period = keyof typeof LIMIT_PERIOD_HOURS;

function windowStarts(now: Date): Record<Period, Date> {
  const hour = repo.hourOf(now).getTime();
  return {
    DAY: new Date(hour - LIMIT_PERIOD_HOURS.DAY * 3_600_000),
    WEEK: new Date(hour - LIMIT_PERIOD_HOURS.WEEK * 3_600_000),
    MONTH: new Date(hour - LIMIT_PERIOD_HOURS.MONTH * 3_600_000),
  };
}

function exclusionError(x: repo.ExclusionRow): AppError {
  return new AppError(x.kind === 'TIMEOUT' ? 'TIMED_OUT' : 'SELF_EXCLUDED', undefined, undefined, {
    protection: { until: x.endsAt?.toISOString() ?? null, kind: x.kind },
  });
}

async function hit(
  deps: ProtectionDeps,
  who: ProtectionMember,
  action: string,
  error: AppError,
  amount: bigint | null,
): Promise<void> {
  const p = error.extra?.protection;
  await repo.insertHit(deps.db, {
    brandId: who.brandId,
    memberId: who.memberId,
    at: deps.now(),
    action,
    kind: p?.kind ?? error.code,
    period: p?.period ?? null,
    amount,
  });
}

/** The exclusion in force, if any (a time-out or a self-exclusion). */
export async function activeExclusion(
  deps: ProtectionDeps,
  memberId: number,
): Promise<repo.ExclusionRow | undefined> {
  return repo.findActiveExclusion(deps.db, memberId, deps.now());
}

/**
 * Refuse `action` during a time-out or self-exclusion (recorded as a hit). `allowSelfExcluded`:
 * a self-excluded player may still sign in to withdraw (issue 14: withdrawals stay possible).
 */
export async function assertMayPlay(
  deps: ProtectionDeps,
  who: ProtectionMember,
  action: string,
  options: { allowSelfExcluded?: boolean } = {},
): Promise<void> {
  const exclusion = await activeExclusion(deps, who.memberId);
  if (!exclusion) return;
  if (options.allowSelfExcluded && exclusion.kind === 'SELF_EXCLUSION') return;
  const error = exclusionError(exclusion);
  await hit(deps, who, action, error, null);
  throw error;
}

type Use = { staked: bigint } | { deposited: bigint };

/**
 * Count `use` for the member, after checking it against every exclusion and limit, or refuse.
 * A member with neither limits nor an exclusion costs one statement.
 */
async function reserve(
  deps: ProtectionDeps,
  who: ProtectionMember,
  use: Use,
  action: string,
): Promise<Reservation> {
  const now = deps.now();
  const delta: repo.UsageDelta = { memberId: who.memberId, hour: repo.hourOf(now), ...use };
  const amount = 'staked' in use ? use.staked : use.deposited;
  if (await usageBatcher(deps.db).add(rowOf(delta, now), 'guarded'))
    return reservationOf(deps, delta);
  let refusal: AppError | undefined;
  await deps.db.transaction(async (tx) => {
    await repo.lockMember(tx, who.memberId);
    const exclusion = await repo.findActiveExclusion(tx, who.memberId, now);
    if (exclusion) {
      refusal = exclusionError(exclusion);
      return;
    }
    const limits = await repo.findLimits(tx, who.memberId);
    refusal = await limitRefusal(tx, who.memberId, limits, use, now);
    if (!refusal) await repo.addUsageRows(tx, [rowOf(delta, now)], false);
  });
  if (refusal) {
    await hit(deps, who, action, refusal, amount);
    throw refusal;
  }
  return reservationOf(deps, delta);
}

function rowOf(delta: repo.UsageDelta, at: Date): repo.UsageRow {
  return {
    memberId: delta.memberId,
    hour: delta.hour,
    deposited: delta.deposited ?? 0n,
    staked: delta.staked ?? 0n,
    won: delta.won ?? 0n,
    at,
  };
}

/**
 * Usage added without a check (wins, late payments) or given back (`giveBack`: the amounts
 * are subtracted, never below zero). Never throws once the money moved: a count that cannot be
 * written is logged and errs on the stricter side (a win not counted, a stake not given back).
 */
async function addPlain(
  deps: ProtectionDeps,
  delta: repo.UsageDelta,
  kind: 'add' | 'giveBack' = 'add',
): Promise<void> {
  try {
    await usageBatcher(deps.db).add(rowOf(delta, deps.now()), kind);
  } catch (error) {
    deps.log?.warn({ err: error, memberId: delta.memberId }, 'protection usage not written');
  }
}

function reservationOf(deps: ProtectionDeps, delta: repo.UsageDelta): Reservation {
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await addPlain(
        deps,
        {
          memberId: delta.memberId,
          hour: delta.hour,
          deposited: delta.deposited ?? 0n,
          staked: delta.staked ?? 0n,
        },
        'giveBack',
      );
    },
  };
}

async function limitRefusal(
  tx: Pick<Db, 'execute' | 'select'>,
  memberId: number,
  limits: repo.LimitRow[],
  use: Use,
  now: Date,
): Promise<AppError | undefined> {
  if ('staked' in use) {
    const session = limits.find((l) => l.kind === 'SESSION');
    if (session) {
      const started = await latestLiveSessionStart(tx, memberId, now);
      const ends = started && new Date(started.getTime() + Number(session.value) * 60_000);
      if (!ends || ends <= now)
        return new AppError('SESSION_LIMIT_REACHED', undefined, undefined, {
          protection: {
            until: ends?.toISOString() ?? null,
            kind: 'SESSION',
            period: 'SESSION',
            value: session.value.toString(),
          },
        });
    }
  }
  const money = limits.filter((l) => l.kind !== 'SESSION');
  if (money.length === 0) return undefined;
  const sums = await repo.sumUsage(tx, memberId, windowStarts(now));
  // The lowest remaining room decides (the lowest binding limit applies).
  let worst: { limit: repo.LimitRow; used: bigint; room: bigint } | undefined;
  for (const limit of money) {
    const period = limit.period as Period;
    const s = sums[period];
    let used: bigint;
    let adds: bigint;
    if ('deposited' in use) {
      if (limit.kind !== 'DEPOSIT') continue;
      used = s.deposited;
      adds = use.deposited;
    } else {
      if (limit.kind === 'DEPOSIT') continue;
      used = limit.kind === 'WAGER' ? s.staked : s.staked - s.won;
      adds = use.staked;
    }
    const room = limit.value - used;
    if (adds > room && (!worst || room < worst.room)) worst = { limit, used, room };
  }
  if (!worst) return undefined;
  const remaining = worst.room > 0n ? worst.room : 0n;
  return new AppError('LIMIT_REACHED', undefined, undefined, {
    protection: {
      kind: worst.limit.kind,
      period: worst.limit.period,
      value: worst.limit.value.toString(),
      used: (worst.used > 0n ? worst.used : 0n).toString(),
      remaining: remaining.toString(),
    },
  });
}

/** Before a bet or a transfer into a vendor wallet (`action`: BET, TRANSFER). */
export function reserveStake(
  deps: ProtectionDeps,
  who: ProtectionMember,
  amount: bigint,
  action = 'BET',
): Promise<Reservation> {
  if (amount <= 0n) return Promise.resolve(NOTHING);
  return reserve(deps, who, { staked: amount }, action);
}

/** Before a deposit request or an agent's transfer to the player (`action`). */
export function reserveDeposit(
  deps: ProtectionDeps,
  who: ProtectionMember,
  amount: bigint,
  action = 'DEPOSIT',
): Promise<Reservation> {
  if (amount <= 0n) return Promise.resolve(NOTHING);
  return reserve(deps, who, { deposited: amount }, action);
}

/**
 * A deposit counted at its request was refused or failed: give it back in the hour it was
 * counted in. (A late payment of a failed order is credited and counted again by `countDeposit`.)
 */
export async function releaseDeposit(
  deps: ProtectionDeps,
  memberId: number,
  amount: bigint,
  requestedAt: Date,
): Promise<void> {
  await addPlain(deps, { memberId, hour: repo.hourOf(requestedAt), deposited: amount }, 'giveBack');
}

/** A stake counted at its request that never reached play (a vendor refused the transfer). */
export async function releaseStake(
  deps: ProtectionDeps,
  memberId: number,
  amount: bigint,
  reservedAt: Date,
): Promise<void> {
  await addPlain(deps, { memberId, hour: repo.hourOf(reservedAt), staked: amount }, 'giveBack');
}

/** Money that arrived without a check (a late payment): counted, never refused. */
export async function countDeposit(
  deps: ProtectionDeps,
  memberId: number,
  amount: bigint,
): Promise<void> {
  if (amount > 0n)
    await addPlain(deps, { memberId, hour: repo.hourOf(deps.now()), deposited: amount });
}

/** A win, jackpot, refund or transfer back from a vendor wallet: lowers the loss counted. */
export async function recordWin(
  deps: ProtectionDeps,
  memberId: number,
  amount: bigint,
): Promise<void> {
  if (amount > 0n) await addPlain(deps, { memberId, hour: repo.hourOf(deps.now()), won: amount });
}

// ---------------------------------------------------------------------------------------------
// The player's settings

function addHours(at: Date, hours: number): Date {
  return new Date(at.getTime() + hours * 3_600_000);
}

function checkValue(key: LimitKey, value: bigint): void {
  if (key.kind === 'SESSION') {
    if (value < BigInt(SESSION_LIMIT_MINUTES.min) || value > BigInt(SESSION_LIMIT_MINUTES.max))
      throw new AppError('VALIDATION_FAILED', undefined, [
        {
          path: 'body.value',
          issue: `${SESSION_LIMIT_MINUTES.min} to ${SESSION_LIMIT_MINUTES.max} minutes`,
        },
      ]);
  } else if (value <= 0n || value > 2n ** 53n) {
    throw new AppError('VALIDATION_FAILED', undefined, [
      { path: 'body.value', issue: 'positive minor units' },
    ]);
  }
}

export interface LimitChange {
  key: LimitKey;
  /** null: remove. */
  value: bigint | null;
  /** Who asks: 'PLAYER', or the operator's (or service account's) name. */
  actor: string;
  reason: string | null;
}

/**
 * Set, lower, raise or remove one limit, under the member's lock. The player: a first limit or a
 * decrease applies at once; an increase or a removal becomes pending until the cooling-off ends
 * (a second request replaces the first and starts the cooling-off again). An operator: only a
 * first limit or a decrease (INVALID_STATE otherwise); it also drops a pending increase.
 * Answers the action recorded.
 */
export async function changeLimit(
  deps: ProtectionDeps,
  who: ProtectionMember,
  change: LimitChange,
): Promise<string> {
  const { key, value } = change;
  if (value !== null) checkValue(key, value);
  const now = deps.now();
  const settings = await findBrandProtectionSettings(deps.db, who.brandId);
  return deps.db.transaction(async (tx) => {
    await repo.lockMember(tx, who.memberId);
    const current = (await repo.findLimits(tx, who.memberId)).find(
      (l) => l.kind === key.kind && l.period === key.period,
    );
    const event = (action: string, from: bigint | null, to: bigint | null) =>
      repo.insertLimitEvent(tx, {
        brandId: who.brandId,
        memberId: who.memberId,
        at: now,
        kind: key.kind,
        period: key.period,
        action,
        from,
        to,
        actor: change.actor,
        reason: change.reason,
      });
    const applyNow = async (action: string) => {
      await repo.upsertLimit(tx, { ...who, ...key, value: value as bigint, at: now });
      await event(action, current?.value ?? null, value);
      return action;
    };
    if (!current) {
      if (value === null) throw new AppError('NOT_FOUND', 'no such limit');
      return applyNow('SET');
    }
    if (value !== null && value <= current.value) return applyNow('DECREASE');
    if (change.actor !== 'PLAYER')
      throw new AppError('INVALID_STATE', 'an operator may only lower a limit', [
        { path: 'body.value', issue: 'not lower than the current limit' },
      ]);
    const effectiveAt = addHours(now, settings.coolingOffHours);
    await repo.setPending(tx, who.memberId, key, { value, requestedAt: now, effectiveAt });
    const action = value === null ? 'REMOVAL_REQUESTED' : 'INCREASE_REQUESTED';
    await event(action, current.value, value);
    return action;
  });
}

/** Run `step` under the member's lock on the limit's pending change (NOT_FOUND without one). */
async function withPending(
  deps: ProtectionDeps,
  who: ProtectionMember,
  key: LimitKey,
  step: (tx: Pick<Db, 'execute'>, current: repo.LimitRow, now: Date) => Promise<void>,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await repo.lockMember(tx, who.memberId);
    const current = (await repo.findLimits(tx, who.memberId)).find(
      (l) => l.kind === key.kind && l.period === key.period,
    );
    if (!current?.pendingEffectiveAt) throw new AppError('NOT_FOUND', 'no pending change');
    await step(tx, current, now);
  });
}

/** Confirm a pending increase or removal after its cooling-off (else LIMIT_COOLING_OFF). */
export async function confirmLimit(
  deps: ProtectionDeps,
  who: ProtectionMember,
  key: LimitKey,
): Promise<void> {
  await withPending(deps, who, key, async (tx, current, now) => {
    if ((current.pendingEffectiveAt as Date) > now)
      throw new AppError('LIMIT_COOLING_OFF', undefined, undefined, {
        protection: {
          until: (current.pendingEffectiveAt as Date).toISOString(),
          kind: key.kind,
          period: key.period,
        },
      });
    const base = {
      brandId: who.brandId,
      memberId: who.memberId,
      at: now,
      kind: key.kind,
      period: key.period,
      from: current.value,
      to: current.pendingValue,
      actor: 'PLAYER',
      reason: null,
    };
    if (current.pendingValue === null) {
      await repo.deleteLimit(tx, who.memberId, key);
      await repo.insertLimitEvent(tx, { ...base, action: 'REMOVAL_CONFIRMED' });
    } else {
      await repo.upsertLimit(tx, { ...who, ...key, value: current.pendingValue, at: now });
      await repo.insertLimitEvent(tx, { ...base, action: 'INCREASE_CONFIRMED' });
    }
  });
}

export async function cancelPendingLimit(
  deps: ProtectionDeps,
  who: ProtectionMember,
  key: LimitKey,
): Promise<void> {
  await withPending(deps, who, key, async (tx, current, now) => {
    await repo.setPending(tx, who.memberId, key, null);
    await repo.insertLimitEvent(tx, {
      brandId: who.brandId,
      memberId: who.memberId,
      at: now,
      kind: key.kind,
      period: key.period,
      action: 'CANCELLED',
      from: current.value,
      to: current.pendingValue,
      actor: 'PLAYER',
      reason: null,
    });
  });
}

/**
 * Start a time-out or self-exclusion at once: every session ends (here and, through the
 * realtime hub, every open socket). A second exclusion never shortens the first: the one that
 * ends last binds.
 */
export async function startExclusion(
  deps: ProtectionDeps & { realtime: Pick<Realtime, 'endSessions'> },
  who: ProtectionMember,
  input: {
    kind: ExclusionKind;
    duration: ExclusionDuration;
    actor: string;
    reason: string | null;
  },
): Promise<Exclusion> {
  const now = deps.now();
  const endsAt = exclusionEndsAt(input.duration, now);
  await deps.db.transaction(async (tx) => {
    await repo.lockMember(tx, who.memberId);
    await repo.insertExclusion(tx, {
      ...who,
      kind: input.kind,
      duration: input.duration,
      startsAt: now,
      endsAt,
      actor: input.actor,
      reason: input.reason,
    });
  });
  await revokeAllSessions(deps.db, who.memberId, now);
  await deps.realtime.endSessions(who.memberId);
  const active = await activeExclusion(deps, who.memberId);
  return exclusionView(active as repo.ExclusionRow);
}

export function exclusionView(x: repo.ExclusionRow): Exclusion {
  return {
    kind: x.kind,
    duration: x.duration as ExclusionDuration,
    startsAt: x.startsAt.toISOString(),
    endsAt: x.endsAt?.toISOString() ?? null,
  };
}

/**
 * Registration, and binding a mobile, email or real name to an account: refused for a person
 * with an exclusion in force in this brand, found by the same mobile number, email, real name or
 * id number (issue 14). `memberId`: the account binding them (its own exclusion is not another
 * person's).
 */
export async function assertNotExcludedPerson(
  deps: ProtectionDeps,
  brandId: number,
  person: repo.PersonIdentity,
  memberId?: number,
): Promise<void> {
  const found = await repo.findExcludedPerson(deps.db, brandId, person, deps.now(), memberId);
  if (found) throw exclusionError(found);
}

export async function setRealityCheck(
  deps: ProtectionDeps,
  memberId: number,
  minutes: number,
): Promise<void> {
  await repo.saveRealityCheckMinutes(deps.db, memberId, minutes);
}

export interface Money {
  currency: string;
  scale: number;
}

/** The player's limits with their use, the exclusion and the reality check (security center). */
export async function overview(
  deps: ProtectionDeps,
  who: ProtectionMember,
  money: Money,
): Promise<ProtectionOverview> {
  const now = deps.now();
  const [limits, exclusion, chosen, settings, sums, started] = await Promise.all([
    repo.findLimits(deps.db, who.memberId),
    repo.findActiveExclusion(deps.db, who.memberId, now),
    repo.findRealityCheckMinutes(deps.db, who.memberId),
    findBrandProtectionSettings(deps.db, who.brandId),
    repo.sumUsage(deps.db, who.memberId, windowStarts(now)),
    latestLiveSessionStart(deps.db, who.memberId, now),
  ]);
  return {
    limits: limits.map((l) => {
      const used = usedOf(l, sums, started, now);
      const remaining = l.value - used;
      return {
        kind: l.kind,
        period: l.period,
        value: l.value.toString(),
        used: used.toString(),
        remaining: (remaining > 0n ? remaining : 0n).toString(),
        setAt: l.setAt.toISOString(),
        pending: l.pendingEffectiveAt
          ? {
              value: l.pendingValue?.toString() ?? null,
              requestedAt: (l.pendingRequestedAt as Date).toISOString(),
              effectiveAt: l.pendingEffectiveAt.toISOString(),
              confirmable: l.pendingEffectiveAt <= now,
            }
          : null,
      };
    }),
    exclusion: exclusion ? exclusionView(exclusion) : null,
    realityCheck: {
      intervalMinutes: chosen ?? settings.realityCheckDefaultMinutes,
      brandDefaultMinutes: settings.realityCheckDefaultMinutes,
      chosen: chosen !== null,
    },
    coolingOffHours: settings.coolingOffHours,
    currency: money.currency,
    scale: money.scale,
  };
}

function usedOf(
  l: repo.LimitRow,
  sums: Record<Period, repo.UsageSums>,
  started: Date | null,
  now: Date,
): bigint {
  if (l.kind === 'SESSION')
    return started ? BigInt(Math.floor((now.getTime() - started.getTime()) / 60_000)) : 0n;
  const s = sums[l.period as Period];
  const used =
    l.kind === 'DEPOSIT' ? s.deposited : l.kind === 'WAGER' ? s.staked : s.staked - s.won;
  return used > 0n ? used : 0n;
}

/** The reality check's session: its start, interval and the session-limit end. */
export async function sessionFacts(
  deps: ProtectionDeps,
  who: ProtectionMember,
): Promise<{ startedAt: Date; intervalMinutes: number; sessionEndsAt: Date | null }> {
  const now = deps.now();
  const [started, limits, chosen, settings] = await Promise.all([
    latestLiveSessionStart(deps.db, who.memberId, now),
    repo.findLimits(deps.db, who.memberId),
    repo.findRealityCheckMinutes(deps.db, who.memberId),
    findBrandProtectionSettings(deps.db, who.brandId),
  ]);
  const startedAt = started ?? now;
  const session = limits.find((l) => l.kind === 'SESSION');
  return {
    startedAt,
    intervalMinutes: chosen ?? settings.realityCheckDefaultMinutes,
    sessionEndsAt: session ? new Date(startedAt.getTime() + Number(session.value) * 60_000) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Operators

export async function memberHistory(deps: ProtectionDeps, memberId: number) {
  const since = new Date(deps.now().getTime() - 30 * 24 * 3_600_000);
  const [events, exclusions, hits] = await Promise.all([
    repo.findLimitEvents(deps.db, memberId, 100),
    repo.findExclusions(deps.db, memberId),
    repo.findHits(deps.db, memberId, 50, since),
  ]);
  return { events, exclusions, hits };
}

export function riskList(
  deps: ProtectionDeps,
  brandId: number,
  days: number,
  minHits: number,
  timeZone: string,
) {
  const now = deps.now();
  return repo.findRisk(
    deps.db,
    brandId,
    new Date(now.getTime() - days * 24 * 3_600_000),
    minHits,
    now,
    timeZone,
  );
}

export { findBrandProtectionSettings, saveBrandProtectionSettings };
