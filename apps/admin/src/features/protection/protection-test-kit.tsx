import type { OpsMemberProtection } from '@nova/contracts/api/ops-protection';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import i18n from '../../lib/i18n';
import { type Operator, OperatorContext } from '../../lib/session';

/** Fixtures of the protection screens' tests: an operator, a member's panel data, a render. */

// jsdom has no <dialog> methods: open and close it as the browser would, by the attribute.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

export const ALL_PROTECTION = ['protection.read', 'protection.manage', 'protection.settings'];

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

export function protectionOf(overrides: Partial<OpsMemberProtection> = {}): OpsMemberProtection {
  return {
    memberId: 42,
    account: '60123456789',
    limits: [
      {
        kind: 'DEPOSIT',
        period: 'DAY',
        value: '50000',
        used: '40000',
        remaining: '10000',
        pending: {
          value: '80000',
          requestedAt: '2026-11-30T02:00:00Z',
          effectiveAt: '2026-12-01T02:00:00Z',
          confirmable: false,
        },
        setAt: '2026-11-20T04:00:00Z',
      },
      {
        kind: 'SESSION',
        period: 'SESSION',
        value: '90',
        used: '30',
        remaining: '60',
        pending: null,
        setAt: '2026-11-21T04:00:00Z',
      },
    ],
    exclusion: null,
    realityCheck: { intervalMinutes: 30, brandDefaultMinutes: 60, chosen: true },
    coolingOffHours: 24,
    currency: 'MYR',
    scale: 2,
    exclusions: [],
    limitHistory: [
      {
        at: '2026-11-30T02:00:00Z',
        kind: 'DEPOSIT',
        period: 'DAY',
        action: 'INCREASE_REQUESTED',
        from: '50000',
        to: '80000',
        by: 'PLAYER',
        reason: null,
      },
      {
        at: '2026-11-20T04:00:00Z',
        kind: 'DEPOSIT',
        period: 'DAY',
        action: 'DECREASE',
        from: '100000',
        to: '50000',
        by: 'demo-cs',
        reason: 'Asked by phone',
      },
    ],
    hits: [
      {
        at: '2026-11-29T10:00:00Z',
        action: 'DEPOSIT',
        kind: 'DEPOSIT',
        period: 'DAY',
        amount: '20000',
      },
    ],
    hits30Days: 4,
    ...overrides,
  };
}

/** Renders `ui` as the signed-in `operator` would see it, with a fresh query cache. */
export function renderAs(operator: Operator, ui: ReactNode, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <OperatorContext value={operator}>{ui}</OperatorContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

/** English for the assertions below (the setup loads both languages). */
export async function inEnglish(): Promise<void> {
  await i18n.changeLanguage('en');
}

/** A `callApi` stand-in answering by endpoint, recording what it was sent. */
export function apiAnswering(
  answers: Map<unknown, (input: unknown) => unknown>,
): ReturnType<typeof vi.fn> {
  return vi.fn(async (endpoint: unknown, input: unknown) => {
    const answer = answers.get(endpoint);
    if (!answer) throw new Error(`unexpected call to ${(endpoint as { path?: string }).path}`);
    return answer(input);
  });
}
