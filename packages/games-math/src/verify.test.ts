import { createHmac } from 'node:crypto';
import { InhouseGameInfoSchema } from '@nova/contracts/api/inhouse';
import { INHOUSE_GAMES } from '@nova/contracts/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashChainLink, crashOutcome, crashPointFromHash } from './crash.ts';
import { playDice } from './dice.ts';
import { fairSource, serverSeedHash } from './fair.ts';
import { INHOUSE_GAME_INFO } from './info.ts';
import { JACKPOT_RULE, jackpotContribution, jackpotEligible } from './jackpot.ts';
import { minePositions, minesOutcome } from './mines.ts';
import { playPlinko } from './plinko.ts';
import { playSlot } from './slot.ts';
import { checkCommitment, verifyOutcome } from './verify.ts';

const seeds = {
  serverSeed: '3f8a6e1c9b2d4f7a0e5c8b1d6a9f2e4c7b0a3d6f9e2c5b8a1d4f7e0c3b6a9d2e',
  clientSeed: 'nova-client',
  nonce: 7,
};
const src = (stream = 'game') =>
  fairSource(seeds.serverSeed, seeds.clientSeed, seeds.nonce, stream);
const nodeHmac = (key: Uint8Array, data: Uint8Array) =>
  new Uint8Array(createHmac('sha256', key).update(data).digest());

describe('verifyOutcome', () => {
  it('recomputes every one-shot game from the seed triple and the choice', () => {
    expect(verifyOutcome('SLOT', seeds, {})).toEqual(playSlot(src(), src('jackpot')));
    expect(verifyOutcome('DICE', seeds, { target: 5000, direction: 'UNDER' })).toEqual(
      playDice(src(), { target: 5000, direction: 'UNDER' }),
    );
    expect(verifyOutcome('PLINKO', seeds, { rows: 16, risk: 'HIGH' })).toEqual(
      playPlinko(src(), { rows: 16, risk: 'HIGH' }),
    );
    expect(verifyOutcome('DICE', seeds, { target: 5000, direction: 'UNDER' })).toMatchObject({
      roll: 7126,
    });
  });

  it('gives the same outcomes with the injected node:crypto HMAC', () => {
    expect(verifyOutcome('SLOT', seeds, {}, { hmac: nodeHmac })).toEqual(
      verifyOutcome('SLOT', seeds, {}),
    );
  });

  it('replays a mines round on the mines of the seed triple', () => {
    const positions = minePositions(src(), 5);
    const safe = [...Array(25).keys()].filter((t) => !positions.includes(t)).slice(0, 3);
    expect(verifyOutcome('MINES', seeds, { mines: 5 }, { revealed: safe })).toEqual(
      minesOutcome(positions, safe, true),
    );
    expect(verifyOutcome('MINES', seeds, { mines: 5 })).toMatchObject({
      mines: positions,
      multiplierBps: 10_000,
    });
  });

  it('recomputes a crash bet from the chain link and salt', () => {
    const hash = crashChainLink('00'.repeat(32));
    expect(
      verifyOutcome('CRASH', seeds, {}, { hash, salt: 'nova-salt', cashedOutAt: 150 }),
    ).toEqual(crashOutcome(crashPointFromHash(hash, 'nova-salt'), 150));
    expect(() => verifyOutcome('CRASH', seeds, {})).toThrow(RangeError);
  });

  it('rejects bad choices instead of guessing', () => {
    expect(() => verifyOutcome('DICE', seeds, { target: 50, direction: 'UNDER' })).toThrow(
      RangeError,
    );
    expect(() => verifyOutcome('PLINKO', seeds, { rows: 9, risk: 'LOW' })).toThrow(RangeError);
    expect(() => verifyOutcome('MINES', seeds, { mines: 0 })).toThrow(RangeError);
    expect(() => verifyOutcome('ROULETTE' as 'DICE', seeds, {})).toThrow(RangeError);
  });

  it('has no stake input: the outcome depends only on the proof and the choice (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(['SLOT', 'DICE', 'PLINKO', 'MINES'] as const)),
        fc.string(),
        fc.nat({ max: 1e6 }),
        (game, clientSeed, nonce) => {
          const params = { target: 2500, direction: 'OVER', rows: 8, risk: 'LOW', mines: 3 };
          const proof = { ...seeds, clientSeed, nonce };
          expect(verifyOutcome(game, proof, params)).toEqual(
            verifyOutcome(game, { ...proof }, { ...params }),
          );
          expect(verifyOutcome.length).toBe(3);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('checks the commitment', () => {
    expect(checkCommitment(seeds.serverSeed, serverSeedHash(seeds.serverSeed))).toBe(true);
    expect(checkCommitment(seeds.serverSeed, serverSeedHash('other'))).toBe(false);
  });
});

describe('published info and jackpot rule', () => {
  it('describes every in-house game in the contract shape', () => {
    for (const game of INHOUSE_GAMES) {
      const info = INHOUSE_GAME_INFO[game];
      const parsed = InhouseGameInfoSchema.safeParse({
        game,
        gameCode: 'INHOUSE-X',
        minStake: '100',
        maxStake: '100000',
        ...JSON.parse(JSON.stringify(info)),
      });
      expect(parsed.success).toBe(true);
      expect(info.rtp).toMatch(/^\d{2}\.\d{2}$/u);
      expect(info.jackpot).toEqual({ contributes: true, canWin: game === 'SLOT' });
    }
  });

  it('prices the jackpot at 1 % of the minimum stake with a RM 100,000,000.00 pool', () => {
    const pool = 10_000_000_000n;
    // Expected win per eligible spin = pool / odds, in minor units.
    expect(pool / BigInt(JACKPOT_RULE.odds)).toBeLessThanOrEqual(JACKPOT_RULE.minStakeMinor / 100n);
    expect(JACKPOT_RULE.contributionBps).toBe(100);
    expect(jackpotContribution(12_345n)).toBe(123n);
    expect(jackpotContribution(99n)).toBe(0n);
    expect(jackpotEligible(99n)).toBe(false);
    expect(jackpotEligible(100n)).toBe(true);
  });
});
