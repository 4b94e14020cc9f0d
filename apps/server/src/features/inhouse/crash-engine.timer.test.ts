import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CrashEngine, startCrashEngine } from './crash-engine.ts';

/**
 * Issue 12: the engine's timer does not poll while the engine idles. It steps every `everyMs`
 * while rounds run, sleeps once the engine is idle, and steps again at once on wake().
 */
type Hook = () => Promise<void>;

function harness() {
  const hooks = new Map<string, Hook>();
  const app = {
    config: { databaseUrl: undefined },
    log: { info: () => {}, warn: () => {}, error: () => {} },
    addHook: (name: string, hook: Hook) => hooks.set(name, hook),
  } as unknown as FastifyInstance;
  const state = { idle: false, ticks: 0, idleChecks: 0 };
  const engine = {
    brandId: 1,
    recover: async () => {},
    idle: () => {
      state.idleChecks += 1;
      return state.idle;
    },
    tick: async () => {
      state.ticks += 1;
    },
  } as unknown as CrashEngine;
  const timer = startCrashEngine(app, engine, 100);
  const hook = (name: string) => {
    const found = hooks.get(name);
    if (!found) throw new Error(`no ${name} hook`);
    return found();
  };
  return { state, timer, hook };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('crash engine timer', () => {
  it('steps every everyMs while rounds run, and arms no timer while idle', async () => {
    const { state, hook } = harness();
    await hook('onReady');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.ticks).toBeGreaterThanOrEqual(9);
    expect(state.ticks).toBeLessThanOrEqual(11);

    state.idle = true;
    await vi.advanceTimersByTimeAsync(100);
    const checks = state.idleChecks;
    const ticks = state.ticks;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.idleChecks).toBe(checks);
    expect(state.ticks).toBe(ticks);
    expect(vi.getTimerCount()).toBe(0);
    await hook('onClose');
  });

  it('wakes at once, and keeps stepping while the engine has work', async () => {
    const { state, timer, hook } = harness();
    state.idle = true;
    await hook('onReady');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.idleChecks).toBe(1);
    expect(state.ticks).toBe(0);

    state.idle = false;
    timer.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.ticks).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(state.ticks).toBeGreaterThanOrEqual(5);

    // A wake while stepping does not start a second timer.
    timer.wake();
    timer.wake();
    expect(vi.getTimerCount()).toBe(1);
    await hook('onClose');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never steps after close, even when woken', async () => {
    const { state, timer, hook } = harness();
    await hook('onReady');
    await vi.advanceTimersByTimeAsync(0);
    await hook('onClose');
    const ticks = state.ticks;
    timer.wake();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.ticks).toBe(ticks);
  });
});
