/** Fixtures of the in-house game screen tests: rounds, fairness answers and reduced motion. */
import type { Fairness, InhouseRound } from '@nova/contracts/api/inhouse';
import { INHOUSE_GAME_CODES, type InhouseGame } from '@nova/contracts/constants';

export const HASH = 'a'.repeat(64);

export const FAIRNESS: Fairness = {
  current: { serverSeedHash: HASH, clientSeed: 'lucky', nonce: 4 },
  previous: null,
};

export function roundOf(
  game: InhouseGame,
  outcome: object | null,
  overrides: Partial<InhouseRound> = {},
): InhouseRound {
  return {
    roundId: '41',
    game,
    gameCode: INHOUSE_GAME_CODES[game],
    status: 'SETTLED',
    stake: '100',
    payout: '0',
    multiplier: '0.00',
    params: {},
    outcome: outcome as Record<string, unknown> | null,
    jackpotWin: '0',
    proof: { serverSeedHash: HASH, clientSeed: 'lucky', nonce: 3, serverSeed: null },
    settledBy: 'PLAYER',
    createdAt: '2026-11-24T00:00:00.000Z',
    settledAt: '2026-11-24T00:00:00.000Z',
    ...overrides,
  };
}

/** Animations jump to their end (the screens honour prefers-reduced-motion). */
export function reduceMotion(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
