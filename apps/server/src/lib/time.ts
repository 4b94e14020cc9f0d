const formatters = new Map<string, Intl.DateTimeFormat>();

/** yyyy-MM-dd HH:mm:ss in `timeZone` (spec §3 notice time). */
export function formatDateTime(date: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** Inside an optional [start, end) window. */
export function isWithinWindow(now: Date, start: Date | null, end: Date | null): boolean {
  return (start === null || now >= start) && (end === null || now < end);
}

export function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms (local = UTC + offset). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const p = Object.fromEntries(formatter.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time of the zone (given as the UTC fields of `wallMs`) happens, as
 * PostgreSQL's `timestamp at time zone` reads it: the offset is taken at a first guess, then
 * again at the result, which settles a daylight-saving change on either side.
 */
export function wallToInstant(wallMs: number, timeZone: string): Date {
  const first = wallMs - zoneOffsetMs(new Date(wallMs), timeZone);
  return new Date(wallMs - zoneOffsetMs(new Date(first), timeZone));
}
