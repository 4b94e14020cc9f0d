import type { KycOverview } from '@nova/contracts/api/kyc';
import type { OpsKycDocument } from '@nova/contracts/api/ops-kyc';
import { vi } from 'vitest';

/**
 * Fixtures of the KYC screens' tests: the operators' permissions, documents, a member's KYC and
 * the file's fetch (the render and the API stand-in are the back office's, in src/test/).
 */

export const REVIEWER = ['kyc.read', 'kyc.review', 'members.read'];
export const READER = ['kyc.read', 'members.read'];

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
