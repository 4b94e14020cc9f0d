/**
 * Reel strips of "Nova Fortune Reels" (decision 018), published as they are played: a stop shows
 * strip[stop], strip[stop + 1] and strip[stop + 2] (wrapping) from top to bottom. Reel 1 has no
 * WILD; every strip has exactly one SCATTER, so a window never shows two. The free-game strips
 * carry more WILDs. The symbol counts were tuned with the exact calculation in slot-rtp.ts (RTP
 * about 96 %); the order only spreads the symbols evenly (smooth weighted round robin).
 */
import type { SlotSymbol } from './types.ts';

const SYMBOLS: ReadonlySet<string> = new Set([
  'WILD',
  'SCATTER',
  'DRAGON',
  'PHOENIX',
  'TIGER',
  'KOI',
  'LOTUS',
  'A',
  'K',
  'Q',
  'J',
  'TEN',
]);

function strip(text: string): readonly SlotSymbol[] {
  const symbols = text.split(' ');
  for (const s of symbols) if (!SYMBOLS.has(s)) throw new Error(`unknown slot symbol ${s}`);
  return symbols as SlotSymbol[];
}

/** One string per reel, reels 1 to 5. */
const BASE = [
  'LOTUS A K Q J TEN PHOENIX TIGER KOI SCATTER DRAGON LOTUS A K Q J TEN PHOENIX TIGER KOI LOTUS A K Q J TEN',
  'WILD LOTUS A K Q J TEN PHOENIX TIGER KOI WILD SCATTER DRAGON LOTUS A K Q J TEN WILD PHOENIX TIGER KOI LOTUS A K Q J TEN WILD',
  'WILD LOTUS A K Q J TEN PHOENIX TIGER KOI WILD SCATTER DRAGON LOTUS A K Q J TEN WILD PHOENIX TIGER KOI LOTUS A K Q J TEN WILD',
  'WILD LOTUS A K Q J TEN PHOENIX TIGER KOI WILD SCATTER DRAGON LOTUS A K Q J TEN WILD PHOENIX TIGER KOI LOTUS A K Q J TEN WILD',
  'WILD TEN LOTUS A K Q J PHOENIX TIGER KOI WILD TEN SCATTER DRAGON LOTUS A K Q J WILD TEN PHOENIX TIGER KOI LOTUS A K Q J WILD TEN',
];

const FREE = [
  'LOTUS A K Q J TEN PHOENIX TIGER KOI SCATTER DRAGON LOTUS A K Q J TEN PHOENIX TIGER KOI LOTUS A K Q J TEN',
  'WILD LOTUS A K Q J TEN PHOENIX TIGER KOI WILD SCATTER DRAGON LOTUS A WILD K Q J TEN WILD PHOENIX TIGER KOI LOTUS A K Q J TEN WILD',
  'WILD LOTUS A K Q J TEN PHOENIX TIGER KOI WILD SCATTER DRAGON LOTUS A WILD K Q J TEN WILD PHOENIX TIGER KOI LOTUS A K Q J TEN WILD',
  'WILD LOTUS A K Q J TEN PHOENIX TIGER KOI WILD SCATTER DRAGON LOTUS A WILD K Q J TEN WILD PHOENIX TIGER KOI LOTUS A K Q J TEN WILD',
  'WILD LOTUS A K Q J TEN WILD PHOENIX TIGER KOI SCATTER WILD DRAGON LOTUS A K Q J TEN WILD PHOENIX TIGER WILD KOI LOTUS A K Q J TEN WILD',
];

export const SLOT_BASE_STRIPS: readonly (readonly SlotSymbol[])[] = BASE.map(strip);
export const SLOT_FREE_STRIPS: readonly (readonly SlotSymbol[])[] = FREE.map(strip);
