import {
  getOpsAgent,
  listOpsStatements,
  offerPlatformContract,
  terminateOpsContract,
} from '@nova/contracts/api/ops-agents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { answerApi } from '../../test/api-stand-in';
import { inEnglish, operatorWith, renderAs, text } from '../../test/render-as-operator';
import AgentPage from './agent-page';
import {
  AGENTS_ALL,
  AGENTS_READ,
  agentOf,
  contractOf,
  pageOf,
  statementOf,
} from './agents-test-kit';

vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));

const FIGURES = {
  deposits: '300000',
  withdrawals: '100000',
  betCount: 42,
  bets: '2000000',
  validBets: '1900000',
  wins: '700000',
  bonuses: '30000',
  rebates: '20000',
  netWinLoss: '-1250000',
};

function detail(agent = agentOf(), contracts = [contractOf()]) {
  return {
    agent,
    trail: [{ id: agent.id, account: agent.account }],
    monthFigures: FIGURES,
    contracts,
  };
}

const STATEMENTS = [
  statementOf(),
  statementOf({
    id: 502,
    agent: 'demosub',
    payer: 'demoagent',
    status: 'OVERDUE',
    formula: 'floor(200000 × 2000 / 10000)',
    amount: '40000',
    paid: '10000',
    paidAt: null,
  }),
];

function serve(
  agentDetail = detail(),
  offer: (input: unknown) => unknown = (input) => ({
    ...contractOf({ id: 40, state: 'OFFERED' }),
    ...(input as { body: object }).body,
  }),
) {
  return answerApi([
    [getOpsAgent, () => agentDetail],
    [listOpsStatements, () => ({ ...pageOf(STATEMENTS), totals: { amount: '0', paid: '0' } })],
    [offerPlatformContract, offer],
    [terminateOpsContract, () => contractOf({ state: 'TERMINATED' })],
  ]);
}

function renderPage(permissions: string[], id = 7) {
  return renderAs(
    operatorWith(permissions),
    <Routes>
      <Route path="/agents/:id" element={<AgentPage />} />
    </Routes>,
    `/agents/${id}`,
  );
}

beforeEach(async () => {
  await inEnglish();
});

describe('AgentPage', () => {
  it('shows the agent’s place, this month’s figures, its contracts and its statements', async () => {
    const calls = serve();
    renderPage(AGENTS_READ);
    expect(await screen.findByRole('heading', { name: /demoagent/ })).toBeTruthy();
    expect(calls).toHaveBeenCalledWith(getOpsAgent, { params: { id: 7 } });
    expect(screen.getByText('Team net win/loss').parentElement?.textContent).toContain(
      '-12,500.00',
    );
    expect(screen.getByText('42 bets')).toBeTruthy();
    const contract = screen.getByRole('article', { name: 'Contract #31' });
    expect(text(contract)).toContain('Twice a month');
    expect(text(contract)).toContain('paid by Platform to demoagent');
    const tiers = within(contract).getAllByRole('row');
    expect(text(tiers[2])).toContain('5,000.00');
    expect(text(tiers[2])).toContain('30.25%');
    expect(text(contract)).toContain('by Platform (demo-finance) — Q4 terms');
    // Statements: the side of each, and the overdue one explained.
    const received = await screen.findByRole('row', { name: /floor\(1250000/ });
    expect(calls).toHaveBeenCalledWith(listOpsStatements, {
      query: { pageNo: 1, pageSize: 20, agentId: 7 },
    });
    expect(text(received)).toContain('Received');
    const paid = screen.getByRole('row', { name: /floor\(200000/ });
    expect(text(paid)).toContain('Paid');
    expect(text(paid)).toContain('Payer frozen; forced payout as funds arrive.');
    // Read-only: no offer, no terminate.
    expect(screen.queryByRole('button', { name: 'Offer platform contract' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terminate' })).toBeNull();
  });

  it('offers a top-level agent a contract: ratios to basis points and amounts to minor units, exactly', async () => {
    const calls = serve();
    renderPage(AGENTS_ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Offer platform contract' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Period'), { target: { value: 'WEEKLY' } });
    fireEvent.change(within(dialog).getByLabelText('Min. valid bets (MYR) Tier 1'), {
      target: { value: '1,000.50' },
    });
    fireEvent.change(within(dialog).getByLabelText('Min. net loss (MYR) Tier 1'), {
      target: { value: '200' },
    });
    fireEvent.change(within(dialog).getByLabelText('Min. active members Tier 1'), {
      target: { value: '3' },
    });
    fireEvent.change(within(dialog).getByLabelText('Ratio (%) Tier 1'), {
      target: { value: '29.15' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    fireEvent.change(within(dialog).getByLabelText('Min. valid bets (MYR) Tier 2'), {
      target: { value: '5000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Ratio (%) Tier 2'), {
      target: { value: '1.15' },
    });
    // No reason, and tier 2 pays less: both said, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer the contract' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    expect(
      within(dialog).getByText("Each threshold must be at least the previous tier's."),
    ).toBeTruthy();
    expect(calls).not.toHaveBeenCalledWith(offerPlatformContract, expect.anything());
    fireEvent.change(within(dialog).getByLabelText('Min. net loss (MYR) Tier 2'), {
      target: { value: '200' },
    });
    fireEvent.change(within(dialog).getByLabelText('Min. active members Tier 2'), {
      target: { value: '3' },
    });
    fireEvent.change(within(dialog).getByLabelText('Ratio (%) Tier 2'), {
      target: { value: '30' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'Q1 terms agreed by phone' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer the contract' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(offerPlatformContract, {
        body: {
          kind: 'DIVIDEND',
          period: 'WEEKLY',
          rateType: 'PERCENT',
          tiers: [
            { minBets: '100050', minNetLoss: '20000', minActive: 3, ratio: 2915, amount: '0' },
            { minBets: '500000', minNetLoss: '20000', minActive: 3, ratio: 3000, amount: '0' },
          ],
          reason: 'Q1 terms agreed by phone',
          agentId: 7,
        },
      }),
    );
    expect(await screen.findByText('Dividend contract offered to demoagent.')).toBeTruthy();
  });

  it('offers a fixed salary without ratio or net loss', async () => {
    const calls = serve();
    renderPage(AGENTS_ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Offer platform contract' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'SALARY_HOURLY' } });
    expect((within(dialog).getByLabelText('Period') as HTMLSelectElement).value).toBe('HOURLY');
    fireEvent.change(within(dialog).getByLabelText('Rate'), { target: { value: 'FIXED' } });
    expect(within(dialog).queryByLabelText('Min. net loss (MYR) Tier 1')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Amount (MYR) Tier 1'), {
      target: { value: '12.345' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'pilot' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer the contract' }));
    expect(
      await within(dialog).findByText(
        "An amount of 0 or more, with at most the currency's decimals.",
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Amount (MYR) Tier 1'), {
      target: { value: '12.5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer the contract' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(offerPlatformContract, {
        body: {
          kind: 'SALARY_HOURLY',
          period: 'HOURLY',
          rateType: 'FIXED',
          tiers: [{ minBets: '0', minNetLoss: '0', minActive: 0, ratio: 0, amount: '1250' }],
          reason: 'pilot',
          agentId: 7,
        },
      }),
    );
  });

  it('shows the server’s refusal translated, with the places it names marked', async () => {
    serve(detail(), () => {
      throw new ApiError('CONTRACT_INVALID', 400, [
        { path: 'tiers.0.ratio', issue: 'above 0 and at most 100 %' },
        { path: 'period', issue: 'daily, weekly, semimonthly or monthly' },
      ]);
    });
    renderPage(AGENTS_ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Offer platform contract' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Ratio (%) Tier 1'), {
      target: { value: '10' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'try' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer the contract' }));
    const alert = await within(dialog).findByText(/These contract terms are not allowed/);
    expect(text(alert)).toBe(
      'These contract terms are not allowed. Check the highlighted tiers. Where: tier 1, Ratio · Period.',
    );
    expect(text(alert)).not.toContain('above 0');
    expect(within(dialog).getByLabelText('Ratio (%) Tier 1').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(within(dialog).getByText('Not allowed by the contract rules.')).toBeTruthy();
  });

  it('terminates a contract with a reason', async () => {
    const calls = serve();
    renderPage(AGENTS_ALL);
    const contract = await screen.findByRole('article', { name: 'Contract #31' });
    fireEvent.click(within(contract).getByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog');
    expect(text(dialog)).toContain('ends after its current period');
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'agent left' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(terminateOpsContract, {
        params: { id: 31 },
        body: { reason: 'agent left' },
      }),
    );
    expect(await screen.findByText('Contract #31 is now Terminated.')).toBeTruthy();
  });

  it('offers no platform contract below the top level', async () => {
    serve(
      detail(agentOf({ id: 8, account: 'demosub', depth: 2, upline: 'demoagent' }), [
        contractOf({ upline: 'demoagent', downline: 'demosub', downlineId: 8 }),
      ]),
    );
    renderPage(AGENTS_ALL, 8);
    const contract = await screen.findByRole('article', { name: 'Contract #31' });
    expect(screen.queryByRole('button', { name: 'Offer platform contract' })).toBeNull();
    expect(within(contract).queryByRole('button', { name: 'Offer new terms' })).toBeNull();
    expect(within(contract).getByRole('button', { name: 'Terminate' })).toBeTruthy();
  });
});
