import type { VendorItem } from '@nova/contracts/api/games';
import { VendorCard } from '../../../components/vendor-card';
import { useVendorLaunch } from '../hooks/use-vendor-launch';
import styles from './vendor-grid.module.css';

/** The vendors of a game screen; a card's buttons launch the vendor (spec §4 "Game launch"). */
export function VendorGrid({
  vendors,
  selected,
}: {
  vendors: readonly VendorItem[];
  selected?: string | null;
}) {
  const launch = useVendorLaunch();
  return (
    <ul className={styles.grid} data-testid="vendor-grid">
      {vendors.map((vendor, index) => (
        <li key={vendor.vassalage} data-testid={`vendor-card-${vendor.vassalage}`}>
          <VendorCard
            vendor={vendor}
            index={index}
            selected={vendor.vassalage === selected}
            onPlay={launch}
          />
        </li>
      ))}
    </ul>
  );
}
