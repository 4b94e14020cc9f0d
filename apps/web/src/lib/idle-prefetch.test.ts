import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_WAIT_MS, prefetchWhenIdle, QUIET_MS } from './idle-prefetch';

type IdleCallback = () => void;

let idle: IdleCallback[];
/** The resource observer the prefetch registers: calling it reports a finished request. */
let resourceFinished: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  idle = [];
  resourceFinished = () => {};
  vi.stubGlobal('requestIdleCallback', (callback: IdleCallback) => idle.push(callback));
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: () => void) {
        resourceFinished = callback;
      }
      observe() {}
      disconnect() {
        resourceFinished = () => {};
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function runIdle() {
  for (const callback of idle.splice(0)) callback();
}

describe('prefetchWhenIdle', () => {
  it('waits for a quiet network and idle time, then loads one chunk after the other', async () => {
    const order: string[] = [];
    let releaseFirst = () => {};
    const first = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          order.push('first');
          releaseFirst = resolve;
        }),
    );
    const failing = vi.fn(() => {
      order.push('failing');
      return Promise.reject(new Error('offline'));
    });
    const last = vi.fn(() => {
      order.push('last');
      return Promise.resolve();
    });

    prefetchWhenIdle([first, failing, last]);
    // The first screen is still loading: each finished request restarts the quiet period.
    vi.advanceTimersByTime(QUIET_MS - 1);
    resourceFinished();
    vi.advanceTimersByTime(QUIET_MS - 1);
    runIdle();
    expect(first).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(first).not.toHaveBeenCalled();
    runIdle();
    expect(order).toEqual(['first']);
    releaseFirst();
    await vi.waitFor(() => expect(order).toEqual(['first', 'failing', 'last']));
  });

  it('does not wait past MAX_WAIT_MS for a page that never goes quiet', () => {
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle([load]);
    // A request finishes every QUIET_MS / 2: the last one restarts the quiet period past the cap.
    for (let waited = 0; waited < MAX_WAIT_MS - QUIET_MS / 2; waited += QUIET_MS / 2) {
      vi.advanceTimersByTime(QUIET_MS / 2);
      resourceFinished();
    }
    runIdle();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MS / 2);
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
