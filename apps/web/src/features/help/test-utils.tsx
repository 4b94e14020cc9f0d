/** Test helpers for the help feature: English strings and a fresh query client. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import help from '../../locales/en/help.json';

export async function initHelpI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['help'],
    defaultNS: 'help',
    resources: { en: { help, common: { close: 'Close' } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
}

/** Renders `ui` at /help; any other path shows `data-testid="location"` with the path. */
export function renderWithQuery(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/help', element: ui },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: ['/help'] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}
