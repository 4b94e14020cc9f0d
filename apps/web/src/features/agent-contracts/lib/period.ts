/**
 * A statement's period as people read it, in the brand's time zone (where periods start and
 * end; the records pages' days are the brand's too): days for a dividend or a daily salary
 * ("2026-11-16 – 2026-11-30", the end being exclusive on the wire), times for an hourly or a
 * real-time salary ("2026-11-29 14:05–14:10"), and for a day-based period an operator closed
 * early (decision 042 "close periods now": its first part and the rest are statements of their
 * own, which days alone would show alike). Gregorian, Latin digits, 24 hours.
 */
import type { ContractKind } from '@nova/contracts/api/agent-contracts';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        calendar: 'gregory',
        numberingSystem: 'latn',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
    } catch {
      // An unknown zone: the visitor's own.
      return formatterIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
    }
    formats.set(timeZone, format);
  }
  return format;
}

function parts(date: Date, timeZone: string): { day: string; time: string } {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatterIn(timeZone).formatToParts(date)) part[type] = value;
  return {
    day: `${part.year?.padStart(4, '0')}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}`,
  };
}

export function formatPeriod(
  kind: ContractKind,
  startIso: string,
  endIso: string,
  timeZone: string,
): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '—';
  const from = parts(start, timeZone);
  const to = parts(end, timeZone);
  const wholeDays = from.time === '00:00' && to.time === '00:00';
  if ((kind === 'DIVIDEND' || kind === 'SALARY_DAILY') && wholeDays) {
    // The last day inside the period: the end is the next period's start.
    const last = parts(new Date(Math.max(start.getTime(), end.getTime() - 1)), timeZone);
    return last.day === from.day ? from.day : `${from.day} – ${last.day}`;
  }
  return to.day === from.day
    ? `${from.day} ${from.time}–${to.time}`
    : `${from.day} ${from.time} – ${to.day} ${to.time}`;
}
