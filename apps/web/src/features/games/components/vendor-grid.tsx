import type { VendorItem } from '@nova/contracts/api/games';
import { VendorCard } from './vendor-card';
import styles from './vendor-grid.module.css';

export function VendorGrid({
  vendors,
  selected,
}: {
  vendors: readonly VendorItem[];
  selected?: string | null;
}) {
  return (
    <ul className={styles.grid} data-testid="vendor-grid">
      {vendors.map((vendor, index) => (
        <li key={vendor.vassalage}>
          <VendorCard vendor={vendor} index={index} selected={vendor.vassalage === selected} />
        </li>
      ))}
    </ul>
  );
}
