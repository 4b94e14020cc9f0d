import type { RealtimeEvent } from '@nova/contracts/api/realtime';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import { connectRealtime, publishRealtimeEvent, subscribeRealtime } from './realtime';

const BALANCE: RealtimeEvent = { type: 'balance', currency: 'MYR', balances: { main: '100' } };
const CRASH: RealtimeEvent = {
  type: 'crash',
  serverTime: '2026-11-24T00:00:00.000Z',
  round: {
    roundId: '9',
    status: 'BETTING',
    bettingEndsAt: '2026-11-24T00:00:07.000Z',
    startedAt: null,
    crashPoint: null,
    hash: null,
    previousHash: null,
    bets: [],
  },
};

describe('subscribeRealtime', () => {
  it('hands the connection events of one type to its subscribers, beside onEvent', () => {
    let socket: FakeSocket | undefined;
    const onEvent = vi.fn();
    const stop = connectRealtime({
      url: 'wss://site.example/wps/realtime',
      onEvent,
      createSocket: (url) => {
        socket = new FakeSocket(url);
        return socket;
      },
    });
    const crash = vi.fn();
    const unsubscribe = subscribeRealtime('crash', crash);
    socket?.open();
    socket?.receive(BALANCE);
    socket?.receive(CRASH);
    // The balance handling is untouched: onEvent still sees every event.
    expect(onEvent.mock.calls.map((c) => c[0].type)).toEqual(['balance', 'crash']);
    expect(crash).toHaveBeenCalledTimes(1);
    expect(crash.mock.calls[0]?.[0]).toEqual(CRASH);
    unsubscribe();
    socket?.receive(CRASH);
    expect(crash).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps other subscribers when one leaves during delivery', () => {
    const second = vi.fn();
    const first = vi.fn(() => leave());
    const leave = subscribeRealtime('crash', first);
    const stay = subscribeRealtime('crash', second);
    publishRealtimeEvent(CRASH);
    publishRealtimeEvent(CRASH);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    stay();
  });
});
