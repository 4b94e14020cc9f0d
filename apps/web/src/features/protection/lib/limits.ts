/**
 * The limits as the security center shows them (issue 14): which rows, how much of each is
 * used, what a new value would do, and what a player typed. Money stays in integer minor units
 * (bigint) from the wire to the request; no floats (STYLE.md "Money").
 */
import {
  type Limit,
  type LimitKey,
  MONEY_LIMIT_KINDS,
  MONEY_LIMIT_PERIODS,
  type MoneyLimitKind,
  SESSION_LIMIT_MINUTES,
} from '@nova/contracts/api/protection';
import { parseDecimal } from '@nova/contracts/money';

/** A limit's value on the wire: 1 to 16 digits, no leading zero (the contract's rule). */
const MAX_LIMIT_VALUE = 10n ** 16n - 1n;

export interface LimitGroup {
  kind: MoneyLimitKind | 'SESSION';
  keys: LimitKey[];
}

/** Deposit, loss and wager per day, week and month, then the session time. */
export const LIMIT_GROUPS: readonly LimitGroup[] = [
  ...MONEY_LIMIT_KINDS.map((kind) => ({
    kind,
    keys: MONEY_LIMIT_PERIODS.map((period) => ({ kind, period })),
  })),
  { kind: 'SESSION', keys: [{ kind: 'SESSION', period: 'SESSION' }] },
];

export function sameKey(a: LimitKey, b: LimitKey): boolean {
  return a.kind === b.kind && a.period === b.period;
}

export function findLimit(limits: readonly Limit[], key: LimitKey): Limit | undefined {
  return limits.find((limit) => sameKey(limit, key));
}

/** The key's test id part: `deposit-day`, `session-session`. */
export function keyId(key: LimitKey): string {
  return `${key.kind}-${key.period}`.toLowerCase();
}

/** Whole percent of the limit used, 0 to 100 (integer arithmetic on the minor units). */
export function usedPercent(limit: Pick<Limit, 'value' | 'used'>): number {
  const value = BigInt(limit.value);
  const used = BigInt(limit.used);
  if (value <= 0n || used <= 0n) return 0;
  if (used >= value) return 100;
  return Number((used * 100n) / value);
}

/**
 * What setting `next` (null: remove) would do to the limit in force (SECURITY.md 34): a first
 * limit or a lower one applies at once; a higher one or a removal waits the cooling-off.
 */
export type LimitChange = 'first' | 'lower' | 'same' | 'raise' | 'remove';

export function limitChange(current: Limit | undefined, next: bigint | null): LimitChange {
  if (!current) return 'first';
  if (next === null) return 'remove';
  const value = BigInt(current.value);
  if (next < value) return 'lower';
  if (next > value) return 'raise';
  return 'same';
}

/** Whether the change waits the cooling-off and then the player's confirmation. */
export function waitsCoolingOff(change: LimitChange): boolean {
  return change === 'raise' || change === 'remove';
}

export type LimitInput =
  | { ok: true; value: bigint }
  | { ok: false; issue: 'required' | 'amount' | 'tooLarge' | 'minutes' };

/**
 * A money limit typed as a decimal ("1,500.50"), in minor units at the currency's scale: more
 * than `scale` decimals, zero, a sign or junk is refused.
 */
export function parseMoneyLimit(input: string, scale: number): LimitInput {
  if (input.trim() === '') return { ok: false, issue: 'required' };
  if (input.trim().startsWith('-')) return { ok: false, issue: 'amount' };
  const minor = parseDecimal(input, scale);
  if (minor === null || minor <= 0n) return { ok: false, issue: 'amount' };
  if (minor > MAX_LIMIT_VALUE) return { ok: false, issue: 'tooLarge' };
  return { ok: true, value: minor };
}

/** A session limit typed in whole minutes, 10 to 1,440. */
export function parseSessionLimit(input: string): LimitInput {
  const text = input.trim();
  if (text === '') return { ok: false, issue: 'required' };
  if (!/^\d{1,5}$/.test(text)) return { ok: false, issue: 'minutes' };
  const minutes = Number(text);
  if (minutes < SESSION_LIMIT_MINUTES.min || minutes > SESSION_LIMIT_MINUTES.max) {
    return { ok: false, issue: 'minutes' };
  }
  return { ok: true, value: BigInt(minutes) };
}

/** Whole hours and minutes of a count of minutes, for "2 h 30 min". */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
