import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  REALTIME_CLOSE,
  REALTIME_MAX_CONNECTIONS_PER_MEMBER,
  REALTIME_PATH,
  type RealtimeEvent,
} from '@nova/contracts/api/realtime';
import { TRIAL_TYPE_ID } from '@nova/contracts/constants';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { members } from '../db/schema/members.ts';
import { sessions } from '../db/schema/sessions.ts';
import { createMember, sessionCookie } from '../test/accounts.ts';
import { loginAs } from '../test/helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// app.inject cannot upgrade: these tests listen on a port and connect with the `ws` client.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PING_MS = 100;
const balance = (main: string): RealtimeEvent => ({
  type: 'balance',
  currency: 'CNY',
  balances: { main },
});

interface Listening {
  app: FastifyInstance;
  origin: string;
  close(): Promise<void>;
}

async function listen(overrides: Parameters<typeof createTestApp>[0] = {}): Promise<Listening> {
  const channel = `nova:realtime:test:${randomBytes(6).toString('hex')}`;
  const t: TestApp = await createTestApp({
    realtime: { pingIntervalMs: PING_MS, channel },
    ...overrides,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { app: t.app, origin: `http://127.0.0.1:${port}`, close: () => t.close() };
}

const sockets: WebSocket[] = [];
afterEach(() => {
  for (const ws of sockets.splice(0)) ws.terminate();
});

/** Open a socket; resolves with it once open, or with the HTTP status that refused it. */
function connect(
  server: Listening,
  headers: Record<string, string>,
  options: WebSocket.ClientOptions = {},
): Promise<WebSocket | number> {
  const url = `${server.origin.replace('http', 'ws')}${REALTIME_PATH}`;
  const ws = new WebSocket(url, { headers, ...options });
  sockets.push(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

async function open(server: Listening, cookie: string, options?: WebSocket.ClientOptions) {
  const ws = await connect(server, { cookie, origin: server.origin }, options);
  if (typeof ws === 'number') throw new Error(`upgrade refused: ${ws}`);
  return ws;
}

function nextMessage(ws: WebSocket): Promise<RealtimeEvent> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
}

function closed(ws: WebSocket): Promise<number> {
  if (ws.readyState === ws.CLOSED) return Promise.resolve(-1);
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

async function memberId(app: FastifyInstance, account: string): Promise<number> {
  const [row] = await app.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, account));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}

describe('GET /wps/realtime (one instance, in process)', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen({ redisUrl: undefined });
  });
  afterAll(() => server.close());

  it('refuses the upgrade without a live session', async () => {
    expect(await connect(server, { origin: server.origin })).toBe(401);
    expect(await connect(server, { origin: server.origin, cookie: 'nova_sid=forged' })).toBe(401);
  });

  it('refuses a foreign or missing Origin even with a live session (CSWSH)', async () => {
    const cookie = await loginAs(server.app, 'demo');
    expect(await connect(server, { cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await connect(server, { cookie, origin: 'null' })).toBe(403);
    expect(await connect(server, { cookie })).toBe(403);
  });

  it('refuses a session restricted to changing its password', async () => {
    const weak = await createMember(server.app, { password: '123456' });
    const res = await server.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: weak.account, password: weak.password },
    });
    expect(res.json().value.mustChangePassword).toBe(true);
    expect(await connect(server, { cookie: sessionCookie(res), origin: server.origin })).toBe(403);
  });

  it("delivers a member's balance event to that member's sockets only", async () => {
    const demoId = await memberId(server.app, 'demo');
    // In process, a member with no socket cannot hear anything: the ledger skips the event.
    expect(server.app.realtime.mayListen(demoId)).toBe(false);
    const demo = await open(server, await loginAs(server.app, 'demo'));
    expect(server.app.realtime.mayListen(demoId)).toBe(true);
    const other = await open(server, await loginAs(server.app, 'demo2'));
    const toDemo = nextMessage(demo);
    const toOther = nextMessage(other);
    await server.app.realtime.publish(await memberId(server.app, 'demo'), balance('12345'));
    expect(await toDemo).toEqual(balance('12345'));
    // Delivery is ordered: had demo's event reached demo2, it would arrive before this one.
    await server.app.realtime.publish(await memberId(server.app, 'demo2'), balance('1'));
    expect(await toOther).toEqual(balance('1'));
  });

  it('never sends money events to a trial account, but does end its session', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      remoteAddress: '198.51.100.7',
    });
    const trial = await open(server, sessionCookie(res));
    const [member] = await server.app.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.type, TRIAL_TYPE_ID));
    if (!member) throw new Error('no trial member');
    const first = nextMessage(trial);
    await server.app.realtime.publish(member.id, balance('500'));
    await server.app.realtime.endSessions(member.id);
    expect(await first).toEqual({ type: 'session_ended' });
    expect(await closed(trial)).toBe(REALTIME_CLOSE.SESSION_ENDED);
  });

  it('closes the socket within one ping once the session is logged out elsewhere', async () => {
    const cookie = await loginAs(server.app, 'demo');
    const ws = await open(server, cookie);
    const ended = nextMessage(ws);
    const code = closed(ws);
    const logout = await server.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(await ended).toEqual({ type: 'session_ended' });
    expect(await code).toBe(REALTIME_CLOSE.SESSION_ENDED);
  });

  it('endSessions closes exactly the sessions in scope', async () => {
    const id = await memberId(server.app, 'demo2');
    const a = await open(server, await loginAs(server.app, 'demo2'));
    const b = await open(server, await loginAs(server.app, 'demo2'));
    const sessionB = await latestSessionId(server.app, id);
    const aClosed = closed(a);
    const bClosed = closed(b);
    // A password change made on b: every other session ends, b's stays.
    await server.app.realtime.endSessions(id, { exceptSessionId: sessionB });
    expect(await aClosed).toBe(REALTIME_CLOSE.SESSION_ENDED);
    expect(b.readyState).toBe(b.OPEN);
    // Logout on b.
    await server.app.realtime.endSessions(id, { sessionId: sessionB });
    expect(await bClosed).toBe(REALTIME_CLOSE.SESSION_ENDED);
  });

  it('drops a peer that does not answer pings', async () => {
    const ws = await open(server, await loginAs(server.app, 'demo'), { autoPong: false });
    expect(await closed(ws)).toBe(1006);
  });

  it('closes a client that sends data (clients send nothing but pongs)', async () => {
    const ws = await open(server, await loginAs(server.app, 'demo'));
    ws.send('hello');
    expect(await closed(ws)).toBe(1008);
    const big = await open(server, await loginAs(server.app, 'demo'));
    big.send('x'.repeat(4096));
    expect(await closed(big)).toBe(1009);
  });

  it(`holds at most ${REALTIME_MAX_CONNECTIONS_PER_MEMBER} sockets per member`, async () => {
    const account = await createMember(server.app);
    const login = await server.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: account.account, password: account.password },
    });
    const cookie = sessionCookie(login);
    for (let i = 0; i < REALTIME_MAX_CONNECTIONS_PER_MEMBER; i++) await open(server, cookie);
    const extra = await open(server, cookie);
    expect(await closed(extra)).toBe(REALTIME_CLOSE.TOO_MANY_CONNECTIONS);
  });
});

describe('GET /wps/realtime across instances (Redis pub/sub)', () => {
  let a: Listening;
  let b: Listening;
  beforeAll(async () => {
    const channel = `nova:realtime:test:${randomBytes(6).toString('hex')}`;
    a = await listen({ redisUrl: REDIS_URL, realtime: { pingIntervalMs: PING_MS, channel } });
    b = await listen({ redisUrl: REDIS_URL, realtime: { pingIntervalMs: PING_MS, channel } });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('delivers an event published on one instance to a socket on the other', async () => {
    // Across instances a socket may be open anywhere: events are always sent.
    expect(a.app.realtime.mayListen(await memberId(b.app, 'demo'))).toBe(true);
    const ws = await open(b, await loginAs(b.app, 'demo'));
    const message = nextMessage(ws);
    // Each test app has its own database; the seeded demo member has the same id in both.
    await a.app.realtime.publish(await memberId(b.app, 'demo'), balance('987654321'));
    expect(await message).toEqual(balance('987654321'));
  });

  it('ends a session on another instance', async () => {
    const id = await memberId(b.app, 'demo2');
    const ws = await open(b, await loginAs(b.app, 'demo2'));
    const code = closed(ws);
    await a.app.realtime.endSessions(id);
    expect(await code).toBe(REALTIME_CLOSE.SESSION_ENDED);
  });
});

async function latestSessionId(app: FastifyInstance, id: number): Promise<number> {
  const [row] = await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.memberId, id))
    .orderBy(desc(sessions.id))
    .limit(1);
  if (!row) throw new Error('no session');
  return row.id;
}
