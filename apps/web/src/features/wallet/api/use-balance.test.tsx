import type { MemberInfo } from '@nova/contracts/api/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import type { Session } from '../../session/hooks/use-session';
import { useBalance } from './use-balance';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));

const MEMBER: MemberInfo = {
  id: 7,
  account: 'player01',
  nickname: '',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'MYR',
  language: 'EN',
  mustChangePassword: false,
};

function sessionOf(member: MemberInfo | null): Session {
  return { member, isLogin: member !== null, isAgent: false, isTrial: member?.isTrial ?? false };
}

const VALUE = {
  currency: 'MYR',
  currencySymbol: 'RM',
  scale: 2,
  main: '1',
  held: '0',
  vendors: [],
  total: '1',
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, value: VALUE }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function run(member: MemberInfo | null) {
  state.session = sessionOf(member);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useBalance(), { wrapper }), queryClient };
}

describe('useBalance', () => {
  it("loads a real member's balance under the wallet key, marked private", async () => {
    const { result, queryClient } = run(MEMBER);
    await waitFor(() => expect(result.current.data).toEqual(VALUE));
    const query = queryClient.getQueryCache().find({ queryKey: queryKeys.wallet.balance });
    expect(query?.meta?.private).toBe(true);
  });

  it.each([
    ['logged out', null],
    ['a trial account', { ...MEMBER, type: 4, isTrial: true }],
    ['a session that must change its password', { ...MEMBER, mustChangePassword: true }],
  ])('does not ask for %s', async (_name, member) => {
    const { result } = run(member);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
