/**
 * React.lazy for the parts a server render may contain (decision 035, "Server-rendered first
 * screen"). Each chunk is named by its source path (the key of Vite's client manifest), so:
 * - the server learns which chunks a render used (`collectRenderedChunks`), links their CSS and
 *   modulepreloads their JavaScript;
 * - the client loads exactly those before it hydrates (`preloadChunks`), and the lazy component
 *   then resolves synchronously during hydration: a lazy part that suspended there would stay
 *   server HTML without handlers, and input typed into it would be lost.
 */
import { type ComponentType, createElement, lazy } from 'react';

type ChunkModule<P> = { default: ComponentType<P> };
type Loader = () => Promise<ChunkModule<never>>;

const loaders = new Map<string, Loader>();
const resolved = new Map<string, ChunkModule<never>>();
let rendered: Set<string> | null = null;

/** A thenable already fulfilled: React.lazy reads it without suspending. */
function fulfilled<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable React.lazy reads synchronously
    then(onFulfilled) {
      const result = onFulfilled ? onFulfilled(value) : value;
      return fulfilled(result as never);
    },
  };
}

export function lazyChunk<P extends object>(
  id: string,
  load: () => Promise<ChunkModule<P>>,
): ComponentType<P> {
  const loadAndKeep = () =>
    load().then((module) => {
      resolved.set(id, module as ChunkModule<never>);
      return module;
    });
  loaders.set(id, loadAndKeep as Loader);
  const Lazy = lazy(() => {
    const ready = resolved.get(id) as ChunkModule<P> | undefined;
    return (ready ? fulfilled(ready) : loadAndKeep()) as Promise<ChunkModule<P>>;
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, like React.lazy
  function Chunk(props: P) {
    rendered?.add(id);
    return createElement(Lazy as ComponentType<P>, props);
  }
  Chunk.displayName = `Chunk(${id})`;
  return Chunk;
}

/** A route's module (lazy-route.ts): preloaded with the lazy parts, though React.lazy never sees it. */
export function registerChunk(id: string, load: () => Promise<unknown>): void {
  if (loaders.has(id)) return;
  loaders.set(id, (() =>
    load().then((module) => {
      resolved.set(id, module as ChunkModule<never>);
      return module;
    })) as Loader);
}

/** Server: records the chunks rendered from now on (renders run one at a time). */
export function collectRenderedChunks(): Set<string> {
  rendered = new Set();
  return rendered;
}

/** Server: stops recording. */
export function stopCollectingChunks(): void {
  rendered = null;
}

/** Marks a chunk as used by the render (a route module loaded by the router). */
export function noteRenderedChunk(id: string): void {
  rendered?.add(id);
}

/**
 * Client: loads the chunks the server rendered. A chunk's lazy parts are declared when its
 * module runs, so this goes round until every id is in or no new one appears.
 */
export async function preloadChunks(ids: readonly string[]): Promise<string[]> {
  let pending = ids.filter((id) => !resolved.has(id));
  for (;;) {
    const known = pending.filter((id) => loaders.has(id));
    if (known.length === 0) return pending;
    await Promise.all(known.map((id) => loaders.get(id)?.()));
    pending = pending.filter((id) => !resolved.has(id));
  }
}
