import { type ComponentType, startTransition, useEffect, useState } from 'react';

/**
 * A component whose chunk is fetched only when a screen first wants it, after that screen's first
 * render (decision 005: Swiper, about 30 KB gzip, stays out of what the home route downloads
 * before it paints). useDeferredComponent gives the component once its chunk is in and the
 * screen wants it, null until then. Once loaded it is kept for the page's life, so later screens
 * get it at once; a chunk that failed to load is tried again by the next screen that wants it,
 * and meanwhile the caller keeps showing its plain fallback.
 */
export interface DeferredComponent<Props> {
  /** The component once its chunk is in, null before (set by load). */
  current: ComponentType<Props> | null;
  /** Fetches the chunk, once; a failed fetch is forgotten so a later call tries again. */
  load(): Promise<ComponentType<Props>>;
}

/** Made once per module, at its top level: it keeps the loaded component for the page's life. */
export function deferredComponent<Props>(
  load: () => Promise<ComponentType<Props>>,
): DeferredComponent<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  const deferred: DeferredComponent<Props> = {
    current: null,
    load() {
      loading ??= load().then(
        (component) => {
          deferred.current = component;
          return component;
        },
        (error: unknown) => {
          loading = null; // a later screen may try again
          throw error;
        },
      );
      return loading;
    },
  };
  return deferred;
}

/** The deferred component when `wanted` and loaded; asks for it after the first render. */
export function useDeferredComponent<Props>(
  deferred: DeferredComponent<Props>,
  wanted: boolean,
): ComponentType<Props> | null {
  const [component, setComponent] = useState<ComponentType<Props> | null>(() => deferred.current);
  useEffect(() => {
    if (!wanted || component) return;
    let active = true;
    deferred.load().then(
      (loaded) => {
        // A transition: the swap re-renders the block, in slices (decision 035).
        if (active) startTransition(() => setComponent(() => loaded));
      },
      () => {
        // The chunk did not load: the caller's plain fallback stays.
      },
    );
    return () => {
      active = false;
    };
  }, [deferred, wanted, component]);
  return wanted ? component : null;
}
