import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './lazy-route';

describe('chunk loading (spec §4)', () => {
  afterEach(() => vi.useRealTimers());

  it('fails with a chunk error when a chunk takes longer than the time-out', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withChunkTimeout(never, 120_000);
    const assertion = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('passes a loaded module through and turns import failures into chunk errors', async () => {
    await expect(withChunkTimeout(Promise.resolve(42), 1000)).resolves.toBe(42);
    await expect(
      withChunkTimeout(
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
      ),
    ).rejects.toBeInstanceOf(ChunkLoadError);
    const bug = new Error('module threw');
    await expect(withChunkTimeout(Promise.reject(bug))).rejects.toBe(bug);
  });

  it('recognises browser chunk failure messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: a'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
