import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18n from '../lib/i18n';
import { type Operator, OperatorContext } from '../lib/session';

/** Test helpers shared by the back office's screens: an operator, a render as that operator. */

/** A demo operator of the Nova88 brand (MYR, Kuala Lumpur) holding exactly `permissions`. */
export function operatorWith(permissions: readonly string[]): Operator {
  return {
    kind: 'OPERATOR',
    name: 'demo-risk',
    displayName: 'Demo Risk',
    role: 'RISK',
    permissions: [...permissions],
    brand: {
      code: 'nova',
      name: 'Nova88',
      currency: 'MYR',
      currencyScale: 2,
      timezone: 'Asia/Kuala_Lumpur',
      languages: ['MY', 'EN', 'CN'],
    },
  };
}

/**
 * Renders `ui` at `path` as the signed-in `operator` would see it (the root provides the
 * operator), with a fresh query cache that retries nothing.
 */
export function renderAs(operator: Operator, ui: ReactNode, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <OperatorContext value={operator}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </OperatorContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

/** English for the assertions (the setup loads every language). */
export async function inEnglish(): Promise<void> {
  await i18n.changeLanguage('en');
}

/** An element's text as a person reads it: runs of white space as one space. */
export function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/gu, ' ').trim();
}
