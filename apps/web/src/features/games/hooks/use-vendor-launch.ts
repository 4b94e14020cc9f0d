import type { VendorItem } from '@nova/contracts/api/games';
import { LOTTERY_VENDOR_ROUTES } from '@nova/contracts/constants';
import { useNavigate } from 'react-router';
import { vendorPath } from '../../../lib/vendor-path';
import { openModal } from '../../modals/use-modals';
import { useProtectedAction } from '../../security/hooks/use-protected-action';

function lotteryRoute(vassalage: string): string | undefined {
  return (LOTTERY_VENDOR_ROUTES as Record<string, string>)[vassalage];
}

/**
 * Spec §4 "Game launch": a provider list (isGame VASSALAGE) opens for anyone; launching is a
 * protected action (logged out -> login modal; trial -> the 'in_need_true_account' warning and
 * the launch stops, SECURITY.md 16); lottery vendors go to their lottery screen; other games
 * open the game popup.
 */
export function useVendorLaunch(): (vendor: VendorItem) => void {
  const protect = useProtectedAction();
  const navigate = useNavigate();
  return (vendor) => {
    const lottery = lotteryRoute(vendor.vassalage);
    if (!lottery && vendor.isGame === 'VASSALAGE') {
      void navigate(vendorPath(vendor.gameType, vendor.vassalage));
      return;
    }
    protect(() => {
      if (lottery) {
        void navigate(`${lottery}?gameCode=${encodeURIComponent(vendor.vassalage)}`);
        return;
      }
      openModal('gamePopup', { vendor: vendor.displayName });
    });
  };
}
