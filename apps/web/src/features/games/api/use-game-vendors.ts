import { getGameVendors, type VendorLane } from '@nova/contracts/api/game-vendors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { type PrizeMode, prizeMode, splitLanes } from '../lib/lanes';

/** Session storage key of the split lanes (spec §3 "Session storage keys": gameVendor). */
export const GAME_VENDOR_STORAGE_KEY = 'gameVendor';

interface StoredLanes {
  lang: string;
  lanes: VendorLane[];
}

function readStored(lang: string): VendorLane[] | undefined {
  try {
    const raw = sessionStorage.getItem(GAME_VENDOR_STORAGE_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as StoredLanes;
    return stored.lang === lang && Array.isArray(stored.lanes) ? stored.lanes : undefined;
  } catch {
    return undefined;
  }
}

function store(lang: string, lanes: VendorLane[]): void {
  try {
    sessionStorage.setItem(GAME_VENDOR_STORAGE_KEY, JSON.stringify({ lang, lanes }));
  } catch {
    // Storage full or refused: the query cache still holds the lanes for this visit.
  }
}

export function gameVendorsQuery(lang: string) {
  return queryOptions({
    queryKey: queryKeys.gameVendors(lang),
    queryFn: async ({ signal }) => {
      const lanes = splitLanes(
        await callApi(getGameVendors, { query: { language: lang }, signal }),
      );
      store(lang, lanes);
      return lanes;
    },
    // What this tab already loaded shows at once; it is refreshed in the background.
    initialData: () => readStored(lang),
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

/**
 * Vendor lanes split as spec §4 says (esports and cockfight after sports, in-house after RNG),
 * for the current language, and the lottery prize mode they imply.
 */
export function useGameVendors(): {
  lanes: VendorLane[];
  prizeMode: PrizeMode;
  isLoading: boolean;
} {
  const { code } = useLanguage();
  const query = useQuery(gameVendorsQuery(code));
  const lanes = query.data ?? [];
  return { lanes, prizeMode: prizeMode(lanes), isLoading: query.isLoading };
}
