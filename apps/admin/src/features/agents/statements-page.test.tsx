import {
  closePeriodNow,
  getAgentSettings,
  listOpsStatements,
} from '@nova/contracts/api/ops-agents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../test/api-stand-in';
import { inEnglish, operatorWith, renderAs, text } from '../../test/render-as-operator';
import { AGENTS_ALL, AGENTS_READ, pageOf, statementOf } from './agents-test-kit';
import StatementsPage from './statements-page';

vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));

const OVERDUE = statementOf({
  id: 502,
  kind: 'SALARY_DAILY',
  agent: 'demosub',
  payer: 'demoagent',
  rateType: 'FIXED',
  ratio: 0,
  tier: 0,
  formula: 'tier 1 fixed 5000',
  amount: '5000',
  paid: '1200',
  status: 'OVERDUE',
  paidAt: null,
});

function serve() {
  return answerApi([
    [
      listOpsStatements,
      () => ({
        ...pageOf([statementOf(), OVERDUE]),
        totals: { amount: '383125', paid: '379325' },
      }),
    ],
    [
      getAgentSettings,
      () => ({
        activeMinDeposits: '10000',
        activeMinValidBets: '50000',
        overdueGraceMinutes: 1440,
      }),
    ],
    [
      closePeriodNow,
      () => ({ statements: 6, paid: 4, owed: 1, overdue: 1, forced: 2, seconds: 0.4567 }),
    ],
  ]);
}

beforeEach(async () => {
  await inEnglish();
});

describe('StatementsPage', () => {
  it('lists the statements with their figures and formula, the totals, and overdue ones explained', async () => {
    const calls = serve();
    renderAs(operatorWith(AGENTS_READ), <StatementsPage />);
    const paid = await screen.findByRole('row', { name: /floor\(1250000/ });
    expect(calls).toHaveBeenCalledWith(listOpsStatements, { query: { pageNo: 1, pageSize: 20 } });
    expect(text(paid)).toContain('Valid bets 19,000.00');
    expect(text(paid)).toContain('Net loss 12,500.00');
    expect(text(paid)).toContain('11 active members');
    expect(text(paid)).toContain('Tier 2');
    expect(text(paid)).toContain('30.25%');
    expect(text(paid)).toContain('3,781.25');
    const overdue = screen.getByRole('row', { name: /tier 1 fixed 5000/ });
    expect(text(overdue)).toContain('Overdue');
    expect(text(overdue)).toContain('Payer frozen; forced payout as funds arrive.');
    expect(text(overdue)).toContain('Fixed amount');
    expect(text(overdue)).not.toContain('Net loss');
    expect(overdue.querySelector('.stmt-overdue')).not.toBeNull();
    expect(paid.querySelector('.stmt-overdue')).toBeNull();
    expect(screen.getByText('Amount due').parentElement?.textContent).toContain('3,831.25');
    expect(screen.getByText('Still unpaid').parentElement?.textContent).toContain('38.00');
    expect(screen.getByText('2 statements')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close periods now' })).toBeNull();
    const rules = (await screen.findByRole('heading', { name: 'Agent rules' })).closest('section');
    await waitFor(() => expect(text(rules)).toContain('1,440 minutes (1 day)'));
    expect(text(rules)).toContain('500.00 MYR');
    expect(screen.queryByRole('button', { name: 'Change rules' })).toBeNull();
  });

  it('filters by status and kind, and by the agent in the address', async () => {
    const calls = serve();
    renderAs(operatorWith(AGENTS_READ), <StatementsPage />, '/?agentId=8');
    await screen.findByRole('row', { name: /floor\(1250000/ });
    expect(calls).toHaveBeenCalledWith(listOpsStatements, {
      query: { pageNo: 1, pageSize: 20, agentId: 8 },
    });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'OVERDUE' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'SALARY_DAILY' } });
    await waitFor(() =>
      expect(calls).toHaveBeenLastCalledWith(listOpsStatements, {
        query: { pageNo: 1, pageSize: 20, status: 'OVERDUE', kind: 'SALARY_DAILY', agentId: 8 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'All agents' }));
    await waitFor(() =>
      expect(calls).toHaveBeenLastCalledWith(listOpsStatements, {
        query: { pageNo: 1, pageSize: 20, status: 'OVERDUE', kind: 'SALARY_DAILY' },
      }),
    );
  });

  it('closes the ended periods now with a reason and shows what the settlement wrote', async () => {
    const calls = serve();
    renderAs(operatorWith(AGENTS_ALL), <StatementsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close periods now' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close periods now' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalledWith(closePeriodNow, expect.anything());
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'month end check' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close periods now' }));
    expect(await screen.findByText('6 statements written in 0.46 s.')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith(closePeriodNow, { body: { reason: 'month end check' } });
    const report = screen.getByRole('heading', { name: 'Settlement' }).closest('section');
    expect(text(report)).toMatch(/Forced payouts from frozen payers ?2/);
    expect(text(report)).toMatch(/Became overdue \(payer frozen\) ?1/);
  });
});
