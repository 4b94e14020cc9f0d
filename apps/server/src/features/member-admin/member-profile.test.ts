import { DEFAULT_OPERATOR_ROLES } from '@nova/contracts/permissions';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { totpAt } from '../../lib/totp.ts';
import { createMember, sessionCookie } from '../../test/accounts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { dice } from '../inhouse/inhouse-test-kit.ts';
import { channelId, postDeposit, requestId, uploadProof } from '../payments/payments-test-kit.ts';
import { nextId, openGameSession, walletCall } from '../vendor-wallet/vendor-wallet-test-kit.ts';
import {
  bindAccount,
  fund,
  type MoneyMember,
  memberCall,
  moneyMember,
  withdraw,
} from '../withdrawals/withdrawals-test-kit.ts';

// Issue 13: a member's profile in the back office, its lists (each from the feature that owns
// it), operators' notes and tags, and the authenticator reset; every role against each call.
const t = setUpTestApp();

const keys = new Map<string, string>();
async function keyOf(role: string) {
  let key = keys.get(role);
  if (!key) {
    key = await t.app.operators.issueServiceKey(`profile-${role.toLowerCase()}`, role);
    keys.set(role, key);
  }
  return key;
}

async function ops(role: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await keyOf(role)}` },
    ...(payload ? { payload } : {}),
  });
}

async function value<T = Record<string, unknown>>(role: string, url: string): Promise<T> {
  const res = await ops(role, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

interface Page<T> {
  items: T[];
  nextBefore: number | string | null;
}

/**
 * Walk a list in pages of `limit`; the pages, joined, must be the whole list read at once, each
 * page strictly after the last (no row twice, none skipped), and the walk must take 2+ pages.
 */
async function expectKeysetPages<T>(url: string, limit: number, keyOfItem: (item: T) => string) {
  const whole = await value<Page<T>>('AUDITOR', `${url}?limit=100`);
  expect(whole.nextBefore).toBeNull();
  const walked: T[] = [];
  let before: number | string | null = null;
  let pages = 0;
  do {
    const cursor: string = before === null ? '' : `&before=${encodeURIComponent(before)}`;
    const page: Page<T> = await value<Page<T>>('AUDITOR', `${url}?limit=${limit}${cursor}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    walked.push(...page.items);
    before = page.nextBefore;
    pages += 1;
  } while (before !== null && pages < 50);
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(walked.map(keyOfItem)).toEqual(whole.items.map(keyOfItem));
  return whole.items;
}

const idOf = (item: { id: number }) => String(item.id);

let bankChannel: number | undefined;
async function manualDeposit(m: MoneyMember, amount: string) {
  bankChannel ??= await channelId(t.app, 'BANK_TRANSFER');
  const channels = await memberCall(t.app, m.cookie, 'GET', '/wps/payment/channels');
  const bank = channels.json().value.find((c: { code: string }) => c.code === 'BANK_TRANSFER')
    .banks[0].id;
  const proof = await uploadProof(t.app, m);
  const res = await postDeposit(t.app, m, {
    channelId: bankChannel,
    receivingBankId: bank,
    amount,
    requestId: requestId(),
    proofUploadIds: [proof],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number };
}

/** The member's site session ids (newest first), read from the database. */
async function siteSessionIds(memberId: number): Promise<number[]> {
  const result = (await t.app.db.execute(
    sql`select id from sessions where member_id = ${memberId} order by id desc`,
  )) as unknown as { rows: { id: string | number }[] };
  return result.rows.map((r) => Number(r.id));
}

/** A seamless round at PT: bet then win, through the signed vendor callbacks. */
async function seamlessRound(m: MoneyMember, bet: string, win: string) {
  const [site] = await siteSessionIds(m.id);
  if (site === undefined) throw new Error('no site session');
  const token = await openGameSession(t.app, m.id, site, 'PT');
  const base = { vendor: 'PT', memberId: m.id, roundId: nextId('round'), gameCode: 'PT-RNG-001' };
  const betTxId = nextId('bet');
  const placed = await walletCall(t.app, 'bet', {
    ...base,
    txId: betTxId,
    amount: bet,
    sessionToken: token,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const won = await walletCall(t.app, 'win', {
    ...base,
    txId: nextId('win'),
    amount: win,
    betTxId,
  });
  expect(won.statusCode, won.body).toBe(200);
  return base.roundId;
}

/**
 * The member signs in again from a known address (a new one asks for second verification), on
 * another device: a second session and sign-in.
 */
async function signInAgain(m: MoneyMember, ip: string, userAgent: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: m.account, password: m.password },
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });
  return sessionCookie(res);
}

describe('a member profile', () => {
  it('shows the account, its balances, turnover, authenticator, tags and counts, from real flows', async () => {
    const m = await moneyMember(t.app);
    await fund(t.app, m.id, 100_000n);
    const bank = await bindAccount(t.app, m);
    const withdrawal = await withdraw(t.app, m, bank, '30000');
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    await manualDeposit(m, '15000');
    const transfer = await memberCall(t.app, m.cookie, 'POST', '/wps/relay/GCS_walletTransfer', {
      from: 'MAIN',
      to: 'AG',
      amount: '4000',
      requestId: requestId(),
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    await t.app.db
      .update(members)
      .set({ registerIp: '203.0.113.50', registerMethod: 'USERNAME' })
      .where(eq(members.id, m.id));

    const profile = await value('CUSTOMER_SERVICE', `/ops/members/${m.id}`);
    expect(profile).toMatchObject({
      id: m.id,
      account: m.account,
      status: 'ACTIVE',
      registerIp: '203.0.113.50',
      registerMethod: 'USERNAME',
      realName: 'SITI AMINAH',
      paymentPasswordSet: true,
      totpEnabled: false,
      wallet: {
        main: '66000',
        held: '30000',
        vendors: [{ vendor: 'AG', amount: '4000' }],
        total: '70000',
      },
      turnover: { required: '0', remaining: '0' },
      tags: [],
      counts: { deposits: 1, withdrawals: 1, walletTransfers: 1, openSessions: 1, notes: 0 },
    });
    expect(profile.lastLoginAt).toEqual(expect.any(String));
    const [viewed] = await t.app.audit.list({
      action: 'member.view',
      objectId: String(m.id),
      limit: 1,
    });
    expect(viewed).toMatchObject({ actor: 'profile-customer_service', objectType: 'member' });
  });

  it('lists ledger lines, deposits, withdrawals, transfers, rounds, sessions and sign-ins in keyset pages', async () => {
    const m = await moneyMember(t.app);
    await fund(t.app, m.id, 200_000n);
    const bank = await bindAccount(t.app, m);
    const withdrawals: { id: number; reference: string }[] = [];
    for (const amount of ['10000', '12000', '14000']) {
      const res = await withdraw(t.app, m, bank, amount);
      expect(res.statusCode, res.body).toBe(200);
      withdrawals.push(res.json().value as { id: number; reference: string });
    }
    const deposits = [await manualDeposit(m, '20000'), await manualDeposit(m, '25000')];
    for (const amount of ['1000', '2000', '3000']) {
      const res = await memberCall(t.app, m.cookie, 'POST', '/wps/relay/GCS_walletTransfer', {
        from: 'MAIN',
        to: 'AG',
        amount,
        requestId: requestId(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const stake of ['100', '200', '300']) {
      const res = await memberCall(t.app, m.cookie, 'POST', '/wps/inhouse/play', dice(stake));
      expect(res.statusCode, res.body).toBe(200);
    }
    const seamless = await seamlessRound(m, '500', '900');
    await signInAgain(m, '127.0.0.1', 'ProfileTest/2.0 (tablet)');
    const base = `/ops/members/${m.id}`;

    // Ledger: every line of MAIN, HELD and the AG wallet, with its posting.
    const lines = await expectKeysetPages<{
      id: number;
      account: string;
      kind: string;
      amount: string;
      balanceAfter: string | null;
      reference: string;
      vendor: string | null;
      metadata: Record<string, unknown>;
    }>(`${base}/ledger`, 4, idOf);
    // The first withdrawal's hold: MAIN to HELD, one posting, two lines.
    const hold = lines.filter(
      (l) => l.kind === 'WITHDRAWAL_HOLD' && l.metadata.reference === withdrawals[0]?.reference,
    );
    expect(hold.map((l) => `${l.account} ${l.amount}`).sort()).toEqual([
      'HELD 10000',
      'MAIN -10000',
    ]);
    expect(new Set(hold.map((l) => l.reference)).size).toBe(1);
    expect(lines.some((l) => l.account === 'VENDOR' && l.vendor === 'AG')).toBe(true);
    // Newest first, and the newest MAIN line's balance is the balance now.
    expect(lines.map((l) => l.id)).toEqual([...lines.map((l) => l.id)].sort((a, b) => b - a));
    const balance = await t.app.ledger.balance(m.id);
    expect(lines.find((l) => l.account === 'MAIN')?.balanceAfter).toBe(balance.main.toString());
    const stored = (await t.app.db.execute(sql`
      select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
       where a.member_id = ${m.id}`)) as unknown as { rows: { n: number }[] };
    expect(lines).toHaveLength(Number(stored.rows[0]?.n));

    const listedDeposits = await expectKeysetPages<{ id: number; amount: string }>(
      `${base}/deposits`,
      1,
      idOf,
    );
    expect(listedDeposits.map((d) => [d.id, d.amount])).toEqual([
      [deposits[1]?.id, '25000'],
      [deposits[0]?.id, '20000'],
    ]);

    const listedWithdrawals = await expectKeysetPages<{ id: number; status: string }>(
      `${base}/withdrawals`,
      2,
      idOf,
    );
    expect(listedWithdrawals.map((w) => w.id)).toEqual(withdrawals.map((w) => w.id).reverse());
    expect(listedWithdrawals.every((w) => w.status === 'PENDING')).toBe(true);

    const transfers = await expectKeysetPages<{ amount: string; vendor: string; status: string }>(
      `${base}/transfers`,
      2,
      (x) => JSON.stringify(x),
    );
    expect(transfers.map((x) => [x.vendor, x.amount, x.status])).toEqual([
      ['AG', '3000', 'SUCCESS'],
      ['AG', '2000', 'SUCCESS'],
      ['AG', '1000', 'SUCCESS'],
    ]);

    const rounds = await expectKeysetPages<{
      source: string;
      roundId: string;
      stake: string;
      payout: string;
    }>(`${base}/rounds`, 2, (r) => `${r.source}:${r.roundId}`);
    expect(rounds.map((r) => [r.source, r.stake])).toEqual([
      ['SEAMLESS', '500'],
      ['INHOUSE', '300'],
      ['INHOUSE', '200'],
      ['INHOUSE', '100'],
    ]);
    expect(rounds[0]).toMatchObject({ roundId: seamless, payout: '900', status: 'SETTLED' });
    const badCursor = await ops('AUDITOR', 'GET', `${base}/rounds?before=not-a-cursor`);
    expect(badCursor.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });

    const sessions = await expectKeysetPages<{
      id: number;
      state: string;
      ip: string;
      userAgent: string | null;
    }>(`${base}/sessions`, 1, idOf);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => [s.state, s.ip, s.userAgent])).toEqual([
      ['OPEN', '127.0.0.1', 'ProfileTest/2.0 (tablet)'],
      ['OPEN', '127.0.0.1', 'lightMyRequest'],
    ]);

    const logins = await expectKeysetPages<{ userAgent: string; method: string; result: string }>(
      `${base}/logins`,
      1,
      (l) => JSON.stringify(l),
    );
    expect(logins.map((l) => [l.userAgent, l.method, l.result])).toEqual([
      ['ProfileTest/2.0 (tablet)', 'PASSWORD', 'SUCCESS'],
      ['lightMyRequest', 'PASSWORD', 'SUCCESS'],
    ]);
  });

  it("answers 404 for another brand's member on every call, changing nothing", async () => {
    const other = (await t.app.db.execute(
      sql`insert into brands (code, name, main_domain)
          values ('zz-profile', 'ZZ', 'zz-profile.invalid') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const brandId = Number(other.rows[0]?.id);
    const stranger = await createMember(t.app, { brandId });
    const base = `/ops/members/${stranger.id}`;
    for (const path of [
      '',
      '/ledger',
      '/deposits',
      '/withdrawals',
      '/transfers',
      '/rounds',
      '/sessions',
      '/logins',
      '/notes',
    ]) {
      const res = await ops('SUPER_ADMIN', 'GET', `${base}${path}`);
      expect(res.statusCode, path).toBe(404);
    }
    const writes = [
      await ops('SUPER_ADMIN', 'POST', `${base}/notes`, { text: 'hello' }),
      await ops('SUPER_ADMIN', 'PUT', `${base}/tags`, { tags: ['vip'] }),
      await ops('SUPER_ADMIN', 'POST', `${base}/reset-authenticator`, { reason: 'x' }),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    const left = (await t.app.db.execute(sql`
      select (select count(*) from member_notes where member_id = ${stranger.id})::int as notes,
             (select count(*) from member_tags where member_id = ${stranger.id})::int as tags`)) as unknown as {
      rows: { notes: number; tags: number }[];
    };
    expect(left.rows[0]).toEqual({ notes: 0, tags: 0 });
    // The search of this brand does not find it either.
    const found = await value<Page<unknown>>('SUPER_ADMIN', `/ops/members?q=${stranger.account}`);
    expect(found.items).toEqual([]);
  });
});

describe('notes', () => {
  it('are appended by the operator, listed newest first, and cannot be changed in SQL', async () => {
    const m = await createMember(t.app);
    const url = `/ops/members/${m.id}/notes`;
    const texts = ['called about a bonus', 'sent the KYC form', '  asked to self-exclude  '];
    for (const text of texts) {
      const res = await ops('CUSTOMER_SERVICE', 'POST', url, { text });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ author: 'profile-customer_service' });
    }
    const notes = await expectKeysetPages<{ id: number; text: string; author: string }>(
      url,
      2,
      idOf,
    );
    expect(notes.map((n) => n.text)).toEqual([
      'asked to self-exclude',
      'sent the KYC form',
      'called about a bonus',
    ]);
    const [audited] = await t.app.audit.list({
      action: 'member.note',
      objectId: String(m.id),
      limit: 1,
    });
    expect(audited).toMatchObject({
      actor: 'profile-customer_service',
      after: { note: 'asked to self-exclude' },
    });

    const id = notes[0]?.id;
    for (const query of [
      sql`update member_notes set text = 'rewritten' where id = ${id}`,
      sql`update member_notes set author = 'someone-else' where member_id = ${m.id}`,
      sql`delete from member_notes where id = ${id}`,
      sql`truncate member_notes`,
    ]) {
      const refusal = await t.app.db.execute(query).then(
        () => 'done',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
      expect(refusal).toBe('member notes are append-only');
    }
    const still = await value<Page<{ text: string }>>('AUDITOR', url);
    expect(still.items.map((n) => n.text)).toEqual(notes.map((n) => n.text));

    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const res = await ops('CUSTOMER_SERVICE', 'POST', url, { text });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await value<{ counts: { notes: number } }>('AUDITOR', `/ops/members/${m.id}`)).counts,
    ).toMatchObject({ notes: 3 });
  });
});

describe('tags', () => {
  it('replace the set, are audited with before and after, and are found with #tag', async () => {
    const m = await createMember(t.app);
    const url = `/ops/members/${m.id}/tags`;
    const first = await ops('RISK', 'PUT', url, { tags: ['vip', 'bonus-abuse', 'vip'] });
    expect(first.json().value).toEqual({ tags: ['bonus-abuse', 'vip'] });
    const second = await ops('RISK', 'PUT', url, { tags: ['vip', 'kyc-2'] });
    expect(second.json().value).toEqual({ tags: ['kyc-2', 'vip'] });
    expect((await value<{ tags: string[] }>('AUDITOR', `/ops/members/${m.id}`)).tags).toEqual([
      'kyc-2',
      'vip',
    ]);
    const [audited] = await t.app.audit.list({
      action: 'member.tags',
      objectId: String(m.id),
      limit: 1,
    });
    expect(audited).toMatchObject({
      actor: 'profile-risk',
      before: { tags: ['bonus-abuse', 'vip'] },
      after: { tags: ['kyc-2', 'vip'] },
    });

    const found = await value<Page<{ id: number }>>('AUDITOR', '/ops/members?q=%23KYC-2');
    expect(found.items.map((x) => x.id)).toEqual([m.id]);
    expect((await value<Page<unknown>>('AUDITOR', '/ops/members?q=%23bonus-abuse')).items).toEqual(
      [],
    );

    // Refused input changes nothing.
    for (const tags of [
      ['VIP'],
      ['-vip'],
      ['has space'],
      ['x'.repeat(33)],
      Array.from({ length: 21 }, (_, i) => `t${i}`),
      'vip',
    ]) {
      const res = await ops('RISK', 'PUT', url, { tags });
      expect(res.json(), JSON.stringify(tags)).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
      });
    }
    const rows = await t.app.db.execute(
      sql`select tag from member_tags where member_id = ${m.id} order by tag`,
    );
    expect((rows as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag)).toEqual([
      'kyc-2',
      'vip',
    ]);
    const cleared = await ops('RISK', 'PUT', url, { tags: [] });
    expect(cleared.json().value).toEqual({ tags: [] });
  });
});

/** A logged-in member with an enrolled authenticator, through the security center. */
async function totpMember() {
  const m = await moneyMember(t.app);
  const setup = await memberCall(t.app, m.cookie, 'POST', '/wps/member/security/totp/setup', {
    password: m.password,
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const code = totpAt(setup.json().value.secret, t.app.now());
  const enabled = await memberCall(t.app, m.cookie, 'POST', '/wps/member/security/totp/enable', {
    code,
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return m;
}

const totpSecretOf = async (id: number) =>
  (await t.app.db.select({ s: members.totpSecret }).from(members).where(eq(members.id, id)))[0]
    ?.s ?? null;

describe('resetting the authenticator', () => {
  it('turns TOTP off, ends the sessions, is audited, and lets the member enrol again', async () => {
    const m = await totpMember();
    const url = `/ops/members/${m.id}`;
    expect((await value<{ totpEnabled: boolean }>('RISK', url)).totpEnabled).toBe(true);
    const info = () => memberCall(t.app, m.cookie, 'GET', '/wps/member/info');
    expect((await info()).json().value).toMatchObject({ account: m.account });

    const blank = await ops('RISK', 'POST', `${url}/reset-authenticator`, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(await totpSecretOf(m.id)).not.toBeNull();

    const reset = await ops('RISK', 'POST', `${url}/reset-authenticator`, {
      reason: 'lost phone, identity checked by call',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().value).toEqual({ endedSessions: 1 });
    expect(await totpSecretOf(m.id)).toBeNull();
    expect((await info()).json().value ?? null).toBeNull();
    const sessions = await value<Page<{ state: string; endedAt: string | null }>>(
      'RISK',
      `${url}/sessions`,
    );
    expect(sessions.items.map((s) => s.state)).toEqual(['ENDED']);
    expect((await value<{ totpEnabled: boolean }>('RISK', url)).totpEnabled).toBe(false);
    const [audited] = await t.app.audit.list({
      action: 'member.reset-authenticator',
      objectId: String(m.id),
      limit: 1,
    });
    expect(audited).toMatchObject({
      actor: 'profile-risk',
      before: { totpEnabled: true },
      after: { totpEnabled: false },
      data: { reason: 'lost phone, identity checked by call', endedSessions: 1 },
    });

    // Nothing left to reset: a clear refusal.
    const again = await ops('RISK', 'POST', `${url}/reset-authenticator`, { reason: 'again' });
    expect(again.json()).toMatchObject({ success: false, code: 'INVALID_STATE' });

    // The member signs in again and enrols a new authenticator.
    const cookie = await signInAgain(m, '127.0.0.1', 'ProfileTest/1.0');
    const setup = await memberCall(t.app, cookie, 'POST', '/wps/member/security/totp/setup', {
      password: m.password,
    });
    expect(setup.statusCode, setup.body).toBe(200);
  });
});

describe('every role against the profile calls', () => {
  // 200 or 403 per default role (@nova/contracts/permissions): reading needs members.read,
  // notes and tags members.notes, the reset members.lock.
  const EXPECTED: Record<string, { read: number; notes: number; tags: number; reset: number }> = {
    SUPER_ADMIN: { read: 200, notes: 200, tags: 200, reset: 200 },
    FINANCE: { read: 200, notes: 200, tags: 200, reset: 403 },
    RISK: { read: 200, notes: 200, tags: 200, reset: 200 },
    CUSTOMER_SERVICE: { read: 200, notes: 200, tags: 200, reset: 200 },
    CONTENT: { read: 403, notes: 403, tags: 403, reset: 403 },
    AGENT_MANAGER: { read: 200, notes: 403, tags: 403, reset: 403 },
    AUDITOR: { read: 200, notes: 403, tags: 403, reset: 403 },
  };

  it('covers every default role', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(DEFAULT_OPERATOR_ROLES).sort());
  });

  it.each(Object.entries(EXPECTED))('%s', async (role, expected) => {
    const m = await totpMember();
    const base = `/ops/members/${m.id}`;
    const reads = [];
    for (const path of [
      '',
      '/ledger',
      '/deposits',
      '/withdrawals',
      '/transfers',
      '/rounds',
      '/sessions',
      '/logins',
      '/notes',
    ]) {
      reads.push((await ops(role, 'GET', `${base}${path}`)).statusCode);
    }
    expect(new Set(reads), 'reads').toEqual(new Set([expected.read]));
    const note = await ops(role, 'POST', `${base}/notes`, { text: `by ${role}` });
    expect(note.statusCode, 'notes').toBe(expected.notes);
    const tags = await ops(role, 'PUT', `${base}/tags`, { tags: ['checked'] });
    expect(tags.statusCode, 'tags').toBe(expected.tags);
    const reset = await ops(role, 'POST', `${base}/reset-authenticator`, { reason: 'test' });
    expect(reset.statusCode, 'reset').toBe(expected.reset);

    // A refusal changed nothing; an allowed call did what it says.
    const state = (await t.app.db.execute(sql`
      select (select count(*) from member_notes where member_id = ${m.id})::int as notes,
             (select count(*) from member_tags where member_id = ${m.id})::int as tags`)) as unknown as {
      rows: { notes: number; tags: number }[];
    };
    expect(state.rows[0]).toEqual({
      notes: expected.notes === 200 ? 1 : 0,
      tags: expected.tags === 200 ? 1 : 0,
    });
    expect(await totpSecretOf(m.id)).toEqual(expected.reset === 200 ? null : expect.any(String));
  });
});
