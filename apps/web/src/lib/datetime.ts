/** Date and time display used across the site: the visitor's own timezone. */

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** Shown for a date that is not one (a bad value from the wire), instead of "NaN-NaN-NaN". */
export const NO_DATE = '—';

let fixedFormat: Intl.DateTimeFormat | undefined;

/**
 * The fields of the spec's fixed pattern, in the visitor's timezone: Gregorian, Latin digits,
 * 00-23 hours whatever the locale, so the parts never depend on the language. One formatter,
 * made on first use.
 */
function fixedFormatter(): Intl.DateTimeFormat {
  fixedFormat ??= new Intl.DateTimeFormat('en-US', {
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return fixedFormat;
}

/** yyyy-MM-dd HH:mm:ss in the visitor's timezone (spec §3 "time shown as yyyy-MM-dd hh:mm:ss"). */
export function formatDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return NO_DATE;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of fixedFormatter().formatToParts(date)) part[type] = value;
  const year = (part.year ?? '').padStart(4, '0');
  return `${year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

const proseFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment inside a sentence ("Last login: 28 Nov 2026, 23:05 from …"), written the way the
 * locale writes dates (BCP 47 tag, lib/locale.ts), in the visitor's timezone and Latin digits.
 */
export function formatDateTimeText(date: Date, locale: string): string {
  if (Number.isNaN(date.getTime())) return NO_DATE;
  let format = proseFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      numberingSystem: 'latn',
    });
    proseFormats.set(locale, format);
  }
  return format.format(date);
}

/** A remaining time as hh:mm:ss; hours keep counting past 24; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** "GMT+08:00" for the visitor's offset at `date` (the agent clock, spec §2). */
export function gmtOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
