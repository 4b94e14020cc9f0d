import { getKyc, type KycOverview, uploadKycDocument } from '@nova/contracts/api/kyc';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/datetime';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { KycCard } from './kyc-card';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const UNVERIFIED: KycOverview = {
  status: 'UNVERIFIED',
  documents: [],
  requirement: {
    withdrawalAbove: '500000',
    depositsAbove: '1000000',
    depositedTotal: '250050',
    depositsBlocked: false,
  },
  currency: 'MYR',
  scale: 2,
};

const REJECTED: KycOverview = {
  ...UNVERIFIED,
  status: 'REJECTED',
  documents: [
    {
      id: 12,
      kind: 'ADDRESS',
      status: 'REJECTED',
      mime: 'application/pdf',
      size: 2048,
      uploadedAt: '2026-03-02T10:00:00Z',
      reviewedAt: '2026-03-02T12:00:00Z',
      reason: 'The bill is older than 3 months',
    },
    {
      id: 11,
      kind: 'IDENTITY',
      status: 'PENDING',
      mime: 'image/jpeg',
      size: 4096,
      uploadedAt: '2026-03-01T09:30:00Z',
      reviewedAt: null,
      reason: null,
    },
  ],
};

let overview: KycOverview | Error = UNVERIFIED;
let uploadAnswer: unknown = { ...REJECTED.documents[1] };

beforeAll(() => initTestI18n());
beforeEach(() => {
  overview = UNVERIFIED;
  uploadAnswer = { ...REJECTED.documents[1] };
  callApi.mockReset();
  answer(
    callApi,
    new Map<never, unknown>([
      [getKyc as never, () => overview],
      [uploadKycDocument as never, () => uploadAnswer],
    ]),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const text = (testId: string) => screen.getByTestId(testId).textContent;

function pick(kind: string, file: File) {
  fireEvent.change(screen.getByTestId(`kyc-input-${kind}`), { target: { files: [file] } });
}

describe('KycCard', () => {
  it("shows the status and why: the brand's thresholds and the deposits so far", async () => {
    renderWithProviders(<KycCard />);
    await screen.findByTestId('kyc-why');
    expect(text('kyc-status')).toBe('Not verified');
    expect(screen.getByTestId('kyc-status').dataset.status).toBe('UNVERIFIED');
    await waitFor(() =>
      expect(text('kyc-why-withdrawal')).toBe(
        'Withdrawals above RM 5,000.00 need a verified account.',
      ),
    );
    expect(text('kyc-why-deposits')).toBe(
      'Deposits beyond RM 10,000.00 in total need a verified account. You have deposited RM 2,500.50 so far.',
    );
    expect(screen.queryByTestId('kyc-deposits-blocked')).toBeNull();
    expect(text('kyc-row-status-IDENTITY')).toBe('Not uploaded');
    expect(text('kyc-upload-IDENTITY')).toBe('Upload');
    expect(text('kyc-upload-ADDRESS')).toBe('Upload');
    expect(screen.getByTestId('kyc-input-IDENTITY').getAttribute('accept')).toContain('.pdf');
    expect(screen.getByTestId('kyc-docs-empty')).toBeTruthy();
  });

  it('says when nothing needs verification, and when deposits are blocked', async () => {
    overview = {
      ...UNVERIFIED,
      requirement: { ...UNVERIFIED.requirement, withdrawalAbove: null, depositsAbove: null },
    };
    const { unmount } = renderWithProviders(<KycCard />);
    expect(await screen.findByTestId('kyc-why-none')).toBeTruthy();
    unmount();
    overview = {
      ...UNVERIFIED,
      requirement: { ...UNVERIFIED.requirement, depositedTotal: '1000000', depositsBlocked: true },
    };
    renderWithProviders(<KycCard />);
    await waitFor(() =>
      expect(text('kyc-deposits-blocked')).toBe(
        'You have reached RM 10,000.00 in deposits: verify your account to keep depositing.',
      ),
    );
  });

  it('shows a rejection with its reason, offers only that kind again, lists every document', async () => {
    overview = REJECTED;
    renderWithProviders(<KycCard />);
    await screen.findByTestId('kyc-docs');
    expect(text('kyc-status')).toBe('Action needed');
    expect(text('kyc-reason-ADDRESS')).toBe('Reason: The bill is older than 3 months');
    expect(text('kyc-upload-ADDRESS')).toBe('Upload a new one');
    // The identity card waits for review: no second upload.
    expect(text('kyc-row-status-IDENTITY')).toBe('Pending review');
    expect(screen.queryByTestId('kyc-upload-IDENTITY')).toBeNull();
    const rows = screen.getAllByTestId('kyc-doc-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['REJECTED', 'PENDING']);
    expect(rows[0]?.textContent).toContain('Proof of address');
    expect(rows[0]?.textContent).toContain(formatDateTime(new Date('2026-03-02T10:00:00Z')));
    expect(rows[0]?.textContent).toContain('The bill is older than 3 months');
  });

  it('uploads a picked file as its raw body and shows the new review state', async () => {
    renderWithProviders(<KycCard />);
    await screen.findByTestId('kyc-upload-IDENTITY');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'mykad.jpg', {
      type: 'image/jpeg',
    });
    overview = { ...UNVERIFIED, status: 'PENDING', documents: [REJECTED.documents[1] as never] };
    pick('IDENTITY', file);
    await waitFor(() =>
      expect(text('kyc-uploaded-IDENTITY')).toContain('Identity document uploaded'),
    );
    const [call] = callsTo(callApi, uploadKycDocument) as { query?: unknown; raw?: Blob }[];
    expect(call?.query).toEqual({ kind: 'IDENTITY' });
    expect(call?.raw).toBe(file);
    expect(text('kyc-status')).toBe('Under review');
    expect(text('kyc-row-status-IDENTITY')).toBe('Pending review');
  });

  it('refuses a wrong type or a file too large before sending, with a translated message', async () => {
    renderWithProviders(<KycCard />);
    await screen.findByTestId('kyc-upload-ADDRESS');
    pick('ADDRESS', new File(['<html>'], 'bill.html', { type: 'text/html' }));
    expect(text('kyc-issue-ADDRESS')).toBe(
      'This file type is not accepted. Choose a PNG, JPG or PDF file.',
    );
    const big = new File([new Uint8Array(8)], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 8 * 1024 * 1024 + 1 });
    pick('ADDRESS', big);
    expect(text('kyc-issue-ADDRESS')).toBe(
      'This file is larger than 8 MB. Choose a smaller file or a lower-resolution scan.',
    );
    expect(callsTo(callApi, uploadKycDocument)).toEqual([]);
  });

  it("shows the server's refusal of the content, translated", async () => {
    uploadAnswer = new ApiError('UPLOAD_INVALID', 422);
    renderWithProviders(<KycCard />);
    await screen.findByTestId('kyc-upload-ADDRESS');
    pick('ADDRESS', new File(['%PDF-1.7'], 'bill.pdf', { type: 'application/pdf' }));
    const error = await screen.findByTestId('kyc-error-ADDRESS');
    expect(error.textContent).toBe(
      'This file could not be accepted. Send a clear PNG or JPG photo, or a PDF without attachments or scripts.',
    );
  });

  it("previews the player's own file from a blob, released on close", async () => {
    overview = REJECTED;
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    const fetchMock = vi.fn(async () => new Response(blob, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn(() => 'blob:kyc-11');
    const revoked = vi.fn();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = created;
    URL.revokeObjectURL = revoked;
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    renderWithProviders(<KycCard />);
    fireEvent.click(await screen.findByTestId('kyc-view-11'));
    const image = await screen.findByTestId('kyc-viewer-image', {}, { timeout: 2000 });
    expect(image.getAttribute('src')).toBe('blob:kyc-11');
    expect(fetchMock).toHaveBeenCalledWith('/wps/member/kyc/documents/11', expect.anything());
    fireEvent.click(
      within(screen.getByTestId('modal-kyc-file')).getByRole('button', { name: /close/i }),
    );
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:kyc-11'));
  });

  it('leaves out why once verified, with nothing left to upload', async () => {
    overview = {
      ...REJECTED,
      status: 'VERIFIED',
      documents: REJECTED.documents.map((d) => ({
        ...d,
        status: 'APPROVED' as const,
        reason: null,
      })),
    };
    renderWithProviders(<KycCard />);
    expect(await screen.findByTestId('kyc-docs')).toBeTruthy();
    expect(text('kyc-status')).toBe('Verified');
    expect(text('kyc-summary')).toBe('Your account is verified. There is nothing more to do.');
    expect(screen.queryByTestId('kyc-why')).toBeNull();
    expect(screen.queryByTestId('kyc-upload-IDENTITY')).toBeNull();
    expect(screen.queryByTestId('kyc-upload-ADDRESS')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    overview = new ApiError('SERVICE_UNAVAILABLE', 0);
    renderWithProviders(<KycCard />);
    expect(await screen.findByTestId('kyc-error')).toBeTruthy();
    overview = UNVERIFIED;
    fireEvent.click(screen.getByTestId('kyc-retry'));
    expect(await screen.findByTestId('kyc-why')).toBeTruthy();
  });
});
