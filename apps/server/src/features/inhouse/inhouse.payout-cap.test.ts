import { createHash, randomBytes } from 'node:crypto';
import type { InhouseRound } from '@nova/contracts/api/inhouse';
import { CRASH_TIMING, INHOUSE_ABANDON_MINUTES } from '@nova/contracts/constants';
import { crashElapsedFor, crashPointFromHash } from '@nova/games-math/crash';
import { fairSource, payoutFor, serverSeedHash } from '@nova/games-math/fair';
import { minesMultiplierBps } from '@nova/games-math/mines';
import { MAX_ROUND_PAYOUT } from '@nova/games-math/payout';
import { PLINKO_TABLES, playPlinko } from '@nova/games-math/plinko';
import { verifyOutcome } from '@nova/games-math/verify';
import { and, eq, isNotNull, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashBets, fairSeeds, inhouseRounds } from '../../db/schema/inhouse.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { currentRound, insertChain } from './crash.repository.ts';
import { crashPointOf } from './crash.service.ts';
import { CrashEngine } from './crash-engine.ts';
import { resolveInterruptedRounds } from './inhouse.jobs.ts';
import { minesOf, nodeHmac } from './inhouse.math.ts';
import { findRound, insertPair } from './inhouse.repository.ts';
import { call, mainBalance, newPlayer, type Player, requestId } from './inhouse-test-kit.ts';

/**
 * The maximum payout per round (decision 018): every settlement pays at most MAX_ROUND_PAYOUT,
 * the outcome is untouched (it still recomputes from its proof), and crash cashes a bet out by
 * itself where stake × multiplier reaches the cap. Each case is built so the uncapped payout is
 * above the cap (asserted first), so each fails without the cap.
 */
let t: TestApp;
let brandId: number;
let clock = new Date('2026-03-01T10:00:00Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MAX_STAKE = 1_000_000n;

beforeAll(async () => {
  // The interrupted-rounds job runs by hand here: its timer would race the moved clock.
  t = await createTestApp({ moneyJobsIntervalSeconds: 0 }, { now: () => clock });
  brandId = await brandIdOf(t.app.db);
  t.app.realtime.broadcast = async () => {};
});
afterAll(async () => {
  await t.close();
});

const post = (p: Player, url: string, body?: unknown) => call(t.app, p.cookie, 'POST', url, body);

/** What the member's MAIN wallet received under one idempotency key. */
async function paidTo(memberId: number, key: string): Promise<bigint> {
  const [row] = await t.app.db
    .select({ total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerTransfers.idempotencyKey, key), eq(ledgerAccounts.memberId, memberId)));
  return BigInt(row?.total ?? 0);
}

/** A mines round at the maximum stake with 8 safe tiles of 10 mines revealed (166x). */
async function bigMinesRound(p: Player): Promise<string> {
  const started = await post(p, '/wps/inhouse/mines/start', {
    requestId: requestId(),
    stake: MAX_STAKE.toString(),
    params: { mines: 10 },
  });
  expect(started.statusCode, started.body).toBe(200);
  const roundId: string = started.json().value.round.roundId;
  const [row] = await t.app.db
    .select({ round: inhouseRounds, seed: fairSeeds })
    .from(inhouseRounds)
    .innerJoin(fairSeeds, eq(fairSeeds.id, inhouseRounds.seedId))
    .where(eq(inhouseRounds.id, Number(roundId)));
  if (!row) throw new Error('no round');
  const mines = minesOf(
    { serverSeed: row.seed.serverSeed, clientSeed: row.round.clientSeed, nonce: row.round.nonce },
    10,
  );
  const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
  for (const tile of safe.slice(0, 8)) {
    const res = await post(p, '/wps/inhouse/mines/reveal', { roundId, tile });
    expect(res.json().value.round.status).toBe('OPEN');
  }
  return roundId;
}

describe('maximum payout per round', () => {
  it('publishes the cap with every game', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/wps/inhouse/games' })).json().value;
    for (const game of info.games) expect(game.maxPayout).toBe(MAX_ROUND_PAYOUT.toString());
  });

  it('a mines cash-out above the cap pays exactly the cap', async () => {
    const bps = minesMultiplierBps(10, 8);
    expect(payoutFor(MAX_STAKE, bps) > MAX_ROUND_PAYOUT).toBe(true);
    const p = await newPlayer(t.app, 2n * MAX_STAKE);
    const roundId = await bigMinesRound(p);
    const done = await post(p, '/wps/inhouse/mines/cashout', { roundId });
    const round: InhouseRound = done.json().value.round;
    expect(round).toMatchObject({ status: 'SETTLED', payout: MAX_ROUND_PAYOUT.toString() });
    // The outcome keeps its published multiplier; only the payout is capped.
    expect(round.outcome).toMatchObject({ multiplierBps: bps });
    expect(round.multiplier).toBe('100.00');
    expect(await paidTo(p.id, `inhouse:${roundId}:win`)).toBe(MAX_ROUND_PAYOUT);
    expect(await mainBalance(t.app, p.id)).toBe(MAX_STAKE + MAX_ROUND_PAYOUT);
  });

  it('an abandoned mines round cashed out by the job pays at most the cap', async () => {
    const p = await newPlayer(t.app, MAX_STAKE);
    const roundId = await bigMinesRound(p);
    later((INHOUSE_ABANDON_MINUTES + 1) * 60_000);
    await resolveInterruptedRounds(t.app);
    // Read behind the session (the moved clock has expired it).
    expect(await findRound(t.app.db, Number(roundId))).toMatchObject({
      status: 'SETTLED',
      settledBy: 'AUTO',
      payout: MAX_ROUND_PAYOUT,
    });
    expect(await paidTo(p.id, `inhouse:${roundId}:win`)).toBe(MAX_ROUND_PAYOUT);
  });

  it('a plinko drop at 170x and the maximum stake pays the cap and still verifies', async () => {
    const params = { rows: 12, risk: 'HIGH' } as const;
    const edge = Math.max(...PLINKO_TABLES[12].HIGH);
    expect(payoutFor(MAX_STAKE, edge) > MAX_ROUND_PAYOUT).toBe(true);
    const p = await newPlayer(t.app, MAX_STAKE);
    // The test plays the CSPRNG: a server seed, and a client seed whose nonce 0 lands on an edge.
    const serverSeed = randomBytes(32).toString('hex');
    let clientSeed = '';
    for (let i = 0; !clientSeed; i++) {
      const drop = playPlinko(fairSource(serverSeed, `edge-${i}`, 0, 'game', nodeHmac), params);
      if (drop.multiplierBps === edge) clientSeed = `edge-${i}`;
    }
    await insertPair(t.app.db, {
      brandId,
      memberId: p.id,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed,
    });
    const res = await post(p, '/wps/inhouse/play', {
      game: 'PLINKO',
      requestId: requestId(),
      stake: MAX_STAKE.toString(),
      params,
    });
    expect(res.statusCode, res.body).toBe(200);
    const played: InhouseRound = res.json().value.round;
    expect(played.outcome).toMatchObject({ multiplierBps: edge });
    expect(played.payout).toBe(MAX_ROUND_PAYOUT.toString());
    expect(await paidTo(p.id, `inhouse:${played.roundId}:win`)).toBe(MAX_ROUND_PAYOUT);
    expect(await mainBalance(t.app, p.id)).toBe(MAX_ROUND_PAYOUT);
    // Rotate, then recompute the round from its revealed proof: the same outcome.
    await post(p, '/wps/inhouse/fairness/rotate', {});
    const after: InhouseRound = (
      await call(t.app, p.cookie, 'GET', `/wps/inhouse/rounds/${played.roundId}`)
    ).json().value;
    expect(after.proof.serverSeed).toBe(serverSeed);
    const again = verifyOutcome('PLINKO', { serverSeed, clientSeed, nonce: 0 }, after.params);
    expect(again).toEqual(after.outcome);
  });

  it('crash cashes a bet out where stake × multiplier reaches the cap', async () => {
    // A chain whose first link crashes at 400x or more (the test draws the seed).
    const salt = randomBytes(16).toString('hex');
    let seed = '';
    let link = '';
    while (!link) {
      const candidate = randomBytes(32).toString('hex');
      const first = createHash('sha256').update(candidate, 'utf8').digest('hex');
      if (crashPointOf(first, salt) >= 40_000) [seed, link] = [candidate, first];
    }
    await insertChain(t.app.db, {
      brandId,
      seed,
      length: 1,
      terminalHash: createHash('sha256').update(link, 'utf8').digest('hex'),
      salt,
      createdAt: clock,
    });
    const engine = new CrashEngine(t.app, brandId);
    await engine.tick();
    const round = await currentRound(t.app.db, brandId);
    expect(round).toMatchObject({ status: 'BETTING', hash: link });
    const bets: [Player, bigint, number | null][] = [];
    for (const [stake, auto] of [
      [MAX_STAKE, null], // cashes out by hand at 150x: paid as at 100x, the cap
      [300_000n, 50_000], // its 500x target is beyond the cap (333.34x): cashed out there
      [MAX_STAKE, null], // never cashes out: the engine does, at 100x
      [1_000n, 20_000], // far from the cap: its own target, paid in full
    ] as const) {
      const p = await newPlayer(t.app, stake);
      const res = await post(p, '/wps/inhouse/crash/bet', {
        requestId: requestId(),
        stake: stake.toString(),
        autoCashout: auto,
      });
      expect(res.statusCode, res.body).toBe(200);
      bets.push([p, stake, auto]);
    }
    later(CRASH_TIMING.bettingMs);
    await engine.tick();
    const started = clock.getTime();
    // 150x on the server clock, before the engine ticks again.
    clock = new Date(started + crashElapsedFor(15_000));
    const [manual, capped, idle, small] = bets.map(([p]) => p) as Player[];
    if (!manual || !capped || !idle || !small) throw new Error('players');
    const cashed = (await post(manual, '/wps/inhouse/crash/cashout')).json().value;
    expect(cashed).toMatchObject({ cashedOutAt: 10_000, payout: MAX_ROUND_PAYOUT.toString() });
    clock = new Date(started + crashElapsedFor(35_000));
    await engine.tick();
    const rows = await t.app.db
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, round?.id ?? 0), isNotNull(crashBets.cashedOutAt)));
    const byMember = new Map(rows.map((b) => [b.memberId, b]));
    expect(byMember.get(capped.id)).toMatchObject({
      cashedOutAt: 33_334,
      payout: MAX_ROUND_PAYOUT,
    });
    expect(byMember.get(idle.id)).toMatchObject({ cashedOutAt: 10_000, payout: MAX_ROUND_PAYOUT });
    expect(byMember.get(small.id)).toMatchObject({ cashedOutAt: 20_000, payout: 200_000n });
    for (const [p, stake] of bets) {
      const bet = byMember.get(p.id);
      if (!bet) throw new Error('bet not cashed out');
      expect(await paidTo(p.id, `crash:${bet.id}:win`)).toBe(bet.payout);
      expect(await mainBalance(t.app, p.id)).toBe(bet.payout);
      expect(bet.payout <= MAX_ROUND_PAYOUT && bet.payout <= payoutFor(stake, 35_000 * 100)).toBe(
        true,
      );
    }
    // The round crashes at its committed point; its link and cash-outs verify as before.
    clock = new Date(started + crashElapsedFor(round?.crashPoint ?? 0));
    await engine.tick();
    expect(await currentRound(t.app.db, brandId)).toMatchObject({ status: 'CRASHED' });
    expect(crashPointFromHash(link, salt)).toBe(round?.crashPoint);
  });

  it('keeps the ledger invariants', async () => {
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });
});
