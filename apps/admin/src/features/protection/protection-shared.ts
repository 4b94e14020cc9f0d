import type { OpsMemberProtection } from '@nova/contracts/api/ops-protection';
import type { LimitKind, LimitPeriod } from '@nova/contracts/api/protection';
import type { TFunction } from 'i18next';
import { count, money } from '../../lib/format';

/** What the panel, its dialogs and the risk view share: query keys and how values read. */
export const memberProtectionKey = (memberId: number) =>
  ['ops', 'member', memberId, 'protection'] as const;
export const PROTECTION_SETTINGS_KEY = ['ops', 'protection', 'settings'] as const;
export const riskKey = (days: number, minHits: number) =>
  ['ops', 'protection', 'risk', days, minHits] as const;

type Money = Pick<OpsMemberProtection, 'currency' | 'scale'>;

/**
 * A limit's amount as an operator reads it: money in the member's currency (minor units from
 * the API), or minutes for a SESSION limit. null: no limit.
 */
export function limitAmount(
  t: TFunction,
  kind: LimitKind | string,
  value: string | null,
  { currency, scale }: Money,
): string {
  if (value === null) return t('protection.noLimit');
  if (kind === 'SESSION') return minutesText(t, Number(value));
  return `${money(value, scale)} ${currency}`;
}

/** Minutes as an operator reads a duration: "45 min", "2 h", "1 h 30 min". */
export function minutesText(t: TFunction, minutes: number): string {
  if (minutes < 60) return t('protection.duration.minutes', { n: count(minutes) });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('protection.duration.hours', { h: count(hours) })
    : t('protection.duration.hoursMinutes', { h: count(hours), m: count(rest) });
}

/** "Deposit" and "per 24 hours": a limit's kind and its period, translated. */
export function limitName(t: TFunction, kind: string, period: LimitPeriod | string | null) {
  return {
    kind: t(`protection.kinds.${kind}`, { defaultValue: kind }),
    period: period ? t(`protection.periods.${period}`, { defaultValue: period }) : '',
  };
}

/** The share of a limit used, 0–100, in whole percent (integers only: never a float of money). */
export function usedPercent(used: string, value: string): number {
  const limit = BigInt(value);
  if (limit <= 0n) return 100;
  const share = (BigInt(used) * 100n) / limit;
  return Number(share > 100n ? 100n : share < 0n ? 0n : share);
}
