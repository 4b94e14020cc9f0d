/** Test helpers for the agent landing: English strings, a query client and a memory router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import agent from '../../locales/en/agent.json';

export async function initAgentI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['agent', 'errors'],
    defaultNS: 'agent',
    resources: {
      en: {
        agent,
        // The shell owns the errors namespace; these two are enough for the tests.
        errors: {
          NON_AGENT_LOGIN: 'Not an agent, cannot log in',
          INTERNAL: 'Something went wrong',
        },
      },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
}

export function renderAt(ui: ReactElement, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '/agentHome', element: <p data-testid="agent-home">agent home</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
