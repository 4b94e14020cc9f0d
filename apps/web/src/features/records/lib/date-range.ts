/**
 * Date ranges of the records pages (spec §2 transactionHistory, personalProfit, bonusDetails):
 * days as yyyy-MM-dd in the brand's time zone (permission data `brand.timezone`), both included,
 * at most 92 days (contracts DateRangeQuerySchema).
 */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const MAX_RANGE_DAYS = 92;

export interface DateRange {
  from: string;
  to: string;
}

/** Today's date in `timeZone` as yyyy-MM-dd; the browser's own day if the zone is unknown. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    // From the parts, not from a locale whose pattern happens to be yyyy-MM-dd (en-CA): patterns
    // are CLDR data and may change with the browser; Gregorian and Latin digits always.
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (const { type, value } of format.formatToParts(now)) part[type] = value;
    return `${part.year?.padStart(4, '0')}-${part.month}-${part.day}`;
  } catch {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }
}

/** A calendar day plus `days` (negative goes back), without any time zone arithmetic. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function presetRange(preset: DatePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/** Days in the range, both included; 0 when `to` is before `from` or either is not a date. */
export function rangeDays({ from, to }: DateRange): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return 0;
  return Math.round((end - start) / 86_400_000) + 1;
}

export type RangeProblem = 'order' | 'tooLong' | null;

export function rangeProblem(range: DateRange): RangeProblem {
  const days = rangeDays(range);
  if (days === 0) return 'order';
  return days > MAX_RANGE_DAYS ? 'tooLong' : null;
}
