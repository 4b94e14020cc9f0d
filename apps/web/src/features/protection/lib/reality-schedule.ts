/**
 * When the reality check shows (SECURITY.md 37): at startedAt + k × interval on the server's
 * clock, whatever the device's clock says. The device only measures how long to wait: the
 * server's `now` and the device's time at the answer give the offset between the two clocks.
 */
const MINUTE_MS = 60_000;

export interface ServerClock {
  /** The server's time minus the device's, in ms, at the moment the answer arrived. */
  offsetMs: number;
}

export function serverClock(serverNow: string, deviceNowMs: number): ServerClock {
  return { offsetMs: Date.parse(serverNow) - deviceNowMs };
}

export interface NextCheck {
  /** Which check this is: the k-th interval since the session started (1, 2, …). */
  index: number;
  /** How long the device waits for it, in ms (never negative). */
  delayMs: number;
}

/**
 * The next check after `afterIndex` (the last one shown, 0 for none) that is still ahead on the
 * server's clock; null when checks are off.
 */
export function nextRealityCheck(
  startedAt: string,
  intervalMinutes: number,
  clock: ServerClock,
  deviceNowMs: number,
  afterIndex = 0,
): NextCheck | null {
  if (intervalMinutes <= 0) return null;
  const started = Date.parse(startedAt);
  if (Number.isNaN(started)) return null;
  const interval = intervalMinutes * MINUTE_MS;
  const serverNow = deviceNowMs + clock.offsetMs;
  const due = Math.floor((serverNow - started) / interval) + 1;
  const index = Math.max(due, afterIndex + 1);
  return { index, delayMs: Math.max(0, started + index * interval - serverNow) };
}

/** How long the device waits until a moment on the server's clock (the session limit's end). */
export function delayUntil(moment: string, clock: ServerClock, deviceNowMs: number): number {
  return Math.max(0, Date.parse(moment) - (deviceNowMs + clock.offsetMs));
}
