/**
 * The client's half of the server render (decision 035, session 22): reads the state the server
 * put in the page and makes the first client render take exactly the server's inputs (language,
 * CDN draw, query data, router data, lazy parts), so hydration finds the same text and nothing
 * suspends while it runs.
 */

import { SERVER_STATE_ID } from '@nova/contracts/constants';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { type HydrationState, matchRoutes } from 'react-router';
import { permissionDataQuery } from '../features/system/api/use-permission-data';
import { bootstrap } from '../features/system/components/status-gate';
import { type CdnChoice, keepCdns } from '../lib/cdn';
import { i18n, initI18n, type Namespace } from '../lib/i18n';
import { readStoredLanguage, storeLanguage } from '../lib/language-storage';
import { preloadChunks } from '../lib/lazy-chunk';
import { queryClient } from '../lib/query-client';
import { setServerUiFlags } from '../lib/ui-store';
import { routes } from './router';

/** What the client needs to render its first frame exactly as the server did (entry-server). */
export interface ServerState {
  /** Site language code (MY, EN…). */
  language: string;
  cdns: CdnChoice;
  namespaces: Namespace[];
  queries: DehydratedState;
  router: HydrationState;
  /** Lazy chunks (source paths) the render used: loaded before hydration. */
  chunks: string[];
  /** Drawn for a phone (the user agent says so): the right bar starts tucked away. */
  phone: boolean;
}

/** The server's state, or null when the page is the plain shell (or the state is unreadable). */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch (error) {
    console.error('Unreadable server state', error);
    return null;
  }
}

/** Takes the server's inputs and loads everything the server's HTML shows. */
export async function prepareHydration(state: ServerState): Promise<void> {
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
