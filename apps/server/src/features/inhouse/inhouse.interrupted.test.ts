import { INHOUSE_GAME_CODES } from '@nova/contracts/constants';
import { payoutFor } from '@nova/games-math/fair';
import { minesMultiplierBps } from '@nova/games-math/mines';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inhouseRounds } from '../../db/schema/inhouse.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { ensurePair } from './fairness.service.ts';
import { interruptedRoundsPending, resolveInterruptedRounds } from './inhouse.jobs.ts';
import { minesOf, oneShotOutcome } from './inhouse.math.ts';
import { betPosting } from './inhouse.model.ts';
import { activePair, findRound, findSeed, openRound } from './inhouse.repository.ts';
import { call, mainBalance, newPlayer, type Player, requestId } from './inhouse-test-kit.ts';

let t: TestApp;
let brandId: number;
let clock = new Date('2026-03-01T10:00:00Z');
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
beforeAll(async () => {
  // The job runs by hand here: the timer would race the moved clock.
  t = await createTestApp({ moneyJobsIntervalSeconds: 0 }, { now: () => clock });
  brandId = await brandIdOf(t.app.db);
});
afterAll(async () => {
  await t.close();
});

/** A dice round opened as the play does, then "the server crashed" (no further step ran). */
async function openDice(memberId: number, withBet: boolean) {
  await ensurePair(t.app, brandId, memberId);
  const opened = await openRound(t.app.db, memberId, {
    brandId,
    memberId,
    game: 'DICE',
    gameCode: INHOUSE_GAME_CODES.DICE,
    requestId: requestId(),
    stake: 1000n,
    params: { target: 5000, direction: 'UNDER' },
    state: { contribution: '10', version: 0 },
    createdAt: clock,
  });
  if (!opened) throw new Error('not opened');
  if (withBet) await t.app.ledger.post(betPosting(opened.round));
  return opened.round;
}

const startMines = async (p: Player, mines: number) =>
  (
    await call(t.app, p.cookie, 'POST', '/wps/inhouse/mines/start', {
      requestId: requestId(),
      stake: '1000',
      params: { mines },
    })
  ).json().value.round;

async function safeTile(roundId: string): Promise<number> {
  const round = await findRound(t.app.db, Number(roundId));
  const seed = round && (await findSeed(t.app.db, round.seedId));
  if (!round || !seed) throw new Error('no round');
  const mines = minesOf(
    { serverSeed: seed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
    (round.params as { mines: number }).mines,
  );
  return Array.from({ length: 25 }, (_, i) => i).find((i) => !mines.includes(i)) as number;
}

describe('interrupted rounds (SECURITY.md 33)', () => {
  it('settles a one-shot round cut off after its stake, from its proof', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const round = await openDice(p.id, true);
    expect(await mainBalance(t.app, p.id)).toBe(9000n);
    // Too young: a play may still be in flight (and the scheduler's check says so too).
    expect(await interruptedRoundsPending(t.app)).toBe(false);
    expect((await resolveInterruptedRounds(t.app)).settled).toBe(0);
    advance(2);
    expect(await interruptedRoundsPending(t.app)).toBe(true);
    expect((await resolveInterruptedRounds(t.app)).settled).toBe(1);
    expect(await interruptedRoundsPending(t.app)).toBe(false);
    const settled = await findRound(t.app.db, round.id);
    const seed = await findSeed(t.app.db, round.seedId);
    const outcome = oneShotOutcome(
      'DICE',
      { serverSeed: seed?.serverSeed as string, clientSeed: round.clientSeed, nonce: round.nonce },
      round.params,
    );
    expect(settled).toMatchObject({ status: 'SETTLED', settledBy: 'AUTO', outcome });
    const payout = payoutFor(1000n, outcome.multiplierBps);
    expect(settled?.payout).toBe(payout);
    expect(await mainBalance(t.app, p.id)).toBe(9000n + payout);
    // Running again pays nothing twice.
    expect((await resolveInterruptedRounds(t.app)).settled).toBe(0);
    expect(await mainBalance(t.app, p.id)).toBe(9000n + payout);
  });

  it('voids a round whose stake never posted and never hands its nonce out again', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const round = await openDice(p.id, false);
    advance(2);
    expect((await resolveInterruptedRounds(t.app)).dropped).toBe(1);
    expect(await findRound(t.app.db, round.id)).toMatchObject({ status: 'VOID' });
    expect((await activePair(t.app.db, p.id))?.nextNonce).toBe(round.nonce + 1);
    expect(await mainBalance(t.app, p.id)).toBe(10_000n);
  });

  // Review #4: the job and a retry of the same request id, steps forced in the worst order.
  it('a retry posting the stake after the job voided the round is refunded, nonce not reused', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const body = { game: 'DICE', stake: '1000', params: { target: 5000, direction: 'UNDER' } };
    const round = await openDice(p.id, false);
    await t.app.db
      .update(inhouseRounds)
      .set({ requestId: 'retry-me' })
      .where(eq(inhouseRounds.id, round.id));
    advance(2);
    // 1. the job claims the round (its stake is not posted) ...
    expect((await resolveInterruptedRounds(t.app)).dropped).toBe(1);
    // 2. ... then the retry's BET lands (it had read the round OPEN before the claim).
    await t.app.ledger.post(betPosting(round));
    expect(await mainBalance(t.app, p.id)).toBe(9000n);
    // 3. the retry answers an error and the stake comes back, keyed by the round (once).
    for (let i = 0; i < 2; i++) {
      const retry = await call(t.app, p.cookie, 'POST', '/wps/inhouse/play', {
        ...body,
        requestId: 'retry-me',
      });
      expect(retry.json()).toMatchObject({ success: false, code: 'ROUND_SETTLED' });
      expect(await mainBalance(t.app, p.id)).toBe(10_000n);
    }
    expect(await findRound(t.app.db, round.id)).toMatchObject({ status: 'VOID', payout: 0n });
    // 4. the next play takes the next nonce, never the void round's.
    const next = await call(t.app, p.cookie, 'POST', '/wps/inhouse/play', {
      ...body,
      requestId: requestId(),
    });
    expect(next.json().value.round.proof.nonce).toBe(round.nonce + 1);
  });

  it('a retry whose stake posted before the job looked is settled by the job, paid once', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const round = await openDice(p.id, true);
    advance(2);
    expect((await resolveInterruptedRounds(t.app)).settled).toBe(1);
    const settled = await findRound(t.app.db, round.id);
    expect(settled?.status).toBe('SETTLED');
    expect(await mainBalance(t.app, p.id)).toBe(9000n + (settled?.payout ?? 0n));
  });

  it('cashes out an abandoned mines round with a safe tile, refunds an untouched one', async () => {
    const a = await newPlayer(t.app, 10_000n);
    const b = await newPlayer(t.app, 10_000n);
    const touched = await startMines(a, 3);
    const tile = await safeTile(touched.roundId);
    await call(t.app, a.cookie, 'POST', '/wps/inhouse/mines/reveal', {
      roundId: touched.roundId,
      tile,
    });
    const untouched = await startMines(b, 3);
    advance(10);
    await resolveInterruptedRounds(t.app);
    expect((await findRound(t.app.db, Number(touched.roundId)))?.status).toBe('OPEN');
    advance(25);
    const report = await resolveInterruptedRounds(t.app);
    expect(report.refundedOrCashedOut).toBe(2);
    const cashed = await findRound(t.app.db, Number(touched.roundId));
    const expected = payoutFor(1000n, minesMultiplierBps(3, 1));
    expect(cashed).toMatchObject({ status: 'SETTLED', settledBy: 'AUTO', payout: expected });
    expect(await mainBalance(t.app, a.id)).toBe(9000n + expected);
    const refunded = await findRound(t.app.db, Number(untouched.roundId));
    expect(refunded).toMatchObject({ status: 'SETTLED', settledBy: 'AUTO', payout: 0n });
    expect(await mainBalance(t.app, b.id)).toBe(10_000n);
    await resolveInterruptedRounds(t.app);
    expect(await mainBalance(t.app, a.id)).toBe(9000n + expected);
    expect(await mainBalance(t.app, b.id)).toBe(10_000n);
  });

  it('finishes a decided cash-out whose payment was cut off', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const open = await startMines(p, 2);
    const tile = await safeTile(open.roundId);
    await call(t.app, p.cookie, 'POST', '/wps/inhouse/mines/reveal', {
      roundId: open.roundId,
      tile,
    });
    const row = await findRound(t.app.db, Number(open.roundId));
    const payout = payoutFor(1000n, minesMultiplierBps(2, 1));
    await t.app.db
      .update(inhouseRounds)
      .set({
        state: {
          ...(row?.state ?? {}),
          version: 99,
          cashout: {
            safe: 1,
            multiplierBps: minesMultiplierBps(2, 1),
            payout: payout.toString(),
            settledBy: 'PLAYER',
          },
        },
      })
      .where(eq(inhouseRounds.id, Number(open.roundId)));
    advance(31);
    await resolveInterruptedRounds(t.app);
    expect(await findRound(t.app.db, Number(open.roundId))).toMatchObject({
      status: 'SETTLED',
      payout,
      settledBy: 'PLAYER',
    });
    expect(await mainBalance(t.app, p.id)).toBe(9000n + payout);
  });

  it('keeps the ledger invariants', async () => {
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });
});
