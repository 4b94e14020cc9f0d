import { describe, expect, it } from 'vitest';
import { delayUntil, nextRealityCheck, serverClock } from './reality-schedule';

const MINUTE = 60_000;
const STARTED = '2026-11-30T10:00:00.000Z';
const started = Date.parse(STARTED);

describe('nextRealityCheck', () => {
  it('is the next startedAt + k × interval on the server clock', () => {
    // The server says 10:05; the device agrees.
    const clock = serverClock('2026-11-30T10:05:00.000Z', started + 5 * MINUTE);
    expect(nextRealityCheck(STARTED, 15, clock, started + 5 * MINUTE)).toEqual({
      index: 1,
      delayMs: 10 * MINUTE,
    });
    // At 10:40 the next one is the third, at 10:45.
    expect(nextRealityCheck(STARTED, 15, clock, started + 40 * MINUTE)).toEqual({
      index: 3,
      delayMs: 5 * MINUTE,
    });
  });

  it("measures with the server's clock, not the device's", () => {
    // The device is 7 minutes behind the server: at device 09:58 the server says 10:05.
    const deviceNow = started - 2 * MINUTE;
    const clock = serverClock('2026-11-30T10:05:00.000Z', deviceNow);
    expect(clock.offsetMs).toBe(7 * MINUTE);
    expect(nextRealityCheck(STARTED, 15, clock, deviceNow)).toEqual({
      index: 1,
      delayMs: 10 * MINUTE,
    });
  });

  it('never shows the same check twice, even when the device clock ran ahead', () => {
    const clock = { offsetMs: 0 };
    // Check 1 was shown though the server is only at 10:01.
    expect(nextRealityCheck(STARTED, 15, clock, started + MINUTE, 1)).toEqual({
      index: 2,
      delayMs: 29 * MINUTE,
    });
  });

  it('is off at 0 minutes or without a start', () => {
    expect(nextRealityCheck(STARTED, 0, { offsetMs: 0 }, started)).toBeNull();
    expect(nextRealityCheck('not a date', 15, { offsetMs: 0 }, started)).toBeNull();
  });
});

describe('delayUntil', () => {
  it("waits until a moment on the server's clock, never less than 0", () => {
    const clock = { offsetMs: 3 * MINUTE };
    expect(delayUntil('2026-11-30T12:00:00.000Z', clock, Date.parse('2026-11-30T11:00:00Z'))).toBe(
      57 * MINUTE,
    );
    expect(delayUntil('2026-11-30T10:00:00.000Z', clock, Date.parse('2026-11-30T11:00:00Z'))).toBe(
      0,
    );
  });
});
