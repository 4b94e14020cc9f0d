import { listOpsContracts, terminateOpsContract } from '@nova/contracts/api/ops-agents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { answerApi } from '../../test/api-stand-in';
import { inEnglish, operatorWith, renderAs, text } from '../../test/render-as-operator';
import { AGENTS_ALL, AGENTS_READ, contractOf, pageOf } from './agents-test-kit';
import ContractsPage from './contracts-page';

vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));

const CONTRACTS = [
  contractOf(),
  contractOf({
    id: 32,
    kind: 'SALARY_DAILY',
    period: 'DAILY',
    rateType: 'FIXED',
    tiers: [{ minBets: '100000', minNetLoss: '0', minActive: 2, ratio: 0, amount: '5000' }],
    state: 'OFFERED',
    upline: 'demoagent',
    downline: 'demosub',
    downlineId: 8,
    signedAt: null,
  }),
];

function serve(terminate: () => unknown = () => contractOf({ state: 'TERMINATED' })) {
  return answerApi([
    [listOpsContracts, () => pageOf(CONTRACTS)],
    [terminateOpsContract, terminate],
  ]);
}

beforeEach(async () => {
  await inEnglish();
});

describe('ContractsPage', () => {
  it('lists contracts with who pays whom, their terms in a line and their state', async () => {
    const calls = serve();
    renderAs(operatorWith(AGENTS_READ), <ContractsPage />);
    const platform = await screen.findByRole('row', { name: /demoagent.*Dividend/ });
    expect(calls).toHaveBeenCalledWith(listOpsContracts, { query: { pageNo: 1, pageSize: 20 } });
    expect(text(platform)).toContain('Platform');
    expect(text(platform)).toContain('2 tiers, up to 30.25%');
    expect(text(platform)).toContain('Signed');
    const salary = screen.getByRole('row', { name: /demosub/ });
    expect(text(salary)).toContain('1 tier, up to 50.00');
    expect(text(salary)).toContain('Offered');
    expect(within(salary).getByRole('link', { name: 'demosub' }).getAttribute('href')).toBe(
      '/agents/8',
    );
    expect(screen.queryByRole('button', { name: /Terminate|Withdraw offer/ })).toBeNull();
  });

  it('filters by state, kind and the platform’s contracts', async () => {
    const calls = serve();
    renderAs(operatorWith(AGENTS_READ), <ContractsPage />);
    await screen.findByRole('row', { name: /demosub/ });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'SIGNED' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'DIVIDEND' } });
    fireEvent.change(screen.getByLabelText('Paid by'), { target: { value: 'true' } });
    await waitFor(() =>
      expect(calls).toHaveBeenLastCalledWith(listOpsContracts, {
        query: { pageNo: 1, pageSize: 20, state: 'SIGNED', kind: 'DIVIDEND', platform: 'true' },
      }),
    );
  });

  it('withdraws an open offer, and shows a refusal translated', async () => {
    const calls = serve(() => {
      throw new ApiError('CONTRACT_STATE', 409);
    });
    renderAs(operatorWith(AGENTS_ALL), <ContractsPage />);
    const offered = await screen.findByRole('row', { name: /demosub/ });
    fireEvent.click(within(offered).getByRole('button', { name: 'Withdraw offer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'wrong terms' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    expect(
      await within(dialog).findByText(
        'This contract cannot be changed that way any more. Refresh to see its current state.',
      ),
    ).toBeTruthy();
    expect(calls).toHaveBeenCalledWith(terminateOpsContract, {
      params: { id: 32 },
      body: { reason: 'wrong terms' },
    });
  });
});
