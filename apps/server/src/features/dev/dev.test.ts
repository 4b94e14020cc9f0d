import { DEV_ENDPOINTS, getDevCaptcha, getDevOutbox } from '@nova/contracts/api/dev';
import { ALL_ENDPOINTS } from '@nova/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { lastIssuedCaptcha } from '../captcha/captcha.service.ts';
import { outboxDestination } from './dev.routes.ts';

const issued: string[] = [];
let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestApp(
      { devTools: true },
      { testHooks: { onCaptchaIssued: (text) => issued.push(text) } },
    ),
    createTestApp({ devTools: false }),
  ]);
});
afterAll(() => Promise.all([on.close(), off.close()]));

const json = { accept: 'application/json' };

describe('development endpoints (DEV_TOOLS on)', () => {
  it('are registered but not part of the public contract list', () => {
    for (const endpoint of DEV_ENDPOINTS) {
      expect(on.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
      expect(ALL_ENDPOINTS).not.toContain(endpoint);
    }
  });

  it('GET /dev/outbox lists the messages of one destination, newest first, at most 20', async () => {
    for (let i = 0; i < 22; i++) {
      await on.app.messenger.send({
        channel: 'SMS',
        destination: '+60199990000',
        body: `sms ${i}`,
      });
    }
    await on.app.messenger.send({ channel: 'SMS', destination: '+60199990001', body: 'other' });
    for (const query of ['%2B60199990000', '+60199990000', '60199990000']) {
      const res = await on.app.inject({ url: `/dev/outbox?destination=${query}`, headers: json });
      expect(res.statusCode, query).toBe(200);
      const messages = res.json().value as { body: string; destination: string }[];
      expect(messages).toHaveLength(20);
      expect(messages[0]?.body).toBe('sms 21');
      expect(messages[19]?.body).toBe('sms 2');
      expect(messages.every((m) => m.destination === '+60199990000')).toBe(true);
    }
  });

  it('GET /dev/outbox reads email addresses case-insensitively', async () => {
    await on.app.messenger.send({
      channel: 'EMAIL',
      destination: 'player@example.com',
      subject: 'Code',
      body: 'mail',
    });
    const res = await on.app.inject({
      url: '/dev/outbox?destination=Player%40Example.COM',
      headers: json,
    });
    expect(res.json().value).toMatchObject([
      { channel: 'EMAIL', destination: 'player@example.com', subject: 'Code', body: 'mail' },
    ]);
    expect(outboxDestination(' 60123 ')).toBe('+60123');
  });

  it("GET /dev/captcha tells this client's last captcha answer, and nobody else's", async () => {
    const first = await on.app.inject({ url: '/wps/captcha' });
    const cookie = `nova_cid=${cookieOf(first, 'nova_cid')?.value}`;
    await on.app.inject({ url: '/wps/captcha', headers: { cookie } });
    const res = await on.app.inject({ url: '/dev/captcha', headers: { cookie, ...json } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.answer).toBe(issued.at(-1));
    expect(issued.at(-1)).not.toBe(undefined);

    const none = await on.app.inject({ url: '/dev/captcha', headers: json });
    expect(none.json().value).toEqual({ answer: null });
    const stranger = await on.app.inject({
      url: '/dev/captcha',
      headers: { cookie: 'nova_cid=someone-else-entirely-0123456789abcdef', ...json },
    });
    expect(stranger.json().value).toEqual({ answer: null });
  });
});

describe('development endpoints (DEV_TOOLS off)', () => {
  it('do not exist', async () => {
    for (const endpoint of [getDevOutbox, getDevCaptcha]) {
      expect(off.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(false);
    }
    const outbox = await off.app.inject({ url: '/dev/outbox?destination=x', headers: json });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json().code).toBe('ROUTE_NOT_FOUND');
    const captcha = await off.app.inject({ url: '/dev/captcha', headers: json });
    expect(captcha.statusCode).toBe(404);
  });

  it('never remember captcha answers', async () => {
    const res = await off.app.inject({ url: '/wps/captcha' });
    const clientId = cookieOf(res, 'nova_cid')?.value ?? '';
    expect(clientId).not.toBe('');
    expect(lastIssuedCaptcha(clientId)).toBeUndefined();
  });
});
