import { CHUNK_LOAD_TIMEOUT_MS } from '@nova/contracts/constants';
import type { ComponentType } from 'react';
import { noteRenderedChunk, registerChunk } from '../lib/lazy-chunk';

export class ChunkLoadError extends Error {
  constructor(message = 'Chunk failed to load') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error ?? '');
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** Spec §4 "Chunk loading": a chunk still missing after 120 s counts as failed. */
export function withChunkTimeout<T>(
  load: Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('Chunk load timed out')), timeoutMs);
  });
  return Promise.race([load, timeout]).then(
    (value) => {
      clearTimeout(timer);
      return value;
    },
    (error: unknown) => {
      clearTimeout(timer);
      // A failed download is a chunk error; an exception thrown by the module is a real bug.
      if (error instanceof ChunkLoadError) throw error;
      throw isChunkLoadError(error) ? new ChunkLoadError(String(error)) : error;
    },
  );
}

/**
 * A React Router `lazy` function for a page module's named component. A failed download
 * resolves to a component that throws the error, so the route's own error boundary shows it:
 * React Router renders only the root route while a route still has a pending `lazy`, and a
 * rejected `lazy` stays pending in its eyes (the page would go blank).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  /** The module's source path, for a page the server may render (lib/lazy-chunk.tsx). */
  chunkId?: string,
) {
  if (chunkId) registerChunk(chunkId, load);
  return async (): Promise<{ Component: ComponentType }> => {
    if (chunkId) noteRenderedChunk(chunkId);
    try {
      return { Component: pick(await withChunkTimeout(load())) };
    } catch (error) {
      return {
        // biome-ignore lint/correctness/noComponentHookFactories: it only rethrows; no hooks or state
        Component: function PageFailedToLoad(): never {
          throw error;
        },
      };
    }
  };
}
