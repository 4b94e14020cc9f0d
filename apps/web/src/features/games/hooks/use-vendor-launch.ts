import type { VendorItem } from '@nova/contracts/api/games';
import { useGameLaunch, vendorTarget } from './use-game-launch';

/** A vendor card's play button: a provider list, a lottery screen or the vendor's lobby. */
export function useVendorLaunch(): (vendor: VendorItem) => void {
  const launch = useGameLaunch();
  return (vendor) => launch(vendorTarget(vendor));
}
