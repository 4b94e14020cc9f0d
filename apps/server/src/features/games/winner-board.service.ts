import type { WinnerBoardEntry } from '@nova/contracts/api/winners-and-jackpot';
import { GAME_CATEGORIES, type GameCategory, WINNER_BOARD_DAYS } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { gameIconPath, vendorLogoPath } from '../../db/seed/catalogue.ts';
import { maskName } from '../../lib/mask-name.ts';
import { cacheFor } from '../../lib/ttl-cache.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { resolveLanguage } from '../brand/brand.service.ts';
import { findBiggestWins, type WinnerRow } from './board.repository.ts';

/**
 * Winner board (spec §3 "Winner board entry", §7 winner board; SECURITY.md: real figures, never
 * invented): the biggest real settled wins of the last WINNER_BOARD_DAYS days from the ledger,
 * largest first, the winner's account masked. Nobody has won: an empty list.
 */
const CACHE_MS = 30_000;

function categoryOf(...candidates: (string | null)[]): GameCategory | undefined {
  return candidates.find((c): c is GameCategory =>
    (GAME_CATEGORIES as readonly (string | null)[]).includes(c),
  );
}

function toEntry(row: WinnerRow, currency: string): WinnerBoardEntry[] {
  const gameType = categoryOf(row.category, row.game_category);
  if (!gameType) return [];
  const code = row.game_id ?? row.game_code ?? row.vendor;
  return [
    {
      customerName: maskName(row.account),
      winAmount: row.amount,
      currency,
      // A vendor lobby code that is not a catalogue game shows the vendor's logo.
      iconUrl: row.game_id ? gameIconPath(row.game_id) : vendorLogoPath(row.vendor),
      gameName: row.game_name ?? code,
      gameId: code,
      vassalage: row.vendor_code ?? row.vendor,
      gameType,
      wonAt: row.won_at,
    },
  ];
}

export interface WinnerBoardQuery {
  gameCategory: 'ALL' | GameCategory;
  limitNum: number;
  language?: string;
}

export async function winnerBoard(
  db: Db,
  brand: BrandRecord,
  query: WinnerBoardQuery,
): Promise<WinnerBoardEntry[]> {
  const language = resolveLanguage(brand, query.language);
  const cache = cacheFor<WinnerBoardEntry[]>(db, 'winner-board', CACHE_MS);
  const key = JSON.stringify([brand.id, language, query.gameCategory, query.limitNum]);
  const hit = cache.get(key);
  if (hit) return hit;
  const category = query.gameCategory === 'ALL' ? null : query.gameCategory;
  const found = await findBiggestWins(db, brand.id, category, WINNER_BOARD_DAYS, query.limitNum);
  const entries = found.flatMap((row) => toEntry(row, brand.currency));
  cache.set(key, entries);
  return entries;
}
