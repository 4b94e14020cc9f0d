import i18n from './i18n';

/**
 * Times on the brand's clock: what an operator types into a datetime-local field means the
 * brand's wall clock (its time zone), whatever the operator's own computer says.
 */
function partsIn(ms: number, timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p = partsIn(ms, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant → a datetime-local value (`2026-12-01T10:00`) on the brand's clock. */
export function isoToZoned(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  try {
    const p = partsIn(ms, timeZone);
    return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
  } catch {
    const d = new Date(ms);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }
}

/** A datetime-local value read on the brand's clock → an ISO instant; '' → null. */
export function zonedToIso(value: string, timeZone: string): string | null | undefined {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return undefined;
  const wall = Date.UTC(+(m[1] ?? 0), +(m[2] ?? 1) - 1, +(m[3] ?? 1), +(m[4] ?? 0), +(m[5] ?? 0));
  try {
    const first = offsetAt(wall, timeZone);
    let ms = wall - first;
    const second = offsetAt(ms, timeZone);
    if (second !== first) ms = wall - second;
    return new Date(ms).toISOString();
  } catch {
    const local = new Date(value);
    return Number.isNaN(local.getTime()) ? undefined : local.toISOString();
  }
}

/** A compact date and time (no seconds) in the brand's zone, in the operator's locale. */
export function shortDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone,
    }).format(date);
  } catch {
    return date.toISOString();
  }
}
