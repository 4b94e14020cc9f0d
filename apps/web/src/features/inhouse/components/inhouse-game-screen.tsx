import type { InhouseGame } from '@nova/contracts/constants';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/spinner';
import { RealSessionProvider, TrialSessionProvider } from '../hooks/game-session';
import { gameOfCode } from '../lib/games';
import { GameFrame } from './game-frame';

/** Each game's screen is its own chunk: opening the slot does not load the crash canvas. */
const SCREENS: Record<InhouseGame, ComponentType> = {
  SLOT: lazy(() => import('./slot/slot-screen').then((m) => ({ default: m.SlotScreen }))),
  DICE: lazy(() => import('./dice/dice-screen').then((m) => ({ default: m.DiceScreen }))),
  CRASH: lazy(() => import('./crash/crash-screen').then((m) => ({ default: m.CrashScreen }))),
  MINES: lazy(() => import('./mines/mines-screen').then((m) => ({ default: m.MinesScreen }))),
  PLINKO: lazy(() => import('./plinko/plinko-screen').then((m) => ({ default: m.PlinkoScreen }))),
};

/**
 * One in-house game (vassalage INHOUSE) by its catalogue gameId, shown in /seamless (issue 5).
 * `trial`: free play with play money, no server rounds.
 */
export function InhouseGameScreen({ gameCode, trial }: { gameCode: string; trial: boolean }) {
  const { t } = useTranslation('inhouse');
  const game = gameOfCode(gameCode);
  if (!game) {
    return (
      <div data-testid="inhouse-game" data-game-code={gameCode}>
        <EmptyState icon="alert" title={t('unknownGame')} />
      </div>
    );
  }
  const Screen = SCREENS[game];
  const Provider = trial ? TrialSessionProvider : RealSessionProvider;
  return (
    <div data-testid="inhouse-game" data-game-code={gameCode} data-trial={trial}>
      <Provider game={game} gameCode={gameCode}>
        <GameFrame>
          <Suspense fallback={<Spinner size="lg" label={t('loading')} />}>
            <Screen />
          </Suspense>
        </GameFrame>
      </Provider>
    </div>
  );
}
