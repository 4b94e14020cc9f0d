import { DASHBOARD_SERIES_DAYS } from '@nova/contracts/api/ops-dashboard';

/**
 * The calendar of the dashboard (issue 13): days are yyyy-MM-dd in the brand's time zone, so
 * "today" and "this month" are the brand's, whatever the server's zone. Plain strings compare
 * in calendar order.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The brand-local calendar day of an instant. */
export function dayOf(at: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

/** The calendar day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The periods the dashboard shows, and the one range of days its reads cover. */
export interface DashboardCalendar {
  today: string;
  monthFrom: string;
  seriesFrom: string;
  /** The earliest day any figure needs: the month's first day or the series' first day. */
  readFrom: string;
}

export function calendarAt(now: Date, timeZone: string): DashboardCalendar {
  const today = dayOf(now, timeZone);
  const monthFrom = `${today.slice(0, 8)}01`;
  const seriesFrom = addDays(today, -(DASHBOARD_SERIES_DAYS - 1));
  return {
    today,
    monthFrom,
    seriesFrom,
    readFrom: monthFrom < seriesFrom ? monthFrom : seriesFrom,
  };
}
