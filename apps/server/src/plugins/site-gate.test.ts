import type { AddressInfo } from 'node:net';
import { REALTIME_PATH } from '@nova/contracts/api/realtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fundMain, loggedInMember } from '../test/accounts.ts';
import { OPERATOR_TOKEN, operatorHeaders } from '../test/helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type GatedRoute, STATUS_PAGE_ROUTES } from './site-gate.ts';

// Issue 11: the site-wide status gates every player route on the server, not only login.
const BLOCKED_IP = '203.0.113.5';
const OPEN_IP = '198.51.100.20';
let t: TestApp;
let member: { id: number; cookie: string };
/** The session the route sweeps use (the open list includes logout). */
let sweeper: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
  member = await loggedInMember(t.app);
  sweeper = await loggedInMember(t.app);
  await fundMain(t.app, member.id, 10_000n);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

beforeEach(async () => {
  await setMaintenance(false);
  await setBlocked([]);
});

async function setMaintenance(active: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/ops/system/maintenance',
    headers: operatorHeaders(),
    payload: active ? { active, maintenanceEnd: '2099-01-01T00:00:00Z' } : { active },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function setBlocked(blockedRanges: string[]) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/ops/system/region-restriction',
    headers: operatorHeaders(),
    payload: { blockedRanges },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Each route once (HEAD mirrors GET), with its path parameters filled in. */
function callable(routes: readonly GatedRoute[]): GatedRoute[] {
  return routes.filter((r) => r.method !== 'HEAD' && !r.url.includes('*'));
}

function call(route: GatedRoute, remoteAddress = OPEN_IP) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z]+/g, '1'),
    headers: { cookie: sweeper.cookie },
    remoteAddress,
    ...(hasBody ? { payload: {} } : {}),
  });
}

function play(remoteAddress = OPEN_IP) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/inhouse/play',
    headers: { cookie: member.cookie },
    remoteAddress,
    payload: {
      game: 'DICE',
      requestId: `gate-${Math.random().toString(36).slice(2)}`,
      stake: '100',
      params: { target: 5000, direction: 'UNDER' },
    },
  });
}

const GATE_CODES = ['MAINTENANCE', 'REGION_RESTRICTED'];

/** The envelope's error code, if the answer is one. */
function codeOf(res: { json(): unknown }): string | undefined {
  try {
    return (res.json() as { code?: string }).code;
  } catch {
    return undefined;
  }
}

const mainBalance = async () => (await t.app.ledger.balance(member.id)).main;

describe('site gate', () => {
  it('opens exactly the reviewed status-page routes of the player API', () => {
    const playerOpen = callable(t.app.siteGateSurface)
      .filter((r) => r.open && /^\/(wps|lgw)\//.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(playerOpen).toEqual([...STATUS_PAGE_ROUTES].sort());
  });

  it('refuses every other player route during maintenance, for a logged-in member too', async () => {
    await setMaintenance(true);
    const gated = callable(t.app.siteGateSurface).filter((r) => !r.open);
    expect(gated.length).toBeGreaterThan(80);
    for (const route of gated) {
      const res = await call(route);
      expect([res.statusCode, res.json().code], `${route.method} ${route.url}`).toEqual([
        503,
        'MAINTENANCE',
      ]);
    }
    for (const route of callable(t.app.siteGateSurface).filter((r) => r.open)) {
      // Open routes may refuse for their own reasons (no signature, vendor down): not the gate's.
      expect(codeOf(await call(route)), `${route.method} ${route.url}`).not.toBe('MAINTENANCE');
    }
  });

  it('refuses every other player route from a blocked region', async () => {
    await setBlocked(['203.0.113.0/24']);
    for (const route of callable(t.app.siteGateSurface).filter((r) => !r.open)) {
      const res = await call(route, BLOCKED_IP);
      expect([res.statusCode, res.json().code], `${route.method} ${route.url}`).toEqual([
        451,
        'REGION_RESTRICTED',
      ]);
    }
    // Visitors elsewhere are not affected.
    const freePlay = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      remoteAddress: OPEN_IP,
    });
    expect(freePlay.statusCode, freePlay.body).toBe(200);
  });

  it('stops a session opened before maintenance from playing, and lets it play after', async () => {
    expect((await play()).statusCode).toBe(200);
    const before = await mainBalance();
    await setMaintenance(true);
    const refused = await play();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, code: 'MAINTENANCE' });
    expect(await mainBalance()).toBe(before);
    // The maintenance page still learns who is logged in and can log out.
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { cookie: member.cookie },
    });
    expect(info.json().value.id).toBe(member.id);
    await setMaintenance(false);
    expect((await play()).statusCode).toBe(200);
  });

  it('maintenance wins over the region block', async () => {
    await setBlocked(['203.0.113.0/24']);
    await setMaintenance(true);
    expect((await play(BLOCKED_IP)).json().code).toBe('MAINTENANCE');
  });

  it('keeps the operator API, vendor and payment callbacks and health open', async () => {
    await setMaintenance(true);
    await setBlocked(['0.0.0.0/0']);
    for (const url of ['/healthz', '/livez', '/readyz']) {
      const health = await t.app.inject({ url, remoteAddress: BLOCKED_IP });
      expect(health.statusCode, url).toBe(200);
    }
    // Refused for want of a token, not by the gate.
    const metrics = await t.app.inject({ url: '/metrics', remoteAddress: BLOCKED_IP });
    expect(metrics.statusCode).toBe(401);
    // Unsigned callbacks: refused by their own signature check, not by the gate.
    for (const url of ['/vendor/wallet/balance', '/payment/callback/sandbox']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: {},
        remoteAddress: BLOCKED_IP,
      });
      expect(GATE_CODES, url).not.toContain(codeOf(res));
    }
    const shell = await t.app.inject({ url: '/', remoteAddress: BLOCKED_IP });
    expect(GATE_CODES).not.toContain(codeOf(shell));
  });

  it('refuses the realtime socket upgrade during maintenance', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const upgrade = () =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`, {
          headers: { cookie: member.cookie, origin },
        });
        ws.once('open', () => {
          ws.terminate();
          resolve(101);
        });
        ws.once('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
          ws.terminate();
        });
        ws.once('error', reject);
      });
    expect(await upgrade()).toBe(101);
    await setMaintenance(true);
    expect(await upgrade()).toBe(503);
  });
});
