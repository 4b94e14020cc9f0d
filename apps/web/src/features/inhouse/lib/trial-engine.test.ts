import type { InhouseRound } from '@nova/contracts/api/inhouse';
import { fairSource } from '@nova/games-math/fair';
import { MINES_TILES, minePositions } from '@nova/games-math/mines';
import { MAX_ROUND_PAYOUT } from '@nova/games-math/payout';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { TrialEngine } from './trial-engine';
import { checkRound } from './verify';

/** A trial round with its server seed revealed, as after a rotation. */
function revealed(round: InhouseRound, serverSeed: string): InhouseRound {
  return { ...round, proof: { ...round.proof, serverSeed } };
}

afterEach(() => vi.restoreAllMocks());

describe('TrialEngine', () => {
  it('pays at most the maximum payout per round, as real play does', () => {
    // Every seed of this engine is 32 bytes of 7s, so its mines can be worked out here.
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView>(array: T): T => {
        if (array instanceof Uint8Array) array.fill(7);
        return array;
      },
    );
    const engine = new TrialEngine(2_000_000n);
    const open = engine.startMines(1_000_000n, 20);
    const { clientSeed, nonce } = open.round.proof;
    const mines = minePositions(fairSource('07'.repeat(32), clientSeed, nonce), 20);
    const safe = Array.from({ length: MINES_TILES }, (_, t) => t).filter((t) => !mines.includes(t));
    let last = open;
    for (const tile of safe) last = engine.revealMine(open.round.roundId, tile);
    // A cleared board of 20 mines is 2504.70× of RM 10,000: far above the cap.
    expect(last.round.status).toBe('SETTLED');
    expect(last.round.payout).toBe(MAX_ROUND_PAYOUT.toString());
    expect(engine.balance).toBe(2_000_000n - 1_000_000n + MAX_ROUND_PAYOUT);
  });

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

  it('commits the next server seed before the client seed is chosen', () => {
    const engine = new TrialEngine(500n);
    const committed = engine.fairness().nextServerSeedHash;
    const rotated = engine.rotate('my own seed');
    expect(rotated.current).toMatchObject({ serverSeedHash: committed, clientSeed: 'my own seed' });
    expect(rotated.nextServerSeedHash).not.toBe(committed);
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
