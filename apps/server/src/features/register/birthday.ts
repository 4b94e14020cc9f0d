/**
 * Birthday and minimum age (spec §5 "An age confirmation is required (18 or older ...)";
 * SECURITY.md 34). The birthday field's pattern id says how it is written: 11 yyyy-MM-dd,
 * 13 MM-dd-yyyy; any other pattern is read as either.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const US = /^(\d{2})-(\d{2})-(\d{4})$/;

/** The date, or null when it is not a real calendar date in the field's format. */
export function parseBirthday(value: string, patternId: number): CalendarDate | null {
  const iso = patternId === 13 ? null : ISO.exec(value);
  const us = patternId === 11 || iso ? null : US.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : us
      ? [us[3], us[1], us[2]]
      : [undefined, undefined, undefined];
  if (!year || !month || !day) return null;
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const real =
    check.getUTCFullYear() === date.year &&
    check.getUTCMonth() === date.month - 1 &&
    check.getUTCDate() === date.day;
  return real ? date : null;
}

export function isoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Today's date in the brand's time zone: a birthday starts at local midnight. */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Whole years from `birth` to `today` (someone born on 29 February turns a year older on 1 March). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday =
    today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}
