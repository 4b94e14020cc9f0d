/** Fixtures of the in-house game screen tests: rounds, fairness answers and reduced motion. */

import type { CrashRoundView } from '@nova/contracts/api/crash-round';
import {
  type Fairness,
  getFairness,
  getInhouseRounds,
  type InhouseRound,
} from '@nova/contracts/api/inhouse';
import { INHOUSE_GAME_CODES, type InhouseGame } from '@nova/contracts/constants';
import type { EndpointDef } from '@nova/contracts/endpoint';
import { createElement } from 'react';
import type { Mock } from 'vitest';
import { answer, sessionOf } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';
import { InhouseGameScreen } from '../components/inhouse-game-screen';

export const HASH = 'a'.repeat(64);

export const NEXT_HASH = 'c'.repeat(64);
export const FAIRNESS: Fairness = {
  nextServerSeedHash: NEXT_HASH,
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

/** The mocks every screen test declares (vi.mock must stay in the test file). */
export interface ScreenMocks {
  callApi: Mock;
  state: { session: Session };
}

/** Before each screen test: no answers yet, a logged-in member, animations off. */
export function resetScreenMocks({ callApi, state }: ScreenMocks): void {
  callApi.mockReset();
  state.session = sessionOf();
  reduceMotion();
}

/**
 * Answers a game screen's calls: the seed pair, no last rounds (unless `answers` says
 * otherwise), and the game's own endpoints.
 */
export function serveGame(callApi: Mock, answers: Iterable<readonly [EndpointDef, unknown]>) {
  answer(
    callApi,
    new Map<EndpointDef, unknown>([[getFairness, FAIRNESS], [getInhouseRounds, []], ...answers]),
  );
}

/** Renders one in-house game in its frame, as /seamless does. */
export function renderGame(game: InhouseGame, { trial = false } = {}) {
  return renderWithProviders(
    createElement(InhouseGameScreen, { gameCode: INHOUSE_GAME_CODES[game], trial }),
  );
}

/** A crash round as the server shows it, BETTING until `bettingEndsAt` unless overridden. */
export function crashRound(
  roundId: string,
  bettingEndsAt: string,
  overrides: Partial<CrashRoundView> = {},
): CrashRoundView {
  return {
    roundId,
    status: 'BETTING',
    bettingEndsAt,
    startedAt: null,
    crashPoint: null,
    hash: null,
    previousHash: null,
    bets: [],
    ...overrides,
  };
}
