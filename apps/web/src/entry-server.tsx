/**
 * The server render of the player site's first screen (decision 035, "Server-rendered first
 * screen (session 22)"). Built with `vite build --ssr` into dist-ssr; apps/server's ssr plugin
 * calls `render` one request at a time, so the app's module-level state (the query client,
 * i18next, the CDN draw, the API transport) belongs to one render at a time: each render
 * resets it before it starts.
 */
import { SYSTEM_STATUS } from '@nova/contracts/constants';
import { dehydrate, type FetchQueryOptions } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { isServerRenderedPath, routes } from './app/router';
import type { ServerState } from './app/server-state';
import { memberInfoQuery } from './features/session/api/use-member-info';
import { permissionDataQuery } from './features/system/api/use-permission-data';
import { systemStatusQuery } from './features/system/api/use-system-status';
import { bootstrap, StatusGate } from './features/system/components/status-gate';
import { setApiTransport } from './lib/api-client';
import { loadBundledLocale } from './lib/bundled-locales';
import { currentCdns, keepCdns } from './lib/cdn';
import { currentLanguageCode, i18n, initI18n, type Namespace, setLocaleLoader } from './lib/i18n';
import { setServerLanguageChoice } from './lib/language-storage';
import { collectRenderedChunks, stopCollectingChunks } from './lib/lazy-chunk';
import { languageByLocale } from './lib/locale';
import { queryClient } from './lib/query-client';
import { setServerUiFlags } from './lib/ui-store';

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  /** The `nova_lang` cookie, when there is one. */
  languageCookie: string | null;
  userAgent: string;
  /** Sends an API call through the server's own routes with the visitor's cookies. */
  transport: typeof fetch;
  signal: AbortSignal;
}

export interface RenderResult {
  html: string;
  lang: string;
  dir: string;
  state: ServerState;
  /** Passes over the tree this render took (1 once its screen's queries are learned). */
  passes: number;
}

// No origin to fetch the locale files from: they are in this bundle.
setLocaleLoader(loadBundledLocale);

const PHONE_AGENT = /Mobi|Android|iPhone|iPad/i;

/** Passes over the tree: a pass may show new queries (a block's useQuery), fetched for the next. */
const MAX_PASSES = 3;

/**
 * The queries each screen's passes found for a visitor, by path and language cookie: the next
 * visitor's render of the same screen fetches them with nothing else in the way, so its first
 * pass has all its data and usually is its only one (each pass renders the whole tree). A query
 * whose key changed is found by a pass again, as before. Only what visitors see is learned: a
 * member's query key may name that member, and must never reach another page. Bounded: the
 * server renders few screens.
 */
const learnedQueries = new Map<string, FetchQueryOptions[]>();
const LEARNED_SCREENS_MAX = 200;

/** The first screen's HTML and state, or null when this address is left to the browser. */
export async function render(input: RenderInput): Promise<RenderResult | null> {
  const url = new URL(input.url, 'http://nova.local');
  if (!isServerRenderedPath(url.pathname)) return null;
  setApiTransport(input.transport);
  setServerLanguageChoice(input.languageCookie);
  keepCdns(null);
  queryClient.clear();
  const phone = PHONE_AGENT.test(input.userAgent);
  setServerUiFlags(phone);
  try {
    return await renderScreen(url, input, phone);
  } finally {
    stopCollectingChunks();
    queryClient.clear();
    setServerLanguageChoice(undefined);
  }
}

async function renderScreen(
  url: URL,
  { signal, languageCookie }: RenderInput,
  phone: boolean,
): Promise<RenderResult | null> {
  const [permission, status, member] = await Promise.all([
    queryClient.fetchQuery(permissionDataQuery),
    queryClient.fetchQuery(systemStatusQuery),
    queryClient.fetchQuery(memberInfoQuery),
  ]);
  // The status pages and a wrong domain are the browser's: they are rare and have no LCP to win.
  if (!permission.domainRoute.valid || status.status !== SYSTEM_STATUS.NORMAL) return null;
  // The boot queries: every screen fetches them first, so none is worth learning.
  const boot = new Set<unknown>(queryClient.getQueryCache().getAll());
  await initI18n(undefined, ['home']);
  // The language cookie, not i18n's language: bootstrap settles that, later.
  const screen = member ? null : `${url.pathname} ${languageCookie ?? ''}`;
  await Promise.all([
    bootstrap(permission),
    ...((screen && learnedQueries.get(screen)) || []).map((options) =>
      queryClient.prefetchQuery(options),
    ),
  ]);

  // From here on: the route's module (the router's lazy) and the lazy parts the passes render.
  const chunks = collectRenderedChunks();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  let html = '';
  let passes = 0;
  while (passes < MAX_PASSES) {
    passes += 1;
    const { prelude } = await prerender(
      <StrictMode>
        <AppProviders>
          <StatusGate>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </StatusGate>
        </AppProviders>
      </StrictMode>,
      // Every boundary inline and in order: an outlined one would be completed by an inline
      // script, which the CSP (script-src 'self') refuses.
      { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    html = await new Response(prelude).text();
    if (!(await fetchNewQueries())) break;
  }
  if (screen) learn(screen, boot);

  const locale = i18n.language;
  const info = languageByLocale(locale);
  return {
    html,
    lang: info.locale,
    dir: info.dir,
    state: {
      language: currentLanguageCode(),
      cdns: currentCdns(),
      namespaces: Object.keys(i18n.store.data[locale] ?? {}) as Namespace[],
      queries: dehydrate(queryClient),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
      chunks: [...chunks],
      phone,
    },
    passes,
  };
}

/** Keeps the options of the queries the passes fetched, for the screen's next render. */
function learn(screen: string, boot: Set<unknown>): void {
  const found = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => !boot.has(query) && query.state.status === 'success')
    .map(
      (query) =>
        ({ queryKey: query.queryKey, queryFn: query.options.queryFn }) as FetchQueryOptions,
    );
  if (found.length === 0) return;
  if (!learnedQueries.has(screen) && learnedQueries.size >= LEARNED_SCREENS_MAX) return;
  learnedQueries.set(screen, found);
}

/**
 * Queries a render created but never fetched (useQuery does not fetch on the server): fetched
 * now, so the next pass renders their data. True when there were any.
 */
async function fetchNewQueries(): Promise<boolean> {
  const fresh = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    });
  if (fresh.length === 0) return false;
  await Promise.all(fresh.map((query) => query.fetch().catch(() => undefined)));
  return true;
}
