import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The protection feature's SQL (issue 14, decision 041): limits, exclusions, the member's own
 * settings, the hourly usage the limits' windows sum, and the refusals (hits).
 */
type Rows<T> = { rows: T[] };
type Exec = Pick<Db, 'execute'>;

async function rows<T>(db: Exec, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

export interface LimitRow {
  kind: 'DEPOSIT' | 'LOSS' | 'WAGER' | 'SESSION';
  period: 'DAY' | 'WEEK' | 'MONTH' | 'SESSION';
  value: bigint;
  setAt: Date;
  pendingValue: bigint | null;
  pendingRequestedAt: Date | null;
  pendingEffectiveAt: Date | null;
}

interface RawLimit {
  kind: LimitRow['kind'];
  period: LimitRow['period'];
  value: string;
  set_at: string | Date;
  pending_value: string | null;
  pending_requested_at: string | Date | null;
  pending_effective_at: string | Date | null;
}

const date = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const dateOrNull = (v: string | Date | null) => (v === null ? null : date(v));

function toLimit(r: RawLimit): LimitRow {
  return {
    kind: r.kind,
    period: r.period,
    value: BigInt(r.value),
    setAt: date(r.set_at),
    pendingValue: r.pending_value === null ? null : BigInt(r.pending_value),
    pendingRequestedAt: dateOrNull(r.pending_requested_at),
    pendingEffectiveAt: dateOrNull(r.pending_effective_at),
  };
}

const LIMIT_COLUMNS = sql`kind, period, value::text as value, set_at, pending_value::text as pending_value,
  pending_requested_at, pending_effective_at`;

export async function findLimits(db: Exec, memberId: number): Promise<LimitRow[]> {
  const found = await rows<RawLimit>(
    db,
    sql`select ${LIMIT_COLUMNS} from protection_limits where member_id = ${memberId}
        order by kind, period`,
  );
  return found.map(toLimit);
}

/** Serialises one member's protection decisions (reservations and changes) across instances. */
export async function lockMember(tx: Exec, memberId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`protection:${memberId}`}, 0))`,
  );
}

export async function upsertLimit(
  tx: Exec,
  row: { memberId: number; brandId: number; kind: string; period: string; value: bigint; at: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into protection_limits (member_id, brand_id, kind, period, value, set_at)
    values (${row.memberId}, ${row.brandId}, ${row.kind}, ${row.period}, ${row.value.toString()}::bigint,
      ${row.at.toISOString()}::timestamptz)
    on conflict (member_id, kind, period) do update
      set value = excluded.value, set_at = excluded.set_at,
          pending_value = null, pending_requested_at = null, pending_effective_at = null`);
}

export async function setPending(
  tx: Exec,
  memberId: number,
  key: { kind: string; period: string },
  pending: { value: bigint | null; requestedAt: Date; effectiveAt: Date } | null,
): Promise<void> {
  await tx.execute(sql`
    update protection_limits
       set pending_value = ${pending?.value?.toString() ?? null}::bigint,
           pending_requested_at = ${pending?.requestedAt.toISOString() ?? null}::timestamptz,
           pending_effective_at = ${pending?.effectiveAt.toISOString() ?? null}::timestamptz
     where member_id = ${memberId} and kind = ${key.kind} and period = ${key.period}`);
}

export async function deleteLimit(
  tx: Exec,
  memberId: number,
  key: { kind: string; period: string },
): Promise<void> {
  await tx.execute(sql`
    delete from protection_limits
     where member_id = ${memberId} and kind = ${key.kind} and period = ${key.period}`);
}

export interface LimitEventInput {
  brandId: number;
  memberId: number;
  at: Date;
  kind: string;
  period: string;
  action: string;
  from: bigint | null;
  to: bigint | null;
  /** 'PLAYER' or the operator's name. */
  actor: string;
  reason: string | null;
}

export async function insertLimitEvent(tx: Exec, e: LimitEventInput): Promise<void> {
  await tx.execute(sql`
    insert into protection_limit_events
      (brand_id, member_id, at, kind, period, action, from_value, to_value, actor, reason)
    values (${e.brandId}, ${e.memberId}, ${e.at.toISOString()}::timestamptz, ${e.kind}, ${e.period},
      ${e.action}, ${e.from?.toString() ?? null}::bigint, ${e.to?.toString() ?? null}::bigint,
      ${e.actor}, ${e.reason}::text)`);
}

export type LimitEventRow = Omit<LimitEventInput, 'brandId' | 'memberId'>;

export async function findLimitEvents(
  db: Exec,
  memberId: number,
  limit: number,
): Promise<LimitEventRow[]> {
  const found = await rows<{
    at: string | Date;
    kind: string;
    period: string;
    action: string;
    from_value: string | null;
    to_value: string | null;
    actor: string;
    reason: string | null;
  }>(
    db,
    sql`select e.at, e.kind, e.period, e.action, e.from_value::text as from_value,
          e.to_value::text as to_value, e.actor, e.reason
          from protection_limit_events e
         where e.member_id = ${memberId}
         order by e.id desc limit ${limit}`,
  );
  return found.map((r) => ({
    at: date(r.at),
    kind: r.kind,
    period: r.period,
    action: r.action,
    from: r.from_value === null ? null : BigInt(r.from_value),
    to: r.to_value === null ? null : BigInt(r.to_value),
    actor: r.actor,
    reason: r.reason,
  }));
}

export interface ExclusionRow {
  id: number;
  kind: 'TIMEOUT' | 'SELF_EXCLUSION';
  duration: string;
  startsAt: Date;
  endsAt: Date | null;
  actor: string;
  reason: string | null;
}

const EXCLUSION_SELECT = sql`select x.id::int as id, x.kind, x.duration, x.starts_at, x.ends_at,
  x.actor, x.reason
  from protection_exclusions x`;

type RawExclusion = {
  id: number;
  kind: ExclusionRow['kind'];
  duration: string;
  starts_at: string | Date;
  ends_at: string | Date | null;
  actor: string;
  reason: string | null;
};

function toExclusion(r: RawExclusion): ExclusionRow {
  return {
    id: Number(r.id),
    kind: r.kind,
    duration: r.duration,
    startsAt: date(r.starts_at),
    endsAt: dateOrNull(r.ends_at),
    actor: r.actor,
    reason: r.reason,
  };
}

/**
 * The exclusion in force at `now` for a member: a self-exclusion before a time-out, then the one
 * that ends last (permanent first).
 */
export async function findActiveExclusion(
  db: Exec,
  memberId: number,
  now: Date,
): Promise<ExclusionRow | undefined> {
  const [row] = await rows<RawExclusion>(
    db,
    sql`${EXCLUSION_SELECT}
        where x.member_id = ${memberId} and x.starts_at <= ${now.toISOString()}::timestamptz
          and (x.ends_at is null or x.ends_at > ${now.toISOString()}::timestamptz)
        order by (x.kind = 'SELF_EXCLUSION') desc, x.ends_at desc nulls first
        limit 1`,
  );
  return row && toExclusion(row);
}

export async function findExclusions(db: Exec, memberId: number): Promise<ExclusionRow[]> {
  const found = await rows<RawExclusion>(
    db,
    sql`${EXCLUSION_SELECT} where x.member_id = ${memberId} order by x.id desc limit 100`,
  );
  return found.map(toExclusion);
}

export async function insertExclusion(
  tx: Exec,
  e: {
    brandId: number;
    memberId: number;
    kind: string;
    duration: string;
    startsAt: Date;
    endsAt: Date | null;
    actor: string;
    reason: string | null;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into protection_exclusions
      (brand_id, member_id, kind, duration, starts_at, ends_at, actor, reason)
    values (${e.brandId}, ${e.memberId}, ${e.kind}, ${e.duration}, ${e.startsAt.toISOString()}::timestamptz,
      ${e.endsAt?.toISOString() ?? null}::timestamptz, ${e.actor}, ${e.reason}::text)`);
}

/** Folds a real name for comparison: trimmed, lower case, inner spaces collapsed. */
const FOLD = (column: SQL) =>
  sql`lower(regexp_replace(btrim(${column}), '[[:space:]]+', ' ', 'g'))`;

/**
 * An exclusion in force of a member of this brand who has the same mobile number, email, real
 * name or id number as a person registering (issue 14). Read from the exclusions side: few
 * members are excluded, so the members of the brand are never scanned.
 */
/** What identifies a person across accounts. */
export interface PersonIdentity {
  mobileNum?: string | null;
  email?: string | null;
  realName?: string | null;
  idNumber?: string | null;
}

export async function findExcludedPerson(
  db: Exec,
  brandId: number,
  person: PersonIdentity,
  now: Date,
  exceptMemberId?: number,
): Promise<ExclusionRow | undefined> {
  const matches: SQL[] = [];
  if (person.mobileNum) matches.push(sql`m.mobile_num = ${person.mobileNum}`);
  if (person.email) matches.push(sql`lower(m.email) = ${person.email.toLowerCase()}`);
  if (person.realName?.trim())
    matches.push(sql`${FOLD(sql`m.real_name`)} = ${FOLD(sql`${person.realName}::text`)}`);
  if (person.idNumber?.trim())
    matches.push(
      sql`upper(regexp_replace(m.profile->>'idNumber', '[^0-9A-Za-z]', '', 'g'))
        = upper(regexp_replace(${person.idNumber}::text, '[^0-9A-Za-z]', '', 'g'))`,
    );
  if (matches.length === 0) return undefined;
  const [row] = await rows<RawExclusion>(
    db,
    sql`${EXCLUSION_SELECT}
        join members m on m.id = x.member_id
        where x.brand_id = ${brandId}
          and (x.ends_at is null or x.ends_at > ${now.toISOString()}::timestamptz)
          and x.member_id <> ${exceptMemberId ?? 0}
          and (${sql.join(matches, sql` or `)})
        order by x.ends_at desc nulls first limit 1`,
  );
  return row && toExclusion(row);
}

export async function findRealityCheckMinutes(db: Exec, memberId: number): Promise<number | null> {
  const [row] = await rows<{ minutes: number | null }>(
    db,
    sql`select reality_check_minutes as minutes from protection_settings where member_id = ${memberId}`,
  );
  return row?.minutes ?? null;
}

export async function saveRealityCheckMinutes(
  db: Exec,
  memberId: number,
  minutes: number,
): Promise<void> {
  await db.execute(sql`
    insert into protection_settings (member_id, reality_check_minutes) values (${memberId}, ${minutes})
    on conflict (member_id) do update set reality_check_minutes = excluded.reality_check_minutes`);
}

/** The hour bucket an instant counts in. */
export function hourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
}

export interface UsageDelta {
  memberId: number;
  hour: Date;
  deposited?: bigint;
  staked?: bigint;
  won?: bigint;
}

/** One member-hour's usage to add; `guarded`: only if the member has no limit and no exclusion. */
export interface UsageRow {
  memberId: number;
  hour: Date;
  deposited: bigint;
  staked: bigint;
  won: bigint;
  /** The instant a guarded row's exclusions are checked at. */
  at: Date;
}

/**
 * Add many member-hours' usage in one statement (the batcher's flush). `guarded`: add a row only
 * when its member has no limit and no exclusion in force at the row's `at`, and answer the
 * members written — a limit or exclusion committed meanwhile is either seen (nothing written;
 * the caller decides under the member's lock) or was not there yet when the statement ran.
 * Rows must be one per member-hour, sorted by member and hour (every writer locks rows in that
 * order, so concurrent statements never deadlock). Amounts are added (never negative: see
 * `giveBackUsageRows`).
 */
export async function addUsageRows(
  db: Exec,
  input: readonly UsageRow[],
  guarded: boolean,
): Promise<Set<number>> {
  if (input.length === 0) return new Set();
  const list = (values: string[]) => `{${values.join(',')}}`;
  const guard = guarded
    ? sql`where not exists (select 1 from protection_limits l where l.member_id = i.member_id)
          and not exists (
            select 1 from protection_exclusions x where x.member_id = i.member_id
               and (x.ends_at is null or x.ends_at > i.at))`
    : sql``;
  const written = await rows<{ member_id: string }>(
    db,
    sql`with i as (
      select * from unnest(
        ${list(input.map((r) => String(r.memberId)))}::bigint[],
        ${list(input.map((r) => `"${r.hour.toISOString()}"`))}::timestamptz[],
        ${list(input.map((r) => r.deposited.toString()))}::bigint[],
        ${list(input.map((r) => r.staked.toString()))}::bigint[],
        ${list(input.map((r) => r.won.toString()))}::bigint[],
        ${list(input.map((r) => `"${r.at.toISOString()}"`))}::timestamptz[]
      ) with ordinality as t(member_id, hour, deposited, staked, won, at, n)),
    written as (
      insert into protection_usage (member_id, hour, deposited, staked, won)
      select i.member_id, i.hour, i.deposited, i.staked, i.won from i ${guard}
       order by i.n
      on conflict (member_id, hour) do update
        set deposited = protection_usage.deposited + excluded.deposited,
            staked = protection_usage.staked + excluded.staked,
            won = protection_usage.won + excluded.won
      returning member_id)
    select member_id::text as member_id from written`,
  );
  return new Set(written.map((r) => Number(r.member_id)));
}

/**
 * Give counted amounts back (a refused posting, a rejected deposit): subtracted from the hour
 * they were counted in, never below zero — an amount counted in another hour, or never counted
 * (a deposit pending before this feature), errs on the stricter side. A missing hour gets nothing.
 */
export async function giveBackUsageRows(db: Exec, input: readonly UsageRow[]): Promise<void> {
  if (input.length === 0) return;
  const list = (values: string[]) => `{${values.join(',')}}`;
  await db.execute(sql`
    update protection_usage u
       set deposited = greatest(u.deposited - i.deposited, 0),
           staked = greatest(u.staked - i.staked, 0),
           won = greatest(u.won - i.won, 0)
      from unnest(
        ${list(input.map((r) => String(r.memberId)))}::bigint[],
        ${list(input.map((r) => `"${r.hour.toISOString()}"`))}::timestamptz[],
        ${list(input.map((r) => r.deposited.toString()))}::bigint[],
        ${list(input.map((r) => r.staked.toString()))}::bigint[],
        ${list(input.map((r) => r.won.toString()))}::bigint[]
      ) as i(member_id, hour, deposited, staked, won)
     where u.member_id = i.member_id and u.hour = i.hour`);
}

export interface UsageSums {
  deposited: bigint;
  staked: bigint;
  won: bigint;
}

/**
 * What was deposited, staked and won since each window's first hour. A window of N hours counts
 * the current hour and the N before it, so it is never shorter than N hours (the stricter side).
 */
export async function sumUsage(
  db: Exec,
  memberId: number,
  since: Record<'DAY' | 'WEEK' | 'MONTH', Date>,
): Promise<Record<'DAY' | 'WEEK' | 'MONTH', UsageSums>> {
  const d = since.DAY.toISOString();
  const w = since.WEEK.toISOString();
  const m = since.MONTH.toISOString();
  const [r] = await rows<Record<string, string>>(
    db,
    sql`select
      coalesce(sum(deposited) filter (where hour >= ${d}::timestamptz), 0)::text as dd,
      coalesce(sum(staked) filter (where hour >= ${d}::timestamptz), 0)::text as ds,
      coalesce(sum(won) filter (where hour >= ${d}::timestamptz), 0)::text as dw,
      coalesce(sum(deposited) filter (where hour >= ${w}::timestamptz), 0)::text as wd,
      coalesce(sum(staked) filter (where hour >= ${w}::timestamptz), 0)::text as ws,
      coalesce(sum(won) filter (where hour >= ${w}::timestamptz), 0)::text as ww,
      coalesce(sum(deposited), 0)::text as md,
      coalesce(sum(staked), 0)::text as ms,
      coalesce(sum(won), 0)::text as mw
      from protection_usage where member_id = ${memberId} and hour >= ${m}::timestamptz`,
  );
  const big = (k: string) => BigInt(r?.[k] ?? '0');
  return {
    DAY: { deposited: big('dd'), staked: big('ds'), won: big('dw') },
    WEEK: { deposited: big('wd'), staked: big('ws'), won: big('ww') },
    MONTH: { deposited: big('md'), staked: big('ms'), won: big('mw') },
  };
}

export async function insertHit(
  db: Exec,
  hit: {
    brandId: number;
    memberId: number;
    at: Date;
    action: string;
    kind: string;
    period: string | null;
    amount: bigint | null;
  },
): Promise<void> {
  await db.execute(sql`
    insert into protection_hits (brand_id, member_id, at, action, kind, period, amount)
    values (${hit.brandId}, ${hit.memberId}, ${hit.at.toISOString()}::timestamptz, ${hit.action},
      ${hit.kind}, ${hit.period}::text, ${hit.amount?.toString() ?? null}::bigint)`);
}

export interface HitRow {
  at: Date;
  action: string;
  kind: string;
  period: string | null;
  amount: bigint | null;
}

export async function findHits(
  db: Exec,
  memberId: number,
  limit: number,
  since: Date,
): Promise<{ hits: HitRow[]; count: number }> {
  const found = await rows<{
    at: string | Date;
    action: string;
    kind: string;
    period: string | null;
    amount: string | null;
  }>(
    db,
    sql`select at, action, kind, period, amount::text as amount from protection_hits
         where member_id = ${memberId} order by id desc limit ${limit}`,
  );
  const [count] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from protection_hits
         where member_id = ${memberId} and at >= ${since.toISOString()}::timestamptz`,
  );
  return {
    hits: found.map((r) => ({
      at: date(r.at),
      action: r.action,
      kind: r.kind,
      period: r.period,
      amount: r.amount === null ? null : BigInt(r.amount),
    })),
    count: Number(count?.n ?? 0),
  };
}

export interface RiskRow {
  memberId: number;
  account: string;
  hits: number;
  days: number;
  lastHitAt: Date;
  kinds: string[];
  excluded: boolean;
}

export async function findRisk(
  db: Exec,
  brandId: number,
  since: Date,
  minHits: number,
  now: Date,
  timeZone: string,
): Promise<RiskRow[]> {
  const found = await rows<{
    member_id: string;
    account: string;
    hits: number;
    days: number;
    last_at: string | Date;
    kinds: string[] | string;
    excluded: boolean;
  }>(
    db,
    sql`with h as (
          select member_id, count(*)::int as hits,
                 count(distinct (at at time zone ${timeZone})::date)::int as days,
                 max(at) as last_at
            from protection_hits
           where brand_id = ${brandId} and at >= ${since.toISOString()}::timestamptz
           group by member_id having count(*) >= ${minHits}),
        k as (
          select member_id, array_agg(kind order by n desc, kind) as kinds
            from (select member_id, kind, count(*) as n from protection_hits
                   where brand_id = ${brandId} and at >= ${since.toISOString()}::timestamptz
                   group by member_id, kind) t
           group by member_id)
        select h.member_id::text as member_id, m.account, h.hits, h.days, h.last_at, k.kinds,
          exists (select 1 from protection_exclusions x where x.member_id = h.member_id
                   and (x.ends_at is null or x.ends_at > ${now.toISOString()}::timestamptz)) as excluded
          from h join k using (member_id) join members m on m.id = h.member_id
         order by h.hits desc, h.last_at desc limit 200`,
  );
  return found.map((r) => ({
    memberId: Number(r.member_id),
    account: r.account,
    hits: r.hits,
    days: r.days,
    lastHitAt: date(r.last_at),
    kinds: Array.isArray(r.kinds) ? r.kinds : parsePgArray(r.kinds),
    excluded: r.excluded,
  }));
}

/** A text[] that a driver returned in its literal form ('{A,B}'). */
function parsePgArray(value: string): string[] {
  const inner = value.replace(/^\{|\}$/gu, '');
  return inner === '' ? [] : inner.split(',').map((s) => s.replace(/^"|"$/gu, ''));
}

/** Whether any usage is older than `before` (the prune job asks first). */
export async function hasUsageBefore(db: Exec, before: Date): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from protection_usage where hour < ${before.toISOString()}::timestamptz limit 1`,
  );
  return found.length > 0;
}

/** Delete usage older than `before`, at most `limit` rows; answers how many went. */
export async function deleteUsageBefore(db: Exec, before: Date, limit: number): Promise<number> {
  const found = await rows<{ n: number }>(
    db,
    sql`with gone as (
      delete from protection_usage where ctid in (
        select ctid from protection_usage where hour < ${before.toISOString()}::timestamptz
         limit ${limit})
      returning 1)
    select count(*)::int as n from gone`,
  );
  return Number(found[0]?.n ?? 0);
}
