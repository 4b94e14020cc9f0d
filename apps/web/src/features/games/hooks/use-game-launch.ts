import type { GameListItem, VendorItem } from '@nova/contracts/api/games';
import { useNavigate } from 'react-router';
import { create } from 'zustand';
import { openModal } from '../../modals/use-modals';
import { showTrialWarning } from '../../security/hooks/use-trial-warning';
import { useSession } from '../../session/hooks/use-session';
import { decideLaunch, type LaunchTarget } from '../lib/launch-decision';

/** The game whose maintenance message is showing (spec §8 "Game maintenance"); UI state only. */
interface MaintenanceState {
  target: LaunchTarget | null;
  show: (target: LaunchTarget) => void;
  hide: () => void;
}

export const useGameMaintenance = create<MaintenanceState>()((set) => ({
  target: null,
  show: (target) => set({ target }),
  hide: () => set({ target: null }),
}));

export function gameTarget(game: GameListItem): LaunchTarget {
  return {
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameCode: game.gameId,
    isGame: 'GAME',
    maintenance: game.maintenance,
  };
}

export function vendorTarget(vendor: VendorItem): LaunchTarget {
  return {
    vassalage: vendor.vassalage,
    gameType: vendor.gameType,
    isGame: vendor.isGame,
    maintenance: vendor.maintenance,
  };
}

export type GameLaunch = (target: LaunchTarget, options?: { trial?: boolean }) => void;

/**
 * Spec §4 "Game launch" (decision table in lib/launch-decision.ts): the login modal, the
 * real-account warning, the lottery screens, a provider list, the maintenance message or the
 * game screen /seamless, which asks the server for the launch.
 */
export function useGameLaunch(): GameLaunch {
  const session = useSession();
  const navigate = useNavigate();
  return (target, options) => {
    const decision = decideLaunch(target, session, options);
    switch (decision.kind) {
      case 'login':
        openModal('login', {});
        return;
      case 'trial-warning':
        showTrialWarning();
        return;
      case 'maintenance':
        useGameMaintenance.getState().show(target);
        return;
      case 'navigate':
        void navigate(decision.to);
        return;
    }
  };
}
