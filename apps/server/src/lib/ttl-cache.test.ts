import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('expires an entry by the caller clock', () => {
    const cache = createTtlCache<string>(1_000);
    cache.set('a', 'x', 10_000);
    expect(cache.get('a', 10_999)).toBe('x');
    expect(cache.get('a', 11_000)).toBeUndefined();
  });

  it('is bounded: the least recently used entry leaves when the cache is full', () => {
    const cache = createTtlCache<number>(60_000, 3);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1, 0);
    expect(cache.get('a', 1)).toBe(1); // a is now the most recently used
    cache.set('d', 1, 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key, 3))).toEqual([1, 1, 1]);
  });

  it('holds no more than its bound however many keys arrive', () => {
    const cache = createTtlCache<number>(60_000, 100);
    for (let i = 0; i < 10_000; i += 1) cache.set(`k${i}`, i, 0);
    let held = 0;
    for (let i = 0; i < 10_000; i += 1) if (cache.get(`k${i}`, 1) !== undefined) held += 1;
    expect(held).toBe(100);
  });
});
