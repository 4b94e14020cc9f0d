import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authTickets, outboxMessages } from '../../db/schema/security.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type Client,
  call,
  createMember,
  errorOf,
  lastMessage,
  logIn,
  memberInfoStatus,
  OTHER_STRONG_PASSWORD,
  setForgotPasswordMode,
} from './password-test-kit.ts';

const START = new Date('2026-03-01T04:00:00Z');
let base = START;
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());
beforeEach(async () => {
  base = new Date(base.getTime() + 3_600_000);
  now = base;
  await setForgotPasswordMode(t.app, 'EMAIL');
});

function forgot(username: string, email: string, client: Client = {}) {
  return call(t.app, 'POST', '/wps/member/password/email', { username, email }, client);
}

function reset(ticket: string, newPassword = OTHER_STRONG_PASSWORD, client: Client = {}) {
  return call(
    t.app,
    'POST',
    '/wps/member/password/reset',
    { ticket, newPassword, confirmNewPassword: newPassword },
    client,
  );
}

/** A member whose verified address is `email` (stored as typed at binding). */
async function memberWithEmail(email: string, verified = true) {
  return createMember(t.app, { email, emailVerifiedAt: verified ? now : null, language: 'EN' });
}

/** The mail's link, once the background send has landed in the outbox. */
async function mailedLink(address: string, afterId = 0): Promise<URL> {
  const message = await vi.waitFor(async () => {
    const row = await lastMessage(t.app, address);
    if (!row || row.id <= afterId) throw new Error('no mail yet');
    return row;
  });
  const link = message.body.match(/https?:\/\/\S+/u)?.[0];
  if (!link) throw new Error(`no link in ${message.body}`);
  return new URL(link);
}

const ticketOf = (link: URL) => link.searchParams.get('resetTicket') ?? '';
const outboxCount = async () =>
  (await t.app.db.select({ n: count() }).from(outboxMessages))[0]?.n ?? 0;

describe('POST /wps/member/password/email', () => {
  it('answers the same for a match, an unknown user and a wrong or unverified address', async () => {
    const m = await memberWithEmail('Ann.Lee@Example.com');
    const unverified = await memberWithEmail('bob@example.com', false);
    const before = await outboxCount();

    const answers = [
      await forgot(m.account.toUpperCase(), 'ann.lee@EXAMPLE.com'),
      await forgot('no-such-user', 'ann.lee@example.com'),
      await forgot(m.account, 'someone.else@example.com'),
      await forgot(unverified.account, 'bob@example.com'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, value: null });
    }
    const link = await mailedLink('Ann.Lee@Example.com');
    expect(await outboxCount()).toBe(before + 1);
    expect(link.origin).toBe('http://localhost');
    expect(ticketOf(link)).toMatch(/^[\w-]{43}$/u);
    // Only the hash is stored.
    const stored = await t.app.db
      .select({ tokenHash: authTickets.tokenHash, expiresAt: authTickets.expiresAt })
      .from(authTickets)
      .where(eq(authTickets.memberId, m.id));
    expect(stored).toEqual([
      {
        tokenHash: sha256Hex(ticketOf(link)),
        expiresAt: new Date(now.getTime() + 30 * 60_000),
      },
    ]);
  });

  it('mails a link whose ticket sets the password once and ends every session', async () => {
    const m = await memberWithEmail('carol@example.com');
    const session = await logIn(t.app, m.account, m.password);
    await forgot(m.account, 'carol@example.com');
    const ticket = ticketOf(await mailedLink('carol@example.com'));

    const res = await reset(ticket);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });
    // No auto-login from a mailed link.
    expect(res.cookies.find((c) => c.name === 'nova_sid')).toBeUndefined();
    expect(await memberInfoStatus(t.app, session)).toBe(401);
    const old = await call(t.app, 'POST', '/wps/session/login', {
      username: m.account,
      password: m.password,
    });
    expect(errorOf(old).code).toBe('INVALID_CREDENTIALS');
    await logIn(t.app, m.account, OTHER_STRONG_PASSWORD);

    expect(errorOf(await reset(ticket, 'Yet-another#Pass9'))).toEqual({
      status: 400,
      code: 'TICKET_INVALID',
    });
  });

  it('lets only one of two simultaneous uses of a ticket win', async () => {
    const m = await memberWithEmail('ivy@example.com');
    await forgot(m.account, 'ivy@example.com');
    const ticket = ticketOf(await mailedLink('ivy@example.com'));
    const results = await Promise.all([
      reset(ticket, OTHER_STRONG_PASSWORD),
      reset(ticket, 'Racing#Password8'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.statusCode === 400);
    expect(loser?.json().code).toBe('TICKET_INVALID');
  });

  it('does not burn the ticket on a weak or mismatched password', async () => {
    const m = await memberWithEmail('dan@example.com');
    await forgot(m.account, 'dan@example.com');
    const ticket = ticketOf(await mailedLink('dan@example.com'));
    const weak = await reset(ticket, 'password1');
    expect(weak.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      details: [{ path: 'body.newPassword', issue: 'common' }],
    });
    // The brand's register rule for passwords (pattern 5: a letter and a digit) applies too.
    expect((await reset(ticket, 'Qa!Player!Lake')).json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      details: [{ path: 'body.newPassword', issue: 'pattern' }],
    });
    const mismatch = await call(t.app, 'POST', '/wps/member/password/reset', {
      ticket,
      newPassword: OTHER_STRONG_PASSWORD,
      confirmNewPassword: 'Different#Pass1',
    });
    expect(errorOf(mismatch).code).toBe('PASSWORD_MISMATCH');
    expect((await reset(ticket)).statusCode).toBe(200);
  });

  it('expires the ticket after 30 minutes', async () => {
    const m = await memberWithEmail('erin@example.com');
    await forgot(m.account, 'erin@example.com');
    const ticket = ticketOf(await mailedLink('erin@example.com'));
    now = new Date(now.getTime() + 30 * 60_000 + 1000);
    expect(errorOf(await reset(ticket))).toEqual({ status: 400, code: 'TICKET_INVALID' });
    await logIn(t.app, m.account, m.password);
  });

  it('retires an earlier link when a new one is mailed; forged tickets fail', async () => {
    const m = await memberWithEmail('fay@example.com');
    await forgot(m.account, 'fay@example.com');
    const first = await mailedLink('fay@example.com');
    const firstId = (await lastMessage(t.app, 'fay@example.com'))?.id ?? 0;
    await forgot(m.account, 'fay@example.com');
    const second = await mailedLink('fay@example.com', firstId);
    expect(errorOf(await reset(ticketOf(first))).code).toBe('TICKET_INVALID');
    expect(errorOf(await reset('A'.repeat(43))).code).toBe('TICKET_INVALID');
    expect((await reset(ticketOf(second))).statusCode).toBe(200);
  });

  it('never points the link at a host the visitor made up', async () => {
    const m = await memberWithEmail('gus@example.com');
    await forgot(m.account, 'gus@example.com', { headers: { host: 'evil.example' } });
    const link = await mailedLink('gus@example.com');
    expect(link.origin).toBe('https://nova88.example');
  });

  it('rate limits per account and per IP with Retry-After', async () => {
    const perAccount = { remoteAddress: '198.51.100.1' };
    for (let i = 0; i < 5; i++) {
      expect((await forgot('limited-user', 'x@example.com', perAccount)).statusCode).toBe(200);
    }
    const locked = await forgot('limited-user', 'x@example.com', { remoteAddress: '198.51.100.2' });
    expect(errorOf(locked)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    const perIp = { remoteAddress: '198.51.100.3' };
    for (let i = 0; i < 20; i++) {
      expect((await forgot(`user-${i}`, 'x@example.com', perIp)).statusCode).toBe(200);
    }
    const ipLocked = await forgot('user-20', 'x@example.com', perIp);
    expect(errorOf(ipLocked)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(ipLocked.headers['retry-after'])).toBeGreaterThan(0);
    const ticketLocked = await reset('A'.repeat(43), OTHER_STRONG_PASSWORD, perIp);
    expect(errorOf(ticketLocked).status).toBe(429);
  });

  it('is off while the brand resets passwords by phone', async () => {
    await setForgotPasswordMode(t.app, 'PHONE');
    const m = await memberWithEmail('hal@example.com');
    expect(errorOf(await forgot(m.account, 'hal@example.com'))).toEqual({
      status: 403,
      code: 'FEATURE_DISABLED',
    });
    expect(errorOf(await reset('A'.repeat(43))).code).toBe('FEATURE_DISABLED');
    expect(await lastMessage(t.app, 'hal@example.com')).toBeUndefined();
  });
});
