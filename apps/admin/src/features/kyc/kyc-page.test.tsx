import {
  opsApproveKycDocument,
  opsListKycDocuments,
  opsRejectKycDocument,
} from '@nova/contracts/api/ops-kyc';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { answerApi } from '../../test/api-stand-in';
import { inEnglish, operatorWith, renderAs, text } from '../../test/render-as-operator';
import KycPage from './kyc-page';
import { documentOf, READER, REVIEWER, stubFiles } from './kyc-test-kit';

vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));

const IDENTITY = documentOf();
const ADDRESS = documentOf({
  id: 8,
  kind: 'ADDRESS',
  mime: 'application/pdf',
  size: 3 * 1024 * 1024,
  account: 'player02',
  memberId: 43,
});

beforeEach(async () => {
  await inEnglish();
});

function serve(answers: [unknown, (input: unknown) => unknown][] = []) {
  return answerApi(
    new Map<unknown, (input: unknown) => unknown>([
      [
        opsListKycDocuments,
        (input) => {
          const { query } = input as { query: { after?: number } };
          return query.after
            ? { items: [ADDRESS], next: null }
            : { items: [IDENTITY], next: IDENTITY.id };
        },
      ],
      ...answers,
    ]),
  );
}

describe('KycPage', () => {
  it('lists the pending queue oldest first in keyset pages, with member links', async () => {
    const calls = serve();
    renderAs(operatorWith(REVIEWER), <KycPage />);
    const first = await screen.findByRole('link', { name: 'player01' });
    expect(first.getAttribute('href')).toBe('/members/42');
    expect(calls).toHaveBeenCalledWith(opsListKycDocuments, {
      query: { status: 'PENDING', after: undefined, limit: 50 },
    });
    const row = first.closest('tr');
    expect(text(row)).toContain('Identity document');
    expect(text(row)).toContain('JPG image · 256 kB');
    expect(text(row)).toContain('Pending');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const second = await screen.findByRole('link', { name: 'player02' });
    expect(text(second.closest('tr'))).toContain('PDF · 3 MB');
    expect(calls).toHaveBeenCalledWith(opsListKycDocuments, {
      query: { status: 'PENDING', after: 7, limit: 50 },
    });
  });

  it('filters by status and kind through the address', async () => {
    const calls = serve();
    renderAs(operatorWith(READER), <KycPage />, '/kyc?status=REJECTED');
    await screen.findByRole('link', { name: 'player01' });
    expect(calls).toHaveBeenCalledWith(opsListKycDocuments, {
      query: { status: 'REJECTED', after: undefined, limit: 50 },
    });
    fireEvent.change(screen.getByTestId('kyc-kind-filter'), { target: { value: 'ADDRESS' } });
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(opsListKycDocuments, {
        query: { status: 'REJECTED', after: undefined, limit: 50, kind: 'ADDRESS' },
      }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(opsListKycDocuments, {
        query: { status: 'APPROVED', after: undefined, limit: 50, kind: 'ADDRESS' },
      }),
    );
  });

  it('hides approve and reject without kyc.review', async () => {
    serve();
    renderAs(operatorWith(READER), <KycPage />);
    await screen.findByRole('link', { name: 'player01' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByRole('button', { name: /Preview Identity document #7/ })).toBeTruthy();
  });

  it('previews the file from a blob fetched with the session, then approves it', async () => {
    const files = stubFiles();
    onTestFinished(files.restore);
    const approved = { ...IDENTITY, status: 'APPROVED' as const, reviewedBy: 'demo-risk' };
    const calls = serve([[opsApproveKycDocument, () => approved]]);
    renderAs(operatorWith(REVIEWER), <KycPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Preview Identity document #7/ }));
    const image = await screen.findByTestId('kyc-preview-image');
    expect(image.getAttribute('src')).toBe('blob:kyc-file');
    expect(files.fetchMock).toHaveBeenCalledWith('/ops/kyc/documents/7/file', expect.anything());
    const preview = screen.getByTestId('kyc-preview').closest('dialog') as HTMLElement;
    fireEvent.click(within(preview).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', {
      name: /Approve Identity document of player01/,
    });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Clear copy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Identity document of player01 approved.');
    expect(calls).toHaveBeenCalledWith(opsApproveKycDocument, {
      params: { id: 7 },
      body: { note: 'Clear copy' },
    });
    await waitFor(() => expect(files.revoked).toHaveBeenCalledWith('blob:kyc-file'));
  });

  it('rejects only with a reason, and shows a refusal in the dialog', async () => {
    const calls = serve([
      [
        opsRejectKycDocument,
        () => {
          throw new ApiError('INVALID_STATE', 409);
        },
      ],
    ]);
    renderAs(operatorWith(REVIEWER), <KycPage />);
    await screen.findByRole('link', { name: 'player01' });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: /Reject Identity document of player01/,
    });
    expect(text(dialog)).toContain('The player sees this reason');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeTruthy());
    expect(calls).not.toHaveBeenCalledWith(opsRejectKycDocument, expect.anything());
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'The photo is blurred' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(opsRejectKycDocument, {
        params: { id: 7 },
        body: { reason: 'The photo is blurred' },
      }),
    );
    expect(await within(dialog).findByText(/INVALID_STATE|no longer|state/i)).toBeTruthy();
  });
});
