import type { KycOverview } from '@nova/contracts/api/kyc';
import type { OpsKycDocument } from '@nova/contracts/api/ops-kyc';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import i18n from '../../lib/i18n';
import { type Operator, OperatorContext } from '../../lib/session';

/** Fixtures of the KYC screens' tests: an operator, documents, a render, a stand-in API. */

// jsdom has no <dialog> methods: open and close it as the browser would, by the attribute.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

export const REVIEWER = ['kyc.read', 'kyc.review', 'members.read'];
export const READER = ['kyc.read', 'members.read'];

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

export function documentOf(overrides: Partial<OpsKycDocument> = {}): OpsKycDocument {
  return {
    id: 7,
    kind: 'IDENTITY',
    status: 'PENDING',
    mime: 'image/jpeg',
    size: 256 * 1024,
    uploadedAt: '2026-11-30T02:00:00Z',
    reviewedAt: null,
    reason: null,
    memberId: 42,
    account: 'player01',
    reviewedBy: null,
    ...overrides,
  };
}

export function memberKycOf(
  documents: OpsKycDocument[],
  overrides: Partial<KycOverview> = {},
): KycOverview & { documents: OpsKycDocument[] } {
  return {
    status: 'PENDING',
    requirement: {
      withdrawalAbove: '500000',
      depositsAbove: null,
      depositedTotal: '123450',
      depositsBlocked: false,
    },
    currency: 'MYR',
    scale: 2,
    ...overrides,
    documents,
  };
}

/** Renders `ui` at `path` as the signed-in `operator` would see it, with a fresh query cache. */
export function renderAs(operator: Operator, ui: ReactNode, path = '/kyc') {
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

/** Stands in for the file's fetch and the object URLs; restores them when the test ends. */
export function stubFiles(blob = new Blob(['jpeg'], { type: 'image/jpeg' })) {
  const fetchMock = vi.fn(async () => new Response(blob, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn(() => 'blob:kyc-file');
  URL.revokeObjectURL = vi.fn();
  return {
    fetchMock,
    revoked: URL.revokeObjectURL as ReturnType<typeof vi.fn>,
    restore() {
      vi.unstubAllGlobals();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}
