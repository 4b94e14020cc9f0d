/**
 * Outcome shapes of the in-house games (issue 5, decision 018). The server stores them as the
 * round's `outcome` and the web renders and re-verifies them; both import these types.
 *
 * Every multiplier is an integer in basis points of the stake (10000 = 1x) and every payout is
 * `payoutFor(stake, multiplierBps)` = floor(stake * multiplierBps / 10000) in minor units: no
 * floats touch money. Outcomes are pure functions of (server seed, client seed, nonce, the
 * player's choices); the stake is never an input.
 */

/** A uniform source of 32-bit words (the fair HMAC stream, or a fast PRNG in simulations). */
export interface RandomSource {
  nextUint32(): number;
}

// ── Slot: "Nova Fortune Reels", 5 reels x 3 rows, 20 fixed lines, free spins ──────────────────
export type SlotSymbol =
  | 'WILD'
  | 'SCATTER'
  | 'DRAGON'
  | 'PHOENIX'
  | 'TIGER'
  | 'KOI'
  | 'LOTUS'
  | 'A'
  | 'K'
  | 'Q'
  | 'J'
  | 'TEN';

export interface SlotLineWin {
  /** 0-based index into SLOT_PAYLINES. */
  line: number;
  symbol: SlotSymbol;
  /** How many symbols from the left (3, 4 or 5). */
  count: number;
  /** Of the total stake, after the free-spin multiplier. */
  multiplierBps: number;
}

export interface SlotSpin {
  kind: 'BASE' | 'FREE';
  /** reels[reel][row], 5 x 3, top row first. */
  reels: SlotSymbol[][];
  /** Where each reel stopped on its strip (for verification). */
  stops: number[];
  lineWins: SlotLineWin[];
  scatterCount: number;
  scatterMultiplierBps: number;
  /** Free spins this spin awarded (0 if none). */
  freeSpinsAwarded: number;
  /** Line wins + scatter pay of this spin. */
  multiplierBps: number;
}

export interface SlotOutcome {
  game: 'SLOT';
  /** The base spin first, then every free spin it led to. */
  spins: SlotSpin[];
  multiplierBps: number;
  /** Whether this spin's separate jackpot draw hit (paid only when the stake is eligible). */
  jackpotHit: boolean;
}

// ── Dice ───────────────────────────────────────────────────────────────────────────────────────
export interface DiceParams {
  /** Hundredths, 100..9899. */
  target: number;
  direction: 'UNDER' | 'OVER';
}

export interface DiceOutcome {
  game: 'DICE';
  /** 0..9999: the roll in hundredths (00.00 to 99.99). */
  roll: number;
  win: boolean;
  /** The multiplier the bet pays if it wins (0 is never shown: see `win`). */
  payoutMultiplierBps: number;
  multiplierBps: number;
}

// ── Mines: 5 x 5 board ─────────────────────────────────────────────────────────────────────────
export interface MinesParams {
  mines: number;
}

export interface MinesOutcome {
  game: 'MINES';
  /** Tiles (0..24) the player revealed, in order. */
  revealed: number[];
  /** The mine positions, sorted; present only once the round is settled (hidden while OPEN). */
  mines?: number[];
  /** The tile that hit a mine, if one did. */
  hitMine: number | null;
  /** The multiplier for the safe tiles revealed so far. */
  multiplierBps: number;
  /** The multiplier one more safe tile would give (OPEN rounds). */
  nextMultiplierBps: number | null;
}

// ── Plinko ─────────────────────────────────────────────────────────────────────────────────────
export interface PlinkoParams {
  rows: 8 | 12 | 16;
  risk: 'LOW' | 'MEDIUM' | 'HIGH';
}

export interface PlinkoOutcome {
  game: 'PLINKO';
  /** One entry per row: 0 = left, 1 = right. */
  path: (0 | 1)[];
  /** 0..rows: the number of rights. */
  slot: number;
  multiplierBps: number;
}

// ── Crash ──────────────────────────────────────────────────────────────────────────────────────
/** Crash points and cash-outs are in hundredths (100 = 1.00x). */
export interface CrashOutcome {
  game: 'CRASH';
  crashPoint: number;
  cashedOutAt: number | null;
  multiplierBps: number;
}

export type InhouseOutcome =
  | SlotOutcome
  | DiceOutcome
  | MinesOutcome
  | PlinkoOutcome
  | CrashOutcome;
