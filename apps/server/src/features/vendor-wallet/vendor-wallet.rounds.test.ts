import { VENDOR_ERROR_STYLES } from '@nova/contracts/api/vendor-wallet';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { nextId, openGameSession, walletCall, walletPlayer } from './vendor-wallet-test-kit.ts';

// Issue 5 seamless wallet v2 (decision 017; SECURITY.md 36, 38–40): game sessions, rollbacks,
// end-rounds, replays, per-vendor error codes. Vendors here use the sandbox-derived secrets.
const t = setUpTestApp();

const mainOf = async (memberId: number) => (await t.app.ledger.balance(memberId)).main;
const houseBets = () => t.app.ledger.houseBalance(t.brand, 'BETS');
const postingsOf = async (key: string) => {
  const result = (await t.app.db.execute(
    sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${key}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
};

const VENDOR = 'PT';
const GAME = 'PT-RNG-001';

function round(player: { id: number; token: string }, vendor = VENDOR) {
  const roundId = nextId('round');
  const betTx = nextId('bet');
  const base = { vendor, memberId: player.id, roundId, gameCode: GAME };
  return {
    roundId,
    betTx,
    bet: (amount = '100', txId = betTx) =>
      walletCall(t.app, 'bet', { ...base, txId, amount, sessionToken: player.token }),
    win: (amount = '250', txId = nextId('win')) =>
      walletCall(t.app, 'win', { ...base, txId, amount, betTxId: betTx }),
    rollback: (txId = nextId('rb'), refTxId = betTx) =>
      walletCall(t.app, 'rollback', { ...base, txId, refTxId }),
    end: () => walletCall(t.app, 'end-round', base),
  };
}

describe('seamless replays (SECURITY.md 39)', () => {
  it('posts every callback once when it is sent 5 times, answering the same', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const r = round(p);
    const bets = [];
    for (let i = 0; i < 5; i++) bets.push((await r.bet('300')).json());
    expect(bets[0]).toMatchObject({ success: true, value: { balance: '700', duplicate: false } });
    for (const b of bets.slice(1)) expect(b.value).toEqual({ ...bets[0].value, duplicate: true });

    const winTx = nextId('win');
    const wins = [];
    for (let i = 0; i < 5; i++) wins.push((await r.win('500', winTx)).json());
    expect(wins[0].value).toEqual({ balance: '1200', txId: winTx, duplicate: false });
    for (const w of wins.slice(1)) expect(w.value).toEqual({ ...wins[0].value, duplicate: true });

    const ends = [];
    for (let i = 0; i < 5; i++) ends.push((await r.end()).json());
    expect(ends.map((e) => e.value.balance)).toEqual(Array(5).fill('1200'));
    expect(ends.every((e) => e.value.duplicate)).toBe(true); // the win settled the round

    expect(await mainOf(p.id)).toBe(1_200n);
    expect(await postingsOf(`vendor:${VENDOR}:${r.betTx}`)).toBe(1);
    expect(await postingsOf(`vendor:${VENDOR}:${winTx}`)).toBe(1);
  });

  it('refunds a rollback once however often it is sent', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const r = round(p);
    await r.bet('400');
    const bets = await houseBets();
    const rbTx = nextId('rb');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await r.rollback(rbTx)).json());
    expect(answers[0]).toMatchObject({
      success: true,
      value: { balance: '1000', refunded: '400', duplicate: false, txId: rbTx },
    });
    for (const a of answers.slice(1))
      expect(a.value).toEqual({ ...answers[0].value, duplicate: true });
    expect(await mainOf(p.id)).toBe(1_000n);
    expect(await houseBets()).toBe(bets - 400n);
    expect(await postingsOf(`vendor:${VENDOR}:${r.betTx}:refund`)).toBe(1);
    // The same rollback txId for another bet is a conflict, not a second refund.
    const other = await r.rollback(rbTx, nextId('bet'));
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });
});

describe('many rounds at once (vendor_rounds statements gathered per tick)', () => {
  it('settles concurrent rounds each once, a round named twice in one batch included', async () => {
    const p = await walletPlayer(t.app, VENDOR, 10_000n);
    const rounds = Array.from({ length: 20 }, () => round(p));
    await Promise.all(rounds.map((r) => r.bet('100')));
    const twice = rounds[0] as ReturnType<typeof round>;
    const winTx = nextId('win');
    const answers = await Promise.all([
      ...rounds.map((r, i) => (i === 0 ? r.win('150', winTx) : r.win('150'))),
      twice.win('150', winTx),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await mainOf(p.id)).toBe(10_000n + 20n * 50n);
    // Settled: every rollback is refused now.
    const refused = await Promise.all(rounds.map((r) => r.rollback()));
    expect(refused.every((a) => a.json().code === 'ROUND_SETTLED')).toBe(true);
  });
});

describe('a round belongs to its member, in that member’s brand (migration 0016)', () => {
  it('refuses a round in another brand than its member’s, or of a member that does not exist', async () => {
    const player = await walletPlayer(t.app, VENDOR);
    const inserted = (await t.app.db.execute(
      sql`insert into brands (code, name, main_domain) values ('zz-rounds', 'ZZ', 'zz-rounds.invalid') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const other = inserted.rows[0]?.id;
    const insertRound = (brandId: number | undefined, memberId: number) =>
      t.app.db
        .execute(
          sql`insert into vendor_rounds (brand_id, vendor, round_id, member_id, status)
            values (${brandId}, ${VENDOR}, ${nextId('round')}, ${memberId}, 'SETTLED')`,
        )
        .then(
          () => 'inserted',
          (e: Error & { cause?: Error }) => (e.cause ?? e).message,
        );
    expect(await insertRound(other, player.id)).toContain('vendor_rounds_member_brand');
    expect(await insertRound(t.brand, 999_999_999)).toContain('vendor_rounds_member_brand');
    expect(await insertRound(t.brand, player.id)).toBe('inserted');
  });
});

describe('rollbacks (SECURITY.md 40)', () => {
  it('records a rollback of an unknown bet; the late bet is refused and moves nothing', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const r = round(p);
    const rbTx = nextId('rb');
    const rb = (await r.rollback(rbTx)).json();
    expect(rb).toMatchObject({ success: true, value: { refunded: '0', balance: '1000' } });
    const before = await houseBets();
    for (let i = 0; i < 3; i++) {
      const late = await r.bet('250');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ success: false, code: 'ROUND_ROLLED_BACK' });
    }
    expect(await mainOf(p.id)).toBe(1_000n);
    expect(await houseBets()).toBe(before);
    // The rollback's replay still answers its first answer.
    expect((await r.rollback(rbTx)).json().value).toEqual({ ...rb.value, duplicate: true });
    // A win for the rolled-back round is refused too.
    const win = await r.win('999');
    expect(win.json()).toMatchObject({ code: 'ROUND_ROLLED_BACK' });
    expect(await mainOf(p.id)).toBe(1_000n);
  });

  it('refuses a rollback after settlement (a win or an end-round)', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const won = round(p);
    await won.bet('100');
    await won.win('30');
    const refused = await won.rollback();
    expect(refused.json()).toMatchObject({ success: false, code: 'ROUND_SETTLED' });
    const lost = round(p);
    await lost.bet('100');
    await lost.end();
    expect((await lost.rollback()).json()).toMatchObject({ code: 'ROUND_SETTLED' });
    expect(await mainOf(p.id)).toBe(830n);
  });

  it('refuses a win after a rollback', async () => {
    const p = await walletPlayer(t.app, VENDOR, 500n);
    const r = round(p);
    await r.bet('200');
    expect((await r.rollback()).json().value).toMatchObject({ refunded: '200', balance: '500' });
    expect((await r.win('1000')).json()).toMatchObject({ code: 'ROUND_ROLLED_BACK' });
    expect(await mainOf(p.id)).toBe(500n);
  });

  it('nets a concurrent bet and rollback of the same txId to zero, every time', async () => {
    const p = await walletPlayer(t.app, VENDOR, 100_000n);
    const bets = await houseBets();
    for (let i = 0; i < 30; i++) {
      const r = round(p);
      const [bet, rb] = await Promise.all([r.bet('10'), r.rollback()]);
      expect([200, 409]).toContain(bet.statusCode);
      expect(rb.statusCode).toBe(200);
      expect(await mainOf(p.id)).toBe(100_000n);
    }
    expect(await houseBets()).toBe(bets);
  });
});

describe('game sessions (SECURITY.md 36, 40)', () => {
  it('refuses bets after logout with SESSION_EXPIRED; wins and rollbacks still pass', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const r = round(p);
    expect((await r.bet('100')).statusCode).toBe(200);
    const open = r.bet('50', nextId('bet'));
    expect((await open).statusCode).toBe(200);
    const s = round(p);
    expect((await s.bet('30')).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { cookie: p.cookie },
    });
    expect(logout.statusCode).toBe(200);
    const refused = await r.bet('100', nextId('bet'));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'SESSION_EXPIRED',
      vendorErrorCode: VENDOR_ERROR_STYLES.SYMBOLIC.SESSION_EXPIRED,
    });
    expect((await r.rollback()).json().value).toMatchObject({ refunded: '100' });
    expect((await r.win('70')).json()).toMatchObject({ code: 'ROUND_ROLLED_BACK' });
    // A round played before the logout still pays its win: 1000 - 100 - 50 - 30 + 100 + 70.
    expect((await s.win('70')).json().value).toMatchObject({ balance: '990' });
    // A win of a round without a bet needs an open game session (issue 11): none now.
    const next = round(p);
    expect((await next.win('70')).json()).toMatchObject({
      code: 'BET_NOT_FOUND',
      vendorErrorCode: VENDOR_ERROR_STYLES.SYMBOLIC.BET_NOT_FOUND,
    });
    const balance = await walletCall(t.app, 'balance', { vendor: VENDOR, sessionToken: p.token });
    expect(balance.json().value).toMatchObject({ balance: '990', sessionOpen: false });
  });

  it('refuses bets of an expired, trial, foreign or unknown game session', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const other = await walletPlayer(t.app, VENDOR, 1_000n);
    const expired = await openGameSession(t.app, p.id, p.siteSessionId, VENDOR, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const trial = await openGameSession(t.app, p.id, p.siteSessionId, VENDOR, { mode: 'TRIAL' });
    const base = { vendor: VENDOR, memberId: p.id, roundId: nextId('r'), gameCode: GAME };
    for (const sessionToken of [expired, trial, other.token, 'x'.repeat(43)]) {
      const res = await walletCall(t.app, 'bet', {
        ...base,
        txId: nextId(),
        amount: '1',
        sessionToken,
      });
      expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    }
    // Another vendor's session: refused as well.
    const cq9 = await openGameSession(t.app, p.id, p.siteSessionId, 'CQ9');
    const res = await walletCall(t.app, 'bet', {
      ...base,
      txId: nextId(),
      amount: '1',
      sessionToken: cq9,
    });
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await mainOf(p.id)).toBe(1_000n);
  });

  it('refuses bets once the site session is past its idle expiry', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    await t.app.db.execute(
      sql`update sessions set idle_expires_at = now() - interval '1 minute' where id = ${p.siteSessionId}`,
    );
    const token = await openGameSession(t.app, p.id, p.siteSessionId, VENDOR);
    const res = await walletCall(t.app, 'bet', {
      vendor: VENDOR,
      memberId: p.id,
      roundId: nextId('r'),
      txId: nextId(),
      amount: '1',
      gameCode: GAME,
      sessionToken: token,
    });
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

describe('per-vendor error codes and signatures (SECURITY.md 38)', () => {
  it('answers each vendor in its own style', async () => {
    const cases = [
      ['PT', 'SYMBOLIC'],
      ['EA', 'HTTPISH'],
      ['CQ9', 'NUMERIC'],
    ] as const;
    for (const [vendor, style] of cases) {
      const p = await walletPlayer(t.app, vendor, 10n);
      const r = round(p, vendor);
      const poor = await r.bet('11');
      expect(poor.json()).toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
        vendorErrorCode: VENDOR_ERROR_STYLES[style].INSUFFICIENT_FUNDS,
      });
      const unsigned = await walletCall(
        t.app,
        'win',
        { vendor, memberId: p.id, roundId: r.roundId, txId: nextId(), amount: '5', gameCode: GAME },
        { secret: 'a-secret-that-is-not-the-vendors' },
      );
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        vendorErrorCode: VENDOR_ERROR_STYLES[style].INVALID_SIGNATURE,
      });
      const nobody = await walletCall(t.app, 'win', {
        vendor,
        memberId: 987_654_321,
        roundId: r.roundId,
        txId: nextId(),
        amount: '5',
        gameCode: GAME,
      });
      expect(nobody.json()).toMatchObject({
        code: 'NOT_FOUND',
        vendorErrorCode: VENDOR_ERROR_STYLES[style].PLAYER_NOT_FOUND,
      });
      expect(await mainOf(p.id)).toBe(10n);
    }
  });

  it('moves nothing on a bad signature, for every callback', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const r = round(p);
    await r.bet('100');
    const before = await houseBets();
    const bad = { secret: 'wrong-secret-wrong-secret' };
    const base = { vendor: VENDOR, memberId: p.id, roundId: r.roundId, gameCode: GAME };
    const refused = [
      await walletCall(
        t.app,
        'bet',
        { ...base, txId: nextId(), amount: '1', sessionToken: p.token },
        bad,
      ),
      await walletCall(t.app, 'win', { ...base, txId: nextId(), amount: '1' }, bad),
      await walletCall(t.app, 'rollback', { ...base, txId: nextId(), refTxId: r.betTx }, bad),
      await walletCall(t.app, 'end-round', base, bad),
      await walletCall(t.app, 'balance', { vendor: VENDOR, sessionToken: p.token }, bad),
    ];
    for (const res of refused) expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await mainOf(p.id)).toBe(900n);
    expect(await houseBets()).toBe(before);
    // The round is still open: a good rollback refunds.
    expect((await r.rollback()).json().value).toMatchObject({ refunded: '100' });
  });

  it('tells the vendor the player and balance of a game session', async () => {
    const p = await walletPlayer(t.app, VENDOR, 4_321n);
    const res = await walletCall(t.app, 'balance', { vendor: VENDOR, sessionToken: p.token });
    expect(res.json()).toMatchObject({
      success: true,
      value: {
        balance: '4321',
        currency: 'MYR',
        memberId: p.id,
        account: p.account,
        sessionOpen: true,
      },
    });
    const wrongVendor = await walletCall(t.app, 'balance', { vendor: 'EA', sessionToken: p.token });
    expect(wrongVendor.json()).toMatchObject({ code: 'SESSION_EXPIRED', vendorErrorCode: 'E440' });
  });
});
