import { SystemStatusSchema } from '@nova/contracts/api/system';
import { envelope } from '@nova/contracts/envelope';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const TRUSTED_PROXY = '10.0.0.1';
let now = new Date('2026-03-01T04:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { trustProxy: [TRUSTED_PROXY], operatorApiToken: OPERATOR_TOKEN },
    { now: () => now },
  );
});
afterAll(() => t.close());

beforeEach(async () => {
  now = new Date('2026-03-01T04:00:00Z');
  await setMaintenance({ active: false });
  await setBlocked([]);
});

async function setMaintenance(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/ops/system/maintenance',
    headers: operatorHeaders(),
    payload: body,
  });
  expect(res.statusCode).toBe(200);
}

async function setBlocked(blockedRanges: string[]) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/ops/system/region-restriction',
    headers: operatorHeaders(),
    payload: { blockedRanges },
  });
  expect(res.statusCode).toBe(200);
}

async function status(remoteAddress = '198.51.100.20', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: '/wps/system/status', remoteAddress, headers });
  expect(res.statusCode).toBe(200);
  const body = envelope(SystemStatusSchema).parse(res.json());
  expect(body.success).toBe(true);
  if (!body.value) throw new Error('no value');
  return body.value;
}

describe('GET /wps/system/status', () => {
  it('is normal by default and echoes the visitor ip', async () => {
    expect(await status('198.51.100.20')).toEqual({
      status: 0,
      ip: '198.51.100.20',
      maintenanceStart: null,
      maintenanceEnd: null,
    });
  });

  it('reports maintenance inside its window with its end time', async () => {
    await setMaintenance({ active: true, maintenanceEnd: '2026-03-01T06:00:00Z' });
    const value = await status();
    expect(value.status).toBe(1);
    expect(value.maintenanceEnd).toBe('2026-03-01T06:00:00.000Z');
  });

  it('is normal before a scheduled start and after the end', async () => {
    await setMaintenance({
      active: true,
      maintenanceStart: '2026-03-01T05:00:00Z',
      maintenanceEnd: '2026-03-01T06:00:00Z',
    });
    expect((await status()).status).toBe(0);
    now = new Date('2026-03-01T05:30:00Z');
    expect((await status()).status).toBe(1);
    now = new Date('2026-03-01T06:00:00Z');
    expect((await status()).status).toBe(0);
  });

  it('is region restricted for a blocked ip, including IPv4-mapped IPv6', async () => {
    await setBlocked(['203.0.113.0/24']);
    expect(await status('203.0.113.5')).toMatchObject({ status: 2, ip: '203.0.113.5' });
    expect(await status('::ffff:203.0.113.6')).toMatchObject({ status: 2, ip: '203.0.113.6' });
    expect((await status('198.51.100.20')).status).toBe(0);
  });

  it('lets maintenance win over region restriction', async () => {
    await setBlocked(['203.0.113.0/24']);
    await setMaintenance({ active: true, maintenanceEnd: '2026-03-01T06:00:00Z' });
    expect((await status('203.0.113.5')).status).toBe(1);
    const permission = await t.app.inject({
      url: '/wps/system/permission',
      remoteAddress: '203.0.113.5',
    });
    expect(permission.json().value).toMatchObject({
      maintenance: { active: true, maintenanceEnd: '2026-03-01T06:00:00.000Z' },
      regionRestriction: { restricted: true },
      location: { ip: '203.0.113.5' },
    });
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    await setBlocked(['203.0.113.0/24']);
    const forged = await status('198.51.100.20', { 'x-forwarded-for': '203.0.113.5' });
    expect(forged).toMatchObject({ status: 0, ip: '198.51.100.20' });
    const evasion = await status('203.0.113.5', { 'x-forwarded-for': '198.51.100.99' });
    expect(evasion).toMatchObject({ status: 2, ip: '203.0.113.5' });
  });

  it('honours X-Forwarded-For from the trusted proxy', async () => {
    await setBlocked(['203.0.113.0/24']);
    const value = await status(TRUSTED_PROXY, { 'x-forwarded-for': '203.0.113.5' });
    expect(value).toMatchObject({ status: 2, ip: '203.0.113.5' });
  });

  it.each(['<b>not-an-ip</b>', '203.0.113.5:4431', 'unknown'])(
    'fails closed on a forwarded address that does not parse (%s), never echoing it',
    async (raw) => {
      await setBlocked(['192.0.2.0/24']);
      const headers = { 'x-forwarded-for': raw };
      expect(await status(TRUSTED_PROXY, headers)).toMatchObject({ status: 2, ip: '-' });
      const permission = await t.app.inject({
        url: '/wps/system/permission',
        remoteAddress: TRUSTED_PROXY,
        headers,
      });
      expect(permission.body).not.toContain(raw.replace(/[<>]/g, ''));
      expect(permission.json().value).toMatchObject({
        location: { ip: '-' },
        regionRestriction: { restricted: true },
      });
      // Region rules hold for every route, not only the status answer.
      const login = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: TRUSTED_PROXY,
        headers,
        payload: { username: 'demo', password: 'whatever-it-is' },
      });
      expect([login.statusCode, login.json().code]).toEqual([451, 'REGION_RESTRICTED']);
      // No region rule at all: nothing to block, and still nothing echoed raw.
      await setBlocked([]);
      expect(await status(TRUSTED_PROXY, headers)).toMatchObject({ status: 0, ip: '-' });
    },
  );
});
