import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle } from './idle-prefetch';

type IdleCallback = () => void;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchWhenIdle', () => {
  it('waits for idle time, then loads one chunk after the other, past a failed one', async () => {
    const idle: IdleCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleCallback) => idle.push(callback));
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
    expect(first).not.toHaveBeenCalled();

    for (const callback of idle) callback();
    expect(order).toEqual(['first']);
    releaseFirst();
    await vi.waitFor(() => expect(order).toEqual(['first', 'failing', 'last']));
  });
});
