import { REALTIME_CLOSE, type RealtimeEvent } from '@nova/contracts/api/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import {
  connectRealtime,
  parseRealtimeEvent,
  RECONNECT_MAX_MS,
  type RealtimeOptions,
  realtimeUrl,
  reconnectDelay,
  STABLE_CONNECTION_MS,
} from './realtime';

const BALANCE: RealtimeEvent = { type: 'balance', currency: 'CNY', balances: { main: '12345' } };

function setup(overrides: Partial<RealtimeOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const events: RealtimeEvent[] = [];
  const onOpen = vi.fn();
  const onSessionInDoubt = vi.fn();
  const stop = connectRealtime({
    url: 'wss://site.example/wps/realtime',
    onEvent: (event) => events.push(event),
    onOpen,
    onSessionInDoubt,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
    now: () => Date.now(),
    ...overrides,
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return { sockets, events, onOpen, onSessionInDoubt, stop, latest };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles from 1 s to a 30 s ceiling, jittered within the upper half', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => reconnectDelay(n, 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000,
    ]);
    expect(reconnectDelay(0, 0)).toBe(500);
    expect(reconnectDelay(100, 0.5)).toBe(22_500);
    for (let attempt = 0; attempt < 60; attempt++) {
      const delay = reconnectDelay(attempt, Math.random());
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
    }
  });
});

describe('realtimeUrl', () => {
  it('uses wss under https and ws otherwise, on the page host', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'nova.example' })).toBe(
      'wss://nova.example/wps/realtime',
    );
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/wps/realtime',
    );
  });
});

describe('parseRealtimeEvent', () => {
  it('accepts known events and ignores anything else', () => {
    expect(parseRealtimeEvent(JSON.stringify(BALANCE))).toEqual(BALANCE);
    expect(parseRealtimeEvent('{"type":"session_ended"}')).toEqual({ type: 'session_ended' });
    expect(parseRealtimeEvent('not json')).toBeNull();
    expect(parseRealtimeEvent('{"type":"jackpot"}')).toBeNull();
    // A float amount is not money on this wire (STYLE.md "Money").
    expect(
      parseRealtimeEvent('{"type":"balance","currency":"CNY","balances":{"main":"1.5"}}'),
    ).toBeNull();
  });
});

describe('connectRealtime', () => {
  it('passes parsed events on and drops junk frames', () => {
    const { latest, events } = setup();
    latest().open();
    latest().receive(BALANCE);
    latest().receive('garbage');
    latest().receive({ type: 'session_ended' });
    expect(events).toEqual([BALANCE, { type: 'session_ended' }]);
  });

  it('backs off 1 s, 2 s, 4 s ... to 30 s while the server cannot be reached', () => {
    const { sockets, latest, onSessionInDoubt } = setup();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      latest().drop();
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    // A refused upgrade looks like a network error to a browser: the session is rechecked.
    expect(onSessionInDoubt).toHaveBeenCalledTimes(7);
  });

  it('starts again at 1 s after a connection that stayed up', () => {
    const { sockets, latest } = setup();
    for (let i = 0; i < 4; i++) {
      latest().drop();
      vi.runOnlyPendingTimers();
    }
    latest().open();
    vi.advanceTimersByTime(STABLE_CONNECTION_MS);
    latest().drop();
    const before = sockets.length;
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(before + 1);
  });

  it('keeps backing off when connections open and drop at once', () => {
    const { sockets, latest } = setup();
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().open();
    latest().drop();
    const before = sockets.length;
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(before + 1);
  });

  it('waits the longest delay when over the connection limit', () => {
    const { sockets, latest } = setup();
    latest().open();
    latest().drop(REALTIME_CLOSE.TOO_MANY_CONNECTIONS);
    vi.advanceTimersByTime(RECONNECT_MAX_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('rechecks the session when the server ends it, and tells a resumed connection apart', () => {
    const { latest, onOpen, onSessionInDoubt } = setup();
    latest().open();
    expect(onOpen).toHaveBeenLastCalledWith(false);
    expect(onSessionInDoubt).not.toHaveBeenCalled();
    latest().drop(REALTIME_CLOSE.SESSION_ENDED);
    expect(onSessionInDoubt).toHaveBeenCalledTimes(1);
    vi.runOnlyPendingTimers();
    latest().open();
    expect(onOpen).toHaveBeenLastCalledWith(true);
  });

  it('reconnects at once when the browser comes back online', () => {
    const { sockets, latest } = setup();
    for (let i = 0; i < 5; i++) {
      latest().drop();
      vi.runOnlyPendingTimers();
    }
    latest().drop();
    const before = sockets.length;
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(before + 1);
  });

  it('closes the socket and never reconnects once stopped', () => {
    const { sockets, latest, stop } = setup();
    latest().open();
    const socket = latest();
    stop();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(1);
  });

  it('cancels a pending reconnect when stopped', () => {
    const { sockets, latest, stop } = setup();
    latest().drop();
    stop();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(sockets).toHaveLength(1);
  });
});
