import { VENDOR_ERROR_STYLES } from '@nova/contracts/api/vendor-wallet';
import { TRIAL_TYPE_ID, VENDOR_NO_BET_WINS_MAX_PER_DAY } from '@nova/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nextId, walletCall, walletPlayer } from './vendor-wallet-test-kit.ts';

// Issue 11 (decision 024): a vendor win must pay a bet of that member in that round, or be a
// no-bet win against an open game session of that vendor for that member, recorded and limited;
// a trial account is refused by every callback. Each of these tests failed before the fix.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VENDOR = 'PT';
const GAME = 'PT-RNG-001';
const LIMIT = VENDOR_NO_BET_WINS_MAX_PER_DAY;
const mainOf = async (memberId: number) => (await t.app.ledger.balance(memberId)).main;
const houseBets = () => t.app.ledger.houseBalance(1, 'BETS');
const count = async (query: ReturnType<typeof sql>) => {
  const result = (await t.app.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
};
const postingsOf = (key: string) =>
  count(sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${key}`);
const roundsOf = (roundId: string) =>
  count(sql`select count(*)::int as n from vendor_rounds where round_id = ${roundId}`);
const noBetWinsOf = (memberId: number) =>
  count(sql`select count(*)::int as n from vendor_no_bet_wins where member_id = ${memberId}`);

function round(player: { id: number; token: string }, roundId = nextId('round')) {
  const betTx = nextId('bet');
  const base = { vendor: VENDOR, memberId: player.id, roundId, gameCode: GAME };
  return {
    roundId,
    betTx,
    bet: (amount = '100') =>
      walletCall(t.app, 'bet', { ...base, txId: betTx, amount, sessionToken: player.token }),
    win: (amount: string, extra: Record<string, unknown> = {}, txId = nextId('win')) =>
      walletCall(t.app, 'win', { ...base, txId, amount, ...extra }),
    rollback: (refTxId = betTx) =>
      walletCall(t.app, 'rollback', { ...base, txId: nextId('rb'), refTxId }),
    end: () => walletCall(t.app, 'end-round', base),
  };
}

describe('a win needs a bet of that member in that round', () => {
  it('credits nothing for a signed win naming no bet, or an unknown one, without a session', async () => {
    const p = await walletPlayer(t.app, VENDOR);
    const bets = await houseBets();
    const r = round(p);
    for (const extra of [{}, { betTxId: nextId('never') }]) {
      const res = await r.win('100000', extra);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'BET_NOT_FOUND',
        vendorErrorCode: VENDOR_ERROR_STYLES.SYMBOLIC.BET_NOT_FOUND,
      });
    }
    expect(await mainOf(p.id)).toBe(0n);
    expect(await houseBets()).toBe(bets);
    expect(await roundsOf(r.roundId)).toBe(0);
  });

  it("refuses a win naming another member's bet, or a bet of another round", async () => {
    const a = await walletPlayer(t.app, VENDOR, 1_000n);
    const b = await walletPlayer(t.app, VENDOR, 1_000n);
    const ra = round(a);
    expect((await ra.bet()).statusCode).toBe(200);
    // B names A's bet in A's round; A names its bet from another round.
    const stolen = await round(b, ra.roundId).win('5000', { betTxId: ra.betTx });
    const elsewhere = round(a);
    const misplaced = await elsewhere.win('5000', { betTxId: ra.betTx });
    for (const res of [stolen, misplaced]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await mainOf(a.id)).toBe(900n);
    expect(await mainOf(b.id)).toBe(1_000n);
    expect(await roundsOf(elsewhere.roundId)).toBe(0);
    // A's own round still pays normally: 1000 - 100 + 300.
    expect((await ra.win('300', { betTxId: ra.betTx })).json().value).toMatchObject({
      balance: '1200',
    });
  });
});

describe('trial accounts (member type 4)', () => {
  it('are refused by every seamless callback naming them, and nothing moves', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    await t.app.db.update(members).set({ type: TRIAL_TYPE_ID }).where(eq(members.id, p.id));
    const r = round(p);
    const answers = [
      await r.bet(),
      await r.win('500', { betTxId: r.betTx, sessionToken: p.token }),
      await r.win('500', { sessionToken: p.token }),
      await r.rollback(),
      await r.end(),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'TRIAL_FORBIDDEN',
        vendorErrorCode: VENDOR_ERROR_STYLES.SYMBOLIC.PLAYER_BLOCKED,
      });
    }
    expect(await mainOf(p.id)).toBe(1_000n);
    expect(await postingsOf(`vendor:${VENDOR}:${r.betTx}`)).toBe(0);
    expect(await roundsOf(r.roundId)).toBe(0);
  });
});

describe('wins without a bet (free spins, promotions): an open game session, recorded, limited', () => {
  it('credits one against the open session, once however often it is sent, and records it', async () => {
    const p = await walletPlayer(t.app, VENDOR);
    const r = round(p);
    const txId = nextId('free');
    const first = await r.win('700', { sessionToken: p.token }, txId);
    expect(first.json()).toMatchObject({
      success: true,
      value: { balance: '700', duplicate: false },
    });
    const again = await r.win('700', { sessionToken: p.token }, txId);
    expect(again.json().value).toEqual({ ...first.json().value, duplicate: true });
    expect(await mainOf(p.id)).toBe(700n);
    const [row] = (
      (await t.app.db.execute(sql`
        select n.amount::text as amount, n.round_id, g.vendor
          from vendor_no_bet_wins n join game_sessions g on g.id = n.game_session_id
         where n.member_id = ${p.id}`)) as unknown as {
        rows: { amount: string; round_id: string; vendor: string }[];
      }
    ).rows;
    expect(row).toEqual({ amount: '700', round_id: r.roundId, vendor: VENDOR });
    // Another amount under the txId is a conflict; after logout the replay still answers.
    const other = await r.win('701', { sessionToken: p.token }, txId);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { cookie: p.cookie },
    });
    const late = await r.win('700', { sessionToken: p.token }, txId);
    expect(late.json().value).toEqual({ ...first.json().value, duplicate: true });
    // A new one needs an open session.
    const refused = await round(p).win('10', { sessionToken: p.token });
    expect(refused.json()).toMatchObject({ code: 'BET_NOT_FOUND' });
    expect(await mainOf(p.id)).toBe(700n);
    expect(await noBetWinsOf(p.id)).toBe(1);
  });

  it('needs the session of that vendor and that member', async () => {
    const p = await walletPlayer(t.app, VENDOR);
    const other = await walletPlayer(t.app, VENDOR);
    const elsewhere = await walletPlayer(t.app, 'MG');
    for (const sessionToken of [other.token, elsewhere.token]) {
      const res = await round(p).win('100', { sessionToken });
      expect(res.json()).toMatchObject({ code: 'BET_NOT_FOUND' });
    }
    expect(await mainOf(p.id)).toBe(0n);
    expect(await noBetWinsOf(p.id)).toBe(0);
  });

  it('a win sent before its bet is credited as one; the bet then settles the round as usual', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    const r = round(p);
    const win = await r.win('300', { betTxId: r.betTx, sessionToken: p.token });
    expect(win.json().value).toMatchObject({ balance: '1300' });
    expect((await r.bet('100')).json().value).toMatchObject({ balance: '1200' });
    expect(await noBetWinsOf(p.id)).toBe(1);
  });

  it('refuses one in a rolled-back round without using the limit', async () => {
    const p = await walletPlayer(t.app, VENDOR);
    const r = round(p);
    expect((await r.rollback()).json().value).toMatchObject({ refunded: '0' });
    const res = await r.win('100', { sessionToken: p.token });
    expect(res.json()).toMatchObject({ code: 'ROUND_ROLLED_BACK' });
    expect(await noBetWinsOf(p.id)).toBe(0);
    expect(await mainOf(p.id)).toBe(0n);
  });

  it(`pays at most ${LIMIT} per member in 24 hours, even when sent at once`, async () => {
    const p = await walletPlayer(t.app, VENDOR);
    const half = (LIMIT / 2n).toString();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => round(p).win(half, { sessionToken: p.token })),
    );
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(2);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json()).toMatchObject({
        code: 'BET_NOT_FOUND',
        vendorErrorCode: VENDOR_ERROR_STYLES.SYMBOLIC.BET_NOT_FOUND,
      });
    expect(await mainOf(p.id)).toBe(LIMIT);
    expect((await round(p).win('1', { sessionToken: p.token })).statusCode).toBe(409);
    // A bet-backed win is not limited.
    const r = round(p);
    expect((await r.bet('100')).statusCode).toBe(200);
    expect((await r.win(LIMIT.toString(), { betTxId: r.betTx })).statusCode).toBe(200);
    expect(await mainOf(p.id)).toBe(2n * LIMIT - 100n);
    // The limit is per 24 hours: once those two are a day old, another one passes.
    await t.app.db.execute(sql`
      update vendor_no_bet_wins set created_at = now() - interval '25 hours'
       where member_id = ${p.id}`);
    expect((await round(p).win('5', { sessionToken: p.token })).statusCode).toBe(200);
    expect(await noBetWinsOf(p.id)).toBe(3);
  });
});
