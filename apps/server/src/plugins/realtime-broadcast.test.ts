import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { REALTIME_PATH, type RealtimeEvent } from '@nova/contracts/api/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loginAs } from '../test/helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Brand-wide events (crash rounds, decision 018): every socket hears them, on every instance.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const crash: RealtimeEvent = {
  type: 'crash',
  round: {
    roundId: '1',
    status: 'BETTING',
    bettingEndsAt: '2026-03-01T10:00:07.000Z',
    startedAt: null,
    crashPoint: null,
    hash: null,
    previousHash: null,
    bets: [],
  },
  serverTime: '2026-03-01T10:00:00.000Z',
};

interface Listening {
  t: TestApp;
  origin: string;
}

async function listen(redisUrl: string | undefined, channel: string): Promise<Listening> {
  const t = await createTestApp({ redisUrl, realtime: { pingIntervalMs: 60_000, channel } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, origin: `http://127.0.0.1:${port}` };
}

const sockets: WebSocket[] = [];
afterEach(() => {
  for (const ws of sockets.splice(0)) ws.terminate();
});

function open(server: Listening, cookie: string): Promise<WebSocket> {
  const ws = new WebSocket(`${server.origin.replace('http', 'ws')}${REALTIME_PATH}`, {
    headers: { cookie, origin: server.origin },
  });
  sockets.push(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const nextMessage = (ws: WebSocket): Promise<RealtimeEvent> =>
  new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));

describe('realtime.broadcast (one instance)', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen(undefined, `nova:realtime:test:${randomBytes(6).toString('hex')}`);
  });
  afterAll(() => server.t.close());

  it('reaches every socket of every member', async () => {
    const a = await open(server, await loginAs(server.t.app, 'demo'));
    const b = await open(server, await loginAs(server.t.app, 'demo2'));
    const heard = [nextMessage(a), nextMessage(b)];
    await server.t.app.realtime.broadcast(1, crash);
    expect(await Promise.all(heard)).toEqual([crash, crash]);
  });
});

describe('realtime.broadcast across instances (Redis)', () => {
  let a: Listening;
  let b: Listening;
  beforeAll(async () => {
    const channel = `nova:realtime:test:${randomBytes(6).toString('hex')}`;
    a = await listen(REDIS_URL, channel);
    b = await listen(REDIS_URL, channel);
  });
  afterAll(async () => {
    await Promise.all([a?.t.close(), b?.t.close()]);
  });

  it('reaches a socket on the other instance', async () => {
    const ws = await open(b, await loginAs(b.t.app, 'demo'));
    const heard = nextMessage(ws);
    await a.t.app.realtime.broadcast(1, crash);
    expect(await heard).toEqual(crash);
  });
});
