import { FAVOURITE_TOGGLE_THROTTLE_MS } from '@nova/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleLeading } from './throttle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttleLeading (spec §9 favourite toggle: once per 1000 ms, leading call only)', () => {
  it('runs the first call at once and drops the calls within the window', () => {
    const fn = vi.fn();
    const throttled = throttleLeading(fn, FAVOURITE_TOGGLE_THROTTLE_MS);
    expect(throttled('a')).toBe(true);
    expect(fn).toHaveBeenCalledWith('a');
    vi.advanceTimersByTime(500);
    expect(throttled('b')).toBe(false);
    vi.advanceTimersByTime(499);
    expect(throttled('c')).toBe(false);
    // Dropped calls are not replayed later (no trailing call).
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('accepts a call again once 1000 ms have passed since the last accepted one', () => {
    const fn = vi.fn();
    const throttled = throttleLeading(fn, FAVOURITE_TOGGLE_THROTTLE_MS);
    throttled(1);
    vi.advanceTimersByTime(1000);
    expect(throttled(2)).toBe(true);
    vi.advanceTimersByTime(999);
    expect(throttled(3)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(throttled(4)).toBe(true);
    expect(fn.mock.calls.map((c) => c[0])).toEqual([1, 2, 4]);
  });
});
