import { BET_STATUSES, type BetStatus } from '@nova/contracts/api/bet-records';
import { GAME_CATEGORIES, type GameCategory } from '@nova/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { gameMenusQuery } from '../../games/api/use-game-menus';
import styles from './records.module.css';

export interface BetFilters {
  gameType: GameCategory | '';
  vassalage: string;
  status: BetStatus | '';
}

export const NO_BET_FILTERS: BetFilters = { gameType: '', vassalage: '', status: '' };

/** The vendors of the game menus (all categories, or the chosen one), each vendor once. */
function useVendorOptions(gameType: GameCategory | '') {
  const { code } = useLanguage();
  // Not the suspense hook: the filters must not hide the records while the menus load.
  const menus = useQuery(gameMenusQuery(code)).data ?? [];
  const vendors = new Map<string, string>();
  for (const menu of menus) {
    if (gameType !== '' && menu.category !== gameType) continue;
    for (const vendor of menu.vendors) {
      if (!vendors.has(vendor.vassalage)) vendors.set(vendor.vassalage, vendor.displayName);
    }
  }
  return [...vendors].map(([vassalage, name]) => ({ vassalage, name }));
}

/** Game type, vendor and status of the betting records; any change goes back to page 1. */
export function BetRecordsFilters({
  value,
  onChange,
}: {
  value: BetFilters;
  onChange: (next: BetFilters) => void;
}) {
  const { t } = useTranslation('records');
  const id = useId();
  const vendors = useVendorOptions(value.gameType);
  return (
    <>
      <div className={styles.typeField}>
        <label htmlFor={`${id}-type`}>{t('bets.filters.gameType')}</label>
        <select
          id={`${id}-type`}
          className={styles.select}
          value={value.gameType}
          onChange={(event) => {
            const gameType = event.target.value as GameCategory | '';
            // A vendor of another category would filter everything out: start over.
            onChange({ ...value, gameType, vassalage: '' });
          }}
          data-testid="bet-records-game-type"
        >
          <option value="">{t('bets.filters.allGameTypes')}</option>
          {GAME_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`layout:category.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.typeField}>
        <label htmlFor={`${id}-vendor`}>{t('bets.filters.vendor')}</label>
        <select
          id={`${id}-vendor`}
          className={styles.select}
          value={value.vassalage}
          onChange={(event) => onChange({ ...value, vassalage: event.target.value })}
          data-testid="bet-records-vendor"
        >
          <option value="">{t('bets.filters.allVendors')}</option>
          {vendors.map((vendor) => (
            <option key={vendor.vassalage} value={vendor.vassalage}>
              {vendor.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.typeField}>
        <label htmlFor={`${id}-status`}>{t('bets.filters.status')}</label>
        <select
          id={`${id}-status`}
          className={styles.select}
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value as BetStatus | '' })}
          data-testid="bet-records-status"
        >
          <option value="">{t('bets.filters.allStatuses')}</option>
          {BET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`bets.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
