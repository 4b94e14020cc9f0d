import type { VendorItem } from '@nova/contracts/api/games';
import { LOTTERY_VENDOR_ROUTES } from '@nova/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { vendorPath } from '../../../lib/vendor-path';
import { openModal } from '../../modals/use-modals';
import { useSession } from '../../session/hooks/use-session';

function lotteryRoute(vassalage: string): string | undefined {
  return (LOTTERY_VENDOR_ROUTES as Record<string, string>)[vassalage];
}

/**
 * Spec §4 "Game launch": a provider list (isGame VASSALAGE) opens for anyone; launching needs a
 * real account: logged out -> login modal, trial -> 'in_need_true_account' warning; lottery
 * vendors go to their lottery screen; other games open the game popup.
 */
export function useVendorLaunch(): (vendor: VendorItem) => void {
  const { t } = useTranslation('session');
  const { isLogin, isTrial } = useSession();
  const navigate = useNavigate();
  return (vendor) => {
    const lottery = lotteryRoute(vendor.vassalage);
    if (!lottery && vendor.isGame === 'VASSALAGE') {
      void navigate(vendorPath(vendor.gameType, vendor.vassalage));
      return;
    }
    if (!isLogin) {
      openModal('login', {});
      return;
    }
    if (isTrial) {
      openModal('notice', { tone: 'warning', message: t('trial.needRealAccount') });
      return;
    }
    if (lottery) {
      void navigate(`${lottery}?gameCode=${encodeURIComponent(vendor.vassalage)}`);
      return;
    }
    openModal('gamePopup', { vendor: vendor.displayName });
  };
}
