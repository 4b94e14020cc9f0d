import { getOpsAgent, listOpsAgents } from '@nova/contracts/api/ops-agents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../test/api-stand-in';
import { inEnglish, operatorWith, renderAs, text } from '../../test/render-as-operator';
import AgentsPage from './agents-page';
import { AGENTS_READ, agentOf, pageOf } from './agents-test-kit';

vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const TOP = agentOf();
const FROZEN = agentOf({
  id: 9,
  account: 'bigagent',
  nickname: 'Big',
  frozen: true,
  owes: '500000',
  contracts: [],
  directCount: 0,
  status: 'DISABLED',
});
const SUB = agentOf({
  id: 8,
  account: 'demosub',
  upline: 'demoagent',
  depth: 2,
  contracts: ['DIVIDEND'],
});

function serve() {
  return answerApi([
    [
      listOpsAgents,
      (input) => {
        const query = (input as { query: { parentId?: number; keyword?: string; frozen?: string } })
          .query;
        if (query.keyword) return pageOf(query.keyword === 'sub' ? [SUB] : []);
        if (query.parentId === 7) return pageOf([SUB]);
        if (query.frozen) return pageOf([FROZEN]);
        return pageOf([TOP, FROZEN]);
      },
    ],
    [
      getOpsAgent,
      () => ({
        agent: TOP,
        trail: [{ id: 7, account: 'demoagent' }],
        monthFigures: {},
        contracts: [],
      }),
    ],
  ]);
}

beforeEach(async () => {
  await inEnglish();
});

describe('AgentsPage', () => {
  it('lists the top-level agents with their team, balance, contracts and frozen state', async () => {
    const calls = serve();
    renderAs(operatorWith(AGENTS_READ), <AgentsPage />);
    const top = await screen.findByRole('row', { name: /demoagent/ });
    expect(calls).toHaveBeenCalledWith(listOpsAgents, { query: { pageNo: 1, pageSize: 20 } });
    expect(text(top)).toContain('Platform');
    expect(text(top)).toContain('12,500.50');
    expect(text(top)).toContain('Dividend');
    expect(text(top)).toContain('Daily');
    expect(text(top)).toContain('Active');
    const frozen = screen.getByRole('row', { name: /bigagent/ });
    expect(text(frozen)).toContain('Frozen');
    expect(text(frozen)).toContain('owes 5,000.00');
    expect(text(frozen)).toContain('Disabled');
    expect(screen.getByText('2 agents')).toBeTruthy();
    expect(screen.getByText('Top-level agents').getAttribute('aria-current')).toBe('page');
  });

  it('drills down into an agent’s downline agents, with a breadcrumb back up', async () => {
    const calls = serve();
    renderAs(
      operatorWith(AGENTS_READ),
      <>
        <AgentsPage />
        <Where />
      </>,
    );
    const top = await screen.findByRole('row', { name: /demoagent/ });
    fireEvent.click(within(top).getByRole('link', { name: 'Downline agents of demoagent' }));
    expect(screen.getByTestId('where').textContent).toBe('/agents?parent=7');
    await screen.findByRole('row', { name: /demosub/ });
    expect(calls).toHaveBeenCalledWith(listOpsAgents, {
      query: { pageNo: 1, pageSize: 20, parentId: 7 },
    });
    const trail = screen.getByRole('navigation', { name: 'Place in the agent tree' });
    expect(await within(trail).findByText('Downline agents of demoagent')).toBeTruthy();
    fireEvent.click(within(trail).getByRole('link', { name: 'Top-level agents' }));
    expect(screen.getByTestId('where').textContent).toBe('/agents');
  });

  it('opens an agent’s page from its row', async () => {
    serve();
    renderAs(
      operatorWith(AGENTS_READ),
      <>
        <AgentsPage />
        <Where />
      </>,
    );
    const row = await screen.findByRole('row', { name: /bigagent/ });
    fireEvent.click(row);
    expect(screen.getByTestId('where').textContent).toBe('/agents/9');
  });

  it('searches the whole tree and filters the frozen agents', async () => {
    const calls = serve();
    renderAs(operatorWith(AGENTS_READ), <AgentsPage />, '/?parent=7');
    await screen.findByRole('row', { name: /demosub/ });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' sub ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(listOpsAgents, {
        query: { pageNo: 1, pageSize: 20, keyword: 'sub' },
      }),
    );
    expect(screen.getByText('Agents matching “sub” anywhere in the tree.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    fireEvent.click(screen.getByLabelText('Frozen only'));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(listOpsAgents, {
        query: { pageNo: 1, pageSize: 20, frozen: 'true' },
      }),
    );
    expect(await screen.findByRole('row', { name: /bigagent/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /demoagent/ })).toBeNull();
  });

  it('says when a search finds nobody', async () => {
    serve();
    renderAs(operatorWith(AGENTS_READ), <AgentsPage />, '/?q=zzz');
    expect(await screen.findByText('No agent matches “zzz”.')).toBeTruthy();
  });
});
