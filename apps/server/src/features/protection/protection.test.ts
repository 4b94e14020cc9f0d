import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  loggedInMember,
  STRONG_PASSWORD,
  sessionCookie,
} from '../../test/accounts.ts';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { dice, fund, newPlayer, type Player, requestId } from '../inhouse/inhouse-test-kit.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { pngWithMetadata } from '../uploads/test-images.ts';
import { nextId, walletCall, walletPlayer } from '../vendor-wallet/vendor-wallet-test-kit.ts';
import * as repo from './protection.repository.ts';

// Issue 14 (decision 041): limits, time-outs and self-exclusions at every point where money or
// play goes, on PGlite and PostgreSQL (scripts/pg-floor.mjs).
let t: TestApp;
/** The app's clock: moved past cooling-offs instead of waiting. */
let offsetMs = 0;
const HOUR = 3_600_000;
const clock = () => new Date(Date.now() + offsetMs);
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN }, { now: clock });
});
afterAll(async () => {
  const report = await reconcileLedger(t.app.db, { money: true });
  await t.close();
  expect(report.ok).toBe(true);
});

type Json = Record<string, unknown>;
function inject(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
function ok<T = Json>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}
function refused(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  return res.json();
}
const setLimit = (cookie: string, kind: string, period: string, value: string | null) =>
  inject('PUT', '/wps/member/protection/limits', cookie, { kind, period, value });
const overview = async (cookie: string) =>
  ok<{ limits: Json[]; exclusion: Json | null }>(
    await inject('GET', '/wps/member/protection', cookie),
  );
const play = (p: Player, stake: string) =>
  inject('POST', '/wps/inhouse/play', p.cookie, dice(stake));
const opsHeaders = { ...operatorHeaders(), 'x-operator': 'risk-officer' };
function ops(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: opsHeaders, ...(payload ? { payload } : {}) });
}
const bets = async (memberId: number) =>
  (await t.app.db.execute(
    `select count(*)::int as n from ledger_entries e join ledger_transfers x on x.id = e.transfer_id
      join ledger_accounts a on a.id = e.account_id
     where a.member_id = ${memberId} and x.kind = 'BET'`,
  )) as unknown as { rows: { n: number }[] };
async function betCount(memberId: number): Promise<number> {
  return Number((await bets(memberId)).rows[0]?.n ?? 0);
}
async function login(account: string, password = STRONG_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: account, password },
  });
}
/** An exclusion recorded while the player's sessions are still live (as another instance sees). */
async function excludeQuietly(memberId: number, kind: 'TIMEOUT' | 'SELF_EXCLUSION') {
  await repo.insertExclusion(t.app.db, {
    brandId: await brandIdOf(t.app.db),
    memberId,
    kind,
    duration: kind === 'TIMEOUT' ? '24H' : 'PERMANENT',
    startsAt: new Date(clock().getTime() - 1000),
    endsAt: kind === 'TIMEOUT' ? new Date(clock().getTime() + 24 * HOUR) : null,
    actor: 'PLAYER',
    reason: null,
  });
}

describe('limits in the security center', () => {
  it('a first limit and a decrease apply at once; an increase waits the cooling-off and a confirmation', async () => {
    const p = await newPlayer(t.app);
    let view = ok<{ limits: Json[] }>(await setLimit(p.cookie, 'DEPOSIT', 'DAY', '10000'));
    expect(view.limits).toMatchObject([
      { kind: 'DEPOSIT', period: 'DAY', value: '10000', pending: null },
    ]);
    view = ok(await setLimit(p.cookie, 'DEPOSIT', 'DAY', '5000'));
    expect(view.limits).toMatchObject([{ value: '5000', pending: null }]);

    const asked = clock();
    view = ok(await setLimit(p.cookie, 'DEPOSIT', 'DAY', '20000'));
    const pending = (view.limits[0] as { pending: Json }).pending;
    expect(view.limits[0]).toMatchObject({ value: '5000' });
    expect(pending).toMatchObject({ value: '20000', confirmable: false });
    expect(
      new Date(String(pending.effectiveAt)).getTime() - asked.getTime(),
    ).toBeGreaterThanOrEqual(24 * HOUR - 1000);

    // Sessions time out while the clock jumps: the player signs in again each time.
    let cookie = p.cookie;
    // Raising twice within the cooling-off: the second request replaces the first and its
    // cooling-off starts again (the stricter outcome).
    offsetMs += 20 * HOUR;
    cookie = sessionCookie(await login(p.account));
    view = ok(await setLimit(cookie, 'DEPOSIT', 'DAY', '30000'));
    const second = (view.limits[0] as { pending: { effectiveAt: string; value: string } }).pending;
    expect(second.value).toBe('30000');
    expect(new Date(second.effectiveAt).getTime()).toBeGreaterThan(
      new Date(String(pending.effectiveAt)).getTime(),
    );
    offsetMs += 5 * HOUR;
    cookie = sessionCookie(await login(p.account));
    const early = refused(
      await inject('POST', '/wps/member/protection/limits/confirm', cookie, {
        kind: 'DEPOSIT',
        period: 'DAY',
      }),
      409,
      'LIMIT_COOLING_OFF',
    );
    expect(early.protection.until).toBe(second.effectiveAt);
    expect((await overview(cookie)).limits[0]).toMatchObject({ value: '5000' });

    offsetMs += 20 * HOUR;
    cookie = sessionCookie(await login(p.account));
    view = ok(
      await inject('POST', '/wps/member/protection/limits/confirm', cookie, {
        kind: 'DEPOSIT',
        period: 'DAY',
      }),
    );
    expect(view.limits[0]).toMatchObject({ value: '30000', pending: null });

    // A removal waits too, and can be cancelled.
    view = ok(await setLimit(cookie, 'DEPOSIT', 'DAY', null));
    expect(view.limits[0]).toMatchObject({ value: '30000', pending: { value: null } });
    view = ok(
      await inject('POST', '/wps/member/protection/limits/cancel', cookie, {
        kind: 'DEPOSIT',
        period: 'DAY',
      }),
    );
    expect(view.limits[0]).toMatchObject({ value: '30000', pending: null });

    const panel = ok<{ limitHistory: { action: string; by: string }[] }>(
      await ops('GET', `/ops/members/${p.id}/protection`),
    );
    expect(panel.limitHistory.map((e) => e.action)).toEqual([
      'CANCELLED',
      'REMOVAL_REQUESTED',
      'INCREASE_CONFIRMED',
      'INCREASE_REQUESTED',
      'INCREASE_REQUESTED',
      'DECREASE',
      'SET',
    ]);
    expect(panel.limitHistory.every((e) => e.by === 'PLAYER')).toBe(true);
  });

  it('refuses bad limits with a clear error and changes nothing', async () => {
    const p = await newPlayer(t.app);
    for (const body of [
      { kind: 'DEPOSIT', period: 'SESSION', value: '100' },
      { kind: 'SESSION', period: 'DAY', value: '60' },
      { kind: 'WAGER', period: 'DAY', value: '12.50' },
      { kind: 'WAGER', period: 'DAY', value: '-5' },
      { kind: 'WAGER', period: 'DAY', value: '0' },
      { kind: 'LOSS', period: 'YEAR', value: '100' },
    ])
      refused(
        await inject('PUT', '/wps/member/protection/limits', p.cookie, body),
        400,
        'VALIDATION_FAILED',
      );
    refused(await setLimit(p.cookie, 'SESSION', 'SESSION', '5'), 400, 'VALIDATION_FAILED');
    expect((await overview(p.cookie)).limits).toEqual([]);
  });
});

describe('limits where the money goes', () => {
  it('a wager limit admits a bet exactly at the limit and refuses the next, moving nothing', async () => {
    const p = await newPlayer(t.app, 100_000n);
    ok(await setLimit(p.cookie, 'WAGER', 'DAY', '1000'));
    ok(await play(p, '600'));
    ok(await play(p, '400'));
    const before = (await t.app.ledger.balance(p.id)).main;
    const body = refused(await play(p, '100'), 403, 'LIMIT_REACHED');
    expect(body.protection).toMatchObject({
      kind: 'WAGER',
      period: 'DAY',
      value: '1000',
      used: '1000',
      remaining: '0',
    });
    expect((await t.app.ledger.balance(p.id)).main).toBe(before);
    expect(await betCount(p.id)).toBe(2);
    const panel = ok<{ hits: Json[]; hits30Days: number }>(
      await ops('GET', `/ops/members/${p.id}/protection`),
    );
    expect(panel.hits30Days).toBe(1);
    expect(panel.hits[0]).toMatchObject({
      action: 'BET',
      kind: 'WAGER',
      period: 'DAY',
      amount: '100',
    });
  });

  it('the lowest binding limit applies', async () => {
    const p = await newPlayer(t.app, 100_000n);
    ok(await setLimit(p.cookie, 'WAGER', 'MONTH', '500'));
    ok(await setLimit(p.cookie, 'WAGER', 'DAY', '5000'));
    ok(await play(p, '500'));
    expect(refused(await play(p, '100'), 403, 'LIMIT_REACHED').protection).toMatchObject({
      period: 'MONTH',
      remaining: '0',
    });
  });

  it('parallel bets against a limit: exactly as many as fit', async () => {
    const p = await newPlayer(t.app, 100_000n);
    ok(await setLimit(p.cookie, 'WAGER', 'DAY', '1000'));
    const answers = await Promise.all(Array.from({ length: 10 }, () => play(p, '200')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.json().code === 'LIMIT_REACHED')).toHaveLength(5);
    expect(await betCount(p.id)).toBe(5);
  });

  it('a bet racing a limit decrease is decided against one or the other, never beyond the new limit', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await newPlayer(t.app, 100_000n);
      ok(await setLimit(p.cookie, 'WAGER', 'DAY', '1000'));
      const [bet, lowered] = await Promise.all([
        play(p, '500'),
        setLimit(p.cookie, 'WAGER', 'DAY', '100'),
      ]);
      ok(lowered);
      // Whichever came first, no more play fits under the new limit of 100 once 500 is staked,
      // and a bet refused by the new limit left nothing behind.
      if (bet.statusCode === 200) refused(await play(p, '10'), 403, 'LIMIT_REACHED');
      else {
        expect(bet.json().code).toBe('LIMIT_REACHED');
        expect(await betCount(p.id)).toBe(0);
        ok(await play(p, '100'));
        refused(await play(p, '10'), 403, 'LIMIT_REACHED');
      }
    }
  });

  it('a stake the ledger refuses gives its room back', async () => {
    const p = await newPlayer(t.app, 300n);
    ok(await setLimit(p.cookie, 'WAGER', 'DAY', '1000'));
    refused(await play(p, '500'), 422, 'INSUFFICIENT_FUNDS');
    await fund(t.app, p.id, 10_000n);
    ok(await play(p, '1000'));
  });
});

describe('deposits', () => {
  async function bankDeposit(p: Player, amount: string) {
    const channels = ok<{ id: number; code: string; banks: { id: number }[] }[]>(
      await inject('GET', '/wps/payment/channels', p.cookie),
    );
    const bank = channels.find((c) => c.code === 'BANK_TRANSFER');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/wps/member/uploads',
      headers: { cookie: p.cookie, 'content-type': 'image/png' },
      payload: pngWithMetadata(),
    });
    return inject('POST', '/wps/payment/deposits', p.cookie, {
      channelId: bank?.id,
      receivingBankId: bank?.banks[0]?.id,
      amount,
      requestId: requestId(),
      proofUploadIds: [ok<{ id: number }>(upload).id],
    });
  }

  it('deposits up to the limit; beyond it is refused with what remains; a rejected deposit gives its room back', async () => {
    const p = await newPlayer(t.app);
    ok(await setLimit(p.cookie, 'DEPOSIT', 'DAY', '15000'));
    const first = ok<{ id: number }>(await bankDeposit(p, '10000'));
    const over = refused(await bankDeposit(p, '6000'), 403, 'LIMIT_REACHED');
    expect(over.protection).toMatchObject({
      kind: 'DEPOSIT',
      period: 'DAY',
      remaining: '5000',
      used: '10000',
    });
    ok(await bankDeposit(p, '5000'));
    refused(await bankDeposit(p, '5000'), 403, 'LIMIT_REACHED');
    ok(
      await ops('POST', `/ops/payments/deposits/${first.id}/reject`, {
        reason: 'no such transfer',
      }),
    );
    ok(await bankDeposit(p, '10000'));
    const view = await overview(p.cookie);
    expect(view.limits[0]).toMatchObject({ used: '15000', remaining: '0' });
  });

  it('a timed-out player deposits nothing', async () => {
    const p = await newPlayer(t.app);
    await excludeQuietly(p.id, 'TIMEOUT');
    refused(await bankDeposit(p, '5000'), 403, 'TIMED_OUT');
  });
});

describe('seamless bets', () => {
  // The game sessions the kit opens live on the real clock.
  beforeAll(() => {
    offsetMs = 0;
  });
  const vendor = 'PT';
  const bet = (memberId: number, token: string, amount: string, txId = nextId()) =>
    walletCall(t.app, 'bet', {
      vendor,
      roundId: nextId('r'),
      gameCode: 'PT-RNG-001',
      sessionToken: token,
      memberId,
      txId,
      amount,
    });
  const win = (memberId: number, roundId: string, betTxId: string, amount: string) =>
    walletCall(t.app, 'win', {
      vendor,
      roundId,
      gameCode: 'PT-RNG-001',
      memberId,
      txId: nextId(),
      betTxId,
      amount,
    });

  it('a loss limit counts wins: stakes less wins, refused with the vendor code beyond it', async () => {
    const p = await walletPlayer(t.app, vendor, 100_000n);
    ok(await setLimit(p.cookie, 'LOSS', 'DAY', '500'));
    const roundId = nextId('r');
    const first = nextId();
    expect(
      (
        await walletCall(t.app, 'bet', {
          vendor,
          roundId,
          gameCode: 'PT-RNG-001',
          sessionToken: p.token,
          memberId: p.id,
          txId: first,
          amount: '400',
        })
      ).statusCode,
    ).toBe(200);
    expect((await win(p.id, roundId, first, '300')).statusCode).toBe(200);
    expect((await bet(p.id, p.token, '400')).statusCode).toBe(200); // loss 100 + 400 = 500
    const over = await bet(p.id, p.token, '1');
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'LIMIT_REACHED', vendorErrorCode: 'ERR_LIMIT' });
  });

  it('during a time-out a new bet is refused, the win of an earlier bet is credited and a replay answers as before', async () => {
    const p = await walletPlayer(t.app, vendor, 10_000n);
    const roundId = nextId('r');
    const earlier = nextId();
    const body = {
      vendor,
      roundId,
      gameCode: 'PT-RNG-001',
      sessionToken: p.token,
      memberId: p.id,
      txId: earlier,
      amount: '1000',
    };
    const first = await walletCall(t.app, 'bet', body);
    expect(first.statusCode, first.body).toBe(200);
    await excludeQuietly(p.id, 'TIMEOUT');

    const refusedBet = await bet(p.id, p.token, '100');
    expect(refusedBet.statusCode).toBe(403);
    expect(refusedBet.json()).toMatchObject({ code: 'TIMED_OUT', vendorErrorCode: 'ERR_BLOCKED' });
    const replay = await walletCall(t.app, 'bet', body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toMatchObject({
      balance: first.json().value.balance,
      duplicate: true,
    });
    const paid = await win(p.id, roundId, earlier, '2500');
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await t.app.ledger.balance(p.id)).main).toBe(11_500n);
    expect(await betCount(p.id)).toBe(1);
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out ends every session; sign-in is refused with its end; the wrong password changes nothing', async () => {
    const p = await newPlayer(t.app, 1000n);
    const second = sessionCookie(await login(p.account));
    refused(
      await inject('POST', '/wps/member/protection/exclusion', p.cookie, {
        kind: 'TIMEOUT',
        duration: '24H',
        password: 'Wrong-pass-123',
      }),
      400,
      'OLD_PASSWORD_INVALID',
    );
    expect((await overview(p.cookie)).exclusion).toBeNull();
    refused(
      await inject('POST', '/wps/member/protection/exclusion', p.cookie, {
        kind: 'TIMEOUT',
        duration: '6M',
        password: STRONG_PASSWORD,
      }),
      400,
      'VALIDATION_FAILED',
    );
    const at = clock();
    const started = ok<{ kind: string; endsAt: string }>(
      await inject('POST', '/wps/member/protection/exclusion', p.cookie, {
        kind: 'TIMEOUT',
        duration: '24H',
        password: STRONG_PASSWORD,
      }),
    );
    expect(started.kind).toBe('TIMEOUT');
    expect(Math.abs(new Date(started.endsAt).getTime() - at.getTime() - 24 * HOUR)).toBeLessThan(
      5000,
    );
    for (const cookie of [p.cookie, second])
      expect((await inject('GET', '/wps/member/protection', cookie)).statusCode).toBe(401);
    const denied = refused(await login(p.account), 403, 'TIMED_OUT');
    expect(denied.protection.until).toBe(started.endsAt);
    // A wrong password still answers as a wrong password: the time-out is not disclosed.
    refused(await login(p.account, 'Wrong-pass-123'), 401, 'INVALID_CREDENTIALS');
    offsetMs += 25 * HOUR;
    expect((await login(p.account)).statusCode).toBe(200);
  });

  it('every play, deposit, launch and transfer point refuses an excluded player whose session is still live', async () => {
    const p = await newPlayer(t.app, 50_000n);
    await excludeQuietly(p.id, 'TIMEOUT');
    refused(await play(p, '100'), 403, 'TIMED_OUT');
    refused(
      await inject('POST', '/wps/relay/GCS_walletTransfer', p.cookie, {
        from: 'MAIN',
        to: 'AG',
        amount: '1000',
        requestId: requestId(),
      }),
      403,
      'TIMED_OUT',
    );
    refused(
      await inject('POST', '/wps/game/launchGame', p.cookie, {
        vassalage: 'INHOUSE',
        gameCode: 'INHOUSE-RNG-002',
        gameType: 'RNG',
      }),
      403,
      'TIMED_OUT',
    );
    expect((await t.app.ledger.balance(p.id)).main).toBe(50_000n);
  });

  it('a self-excluded player signs in to withdraw; play, deposits and marketing stay closed', async () => {
    const p = await newPlayer(t.app, 5000n);
    ok(
      await inject('POST', '/wps/member/protection/exclusion', p.cookie, {
        kind: 'SELF_EXCLUSION',
        duration: 'PERMANENT',
        password: STRONG_PASSWORD,
      }),
    );
    const res = await login(p.account);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = sessionCookie(res);
    const view = await overview(cookie);
    expect(view.exclusion).toMatchObject({
      kind: 'SELF_EXCLUSION',
      duration: 'PERMANENT',
      endsAt: null,
    });
    refused(await inject('POST', '/wps/inhouse/play', cookie, dice('100')), 403, 'SELF_EXCLUDED');
    const announcements = ok<{ popup: unknown[]; promotion: unknown[] }>(
      await inject('GET', '/wps/relay/MCSFE_announcements', cookie),
    );
    expect(announcements).toMatchObject({ popup: [], promotion: [] });
    ok(await inject('GET', '/wps/payment/withdrawals/overview', cookie));
  });

  it('an excluded person cannot register again with another username', async () => {
    const excluded = await createMember(t.app, {
      email: `gone${process.pid}@example.com`,
      realName: 'Siti  Aminah',
      mobileDialingCode: '+60',
      mobileNum: `1${String(process.pid).padStart(8, '0')}`,
    });
    await excludeQuietly(excluded.id, 'SELF_EXCLUSION');
    const brand = await brandIdOf(t.app.db);
    const { assertNotExcludedPerson } = await import('./protection.service.ts');
    const deps = { db: t.app.db, now: clock };
    for (const person of [
      { email: `GONE${process.pid}@example.com` },
      { realName: ' siti aminah ' },
      { mobileNum: `1${String(process.pid).padStart(8, '0')}` },
    ])
      await expect(assertNotExcludedPerson(deps, brand, person)).rejects.toMatchObject({
        code: 'SELF_EXCLUDED',
      });
    await expect(
      assertNotExcludedPerson(deps, brand, { email: 'someone.else@example.com', realName: 'Ali' }),
    ).resolves.toBeUndefined();
  });
});

describe('the back office', () => {
  it('an operator lowers a limit (audited) but never raises it, and records an exclusion', async () => {
    const p = await newPlayer(t.app, 1000n);
    ok(await setLimit(p.cookie, 'LOSS', 'WEEK', '50000'));
    const lowered = ok<{ limits: Json[]; limitHistory: Json[] }>(
      await ops('PUT', `/ops/members/${p.id}/protection/limits`, {
        kind: 'LOSS',
        period: 'WEEK',
        value: '20000',
        reason: 'asked on the phone',
      }),
    );
    expect(lowered.limits).toMatchObject([{ kind: 'LOSS', period: 'WEEK', value: '20000' }]);
    expect(lowered.limitHistory[0]).toMatchObject({
      action: 'DECREASE',
      from: '50000',
      to: '20000',
      reason: 'asked on the phone',
    });
    refused(
      await ops('PUT', `/ops/members/${p.id}/protection/limits`, {
        kind: 'LOSS',
        period: 'WEEK',
        value: '90000',
        reason: 'no',
      }),
      409,
      'INVALID_STATE',
    );
    const excluded = ok<{ exclusions: Json[] }>(
      await ops('POST', `/ops/members/${p.id}/protection/exclusion`, {
        kind: 'TIMEOUT',
        duration: '7D',
        reason: 'called in',
      }),
    );
    expect(excluded.exclusions[0]).toMatchObject({
      kind: 'TIMEOUT',
      duration: '7D',
      active: true,
      reason: 'called in',
    });
    expect((await inject('GET', '/wps/member/protection', p.cookie)).statusCode).toBe(401);
    refused(await ops('GET', '/ops/members/999999999/protection'), 404, 'NOT_FOUND');
  });

  it('the risk view lists players who hit their limits, most hits first', async () => {
    const p = await newPlayer(t.app, 10_000n);
    ok(await setLimit(p.cookie, 'WAGER', 'DAY', '100'));
    for (let i = 0; i < 4; i++) refused(await play(p, '500'), 403, 'LIMIT_REACHED');
    const risk = ok<{ items: { memberId: number; hits: number; kinds: string[] }[] }>(
      await ops('GET', '/ops/protection/risk?days=7&minHits=3'),
    );
    expect(risk.items.find((r) => r.memberId === p.id)).toMatchObject({
      hits: 4,
      kinds: ['WAGER'],
    });
  });

  it('brand settings: read, changed with audit, and used for the cooling-off', async () => {
    const before = ok<Json>(await ops('GET', '/ops/protection/settings'));
    expect(before).toMatchObject({ coolingOffHours: 24, realityCheckDefaultMinutes: 60 });
    refused(
      await ops('PUT', '/ops/protection/settings', { ...before, coolingOffHours: 2 }),
      400,
      'VALIDATION_FAILED',
    );
    ok(await ops('PUT', '/ops/protection/settings', { ...before, coolingOffHours: 72 }));
    const p = await newPlayer(t.app);
    ok(await setLimit(p.cookie, 'WAGER', 'DAY', '100'));
    const at = clock();
    const view = ok<{ limits: { pending: { effectiveAt: string } }[] }>(
      await setLimit(p.cookie, 'WAGER', 'DAY', '200'),
    );
    expect(
      new Date(view.limits[0]?.pending.effectiveAt ?? 0).getTime() - at.getTime(),
    ).toBeGreaterThanOrEqual(72 * HOUR - 1000);
    ok(await ops('PUT', '/ops/protection/settings', before));
  });
});

describe('the reality check', () => {
  // Ledger lines are stamped by the database's clock.
  beforeAll(() => {
    offsetMs = 0;
  });
  it("shows this session's stakes, wins and net", async () => {
    const p = await newPlayer(t.app, 100_000n);
    const rounds = [];
    for (let i = 0; i < 3; i++)
      rounds.push(ok<{ round: { payout: string } }>(await play(p, '1000')).round);
    const summary = ok<{ stakes: string; wins: string; net: string; intervalMinutes: number }>(
      await inject('GET', '/wps/member/protection/session', p.cookie),
    );
    const won = rounds.reduce((sum, r) => sum + BigInt(r.payout), 0n);
    expect(summary, JSON.stringify(summary)).toMatchObject({
      stakes: '3000',
      wins: won.toString(),
      net: (won - 3000n).toString(),
      intervalMinutes: 60,
    });
    ok(
      await inject('PUT', '/wps/member/protection/reality-check', p.cookie, {
        intervalMinutes: 15,
      }),
    );
    refused(
      await inject('PUT', '/wps/member/protection/reality-check', p.cookie, { intervalMinutes: 7 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(
      ok<{ intervalMinutes: number }>(
        await inject('GET', '/wps/member/protection/session', p.cookie),
      ).intervalMinutes,
    ).toBe(15);
  });

  it('a session-time limit stops play when it is reached', async () => {
    const p = await newPlayer(t.app, 10_000n);
    ok(await setLimit(p.cookie, 'SESSION', 'SESSION', '10'));
    ok(await play(p, '100'));
    offsetMs += 11 * 60_000;
    refused(await play(p, '100'), 403, 'SESSION_LIMIT_REACHED');
    // A new sign-in starts a new session.
    ok(await play({ ...p, cookie: sessionCookie(await login(p.account)) }, '100'));
  });
});

describe('agent transfers', () => {
  it('money to a timed-out or deposit-limited player is refused', async () => {
    const { hashPassword } = await import('../../lib/password.ts');
    const pin = await hashPassword('246810');
    const agent = await loggedInMember(t.app, { type: 1, paymentPasswordHash: pin });
    await fund(t.app, agent.id, 100_000n);
    const player = await newPlayer(t.app);
    const { members } = await import('../../db/schema/members.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.db
      .update(members)
      .set({ parentId: agent.id, path: `/${agent.id}/` })
      .where(eq(members.id, player.id));
    const send = (amount: string, id = requestId()) =>
      inject('POST', '/wps/member/transfer', agent.cookie, {
        target: 'DOWNLINE',
        toAccount: player.account,
        amount,
        paymentPassword: '246810',
        requestId: id,
      });
    ok(await setLimit(player.cookie, 'DEPOSIT', 'DAY', '5000'));
    const first = requestId();
    const made = ok<{ transferId: number }>(await send('5000', first));
    // The sender learns nothing of the recipient's limit or exclusion (SECURITY.md 15).
    const over = refused(await send('100'), 409, 'RECIPIENT_UNAVAILABLE');
    expect(over.protection).toBeUndefined();
    // A retry of the transfer already made answers it, although the limit is now used up.
    expect(ok<{ transferId: number }>(await send('5000', first)).transferId).toBe(made.transferId);
    await excludeQuietly(player.id, 'TIMEOUT');
    refused(await send('100'), 409, 'RECIPIENT_UNAVAILABLE');
    expect((await t.app.ledger.balance(player.id)).main).toBe(5000n);
    const panel = ok<{ hits: { action: string; kind: string }[] }>(
      await ops('GET', `/ops/members/${player.id}/protection`),
    );
    expect(panel.hits.map((h) => [h.action, h.kind])).toEqual([
      ['MEMBER_TRANSFER', 'TIMEOUT'],
      ['MEMBER_TRANSFER', 'DEPOSIT'],
    ]);
  });
});

describe('transfers into vendor wallets', () => {
  it('count as stakes; a retry of a transfer made answers it after the limit is used up', async () => {
    const p = await newPlayer(t.app, 10_000n);
    ok(await setLimit(p.cookie, 'WAGER', 'DAY', '1000'));
    const into = (amount: string, id = requestId()) =>
      inject('POST', '/wps/relay/GCS_walletTransfer', p.cookie, {
        from: 'MAIN',
        to: 'AG',
        amount,
        requestId: id,
      });
    const id = requestId();
    const first = ok<{ transfers: { status: string }[] }>(await into('1000', id));
    expect(first.transfers[0]).toMatchObject({ status: 'SUCCESS' });
    expect(
      ok<{ transfers: { status: string }[] }>(await into('1000', id)).transfers[0],
    ).toMatchObject({
      status: 'SUCCESS',
    });
    refused(await into('100'), 403, 'LIMIT_REACHED');
    expect((await t.app.ledger.balance(p.id)).main).toBe(9000n);
  });
});

describe('usage upkeep', () => {
  it('the daily job deletes usage hours no window counts any more', async () => {
    const p = await newPlayer(t.app, 10_000n);
    ok(await play(p, '100'));
    const now = clock();
    await repo.addUsageRows(
      t.app.db,
      [
        {
          memberId: p.id,
          hour: repo.hourOf(new Date(now.getTime() - 40 * 24 * HOUR)),
          deposited: 0n,
          staked: 5n,
          won: 0n,
          at: now,
        },
      ],
      false,
    );
    const { pruneUsage } = await import('./protection.jobs.ts');
    expect((await pruneUsage(t.app, now)).deleted).toBeGreaterThanOrEqual(1);
    const left = (await t.app.db.execute(
      `select count(*)::int as n from protection_usage where member_id = ${p.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(left.rows[0]?.n)).toBe(1);
  });
});
