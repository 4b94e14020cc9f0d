import { opsGetMemberKyc } from '@nova/contracts/api/ops-kyc';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, api } from '../../test/api-stand-in';
import { inEnglish, operatorWith, renderAs, text } from '../../test/render-as-operator';
import { documentOf, memberKycOf, READER, REVIEWER } from './kyc-test-kit';
import { MemberKycPanel } from './member-kyc-panel';

vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));

const REJECTED = documentOf({
  id: 5,
  kind: 'ADDRESS',
  status: 'REJECTED',
  mime: 'application/pdf',
  reviewedAt: '2026-11-29T03:00:00Z',
  reviewedBy: 'demo-cs',
  reason: 'Older than 3 months',
});

beforeEach(async () => {
  await inEnglish();
  answerApi([[opsGetMemberKyc, () => memberKycOf([documentOf(), REJECTED])]]);
});

describe('MemberKycPanel', () => {
  it("shows the member's status, the brand's requirement and every document", async () => {
    renderAs(operatorWith(REVIEWER), <MemberKycPanel memberId={42} />, '/members/42');
    const panel = await screen.findByTestId('member-kyc');
    expect(api.callApi).toHaveBeenCalledWith(opsGetMemberKyc, { params: { id: 42 } });
    expect(text(screen.getByRole('heading', { name: /Identity verification/ }))).toContain(
      'Under review',
    );
    expect(text(panel)).toContain('Withdrawals above5,000.00 MYR');
    expect(text(panel)).toContain('Deposits beyondNot required');
    expect(text(panel)).toContain('Deposited so far1,234.50 MYR');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(text(rows[1])).toContain('Older than 3 months');
    expect(text(rows[1])).toContain('by demo-cs');
    // Only the pending one can be decided.
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
  });

  it('offers no decision without kyc.review, and nothing at all without kyc.read', async () => {
    const { unmount } = renderAs(operatorWith(READER), <MemberKycPanel memberId={42} />);
    await screen.findByTestId('member-kyc');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Preview/ })).toHaveLength(2);
    unmount();
    const { container } = renderAs(
      operatorWith(['members.read']),
      <MemberKycPanel memberId={42} />,
    );
    expect(container.textContent).toBe('');
    expect(api.callApi).toHaveBeenCalledTimes(1);
  });
});
