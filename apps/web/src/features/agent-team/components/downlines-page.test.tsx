import { ApiError } from '@nova/client/api-client';
import { getDownlines } from '@nova/contracts/api/agent-team';
import { getTransferTargets, transferToMember } from '@nova/contracts/api/transfers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, BALANCE, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import { setUpRecordsPageTests } from '../../records/test/records-test-kit';
import type { Session } from '../../session/hooks/use-session';
import { AGENT_SESSION, downline, paged, SUB_AGENT } from '../test/agent-team-test-kit';
import { DownlinesPage } from './downlines-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));
// The agent-contracts feature fills these; here: that agent rows, and only they, get them.
vi.mock('../../agent-contracts/components/downline-contract-actions', () => ({
  DownlineContractActions: ({ downline }: { downline: { id: number; account: string } }) => (
    <span data-testid="contract-actions">{`${downline.id}:${downline.account}`}</span>
  ),
}));

setUpRecordsPageTests(callApi, state);

const PLAYER = downline();
const DEEP = downline({ id: 41, account: 'deepone', level: 2, nickname: '' });
const TARGETS = {
  upline: null,
  canTransferToDownline: true,
  minAmount: '1000',
  maxAmount: '5000000',
  paymentPasswordSet: true,
};

type Query = { parentId?: number; keyword?: string; pageNo: number };

/** The tree: my downlines are PLAYER and SUB_AGENT; SUB_AGENT's is DEEP. */
function tree({ parentId, keyword }: Query) {
  if (keyword) return { ...paged([DEEP]), trail: [] };
  if (parentId === SUB_AGENT.id) {
    return { ...paged([DEEP]), trail: [{ id: SUB_AGENT.id, account: SUB_AGENT.account }] };
  }
  return { ...paged([SUB_AGENT, PLAYER], 1, 2), trail: [] };
}

function lastQuery() {
  return callsTo(callApi, getDownlines).at(-1)?.query;
}

function start(extra: [unknown, unknown][] = []) {
  state.session = AGENT_SESSION;
  answer(
    callApi,
    new Map([
      [getDownlines, ({ query }: { query: Query }) => tree(query)],
      [getTransferTargets, TARGETS],
      ...extra,
    ] as never),
  );
  renderWithProviders(<DownlinesPage />);
}

describe('DownlinesPage', () => {
  it('lists my downlines with their figures; agent rows carry the contract actions', async () => {
    start();
    const rows = await screen.findAllByTestId('downline-row');
    expect(lastQuery()).toEqual({
      pageNo: 1,
      pageSize: 20,
      parentId: undefined,
      keyword: undefined,
      kind: undefined,
      status: undefined,
    });
    const [agent, player] = rows as [HTMLElement, HTMLElement];
    expect(agent.textContent).toContain('demosub');
    expect(agent.textContent).toContain('Agent');
    // The currency symbol arrives with the balance.
    await waitFor(() => expect(agent.textContent).toContain('RM 5,000.00'));
    expect(agent.textContent).toContain('Never');
    expect(agent.textContent).toContain('42');
    expect(within(agent).getByTestId('contract-actions').textContent).toBe('31:demosub');
    expect(player.textContent).toContain('Lucky');
    expect(player.textContent).toContain('Member');
    expect(player.textContent).toContain('Level 1');
    expect(player.textContent).toContain('RM 1,500.75');
    expect(player.textContent).toContain('Active');
    expect(within(player).queryByTestId('contract-actions')).toBeNull();
    expect(within(player).queryByTestId('downline-open')).toBeNull();
    expect(screen.getByTestId('downlines-count').textContent).toBe('21 accounts');
    fireEvent.click(screen.getByTestId('page-2'));
    await waitFor(() => expect(lastQuery()?.pageNo).toBe(2));
  });

  it('drills down into an agent and back up by the trail', async () => {
    start();
    const [agent] = await screen.findAllByTestId('downline-row');
    fireEvent.click(within(agent as HTMLElement).getByTestId('downline-open'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ parentId: 31, pageNo: 1 }));
    expect((await screen.findByTestId('trail-current')).textContent).toBe('demosub');
    await waitFor(() => expect(screen.getAllByTestId('downline-row')).toHaveLength(1));
    expect(screen.getByTestId('downline-row').textContent).toContain('deepone');
    fireEvent.click(screen.getByTestId('trail-root'));
    await waitFor(() => expect(lastQuery()?.parentId).toBeUndefined());
    await waitFor(() => expect(screen.queryByTestId('trail-root')).toBeNull());
  });

  it('searches the whole team and filters by kind and status', async () => {
    start();
    await screen.findAllByTestId('downline-row');
    fireEvent.change(screen.getByTestId('downlines-kind'), { target: { value: 'AGENT' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'AGENT' }));
    fireEvent.change(screen.getByTestId('downlines-status'), { target: { value: 'DISABLED' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'AGENT', status: 'DISABLED' }));
    fireEvent.change(screen.getByTestId('downlines-search'), { target: { value: '  deep ' } });
    fireEvent.click(screen.getByTestId('downlines-search-apply'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ keyword: 'deep', parentId: undefined, pageNo: 1 }),
    );
    expect(screen.getByTestId('downlines-searching').textContent).toContain('deep');
    fireEvent.click(screen.getByTestId('downlines-search-clear'));
    await waitFor(() => expect(lastQuery()?.keyword).toBeUndefined());
  });

  it('says so when there are no downlines', async () => {
    state.session = AGENT_SESSION;
    answer(callApi, new Map([[getDownlines, { ...paged([]), trail: [] }]] as never));
    renderWithProviders(<DownlinesPage />);
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'No downlines here yet',
    );
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('sends money to a downline with a request id, checking the amount and the password first', async () => {
    start([
      [
        transferToMember,
        ({ body }: { body: { amount: string; toAccount: string } }) => ({
          transferId: 5,
          toAccount: body.toAccount,
          amount: body.amount,
          balance: { ...BALANCE, main: '111111' },
        }),
      ],
    ]);
    const rows = await screen.findAllByTestId('downline-row');
    fireEvent.click(within(rows[1] as HTMLElement).getByTestId('downline-transfer'));
    const dialog = await screen.findByTestId('modal-downline-transfer');
    expect(dialog.textContent).toContain('Transfer to player01');
    fireEvent.change(screen.getByTestId('downline-transfer-amount'), { target: { value: '5000' } });
    fireEvent.click(screen.getByTestId('downline-transfer-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toBe(
      'You have only RM 1,234.56 in your main wallet.',
    );
    expect(screen.getByTestId('paymentPassword-error').textContent).toBe(
      'Enter your 6-digit payment password.',
    );
    expect(callsTo(callApi, transferToMember)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('downline-transfer-amount'), {
      target: { value: '12.5' },
    });
    fireEvent.change(screen.getByTestId('downline-transfer-password'), {
      target: { value: '12a3456' },
    });
    fireEvent.click(screen.getByTestId('downline-transfer-submit'));
    expect(await screen.findByTestId('upline-success')).toBeTruthy();
    const [call] = callsTo(callApi, transferToMember);
    expect(call?.body).toMatchObject({
      target: 'DOWNLINE',
      toAccount: 'player01',
      amount: '1250',
      paymentPassword: '123456',
    });
    expect(String(call?.body?.requestId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('upline-new-balance').textContent).toBe('RM 1,111.11');
  });

  it('puts a refused payment password under its field', async () => {
    start([[transferToMember, new ApiError('PAYMENT_PASSWORD_INVALID', 400, [])]]);
    const rows = await screen.findAllByTestId('downline-row');
    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('downline-transfer'));
    fireEvent.change(await screen.findByTestId('downline-transfer-amount'), {
      target: { value: '10' },
    });
    fireEvent.change(screen.getByTestId('downline-transfer-password'), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByTestId('downline-transfer-submit'));
    expect((await screen.findByTestId('paymentPassword-error')).textContent).toBe(
      'Enter your 6-digit payment password.',
    );
    expect(callsTo(callApi, transferToMember)[0]?.body).toMatchObject({ toAccount: 'demosub' });
  });
});
