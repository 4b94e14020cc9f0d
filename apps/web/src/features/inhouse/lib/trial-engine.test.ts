import type { InhouseRound } from '@nova/contracts/api/inhouse';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { TrialEngine } from './trial-engine';
import { checkRound } from './verify';

/** A trial round with its server seed revealed, as after a rotation. */
function revealed(round: InhouseRound, serverSeed: string): InhouseRound {
  return { ...round, proof: { ...round.proof, serverSeed } };
}

describe('TrialEngine', () => {
  it('moves play money by exactly stake and payout, and its rounds verify', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            stake: fc.bigInt({ min: 10n, max: 5_000n }),
            target: fc.integer({ min: 100, max: 9899 }),
            over: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (plays) => {
          const engine = new TrialEngine(1_000_000n);
          const rounds: InhouseRound[] = [];
          for (const play of plays) {
            const before = engine.balance;
            const params = {
              target: play.target,
              direction: play.over ? 'OVER' : 'UNDER',
            } as const;
            const result = engine.play({ game: 'DICE', params }, play.stake);
            expect(BigInt(result.balance)).toBe(before - play.stake + BigInt(result.round.payout));
            rounds.push(result.round);
          }
          const seed = engine.rotate().previous?.serverSeed ?? '';
          for (const round of rounds) {
            expect(checkRound(revealed(round, seed))?.verdict).toBe('VERIFIED');
          }
          expect(rounds.map((r) => r.proof.nonce)).toEqual(plays.map((_, i) => i));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses a stake above the play money and a rotation during an open mines round', () => {
    const engine = new TrialEngine(500n);
    expect(() => engine.play({ game: 'SLOT', params: {} }, 600n)).toThrow(ApiError);
    const open = engine.startMines(100n, 3);
    expect(open.round.status).toBe('OPEN');
    expect((open.round.outcome as { mines?: number[] }).mines).toBeUndefined();
    expect(() => engine.rotate()).toThrow(ApiError);
    const done = engine.cashoutMines(open.round.roundId);
    expect(done.round.status).toBe('SETTLED');
    expect(done.balance).toBe('500');
  });
});
