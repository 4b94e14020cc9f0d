import { describe, expect, it } from 'vitest';
import {
  databaseName,
  isStale,
  stampedTime,
  TEMPLATE_DATABASE_PREFIX,
  TEST_DATABASE_PREFIX,
} from './database-template.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('test database names (decision 030)', () => {
  it('carry their creation time, to the second', () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    for (const prefix of [TEST_DATABASE_PREFIX, TEMPLATE_DATABASE_PREFIX]) {
      const name = databaseName(prefix);
      expect(name).toMatch(/^[a-z0-9_]{1,63}$/);
      expect(name.startsWith(prefix)).toBe(true);
      const stamped = stampedTime(name);
      expect(stamped).toBeGreaterThanOrEqual(before);
      expect(stamped).toBeLessThanOrEqual(Date.now());
    }
  });

  it('are unique', () => {
    const names = new Set(Array.from({ length: 50 }, () => databaseName(TEST_DATABASE_PREFIX)));
    expect(names.size).toBe(50);
  });

  it('tell no time when they were not made here', () => {
    expect(stampedTime('nova_test_7f7577829f51')).toBeUndefined();
    expect(stampedTime('nova_crash_1795742997_36327ed852')).toBeUndefined();
    expect(stampedTime('nova_bench_f6e1b9e3')).toBeUndefined();
    expect(stampedTime('nova_tpl_1795742997_36327ed852')).toBe(1_795_742_997_000);
  });
});

describe('stale test databases', () => {
  const now = 1_795_742_997_000;
  it('are those a day old or older', () => {
    expect(isStale(now - DAY_MS, now)).toBe(true);
    expect(isStale(now - 3 * DAY_MS, now)).toBe(true);
  });

  it('are never a younger one (a run in progress) or one of unknown age', () => {
    expect(isStale(now - DAY_MS + 1000, now)).toBe(false);
    expect(isStale(now, now)).toBe(false);
    expect(isStale(undefined, now)).toBe(false);
  });
});
