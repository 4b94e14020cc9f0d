import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jackpotPools, jackpotWins } from '../../db/schema/inhouse.ts';
import { DEMO_JACKPOT_SEED_MINOR } from '../../db/seed/seed-jackpot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { call, mainBalance, newPlayer, requestId } from './inhouse-test-kit.ts';

// Every slot spin's jackpot draw hits (test switch): the odds are 1 in 10^10 otherwise.
let t: TestApp;
let brandId: number;
beforeAll(async () => {
  t = await createTestApp({ inhouse: { forceJackpot: true } });
  brandId = await brandIdOf(t.app.db);
});
afterAll(async () => {
  await t.close();
});

const spin = (cookie: string, stake: string, id = requestId()) =>
  call(t.app, cookie, 'POST', '/wps/inhouse/play', {
    game: 'SLOT',
    requestId: id,
    stake,
    params: {},
  });
const pool = () => t.app.ledger.houseBalance(brandId, 'JACKPOT');

describe('jackpot', () => {
  it('is seeded inside the display range by the demo seed', async () => {
    expect(await pool()).toBe(DEMO_JACKPOT_SEED_MINOR);
    const [row] = await t.app.db
      .select()
      .from(jackpotPools)
      .where(eq(jackpotPools.brandId, brandId));
    expect(row?.seedAmount).toBe(DEMO_JACKPOT_SEED_MINOR);
  });

  it('pays the whole pool once to an eligible spin and re-seeds it', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const id = requestId();
    const res = await spin(p.cookie, '100', id);
    expect(res.statusCode, res.body).toBe(200);
    const { round } = res.json().value;
    // The spin's 1-unit share reaches the pool before the draw pays it out.
    const expected = DEMO_JACKPOT_SEED_MINOR + 1n;
    expect(round.jackpotWin).toBe(expected.toString());
    expect(round.outcome.jackpotHit).toBe(true);
    expect(await mainBalance(t.app, p.id)).toBe(10_000n - 100n + BigInt(round.payout) + expected);
    expect(await pool()).toBe(DEMO_JACKPOT_SEED_MINOR);

    const again = await spin(p.cookie, '100', id);
    expect(again.json().value.round.jackpotWin).toBe(expected.toString());
    expect(await mainBalance(t.app, p.id)).toBe(10_000n - 100n + BigInt(round.payout) + expected);
    const wins = await t.app.db.select().from(jackpotWins);
    expect(wins.length).toBe(1);
  });

  it('serialises racing winners: each is paid a pool that exists', async () => {
    const players = await Promise.all([newPlayer(t.app, 1000n), newPlayer(t.app, 1000n)]);
    const before = await pool();
    const results = await Promise.all(players.map((p) => spin(p.cookie, '100')));
    const won = results.map((r) => BigInt(r.json().value.round.jackpotWin));
    expect(won.every((w) => w > 0n)).toBe(true);
    // Each win takes the pool as it stands and re-seeds it: the pool never goes below the seed.
    expect(await pool()).toBe(DEMO_JACKPOT_SEED_MINOR);
    expect(won[0] && won[1] && won[0] + won[1]).toBe(before + 2n + DEMO_JACKPOT_SEED_MINOR);
  });

  it('does not pay a stake below the jackpot minimum', async () => {
    const p = await newPlayer(t.app, 1000n);
    const res = await spin(p.cookie, '50');
    expect(res.json().value.round.jackpotWin).toBe('0');
  });

  it('keeps the ledger invariants', async () => {
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });
});
