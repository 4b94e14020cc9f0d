import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema/captchas.ts';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issueCaptcha, verifyCaptcha } from './captcha.service.ts';

const issued: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { testHooks: { onCaptchaIssued: (text) => issued.push(text) } });
});
afterAll(() => t.close());

async function getCaptcha(cookie?: string) {
  const res = await t.app.inject({ url: '/wps/captcha', headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('GET /wps/captcha', () => {
  it('returns an SVG data URL, binds it with an HttpOnly cookie, and never includes the answer', async () => {
    const res = await getCaptcha();
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.value).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.value.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    const answer = issued.at(-1) ?? '';
    expect(answer).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(svg).not.toContain('<text');
    expect(res.body.toLowerCase()).not.toContain(answer.toLowerCase());
    expect(svg.toLowerCase()).not.toContain(answer.toLowerCase());
    const cookie = cookieOf(res, 'nova_cid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('verifies once, case-insensitively, for the bound client only', async () => {
    const res = await getCaptcha();
    const cid = cookieOf(res, 'nova_cid')?.value ?? '';
    const answer = issued.at(-1) ?? '';
    expect(await verifyCaptcha(t.app.db, 'another-client', answer)).toBe(false);
    expect(await verifyCaptcha(t.app.db, cid, answer.toUpperCase())).toBe(true);
    expect(await verifyCaptcha(t.app.db, cid, answer)).toBe(false);
  });

  it('is spent by a wrong answer', async () => {
    const res = await getCaptcha();
    const cid = cookieOf(res, 'nova_cid')?.value ?? '';
    const answer = issued.at(-1) ?? '';
    expect(await verifyCaptcha(t.app.db, cid, `${answer}x`)).toBe(false);
    expect(await verifyCaptcha(t.app.db, cid, answer)).toBe(false);
  });

  it('keeps the client binding on refresh and replaces the previous captcha', async () => {
    const first = await getCaptcha();
    const cid = cookieOf(first, 'nova_cid')?.value ?? '';
    const second = await getCaptcha(`nova_cid=${cid}`);
    expect(cookieOf(second, 'nova_cid')?.value).toBe(cid);
    const rows = await t.app.db.select().from(captchas).where(eq(captchas.clientBinding, cid));
    expect(rows).toHaveLength(1);

    const now = new Date();
    const text = (value: string) => () => ({ text: value, svg: '<svg/>' });
    await issueCaptcha(t.app.db, 'client-refresh', now, text('AAAA'));
    await issueCaptcha(t.app.db, 'client-refresh', now, text('BBBB'));
    expect(await verifyCaptcha(t.app.db, 'client-refresh', 'AAAA')).toBe(false);
    await issueCaptcha(t.app.db, 'client-refresh', now, text('AAAA'));
    await issueCaptcha(t.app.db, 'client-refresh', now, text('BBBB'));
    expect(await verifyCaptcha(t.app.db, 'client-refresh', 'bbbb')).toBe(true);
  });

  it('expires after five minutes', async () => {
    const issuedAt = new Date('2026-03-01T04:00:00Z');
    const known = () => ({ text: 'Ab3d', svg: '<svg/>' });
    await issueCaptcha(t.app.db, 'client-expiry', issuedAt, known);
    expect(
      await verifyCaptcha(t.app.db, 'client-expiry', 'ab3d', new Date('2026-03-01T04:05:00Z')),
    ).toBe(false);
    await issueCaptcha(t.app.db, 'client-expiry', issuedAt, known);
    expect(
      await verifyCaptcha(t.app.db, 'client-expiry', 'AB3D', new Date('2026-03-01T04:04:59Z')),
    ).toBe(true);
  });
});
