import {
  cashoutMines,
  type InhousePlayResult,
  playInhouse,
  revealMine,
  rotateSeed,
  startMines,
} from '@nova/contracts/api/inhouse';
import type { WalletBalance } from '@nova/contracts/api/wallet';
import type { InhouseGame } from '@nova/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useRef, useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useBalance } from '../../wallet/api/use-balance';
import { useBrandMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useFairness, useInhouseRounds } from '../api/inhouse-queries';
import { newRequestId } from '../lib/games';
import type { GameSession, PlayInput } from '../lib/session';
import { TrialEngine } from '../lib/trial-engine';

const SessionContext = createContext<GameSession | null>(null);

export function useGameSession(): GameSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useGameSession outside a game session provider');
  return session;
}

interface ProviderProps {
  game: InhouseGame;
  gameCode: string;
  children: ReactNode;
}

/** Play money a trial starts with: 10,000 in the brand's currency. */
export const TRIAL_START_UNITS = 10_000n;

/**
 * While a round animates, the balance shows the stake taken and not yet the win (the balance
 * event of the server may arrive first): the screen applies the answered balance at the end.
 */
function useHeldBalance(actual: bigint | null) {
  const [held, setHeld] = useState<bigint | null>(null);
  const balance = held ?? actual;
  return {
    balance,
    /** The balance shown when the round was asked for, less its stake. */
    holdFrom: (before: bigint | null, stake: bigint) => {
      if (before !== null) setHeld(before - stake);
    },
    release: () => setHeld(null),
  };
}

/** A logged-in member: every round on the server (money through the ledger). */
export function RealSessionProvider({ game, gameCode, children }: ProviderProps) {
  const queryClient = useQueryClient();
  const wallet = useBalance();
  const fairness = useFairness(true);
  const rounds = useInhouseRounds(game, true);
  const held = useHeldBalance(wallet.data ? BigInt(wallet.data.main) : null);

  const afterRound = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.inhouse.fairness });
    void queryClient.invalidateQueries({ queryKey: queryKeys.inhouse.rounds({}).slice(0, 2) });
  };
  const run = async (request: () => Promise<InhousePlayResult>, stake?: bigint) => {
    // Read before the request: a balance event may refetch the wallet before the answer lands.
    const before = held.balance;
    const result = await request();
    if (stake !== undefined) held.holdFrom(before, stake);
    afterRound();
    return result;
  };

  const session: GameSession = {
    game,
    gameCode,
    trial: false,
    balance: held.balance,
    applyBalance(balance) {
      queryClient.setQueryData<WalletBalance>(queryKeys.wallet.balance, (old) =>
        old ? { ...old, main: balance } : old,
      );
      held.release();
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.root });
    },
    fairness: fairness.data ?? null,
    async rotate(clientSeed) {
      const next = await callApi(rotateSeed, { body: clientSeed ? { clientSeed } : {} });
      // The answer is the new pair; the rounds of the old one now carry their revealed seed.
      queryClient.setQueryData(queryKeys.inhouse.fairness, next);
      void queryClient.invalidateQueries({ queryKey: queryKeys.inhouse.rounds({}).slice(0, 2) });
    },
    rounds: rounds.data ?? null,
    loadError: rounds.error ?? fairness.error ?? null,
    play: (input, stake) =>
      run(
        () =>
          callApi(playInhouse, {
            body: { ...input, requestId: newRequestId(), stake: stake.toString() } as never,
          }),
        stake,
      ),
    startMines: (stake, mines) =>
      run(() =>
        callApi(startMines, {
          body: { requestId: newRequestId(), stake: stake.toString(), params: { mines } },
        }),
      ),
    revealMine: (roundId, tile) => run(() => callApi(revealMine, { body: { roundId, tile } })),
    cashoutMines: (roundId) => run(() => callApi(cashoutMines, { body: { roundId } })),
  };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** Trial (play money): outcomes computed in the browser, no server call at all. */
export function TrialSessionProvider({ game, gameCode, children }: ProviderProps) {
  // Play money in the brand's scale: a trial needs no wallet.
  const { scale } = useBrandMoneyFormat();
  const engineRef = useRef<TrialEngine | null>(null);
  engineRef.current ??= new TrialEngine(TRIAL_START_UNITS * 10n ** BigInt(scale));
  const engine = engineRef.current;
  const [shown, setShown] = useState(engine.balance);
  // The engine mutates in place: a counter re-renders the screen after each of its changes.
  const [, setVersion] = useState(0);
  const held = useHeldBalance(shown);
  const changed = () => setVersion((v) => v + 1);
  const local = (action: () => InhousePlayResult, stake?: bigint) => {
    const before = held.balance;
    const result = action();
    if (stake !== undefined) held.holdFrom(before, stake);
    changed();
    return Promise.resolve(result);
  };
  const session: GameSession = {
    game,
    gameCode,
    trial: true,
    balance: held.balance,
    applyBalance(balance) {
      setShown(BigInt(balance));
      held.release();
    },
    fairness: engine.fairness(),
    rotate(clientSeed) {
      try {
        engine.rotate(clientSeed);
      } catch (error) {
        return Promise.reject(error);
      }
      changed();
      return Promise.resolve();
    },
    rounds: engine.rounds,
    loadError: null,
    play: (input: PlayInput, stake) => wrap(() => local(() => engine.play(input, stake), stake)),
    startMines: (stake, mines) => wrap(() => local(() => engine.startMines(stake, mines))),
    revealMine: (roundId, tile) => wrap(() => local(() => engine.revealMine(roundId, tile))),
    cashoutMines: (roundId) => wrap(() => local(() => engine.cashoutMines(roundId))),
  };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

function wrap(action: () => Promise<InhousePlayResult>): Promise<InhousePlayResult> {
  try {
    return action();
  } catch (error) {
    return Promise.reject(error);
  }
}
