import type { SlotSymbol } from '@nova/games-math/types';
import { useTranslation } from 'react-i18next';
import styles from '../panels.module.css';
import { SlotSymbolArt } from './slot-symbol';

/**
 * The slot's line pays as published by GET /wps/inhouse/games (`paytable.linePays`: symbol ->
 * line-bet units for 3, 4 and 5 of a kind), drawn with the reel symbols.
 */
export function SlotPaytable({ linePays }: { linePays: Record<string, unknown> }) {
  const { t } = useTranslation('inhouse');
  const rows = Object.entries(linePays).filter(
    (entry): entry is [string, number[]] =>
      Array.isArray(entry[1]) && entry[1].every((n) => typeof n === 'number'),
  );
  return (
    <table className={styles.table} data-testid="slot-paytable">
      <thead>
        <tr>
          <th scope="col">{t('rules.symbol')}</th>
          <th scope="col">×3</th>
          <th scope="col">×4</th>
          <th scope="col">×5</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([symbol, pays]) => (
          <tr key={symbol}>
            <th scope="row">
              <span className={styles.symbolCell}>
                <span className={styles.symbolArt}>
                  <SlotSymbolArt symbol={symbol as SlotSymbol} label="" />
                </span>
                {t(`slot.symbols.${symbol}`, { defaultValue: symbol })}
              </span>
            </th>
            {pays.map((units, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: 3, 4 and 5 of a kind
              <td key={index}>{units}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
