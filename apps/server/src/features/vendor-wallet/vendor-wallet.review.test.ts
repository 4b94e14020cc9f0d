import { VENDOR_ERROR_STYLES } from '@nova/contracts/api/vendor-wallet';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/catalogue.ts';
import { members } from '../../db/schema/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nextId, walletCall, walletPlayer } from './vendor-wallet-test-kit.ts';

// Review fixes of the seamless wallet (/tmp review findings #1, #2, #3, #11, #12; decision 017
// "Review fixes"): rounds per member, replays answered after the session ended, rollbacks tied to
// their bet's member, vendor and round, no ':' in txIds, the category out of a replay's way.
let t: TestApp;
/** The app's clock runs this far ahead of the real one (past the 60 s catalogue cache). */
let aheadMs = 0;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + aheadMs) });
});
afterAll(() => t.close());

const VENDOR = 'PT';
const GAME = 'PT-RNG-001';
const mainOf = async (memberId: number) => (await t.app.ledger.balance(memberId)).main;
const postingsOf = async (key: string) => {
  const result = (await t.app.db.execute(
    sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${key}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
};
const roundsOf = async (roundId: string) => {
  const result = (await t.app.db.execute(
    sql`select member_id::int as member, status from vendor_rounds where round_id = ${roundId}
        order by member_id`,
  )) as unknown as { rows: { member: number; status: string }[] };
  return result.rows;
};

/** A seat of a table: the member's calls on the shared round `roundId`. */
function seat(player: { id: number; token: string }, roundId: string) {
  const betTx = nextId('bet');
  const base = { vendor: VENDOR, memberId: player.id, roundId, gameCode: GAME };
  return {
    betTx,
    bet: (amount = '100') =>
      walletCall(t.app, 'bet', { ...base, txId: betTx, amount, sessionToken: player.token }),
    win: (amount: string) =>
      walletCall(t.app, 'win', { ...base, txId: nextId('win'), amount, betTxId: betTx }),
    rollback: (refTxId = betTx, over: Record<string, unknown> = {}) =>
      walletCall(t.app, 'rollback', { ...base, txId: nextId('rb'), refTxId, ...over }),
  };
}

describe('a round id shared by every seat of a table (review #1)', () => {
  it("one member's win does not block another's rollback", async () => {
    const roundId = nextId('table');
    const a = seat(await walletPlayer(t.app, VENDOR, 1_000n), roundId);
    const bPlayer = await walletPlayer(t.app, VENDOR, 1_000n);
    const b = seat(bPlayer, roundId);
    expect((await a.bet()).statusCode).toBe(200);
    expect((await b.bet()).statusCode).toBe(200);
    expect((await a.win('200')).statusCode).toBe(200);
    const rolled = await b.rollback();
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json().value).toMatchObject({ refunded: '100', balance: '1000' });
    expect(await mainOf(bPlayer.id)).toBe(1_000n);
  });

  it("one member's rollback does not block another's win", async () => {
    const roundId = nextId('table');
    const aPlayer = await walletPlayer(t.app, VENDOR, 1_000n);
    const bPlayer = await walletPlayer(t.app, VENDOR, 1_000n);
    const a = seat(aPlayer, roundId);
    const b = seat(bPlayer, roundId);
    expect((await a.bet()).statusCode).toBe(200);
    expect((await b.bet()).statusCode).toBe(200);
    expect((await a.rollback()).json().value).toMatchObject({ refunded: '100' });
    const won = await b.win('300');
    expect(won.statusCode).toBe(200);
    expect(won.json().value).toMatchObject({ balance: '1200' });
    expect(await mainOf(aPlayer.id)).toBe(1_000n);
    // A's own round stays rolled back: A's late win is still refused.
    expect((await a.win('50')).json()).toMatchObject({ code: 'ROUND_ROLLED_BACK' });
    expect(await roundsOf(roundId)).toEqual([
      { member: aPlayer.id, status: 'ROLLED_BACK' },
      { member: bPlayer.id, status: 'SETTLED' },
    ]);
  });

  it("a refused rollback (another member's bet) leaves the owner's round untouched", async () => {
    const roundId = nextId('table');
    const aPlayer = await walletPlayer(t.app, VENDOR, 1_000n);
    const a = seat(aPlayer, roundId);
    const b = seat(await walletPlayer(t.app, VENDOR, 1_000n), roundId);
    expect((await a.bet()).statusCode).toBe(200);
    const refused = await b.rollback(a.betTx);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'BAD_REQUEST',
      vendorErrorCode: VENDOR_ERROR_STYLES.SYMBOLIC.BAD_REQUEST,
    });
    expect(await roundsOf(roundId)).toEqual([]);
    expect(await mainOf(aPlayer.id)).toBe(900n);
    expect((await a.win('300')).json().value).toMatchObject({ balance: '1200' });
  });
});

describe('a rollback is tied to its bet (review #3)', () => {
  it('refuses a rollback naming another round, before anything is written', async () => {
    const player = await walletPlayer(t.app, VENDOR, 1_000n);
    const roundId = nextId('r');
    const r = seat(player, roundId);
    expect((await r.bet()).statusCode).toBe(200);
    const elsewhere = nextId('r');
    const refused = await r.rollback(r.betTx, { roundId: elsewhere });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await roundsOf(elsewhere)).toEqual([]);
    expect(await postingsOf(`vendor:${VENDOR}:${r.betTx}:refund`)).toBe(0);
    // The bet stays and its round pays its win normally: 1000 - 100 + 300, never 1300.
    expect((await r.win('300')).json().value).toMatchObject({ balance: '1200' });
    expect(await mainOf(player.id)).toBe(1_200n);
  });
});

describe('replays answer their first answer (review #2, #12)', () => {
  it('answers a bet replayed after logout as a duplicate, balance unchanged', async () => {
    const player = await walletPlayer(t.app, VENDOR, 1_000n);
    const body = {
      vendor: VENDOR,
      memberId: player.id,
      roundId: nextId('r'),
      gameCode: GAME,
      txId: nextId('bet'),
      amount: '100',
      sessionToken: player.token,
    };
    expect((await walletCall(t.app, 'bet', body)).json().value).toMatchObject({
      balance: '900',
      duplicate: false,
    });
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { cookie: player.cookie },
    });
    expect(logout.statusCode).toBe(200);
    const replay = await walletCall(t.app, 'bet', body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value).toEqual({ balance: '900', txId: body.txId, duplicate: true });
    // Another body under the same txId is still a conflict; a new txId still needs a session.
    const other = await walletCall(t.app, 'bet', { ...body, amount: '101' });
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    const fresh = await walletCall(t.app, 'bet', { ...body, txId: nextId('bet') });
    expect(fresh.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await mainOf(player.id)).toBe(900n);
    expect(await postingsOf(`vendor:${VENDOR}:${body.txId}`)).toBe(1);
  });

  it("answers a replay after the member was disabled and the game's category changed", async () => {
    const player = await walletPlayer(t.app, VENDOR, 1_000n);
    const bet = {
      vendor: VENDOR,
      memberId: player.id,
      roundId: nextId('r'),
      gameCode: GAME,
      txId: nextId('bet'),
      amount: '100',
      sessionToken: player.token,
    };
    const win = { ...bet, txId: nextId('win'), amount: '40', betTxId: bet.txId };
    expect((await walletCall(t.app, 'bet', bet)).statusCode).toBe(200);
    expect((await walletCall(t.app, 'win', win)).json().value).toMatchObject({ balance: '940' });
    const [game] = await t.app.db
      .select({ category: games.category })
      .from(games)
      .where(eq(games.gameId, GAME));
    if (!game) throw new Error(`no game ${GAME}`);
    await t.app.db.update(games).set({ category: 'REVIEW' }).where(eq(games.gameId, GAME));
    try {
      aheadMs = 61_000; // past the catalogue and member caches
      // Open session: the ledger sees another category, the stored posting settles it.
      const again = await walletCall(t.app, 'bet', bet);
      expect(again.json().value).toEqual({ balance: '900', txId: bet.txId, duplicate: true });
      const winAgain = await walletCall(t.app, 'win', win);
      expect(winAgain.json().value).toEqual({ balance: '940', txId: win.txId, duplicate: true });
      await t.app.db.update(members).set({ status: 'DISABLED' }).where(eq(members.id, player.id));
      aheadMs = 122_000;
      const disabled = await walletCall(t.app, 'bet', bet);
      expect(disabled.json().value).toEqual({ balance: '900', txId: bet.txId, duplicate: true });
      const fresh = await walletCall(t.app, 'bet', { ...bet, txId: nextId('bet') });
      expect(fresh.json()).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      aheadMs = 0;
      await t.app.db.update(games).set({ category: game.category }).where(eq(games.gameId, GAME));
    }
    expect(await mainOf(player.id)).toBe(940n);
  });
});

describe("a vendor txId has no ':' (review #11)", () => {
  it('refuses txId, betTxId and refTxId with a colon and posts nothing', async () => {
    const player = await walletPlayer(t.app, VENDOR, 1_000n);
    const r = seat(player, nextId('r'));
    expect((await r.bet()).statusCode).toBe(200);
    const base = { vendor: VENDOR, memberId: player.id, roundId: nextId('r'), gameCode: GAME };
    const calls = [
      walletCall(t.app, 'win', { ...base, txId: `${r.betTx}:refund`, amount: '5' }),
      walletCall(t.app, 'win', { ...base, txId: 'abc:refund', amount: '5' }),
      walletCall(t.app, 'win', { ...base, txId: nextId('win'), amount: '5', betTxId: 'a:b' }),
      walletCall(t.app, 'rollback', { ...base, txId: nextId('rb'), refTxId: `${r.betTx}:x` }),
      walletCall(t.app, 'bet', {
        ...base,
        txId: 'abc:def',
        amount: '5',
        sessionToken: player.token,
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        vendorErrorCode: VENDOR_ERROR_STYLES.SYMBOLIC.BAD_REQUEST,
      });
    }
    expect(await postingsOf(`vendor:${VENDOR}:${r.betTx}:refund`)).toBe(0);
    expect(await postingsOf(`vendor:${VENDOR}:abc:refund`)).toBe(0);
    expect(await mainOf(player.id)).toBe(900n);
    expect(await roundsOf(base.roundId)).toEqual([]);
  });
});
