import type { MemberInfo } from '@nova/contracts/api/session';
import { type ConsolidatedFunds, getConsolidatedFunds } from '@nova/contracts/api/transfers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER } from '../../../test/member-test-kit';
import type { Session } from '../../session/hooks/use-session';
import { ConsolidatedFundsLoader } from '../components/consolidated-funds-loader';
import { CONSOLIDATED_STORAGE_KEY } from './use-consolidated-funds';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

const FUNDS: ConsolidatedFunds = {
  balance: {
    currency: 'MYR',
    currencySymbol: 'RM',
    scale: 2,
    main: '100000',
    held: '0',
    vendors: [],
    total: '100000',
  },
  dailysalreqtype: '1',
  divtypereq: '0',
  contracthoursalreq: '0',
  realtimesalreqtype: '0',
};

function mount(member: MemberInfo | null) {
  state.session = {
    member,
    isLogin: member !== null,
    isAgent: false,
    isTrial: member?.isTrial ?? false,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <QueryClientProvider client={client}>
      <ConsolidatedFundsLoader />
    </QueryClientProvider>
  );
  const view = render(tree);
  return { rerender: () => view.rerender(tree) };
}

beforeEach(() => {
  sessionStorage.clear();
  callApi.mockReset();
  callApi.mockResolvedValue(FUNDS);
});

describe('useConsolidatedFunds', () => {
  it('loads the consolidated funds once for a member and keeps them in session storage', async () => {
    const view = mount(MEMBER);
    await waitFor(() => expect(sessionStorage.getItem(CONSOLIDATED_STORAGE_KEY)).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem('consolidated') ?? '')).toEqual(FUNDS);
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi.mock.calls[0]?.[0]).toBe(getConsolidatedFunds);
    // A re-render of the same login does not load it again.
    view.rerender();
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('skips trial accounts, logged-out visitors and sessions that must change the password', async () => {
    mount({ ...MEMBER, isTrial: true, type: 4 });
    mount(null);
    mount({ ...MEMBER, mustChangePassword: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callApi).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CONSOLIDATED_STORAGE_KEY)).toBeNull();
  });
});
