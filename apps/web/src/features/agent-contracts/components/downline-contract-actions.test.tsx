import {
  type Contract,
  dividendProcess,
  listContracts,
  terminateContract,
} from '@nova/contracts/api/agent-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { answer, callsTo } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { flags, GIVEN_DIVIDEND, MY_DIVIDEND, paged } from '../test/contracts-test-kit';
import { DownlineContractActions } from './downline-contract-actions';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

/** demosub's contracts with me: a signed dividend and a daily salary offer it has not answered. */
const DAILY_OFFERED: Contract = {
  ...GIVEN_DIVIDEND,
  id: 32,
  kind: 'SALARY_DAILY',
  period: 'DAILY',
  state: 'OFFERED',
  signedAt: null,
};
let contracts: Contract[];

beforeAll(() => initTestI18n());
beforeEach(() => {
  callApi.mockReset();
  contracts = [GIVEN_DIVIDEND, DAILY_OFFERED];
  answer(
    callApi,
    new Map<never, unknown>([
      [listContracts as never, () => paged(contracts)],
      [dividendProcess as never, { pending: null, signed: MY_DIVIDEND }],
      [
        terminateContract as never,
        () => {
          contracts = [{ ...GIVEN_DIVIDEND, endsAt: '2026-12-01T00:00:00.000Z' }, DAILY_OFFERED];
          return contracts[0];
        },
      ],
    ]),
  );
});

describe('DownlineContractActions', () => {
  it("lists the sub-agent's open contracts with me as badges", async () => {
    renderWithProviders(<DownlineContractActions downline={{ id: 52, account: 'demosub' }} />);
    expect((await screen.findByTestId('contract-badge-dividend')).textContent).toBe(
      'DividendSigned',
    );
    expect(screen.getByTestId('contract-badge-daily').textContent).toBe('DailyOffered');
    expect(callsTo(callApi, listContracts)[0]?.query).toEqual({
      role: 'DOWNLINE',
      downlineId: 52,
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('terminates a signed contract after saying it ends after the current period', async () => {
    const { queryClient } = renderWithProviders(
      <DownlineContractActions downline={{ id: 52, account: 'demosub' }} />,
    );
    queryClient.setQueryData(queryKeys.funds.consolidated, flags());
    await screen.findByTestId('contract-badge-dividend');
    fireEvent.click(screen.getByTestId('downline-terminate'));
    const list = await screen.findByTestId('modal-downline-contracts-terminable');
    const [signed] = within(list).getAllByTestId('downline-contract');
    fireEvent.click(within(signed as HTMLElement).getByTestId('contract-terminate'));
    const confirm = await screen.findByTestId('modal-contract-terminate');
    expect(confirm.textContent).toContain(
      'The contract with demosub ends after the current period.',
    );
    fireEvent.click(within(confirm).getByTestId('contract-terminate-confirm'));
    await waitFor(() => expect(callsTo(callApi, terminateContract)).toHaveLength(1));
    expect(callsTo(callApi, terminateContract)[0]).toEqual({ params: { id: 31 } });
    // The menu's contract flags are read again with the contracts.
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.funds.consolidated)?.isInvalidated).toBe(true),
    );
    expect(callsTo(callApi, listContracts).length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.queryByTestId('modal-contract-terminate')).toBeNull());
  });

  it('opens the offer dialog for this sub-agent', async () => {
    renderWithProviders(<DownlineContractActions downline={{ id: 52, account: 'demosub' }} />);
    fireEvent.click(await screen.findByTestId('downline-offer'));
    const dialog = await screen.findByTestId('modal-contract-offer');
    expect(dialog.textContent).toContain('Offer demosub a contract');
  });
});
