import { payoutOf, pick, weighted } from './random.ts';

/**
 * The sandbox slot (RNG, BGS and anything without a page of its own): a 5×3 grid, paid on the
 * middle line. The win multiplier is drawn first from a published table (RTP 96.1%), then the
 * grid is drawn to show it: a win puts 3–5 of the paying symbol on the middle line.
 */
export const SYMBOLS = ['🍒', '🍋', '🔔', '🍀', '💎', '7️⃣', '👑'] as const;

/** [multiplier in tenths, weight out of 10 000, symbol index, matching reels]. */
const TABLE: readonly (readonly [number, number, number, number])[] = [
  [0, 4784, 0, 0],
  [5, 2000, 0, 3],
  [10, 1500, 1, 3],
  [20, 1130, 2, 4],
  [50, 400, 3, 4],
  [100, 150, 4, 5],
  [250, 30, 5, 5],
  [1000, 6, 6, 5],
];

/** Σ multiplier × weight / 10 000: the return to player of TABLE (about 0.961). */
export const SLOT_RTP = TABLE.reduce((sum, [m, w]) => sum + (m / 10) * w, 0) / 10_000;

export interface SlotOutcome {
  /** reels[reel][row], 5 reels of 3 symbols. */
  reels: string[][];
  multiplierTenths: number;
  payout: bigint;
}

export function spinSlot(stake: bigint): SlotOutcome {
  const [tenths, , symbol, matching] = TABLE[weighted(TABLE.map((row) => row[1]))] ?? [0, 0, 0, 0];
  const reels = Array.from({ length: 5 }, () => Array.from({ length: 3 }, () => pick(SYMBOLS)));
  const paying = SYMBOLS[symbol] as string;
  if (matching > 0) {
    for (let r = 0; r < matching; r++) (reels[r] as string[])[1] = paying;
    // The reel after the run must break it, or the line would read longer than it pays.
    if (matching < 5) (reels[matching] as string[])[1] = other(paying);
  } else {
    // A losing middle line: the second reel differs from the first.
    (reels[1] as string[])[1] = other((reels[0] as string[])[1] as string);
  }
  return { reels, multiplierTenths: tenths, payout: payoutOf(stake, tenths) };
}

function other(symbol: string): string {
  return pick(SYMBOLS.filter((s) => s !== symbol));
}
