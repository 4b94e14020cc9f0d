/**
 * The client's half of the server render (decision 035, session 22): reads the state the server
 * put in the page and makes the first client render take exactly the server's inputs (language,
 * CDN draw, query data, router data, lazy parts), so hydration finds the same text and nothing
 * suspends while it runs.
 */
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { type HydrationState, matchRoutes } from 'react-router';
import { permissionDataQuery } from '../features/system/api/use-permission-data';
import { bootstrap } from '../features/system/components/status-gate';
import { keepCdns } from '../lib/cdn';
import { i18n, initI18n, type Namespace } from '../lib/i18n';
import { readStoredLanguage, storeLanguage } from '../lib/language-storage';
import { preloadChunks } from '../lib/lazy-chunk';
import { queryClient } from '../lib/query-client';
import { setServerUiFlags } from '../lib/ui-store';
import { routes } from './router';

export const SERVER_STATE_ID = 'nova-ssr-state';

export interface ClientServerState {
  language: string;
  cdns: { image: string; launch: string };
  namespaces: Namespace[];
  queries: DehydratedState;
  router: HydrationState;
  chunks: string[];
  phone: boolean;
}

/** The server's state, or null when the page is the plain shell (or the state is unreadable). */
export function readServerState(): ClientServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ClientServerState;
  } catch (error) {
    console.error('Unreadable server state', error);
    return null;
  }
}

/** Takes the server's inputs and loads everything the server's HTML shows. */
export async function prepareHydration(state: ClientServerState): Promise<void> {
  // The server rendered in its language (the cookie's, or the brand's): the stored choice
  // follows it, so configureLanguages keeps it.
  const stored = readStoredLanguage();
  if (stored !== state.language) storeLanguage(state.language, stored);
  keepCdns(state.cdns);
  setServerUiFlags(state.phone);
  hydrate(queryClient, state.queries);
  await initI18n(state.language, state.namespaces);
  await i18n.loadNamespaces(state.namespaces);
  const permission = queryClient.getQueryData(permissionDataQuery.queryKey);
  await Promise.all([permission ? bootstrap(permission) : undefined, loadMatchedRoutes()]);
  const missing = await preloadChunks(state.chunks);
  if (missing.length > 0) console.warn('Server-rendered chunks not loaded', missing);
}

/** The lazy routes of this address, loaded and written into the route objects (no lazy left). */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
