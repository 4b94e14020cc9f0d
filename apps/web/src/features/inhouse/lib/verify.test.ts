import type { InhouseRound } from '@nova/contracts/api/inhouse';
import { serverSeedHash } from '@nova/games-math/fair';
import { verifyOutcome } from '@nova/games-math/verify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundOf } from '../test/inhouse-test-kit';
import { checkRound } from './verify';

const SEED = '3f'.repeat(32);

function round(
  game: InhouseRound['game'],
  params: Record<string, unknown>,
  outcome: unknown,
): InhouseRound {
  return roundOf(game, outcome as object, {
    roundId: '5',
    params,
    proof: { serverSeedHash: serverSeedHash(SEED), clientSeed: 'mine', nonce: 9, serverSeed: SEED },
  });
}

const seeds = { serverSeed: SEED, clientSeed: 'mine', nonce: 9 };

describe('checkRound', () => {
  it('verifies a consistent round of every seed-pair game', () => {
    const dice = { target: 4000, direction: 'OVER' };
    const plinko = { rows: 12, risk: 'LOW' };
    const cases: [InhouseRound['game'], Record<string, unknown>][] = [
      ['SLOT', {}],
      ['DICE', dice],
      ['PLINKO', plinko],
    ];
    for (const [game, params] of cases) {
      const check = checkRound(round(game, params, verifyOutcome(game, seeds, params)));
      expect(check?.verdict).toBe('VERIFIED');
    }
    const mines = verifyOutcome('MINES', seeds, { mines: 5 }, { revealed: [] });
    expect(checkRound(round('MINES', { mines: 5 }, mines))?.verdict).toBe('VERIFIED');
  });

  it('says MISMATCH when the stored outcome or the commitment differs', () => {
    const params = { target: 5000, direction: 'UNDER' };
    const real = verifyOutcome('DICE', seeds, params) as { roll: number };
    const forged = { ...real, roll: (real.roll + 1) % 10_000 };
    expect(checkRound(round('DICE', params, forged))?.verdict).toBe('MISMATCH');
    const wrongHash = round('DICE', params, real);
    wrongHash.proof = { ...wrongHash.proof, serverSeedHash: 'b'.repeat(64) };
    const check = checkRound(wrongHash);
    expect(check?.verdict).toBe('MISMATCH');
    expect(check?.commitment).toBe(false);
    expect(check?.matches).toBe(true);
  });

  it('waits for the seed to be revealed', () => {
    const unrevealed = round('DICE', { target: 5000, direction: 'UNDER' }, {});
    unrevealed.proof = { ...unrevealed.proof, serverSeed: null };
    expect(checkRound(unrevealed)).toBeNull();
  });

  it('never verifies a plinko round whose path was changed', () => {
    const params = { rows: 8, risk: 'HIGH' };
    const real = verifyOutcome('PLINKO', seeds, params) as { path: number[] };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), (row) => {
        const path = real.path.map((bit, i) => (i === row ? 1 - bit : bit));
        return checkRound(round('PLINKO', params, { ...real, path }))?.verdict === 'MISMATCH';
      }),
    );
  });
});
