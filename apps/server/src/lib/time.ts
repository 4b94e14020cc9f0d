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
