/**
 * Chunks the first screen does not render but the first interaction may need (the login and
 * register modals, the trial warning) are fetched once the page is idle, one after the other,
 * so they stay out of the first load without making the first click wait (decision 037).
 */
type Loader = () => Promise<unknown>;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
}

/** Idle time after load: long enough for the first render's requests to finish first. */
const IDLE_TIMEOUT_MS = 3_000;

function whenIdle(callback: () => void): void {
  const idle = (window as IdleWindow).requestIdleCallback;
  if (idle) idle(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 1);
}

async function loadInTurn(loaders: readonly Loader[]): Promise<void> {
  for (const load of loaders) {
    // A failed prefetch is not an error: the component loads (and reports) when it is used.
    await load().catch(() => undefined);
  }
}

export function prefetchWhenIdle(loaders: readonly Loader[]): void {
  const start = () => whenIdle(() => void loadInTurn(loaders));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
