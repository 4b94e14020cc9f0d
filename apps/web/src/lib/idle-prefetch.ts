/**
 * Chunks the first screen does not render but the first interaction may need (the login and
 * register modals, the trial warning, the account and vendor menus, the footer below the first
 * screen) are fetched once the page is idle, one after the other, so they stay out of the first
 * load without making the first click or scroll wait (decision 037).
 *
 * "Idle" means the first screen is done, not just the `load` event: a single-page app's `load`
 * fires before its screen has fetched its data, images and lazy parts, and prefetching then
 * competed with them for the network and the main thread (decision 035). So the prefetch waits
 * until no resource has finished loading for QUIET_MS (at most MAX_WAIT_MS after `load`), then
 * for an idle callback.
 */
type Loader = () => Promise<unknown>;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
}

/** No resource finished loading for this long: the first screen has what it asked for. */
export const QUIET_MS = 2_000;
/** A page that never goes quiet (polling faster than QUIET_MS) prefetches after this anyway. */
export const MAX_WAIT_MS = 15_000;
/** Idle time after the quiet period: long enough for the last render to finish first. */
const IDLE_TIMEOUT_MS = 3_000;

function whenIdle(callback: () => void): void {
  const idle = (window as IdleWindow).requestIdleCallback;
  if (idle) idle(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 1);
}

/** Calls `callback` once no resource entry has been recorded for QUIET_MS. */
function whenQuiet(callback: () => void): void {
  let done = false;
  let quiet: ReturnType<typeof setTimeout>;
  let observer: PerformanceObserver | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(quiet);
    clearTimeout(cap);
    observer?.disconnect();
    callback();
  };
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, QUIET_MS);
  };
  const cap = setTimeout(finish, MAX_WAIT_MS);
  restart();
  if (typeof PerformanceObserver === 'function') {
    observer = new PerformanceObserver(restart);
    try {
      observer.observe({ type: 'resource' });
    } catch {
      // No resource timing here: the quiet period then simply counts from `load`.
      observer = null;
    }
  }
}

async function loadInTurn(loaders: readonly Loader[]): Promise<void> {
  for (const load of loaders) {
    // A failed prefetch is not an error: the component loads (and reports) when it is used.
    await load().catch(() => undefined);
  }
}

export function prefetchWhenIdle(loaders: readonly Loader[]): void {
  const start = () => whenQuiet(() => whenIdle(() => void loadInTurn(loaders)));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
