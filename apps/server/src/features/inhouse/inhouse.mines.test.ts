import { payoutFor } from '@nova/games-math/fair';
import { minesMultiplierBps } from '@nova/games-math/mines';
import { verifyOutcome } from '@nova/games-math/verify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairSeeds, inhouseRounds } from '../../db/schema/inhouse.ts';
import { ledgerTransfers } from '../../db/schema/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { minesOf } from './inhouse.math.ts';
import { call, mainBalance, newPlayer, type Player, requestId } from './inhouse-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (p: Player, url: string, body: unknown) => call(t.app, p.cookie, 'POST', url, body);
const start = (p: Player, stake: string, mines: number) =>
  post(p, '/wps/inhouse/mines/start', { requestId: requestId(), stake, params: { mines } });
const reveal = (p: Player, roundId: string, tile: number) =>
  post(p, '/wps/inhouse/mines/reveal', { roundId, tile });
const cashout = (p: Player, roundId: string) => post(p, '/wps/inhouse/mines/cashout', { roundId });

/** The board, read the way only the server can (tests look behind the commitment). */
async function board(roundId: string): Promise<{ mines: number[]; safe: number[] }> {
  const [row] = await t.app.db
    .select({ round: inhouseRounds, seed: fairSeeds })
    .from(inhouseRounds)
    .innerJoin(fairSeeds, eq(fairSeeds.id, inhouseRounds.seedId))
    .where(eq(inhouseRounds.id, Number(roundId)));
  if (!row) throw new Error('no round');
  const mines = minesOf(
    { serverSeed: row.seed.serverSeed, clientSeed: row.round.clientSeed, nonce: row.round.nonce },
    Number((row.round.params as { mines: number }).mines),
  );
  const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
  return { mines, safe };
}

async function winPostings(roundId: string): Promise<number> {
  const rows = await t.app.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.idempotencyKey, `inhouse:${roundId}:win`)));
  return rows.length;
}

describe('mines', () => {
  it('full flow: reveal safe tiles, cash out at the published multiplier', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const started = await start(p, '1000', 3);
    expect(started.statusCode, started.body).toBe(200);
    const { round } = started.json().value;
    expect(round.status).toBe('OPEN');
    expect(started.json().value.balance).toBe('9000');
    const { safe } = await board(round.roundId);
    for (const tile of safe.slice(0, 4)) {
      const res = await reveal(p, round.roundId, tile);
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json().value.round;
      expect(view.status).toBe('OPEN');
      // While OPEN, the answer never carries the mine positions.
      expect(view.outcome.mines).toBeUndefined();
      expect(res.body).not.toMatch(/"mines":\[/u);
    }
    const listed = await call(t.app, p.cookie, 'GET', `/wps/inhouse/rounds/${round.roundId}`);
    expect(listed.json().value.outcome.mines).toBeUndefined();
    const done = await cashout(p, round.roundId);
    const settled = done.json().value.round;
    const expected = payoutFor(1000n, minesMultiplierBps(3, 4));
    expect(settled.status).toBe('SETTLED');
    expect(settled.payout).toBe(expected.toString());
    expect(settled.outcome.mines).toHaveLength(3);
    expect(await mainBalance(t.app, p.id)).toBe(9000n + expected);
  });

  it('a mine ends the round with nothing paid and shows the board', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const { round } = (await start(p, '1000', 5)).json().value;
    const { mines, safe } = await board(round.roundId);
    await reveal(p, round.roundId, safe[0] as number);
    const res = await reveal(p, round.roundId, mines[0] as number);
    const view = res.json().value.round;
    expect(view.status).toBe('SETTLED');
    expect(view.payout).toBe('0');
    expect(view.outcome.hitMine).toBe(mines[0]);
    expect(view.outcome.mines).toEqual(mines);
    expect((await cashout(p, round.roundId)).json().code).toBe('ROUND_SETTLED');
    expect(await mainBalance(t.app, p.id)).toBe(9000n);
    // Once the pair is revealed, the fairness page recomputes the same board and result.
    await post(p, '/wps/inhouse/fairness/rotate', {});
    const proven = (
      await call(t.app, p.cookie, 'GET', `/wps/inhouse/rounds/${round.roundId}`)
    ).json().value;
    const again = verifyOutcome(
      'MINES',
      {
        serverSeed: proven.proof.serverSeed,
        clientSeed: proven.proof.clientSeed,
        nonce: proven.proof.nonce,
      },
      proven.params,
      { revealed: proven.outcome.revealed },
    );
    expect(again).toEqual(proven.outcome);
  });

  it('cashing out needs a safe tile; racing cash-outs settle once', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const { round } = (await start(p, '1000', 2)).json().value;
    expect((await cashout(p, round.roundId)).json().code).toBe('VALIDATION_FAILED');
    const { safe } = await board(round.roundId);
    await reveal(p, round.roundId, safe[0] as number);
    const results = await Promise.all(Array.from({ length: 5 }, () => cashout(p, round.roundId)));
    const expected = payoutFor(1000n, minesMultiplierBps(2, 1));
    for (const r of results.filter((x) => x.statusCode === 200))
      expect(r.json().value.round.payout).toBe(expected.toString());
    expect(await winPostings(round.roundId)).toBe(1);
    expect(await mainBalance(t.app, p.id)).toBe(9000n + expected);
  });

  it('racing reveals and a cash-out move the round once', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const { round } = (await start(p, '1000', 1)).json().value;
    const { safe } = await board(round.roundId);
    await reveal(p, round.roundId, safe[0] as number);
    await Promise.all([
      reveal(p, round.roundId, safe[1] as number),
      reveal(p, round.roundId, safe[2] as number),
      cashout(p, round.roundId),
    ]);
    const [row] = await t.app.db
      .select()
      .from(inhouseRounds)
      .where(eq(inhouseRounds.id, Number(round.roundId)));
    if (row?.status === 'OPEN') await cashout(p, round.roundId);
    const final = (
      await call(t.app, p.cookie, 'GET', `/wps/inhouse/rounds/${round.roundId}`)
    ).json().value;
    expect(final.status).toBe('SETTLED');
    expect(await winPostings(round.roundId)).toBe(1);
    expect(await mainBalance(t.app, p.id)).toBe(9000n + BigInt(final.payout));
  });

  it('clearing the board cashes out by itself', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const { round } = (await start(p, '100', 24)).json().value;
    const { safe } = await board(round.roundId);
    const res = await reveal(p, round.roundId, safe[0] as number);
    const view = res.json().value.round;
    expect(view.status).toBe('SETTLED');
    expect(view.payout).toBe(payoutFor(100n, minesMultiplierBps(24, 1)).toString());
  });

  it('refuses to rotate the seed pair while a mines round is open on it', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const { round } = (await start(p, '100', 3)).json().value;
    const rotate = () => post(p, '/wps/inhouse/fairness/rotate', {});
    expect((await rotate()).json().code).toBe('SEED_IN_USE');
    const { safe } = await board(round.roundId);
    await reveal(p, round.roundId, safe[0] as number);
    await cashout(p, round.roundId);
    expect((await rotate()).statusCode).toBe(200);
  });

  // Issue 11: a request id reused with another mine count, stake or game is
  // IDEMPOTENCY_CONFLICT and moves nothing; the same content answers the first round.
  it('refuses a start request id reused with other content', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const body = { requestId: requestId(), stake: '100', params: { mines: 3 } };
    const first = await post(p, '/wps/inhouse/mines/start', body);
    expect(first.statusCode).toBe(200);
    const balance = await mainBalance(t.app, p.id);
    for (const other of [
      { ...body, params: { mines: 5 } },
      { ...body, stake: '200' },
    ]) {
      const res = await post(p, '/wps/inhouse/mines/start', other);
      expect(res.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_CONFLICT' });
    }
    const dice = {
      game: 'DICE',
      requestId: body.requestId,
      stake: '100',
      params: { target: 5000, direction: 'UNDER' },
    };
    const asDice = await post(p, '/wps/inhouse/play', dice);
    expect(asDice.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_CONFLICT' });
    expect(await mainBalance(t.app, p.id)).toBe(balance);
    const again = await post(p, '/wps/inhouse/mines/start', body);
    expect(again.json().value.round.roundId).toBe(first.json().value.round.roundId);
  });

  it('keeps the ledger invariants', async () => {
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });
});
