import type { InhouseRound } from '@nova/contracts/api/inhouse';
import { checkCommitment } from '@nova/games-math/fair';
import { settledPayout } from '@nova/games-math/payout';
import { verifyOutcome } from '@nova/games-math/verify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairSeeds, inhouseRounds } from '../../db/schema/inhouse.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import {
  call,
  dice,
  fund,
  mainBalance,
  newPlayer,
  requestId,
  trialCookie,
} from './inhouse-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const play = (cookie: string, body: unknown) =>
  call(t.app, cookie, 'POST', '/wps/inhouse/play', body);
const fairness = async (cookie: string) =>
  (await call(t.app, cookie, 'GET', '/wps/inhouse/fairness')).json().value;
const rotate = async (cookie: string, body: unknown = {}) =>
  call(t.app, cookie, 'POST', '/wps/inhouse/fairness/rotate', body);
const jackpotPool = () => t.app.ledger.houseBalance(1, 'JACKPOT');

describe('fairness: seed commitment', () => {
  it('commits a hash, hides the seed while active, reveals it on rotate', async () => {
    const p = await newPlayer(t.app);
    const first = await fairness(p.cookie);
    expect(first.current.serverSeedHash).toMatch(/^[0-9a-f]{64}$/u);
    expect(first.current.clientSeed).toMatch(/^[0-9a-f]{16}$/u);
    expect(first.current.nonce).toBe(0);
    expect(first.previous).toBeNull();
    expect(JSON.stringify(first)).not.toMatch(/serverSeed"/u);
    expect((await fairness(p.cookie)).current.serverSeedHash).toBe(first.current.serverSeedHash);

    const rotated = (await rotate(p.cookie, { clientSeed: 'my lucky seed' })).json().value;
    expect(rotated.previous.serverSeedHash).toBe(first.current.serverSeedHash);
    expect(checkCommitment(rotated.previous.serverSeed, first.current.serverSeedHash)).toBe(true);
    expect(rotated.current.serverSeedHash).not.toBe(first.current.serverSeedHash);
    expect(rotated.current.clientSeed).toBe('my lucky seed');
  });

  // Review #8: the next server seed is committed before the player names the client seed.
  it('pre-commits the next server seed; rotate promotes it with the player’s client seed', async () => {
    const p = await newPlayer(t.app);
    const before = await fairness(p.cookie);
    expect(before.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/u);
    expect(before.nextServerSeedHash).not.toBe(before.current.serverSeedHash);
    const after = (await rotate(p.cookie, { clientSeed: 'chosen after the commit' })).json().value;
    expect(after.current).toMatchObject({
      serverSeedHash: before.nextServerSeedHash,
      clientSeed: 'chosen after the commit',
      nonce: 0,
    });
    expect(after.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
    // A pair older than the field gets a next seed committed on first use.
    await t.app.db
      .update(fairSeeds)
      .set({ nextServerSeed: null, nextServerSeedHash: null })
      .where(and(eq(fairSeeds.memberId, p.id), eq(fairSeeds.status, 'ACTIVE')));
    const legacy = await fairness(p.cookie);
    expect(legacy.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/u);
    const rotated = (await rotate(p.cookie)).json().value;
    expect(rotated.current.serverSeedHash).toBe(legacy.nextServerSeedHash);
    expect(checkCommitment(rotated.previous.serverSeed, after.current.serverSeedHash)).toBe(true);
  });

  it('every past round recomputes from the revealed seed to its stored outcome', async () => {
    const p = await newPlayer(t.app, 1_000_000n);
    const bodies = [
      dice('100'),
      { game: 'SLOT', requestId: requestId(), stake: '100', params: {} },
      { game: 'PLINKO', requestId: requestId(), stake: '100', params: { rows: 12, risk: 'HIGH' } },
      { ...dice('250'), params: { target: 3000, direction: 'OVER' } },
    ];
    const rounds: InhouseRound[] = [];
    for (const body of bodies) {
      const res = await play(p.cookie, body);
      expect(res.statusCode, res.body).toBe(200);
      rounds.push(res.json().value.round);
    }
    expect(rounds.map((r) => r.proof.nonce)).toEqual([0, 1, 2, 3]);
    expect(rounds.every((r) => r.proof.serverSeed === null && r.status === 'SETTLED')).toBe(true);
    const revealed = (await rotate(p.cookie)).json().value.previous;
    for (const before of rounds) {
      const res = await call(t.app, p.cookie, 'GET', `/wps/inhouse/rounds/${before.roundId}`);
      const round: InhouseRound = res.json().value;
      expect(round.proof.serverSeed).toBe(revealed.serverSeed);
      const again = verifyOutcome(
        round.game as never,
        {
          serverSeed: round.proof.serverSeed as string,
          clientSeed: round.proof.clientSeed,
          nonce: round.proof.nonce,
        },
        round.params as never,
      );
      expect(again).toEqual(round.outcome);
      const bps = (round.outcome as { multiplierBps: number }).multiplierBps;
      expect(round.payout).toBe(settledPayout(BigInt(round.stake), bps).toString());
    }
  });
});

describe('play', () => {
  it('moves the balance by exactly payout − stake and answers the new balance', async () => {
    const p = await newPlayer(t.app, 100_000n);
    let expected = 100_000n;
    for (let i = 0; i < 10; i++) {
      const res = await play(p.cookie, dice('1000'));
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance } = res.json().value;
      expected += BigInt(round.payout) - 1000n;
      expect(balance).toBe(expected.toString());
    }
    expect(await mainBalance(t.app, p.id)).toBe(expected);
  });

  it('gives concurrent plays consecutive nonces, no gap and no reuse', async () => {
    const p = await newPlayer(t.app, 1_000_000n);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => play(p.cookie, dice('100'))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const nonces = results.map((r) => r.json().value.round.proof.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect((await fairness(p.cookie)).current.nonce).toBe(20);
  });

  it('is idempotent by requestId: a retry answers the same round, charged once', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const body = dice('1000');
    const [a, b] = await Promise.all([play(p.cookie, body), play(p.cookie, body)]);
    const c = await play(p.cookie, body);
    const ids = [a, b, c].map((r) => r.json().value.round.roundId);
    expect(new Set(ids).size).toBe(1);
    const payout = BigInt(a.json().value.round.payout);
    expect(await mainBalance(t.app, p.id)).toBe(10_000n - 1000n + payout);
    expect((await fairness(p.cookie)).current.nonce).toBe(1);
  });

  // Issue 11: a request id reused with other content answers IDEMPOTENCY_CONFLICT (as the
  // ledger does) and moves nothing; it used to answer the first round.
  it('refuses a request id reused with another stake, option or game; moves nothing', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const body = dice('1000');
    const first = await play(p.cookie, body);
    expect(first.statusCode).toBe(200);
    const balance = await mainBalance(t.app, p.id);
    const others = [
      { ...body, stake: '2000' },
      { ...body, params: { target: 2500, direction: 'UNDER' } },
      { ...body, params: { target: 5000, direction: 'OVER' } },
      { ...body, game: 'PLINKO', params: { rows: 12, risk: 'HIGH' } },
      { ...body, game: 'SLOT', params: {} },
    ];
    for (const other of others) {
      const res = await play(p.cookie, other);
      expect(res.json(), JSON.stringify(other)).toMatchObject({
        success: false,
        code: 'IDEMPOTENCY_CONFLICT',
      });
    }
    expect(await mainBalance(t.app, p.id)).toBe(balance);
    expect((await fairness(p.cookie)).current.nonce).toBe(1);
    // The same content, options in another key order, is the replay it is.
    const again = await play(p.cookie, { ...body, params: { direction: 'UNDER', target: 5000 } });
    expect(again.json().value.round.roundId).toBe(first.json().value.round.roundId);
    expect(await mainBalance(t.app, p.id)).toBe(balance);
  });

  it('refuses a plinko request id reused with other rows or risk', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const body = {
      game: 'PLINKO',
      requestId: requestId(),
      stake: '100',
      params: { rows: 12, risk: 'HIGH' },
    };
    expect((await play(p.cookie, body)).statusCode).toBe(200);
    const balance = await mainBalance(t.app, p.id);
    for (const params of [
      { rows: 8, risk: 'HIGH' },
      { rows: 12, risk: 'LOW' },
    ]) {
      const res = await play(p.cookie, { ...body, params });
      expect(res.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_CONFLICT' });
    }
    expect(await mainBalance(t.app, p.id)).toBe(balance);
  });

  it('refuses stakes outside the limits', async () => {
    const p = await newPlayer(t.app, 10_000_000n);
    for (const stake of ['9', '1000001']) {
      const res = await play(p.cookie, dice(stake));
      expect(res.json()).toMatchObject({ success: false, code: 'AMOUNT_OUT_OF_RANGE' });
    }
    expect((await fairness(p.cookie)).current.nonce).toBe(0);
  });

  it('insufficient funds leaves no OPEN round and every kept round verifiable', async () => {
    const p = await newPlayer(t.app, 50n);
    const refused = await play(p.cookie, dice('100'));
    expect(refused.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
    expect((await fairness(p.cookie)).current.nonce).toBe(0);
    // The pre-check passes for all five; the ledger takes one stake and refuses the rest.
    await fund(t.app, p.id, 50n);
    const results = await Promise.all(Array.from({ length: 5 }, () => play(p.cookie, dice('100'))));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json().code).toBe('INSUFFICIENT_FUNDS');
    const rows = await t.app.db
      .select()
      .from(inhouseRounds)
      .where(eq(inhouseRounds.memberId, p.id));
    expect(rows.length).toBe(ok.length);
    expect(rows.every((r) => r.status === 'SETTLED')).toBe(true);
    const revealed = (await rotate(p.cookie)).json().value.previous;
    for (const row of rows) {
      const again = verifyOutcome(
        'DICE' as never,
        { serverSeed: revealed.serverSeed, clientSeed: row.clientSeed, nonce: row.nonce },
        row.params as never,
      );
      expect(again).toEqual(row.outcome);
    }
  });

  it('sends the jackpot share of every stake to HOUSE_JACKPOT', async () => {
    const p = await newPlayer(t.app, 100_000n);
    const before = await jackpotPool();
    await play(p.cookie, dice('10000'));
    await play(p.cookie, dice('10'));
    // 1% of 10000 = 100; 1% of 10 floors to 0 (no leg).
    expect((await jackpotPool()) - before).toBe(100n);
  });

  it('refuses trial accounts and hides other members’ rounds', async () => {
    const trial = await trialCookie(t.app);
    expect((await play(trial, dice('100'))).json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
    const a = await newPlayer(t.app, 10_000n);
    const b = await newPlayer(t.app);
    const round = (await play(a.cookie, dice('100'))).json().value.round;
    const res = await call(t.app, b.cookie, 'GET', `/wps/inhouse/rounds/${round.roundId}`);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const list = (await call(t.app, a.cookie, 'GET', '/wps/inhouse/rounds?game=DICE')).json();
    expect(list.value.map((r: InhouseRound) => r.roundId)).toEqual([round.roundId]);
  });

  // Review #10: the contract allows 19 digits; beyond a safe integer no round exists (no 500).
  it('answers NOT_FOUND for round ids beyond a safe integer on every route taking one', async () => {
    const p = await newPlayer(t.app, 10_000n);
    for (const id of ['9999999999999999999', '9007199254740993', '0']) {
      const got = await call(t.app, p.cookie, 'GET', `/wps/inhouse/rounds/${id}`);
      const reveal = await call(t.app, p.cookie, 'POST', '/wps/inhouse/mines/reveal', {
        roundId: id,
        tile: 3,
      });
      const cash = await call(t.app, p.cookie, 'POST', '/wps/inhouse/mines/cashout', {
        roundId: id,
      });
      for (const res of [got, reveal, cash]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    }
  });

  it('publishes the rules of every game', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/inhouse/games' });
    const info = res.json().value;
    expect(info.games.map((g: { game: string }) => g.game)).toEqual([
      'SLOT',
      'DICE',
      'CRASH',
      'MINES',
      'PLINKO',
    ]);
    expect(info.jackpotRule.contributionBps).toBe(100);
  });

  it('keeps the ledger invariants', async () => {
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });
});
