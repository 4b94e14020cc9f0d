import type { MemberInfo } from '@nova/contracts/api/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { FakeSocket } from '../../../test/fake-socket';
import type { Session } from '../../session/hooks/use-session';
import { RealtimeConnection } from './realtime-connection';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));

const MEMBER: MemberInfo = {
  id: 7,
  account: 'demo',
  nickname: 'Demo',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'CNY',
  language: 'EN',
  mustChangePassword: false,
};

function sessionOf(member: MemberInfo | null): Session {
  return { member, isLogin: member !== null, isAgent: false, isTrial: member?.isTrial ?? false };
}

let sockets: FakeSocket[];
beforeEach(() => {
  sockets = [];
  vi.stubGlobal(
    'WebSocket',
    class extends FakeSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function mount(member: MemberInfo | null) {
  state.session = sessionOf(member);
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RealtimeConnection />
    </QueryClientProvider>,
  );
  const rerender = (next: MemberInfo | null) => {
    state.session = sessionOf(next);
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <RealtimeConnection />
      </QueryClientProvider>,
    );
  };
  return { invalidate, rerender };
}

/** The socket code is a lazy chunk: waits until the connection has `count` sockets. */
async function socketsOpened(count = 1): Promise<void> {
  await waitFor(() => expect(sockets).toHaveLength(count));
}

const invalidatedKeys = (spy: ReturnType<typeof mount>['invalidate']) =>
  spy.mock.calls.map(([filters]) => filters?.queryKey);

describe('<RealtimeConnection />', () => {
  it("opens one socket to the page's own host for a logged-in member", async () => {
    mount(MEMBER);
    await socketsOpened();
    expect(sockets.map((s) => s.url)).toEqual([`ws://${window.location.host}/wps/realtime`]);
  });

  it('refetches the balance on a balance event and member info when the session ends', async () => {
    const { invalidate } = mount(MEMBER);
    await socketsOpened();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    expect(invalidate).not.toHaveBeenCalled();
    socket.receive({ type: 'balance', currency: 'CNY', balances: { main: '500' } });
    expect(invalidatedKeys(invalidate)).toEqual([queryKeys.wallet.balance]);
    socket.receive({ type: 'session_ended' });
    expect(invalidatedKeys(invalidate)).toEqual([queryKeys.wallet.balance, queryKeys.memberInfo]);
  });

  it('catches up on the balance when a dropped connection comes back', async () => {
    const { invalidate } = mount(MEMBER);
    await socketsOpened();
    vi.useFakeTimers();
    try {
      sockets[0]?.open();
      sockets[0]?.drop();
      vi.runOnlyPendingTimers();
      sockets[1]?.open();
      expect(invalidatedKeys(invalidate)).toEqual([queryKeys.wallet.balance]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens nothing for visitors, trial accounts or a session that must change its password', async () => {
    mount(null);
    mount({ ...MEMBER, type: 4, isTrial: true });
    mount({ ...MEMBER, mustChangePassword: true });
    // A member's socket code, mounted after them, arrives: the others still opened nothing.
    mount(MEMBER);
    await socketsOpened();
    expect(sockets).toHaveLength(1);
  });

  it('closes the socket on logout', async () => {
    const { rerender } = mount(MEMBER);
    await socketsOpened();
    sockets[0]?.open();
    rerender(null);
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(sockets).toHaveLength(1);
  });
});
