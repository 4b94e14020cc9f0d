/**
 * Test helpers shared by the web features: the English strings of every namespace, and a render
 * inside a fresh query client and a memory router.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type Resource } from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';

type LocaleModule = { default: Record<string, unknown> };
const ENGLISH = import.meta.glob<LocaleModule>('../locales/en/*.json', { eager: true });

function englishResources(): Resource {
  const bundles: Record<string, Record<string, unknown>> = {};
  for (const [path, module] of Object.entries(ENGLISH)) {
    const namespace = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
    bundles[namespace] = module.default;
  }
  return { en: bundles };
}

/**
 * Starts i18next in English with every namespace, as the app does (default and fallback
 * namespace `common`). `overrides` replaces single strings, per namespace, for a test that
 * checks where a message comes from rather than its wording.
 */
export async function initTestI18n(
  overrides: Record<string, Record<string, unknown>> = {},
): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: englishResources(),
      ns: Object.keys(englishResources().en ?? {}),
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      showSupportNotice: false,
    });
  }
  for (const [namespace, strings] of Object.entries(overrides)) {
    i18next.addResourceBundle('en', namespace, strings, true, true);
  }
}

export interface RenderWithProvidersOptions {
  /** Where `ui` is mounted, with its query string if any. */
  route?: string;
  /** More routes beside `ui`, such as the screen a successful form goes to. */
  routes?: RouteObject[];
}

/**
 * Renders `ui` at `route` (default `/`); any path without a route of its own shows
 * `data-testid="location"` with the path and query, so a test can see where the app went.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', routes = [] }: RenderWithProvidersOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: route.split('?')[0], element: ui }, ...routes, { path: '*', element: <Location /> }],
    { initialEntries: [route] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}
