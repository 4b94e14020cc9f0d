import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { memberInfoQuery } from '../features/session/api/use-member-info';
import { loadAccountMenuPanel } from '../features/session/components/account-menu';
import { permissionDataQuery } from '../features/system/api/use-permission-data';
import { systemStatusQuery } from '../features/system/api/use-system-status';
import { StatusGate } from '../features/system/components/status-gate';
import { initI18n } from '../lib/i18n';
import { prefetchWhenIdle } from '../lib/idle-prefetch';
import { queryClient } from '../lib/query-client';
import { AppRouter } from './app-router';
import { loadServicePanel } from './layouts/main-layout';
import { loadVendorMenu } from './layouts/main-nav';
import { loadSiteFooter } from './layouts/site-footer-slot';
import { loadTrialWarningDialog } from './layouts/site-header';
import { FIRST_CLICK_MODALS, MODAL_LOADERS } from './modal-registry';
import { AppProviders } from './providers';
import { preloadHomeIfLanding } from './router';
import { prepareHydration, readServerState } from './server-state';

// What the first click or hover may open, and the footer below the first screen, fetched once
// the page is idle (decision 037).
function prefetchFirstClicks(): void {
  prefetchWhenIdle([
    ...FIRST_CLICK_MODALS.map((name) => MODAL_LOADERS[name]),
    loadSiteFooter,
    loadAccountMenuPanel,
    loadVendorMenu,
    loadTrialWarningDialog,
    loadServicePanel,
  ]);
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Renders the app into #root: hydrates the server's first screen, or renders it afresh. */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const serverState = readServerState();
  if (serverState) {
    // The server rendered the first screen (decision 035, session 22): the client takes the
    // server's inputs, loads every part the HTML shows, then hydrates in a transition.
    const prepared = prepareHydration(serverState).catch((error: unknown) => {
      // Whatever did not load suspends during hydration and comes in later.
      console.error('Hydration preparation failed', error);
    });
    // Hydration waits for the page's load: the server's HTML paints and its banner image shows
    // first, and hydration's long tasks come after (decision 035, session 22).
    void Promise.all([prepared, pageLoaded()]).then(() => {
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <AppProviders>
              <StatusGate>
                <AppRouter hydrationData={serverState.router} />
              </StatusGate>
            </AppProviders>
          </StrictMode>,
          {
            // A mismatch React recovers from is still a bug: the console shows it (e2e fails on it).
            onRecoverableError(error, info) {
              console.error('Hydration error', error, info.componentStack);
            },
          },
        );
      });
      prefetchFirstClicks();
    });
  } else {
    // Boot requests start together, before React renders (spec §2 boot sequence).
    const landingOnHome = preloadHomeIfLanding(window.location.pathname);
    void initI18n(undefined, landingOnHome ? ['home'] : []);
    void queryClient.prefetchQuery(permissionDataQuery);
    void queryClient.prefetchQuery(systemStatusQuery);
    void queryClient.prefetchQuery(memberInfoQuery);
    prefetchFirstClicks();

    // The first render is a transition, so React renders it in slices and the main thread answers
    // in between (decision 035); a plain render would build the whole first screen in one task.
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <AppProviders>
            <StatusGate>
              <AppRouter />
            </StatusGate>
          </AppProviders>
        </StrictMode>,
      );
    });
  }
}
