import { payoutFor } from '@nova/games-math/fair';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soakSize } from '../../test/soak.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { call, mainBalance, newPlayer, type Player, requestId } from './inhouse-test-kit.ts';

let t: TestApp;
let brandId: number;
let player: Player;
beforeAll(async () => {
  t = await createTestApp();
  brandId = await brandIdOf(t.app.db);
  player = await newPlayer(t.app, 1_000_000_000n);
});
afterAll(async () => {
  await t.close();
});

const bodies = fc.oneof(
  fc.constant({ game: 'SLOT', params: {} }),
  fc.record({
    game: fc.constant('DICE'),
    params: fc.record({
      target: fc.integer({ min: 100, max: 9899 }),
      direction: fc.constantFrom('UNDER', 'OVER'),
    }),
  }),
  fc.record({
    game: fc.constant('PLINKO'),
    params: fc.record({
      rows: fc.constantFrom(8, 12, 16),
      risk: fc.constantFrom('LOW', 'MEDIUM', 'HIGH'),
    }),
  }),
);

describe('in-house money (property)', () => {
  it('every play moves the balance by payout − stake and the pool by the stake share', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, fc.bigInt({ min: 10n, max: 1_000_000n }), async (body, stake) => {
        const before = await mainBalance(t.app, player.id);
        const pool = await t.app.ledger.houseBalance(brandId, 'JACKPOT');
        const res = await call(t.app, player.cookie, 'POST', '/wps/inhouse/play', {
          ...body,
          requestId: requestId(),
          stake: stake.toString(),
        });
        expect(res.statusCode, res.body).toBe(200);
        const { round, balance } = res.json().value;
        const bps = (round.outcome as { multiplierBps: number }).multiplierBps;
        expect(round.payout).toBe(payoutFor(stake, bps).toString());
        expect(BigInt(balance) - before).toBe(BigInt(round.payout) - stake);
        expect((await t.app.ledger.houseBalance(brandId, 'JACKPOT')) - pool).toBe(stake / 100n);
      }),
      { numRuns: soakSize(5, 15) },
    );
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });
});
