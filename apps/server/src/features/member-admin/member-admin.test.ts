import { describe, expect, it } from 'vitest';
import { createMember, loggedInMember, STRONG_PASSWORD } from '../../test/accounts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { matchOf } from './member-admin.service.ts';

// Issue 13: a customer-service operator finds a member and locks it; its open session ends.
const t = setUpTestApp();

const keys = new Map<string, string>();
async function keyOf(role: string) {
  let key = keys.get(role);
  if (!key) {
    key = await t.app.operators.issueServiceKey(`members-${role.toLowerCase()}`, role);
    keys.set(role, key);
  }
  return key;
}

async function ops(role: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await keyOf(role)}` },
    ...(payload ? { payload } : {}),
  });
}

const search = async (q: string, extra = '') =>
  (await ops('CUSTOMER_SERVICE', 'GET', `/ops/members?q=${encodeURIComponent(q)}${extra}`)).json()
    .value;

describe('finding members', () => {
  it('reads what an operator typed', () => {
    expect(matchOf('203.0.113.9')).toEqual({ by: 'IP', ip: '203.0.113.9' });
    expect(matchOf('2001:db8::1')).toEqual({ by: 'IP', ip: '2001:db8::1' });
    expect(matchOf(' Ann@Example.COM ')).toEqual({ by: 'EMAIL', email: 'ann@example.com' });
    expect(matchOf('+60 123-456789')).toEqual({ by: 'DIGITS', digits: '60123456789' });
    expect(matchOf('Demo')).toEqual({ by: 'ACCOUNT', account: 'demo' });
  });

  it('by account, id, mobile, email and login IP, newest first in keyset pages', async () => {
    const member = await createMember(t.app, {
      mobileDialingCode: '+60',
      mobileNum: '198765432',
      email: 'find.me@example.com',
    });
    const byAccount = await search(member.account.toUpperCase());
    expect(byAccount.items.map((m: { id: number }) => m.id)).toEqual([member.id]);
    expect(byAccount.items[0]).toMatchObject({
      account: member.account,
      status: 'ACTIVE',
      mobile: '+60 198765432',
      email: 'find.me@example.com',
    });
    expect((await search(String(member.id))).items[0]?.id).toBe(member.id);
    expect((await search('198765432')).items[0]?.id).toBe(member.id);
    expect((await search('FIND.ME@example.com')).items[0]?.id).toBe(member.id);
    expect((await search('no-such-account')).items).toEqual([]);
    // A mobile sign-up's account is all digits (its number with the country code).
    const digitsAccount = await createMember(t.app, { account: `60${Date.now() % 1e9}` });
    expect((await search(digitsAccount.account)).items[0]?.id).toBe(digitsAccount.id);

    // Three members signed in from one address: two pages of two and one.
    const ip = '198.51.100.77';
    const signedIn = [];
    for (let i = 0; i < 3; i++) {
      const m = await createMember(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: m.account, password: m.password },
        remoteAddress: ip,
      });
      signedIn.push(m.id);
    }
    const first = await search(ip, '&limit=2');
    expect(first.items.map((m: { id: number }) => m.id)).toEqual(signedIn.slice(1).reverse());
    const second = await search(ip, `&limit=2&before=${first.nextBefore}`);
    expect(second.items.map((m: { id: number }) => m.id)).toEqual([signedIn[0]]);
    expect(second.nextBefore).toBeNull();
  });
});

describe('locking a member', () => {
  it('ends its open session and its sign-in, audited with before and after; unlock undoes it', async () => {
    const member = await loggedInMember(t.app);
    const info = () =>
      t.app.inject({ url: '/wps/member/info', headers: { cookie: member.cookie } });
    expect((await info()).json().value).toMatchObject({ account: member.account });

    const locked = await ops('CUSTOMER_SERVICE', 'POST', `/ops/members/${member.id}/lock`, {
      reason: 'asked by the player',
    });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().value).toMatchObject({ id: member.id, status: 'DISABLED' });
    expect((await info()).json().value ?? null).toBeNull();
    const [row] = await t.app.audit.list({
      action: 'member.lock',
      objectId: String(member.id),
      limit: 1,
    });
    expect(row).toMatchObject({
      actor: 'members-customer_service',
      before: { status: 'ACTIVE' },
      after: { status: 'DISABLED' },
      data: { reason: 'asked by the player', endedSessions: 1 },
    });

    const unlocked = await ops('CUSTOMER_SERVICE', 'POST', `/ops/members/${member.id}/unlock`, {
      reason: 'checked',
    });
    expect(unlocked.json().value.status).toBe('ACTIVE');
    // The ended session stays ended: the member signs in again.
    expect((await info()).json().value ?? null).toBeNull();
  });

  it('ends the sessions alone, or with a password change required at the next sign-in', async () => {
    const member = await loggedInMember(t.app);
    const info = (cookie: string) => t.app.inject({ url: '/wps/member/info', headers: { cookie } });
    const ended = await ops('CUSTOMER_SERVICE', 'POST', `/ops/members/${member.id}/end-sessions`, {
      reason: 'lost phone',
    });
    expect(ended.json().value).toEqual({ endedSessions: 1 });
    expect((await info(member.cookie)).json().value ?? null).toBeNull();

    const forced = await ops('RISK', 'POST', `/ops/members/${member.id}/force-password-change`, {
      reason: 'password seen in a leak',
    });
    expect(forced.json().value).toMatchObject({ id: member.id, mustChangePassword: true });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: member.account, password: STRONG_PASSWORD },
    });
    expect(signIn.json().value).toMatchObject({ mustChangePassword: true });
    const [row] = await t.app.audit.list({
      action: 'member.force-password-change',
      objectId: String(member.id),
      limit: 1,
    });
    expect(row).toMatchObject({ actor: 'members-risk', after: { mustChangePassword: true } });
  });

  it('refuses an auditor, an unknown member and a missing reason, changing nothing', async () => {
    const member = await createMember(t.app);
    const url = `/ops/members/${member.id}/lock`;
    expect((await ops('AUDITOR', 'POST', url, { reason: 'x' })).statusCode).toBe(403);
    expect((await ops('AUDITOR', 'GET', `/ops/members?q=${member.account}`)).statusCode).toBe(200);
    expect((await ops('CUSTOMER_SERVICE', 'POST', url, { reason: '  ' })).statusCode).toBe(400);
    const unknown = await ops('CUSTOMER_SERVICE', 'POST', '/ops/members/999999999/lock', {
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await search(member.account)).items[0]?.status).toBe('ACTIVE');
  });
});
