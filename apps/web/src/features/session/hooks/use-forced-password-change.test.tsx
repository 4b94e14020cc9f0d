import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { useModals } from '../../modals/use-modals';
import { useForcedPasswordChange } from './use-forced-password-change';

const MEMBER = {
  id: 7,
  account: 'player01',
  nickname: 'P1',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'MYR',
  language: 'EN',
  mustChangePassword: false,
};

function setup(member: typeof MEMBER | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.memberInfo, member);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useForcedPasswordChange(), { wrapper });
  return queryClient;
}

beforeEach(() => useModals.setState({ stack: [] }));

describe('useForcedPasswordChange', () => {
  it('opens the change-password modal FORCED when member info says mustChangePassword', () => {
    setup({ ...MEMBER, mustChangePassword: true });
    expect(useModals.getState().stack).toMatchObject([
      { name: 'changePassword', props: { forced: true } },
    ]);
  });

  it('reopens it if something closed every modal while the change is still owed', () => {
    setup({ ...MEMBER, mustChangePassword: true });
    act(() => useModals.getState().closeAll());
    expect(useModals.getState().stack).toMatchObject([
      { name: 'changePassword', props: { forced: true } },
    ]);
  });

  it('does nothing for an ordinary member or a visitor', () => {
    setup(MEMBER);
    setup(null);
    expect(useModals.getState().stack).toEqual([]);
  });

  it('opens it when a refetch flips the flag on', async () => {
    const queryClient = setup(MEMBER);
    act(() => {
      queryClient.setQueryData(queryKeys.memberInfo, { ...MEMBER, mustChangePassword: true });
    });
    await waitFor(() =>
      expect(useModals.getState().stack).toMatchObject([{ name: 'changePassword' }]),
    );
  });
});
