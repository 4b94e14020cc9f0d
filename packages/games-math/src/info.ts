/**
 * The published rules of the in-house games (issue 5, decision 018), served by
 * GET /wps/inhouse/games (InhouseGameInfoSchema). `rtp` is the exact return to player in percent,
 * rounded to 2 decimals; where it depends on the player's choice (dice target, mines count and
 * cash-out point, plinko table, crash cash-out) it is the LOWEST over every choice, so the figure
 * never overstates. Each figure is recomputed by the package's tests and checked by simulation
 * (tests and bench/rtp.mjs). The slot's figure comes from slot-rtp.ts (exact enumeration); it is
 * a constant here so importing this module stays cheap in the browser.
 *
 * `maxPayout` is the published maximum payout per round (payout.ts, MAX_ROUND_PAYOUT). The RTP
 * holds for every stake whose largest win stays under it; above, the cap lowers the return.
 */
import type { InhouseGame } from '@nova/contracts/constants';
import { CRASH_MAX_POINT, CRASH_MIN_CASHOUT } from './crash.ts';
import { DICE_NUMERATOR, DICE_OUTCOMES, DICE_TARGET_MAX, DICE_TARGET_MIN } from './dice.ts';
import { JACKPOT_RULE } from './jackpot.ts';
import { MINES_MAX, MINES_MIN, MINES_TILES, minesTable } from './mines.ts';
import { MAX_ROUND_PAYOUT } from './payout.ts';
import { PLINKO_RISKS, PLINKO_ROWS, PLINKO_TABLES, plinkoExactRtp } from './plinko.ts';
import {
  SLOT_FREE_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_FREE_SPINS_CAP,
  SLOT_LINE_COUNT,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_SCATTER_PAYS_BPS,
  SLOT_UNIT_BPS,
} from './slot-config.ts';

export interface InhouseGameInfo {
  /** Percent, 2 decimals. */
  rtp: string;
  rtpMethod: 'EXACT' | 'SIMULATION';
  paytable: Record<string, unknown>;
  jackpot: { contributes: boolean; canWin: boolean };
  /** The most one round pays, in minor units (a decimal string); jackpot wins are apart. */
  maxPayout: string;
}

/** numerator / denominator as a percentage rounded half up to 2 decimals: "98.99". */
export function formatRtp(numerator: bigint, denominator: bigint): string {
  const hundredths = (numerator * 10_000n * 2n + denominator) / (2n * denominator);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/** The slot's exact RTP (slot-rtp.ts: 0.962373…), fixed here and re-derived in slot.test.ts. */
export const SLOT_RTP = '96.24';
/** Lowest over every target and direction: w × floor(99e6 / w) / 1e8 (dice.test.ts). */
export const DICE_RTP = '98.99';
/** Lowest over every mine count and cash-out point (mines.test.ts). */
export const MINES_RTP = '98.99';
/** Every cash-out target ≥ 1.01x returns target × floor(99e / target) / (100e) ≈ 99 % (crash.test.ts). */
export const CRASH_RTP = '99.00';

const plinkoRtp: Record<string, Record<string, string>> = {};
for (const rows of PLINKO_ROWS) {
  plinkoRtp[rows] = {};
  for (const risk of PLINKO_RISKS) {
    const [n, d] = plinkoExactRtp({ rows, risk });
    (plinkoRtp[rows] as Record<string, string>)[risk] = formatRtp(n, d);
  }
}
const PLINKO_RTP = Object.values(plinkoRtp)
  .flatMap((byRisk) => Object.values(byRisk))
  .reduce((low, rtp) => (Number(rtp) < Number(low) ? rtp : low));

const minesTables: Record<string, number[]> = {};
for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) minesTables[mines] = minesTable(mines);

const maxPayout = MAX_ROUND_PAYOUT.toString();
const everyGameContributes = { contributes: JACKPOT_RULE.contributionBps > 0, canWin: false };

export const INHOUSE_GAME_INFO: Record<InhouseGame, InhouseGameInfo> = {
  SLOT: {
    rtp: SLOT_RTP,
    rtpMethod: 'EXACT',
    paytable: {
      name: 'Nova Fortune Reels',
      reels: 5,
      rows: 3,
      lines: SLOT_LINE_COUNT,
      paylines: SLOT_PAYLINES,
      lineBetUnitBps: SLOT_UNIT_BPS,
      /** Line pays in line-bet units for 3, 4 and 5 of a kind; WILD substitutes for all but SCATTER. */
      linePays: SLOT_PAYTABLE,
      scatterPaysBps: {
        3: SLOT_SCATTER_PAYS_BPS[0],
        4: SLOT_SCATTER_PAYS_BPS[1],
        5: SLOT_SCATTER_PAYS_BPS[2],
      },
      freeSpins: {
        awarded: { 3: SLOT_FREE_SPINS[0], 4: SLOT_FREE_SPINS[1], 5: SLOT_FREE_SPINS[2] },
        winMultiplier: SLOT_FREE_MULTIPLIER,
        cap: SLOT_FREE_SPINS_CAP,
        retrigger: true,
      },
      jackpot: 'A separate fair draw on every spin with a stake of at least the jackpot minimum',
    },
    jackpot: { contributes: JACKPOT_RULE.contributionBps > 0, canWin: true },
    maxPayout,
  },
  DICE: {
    rtp: DICE_RTP,
    rtpMethod: 'EXACT',
    paytable: {
      outcomes: DICE_OUTCOMES,
      targetMin: DICE_TARGET_MIN,
      targetMax: DICE_TARGET_MAX,
      winningOutcomes: { UNDER: 'target (roll < target)', OVER: '9999 - target (roll > target)' },
      multiplierBps: `floor(${DICE_NUMERATOR} / winningOutcomes)`,
      houseEdgePercent: '1.00',
      rtpRange: { min: DICE_RTP, max: '99.00' },
    },
    jackpot: everyGameContributes,
    maxPayout,
  },
  MINES: {
    rtp: MINES_RTP,
    rtpMethod: 'EXACT',
    paytable: {
      tiles: MINES_TILES,
      minesMin: MINES_MIN,
      minesMax: MINES_MAX,
      multiplierBps: 'floor(9900 × C(25, k) / C(25 − mines, k)) after k safe tiles',
      /** tables[mines][k] = cash-out multiplier (bps) after k safe tiles. */
      tables: minesTables,
      houseEdgePercent: '1.00',
      rtpRange: { min: MINES_RTP, max: '99.00' },
    },
    jackpot: everyGameContributes,
    maxPayout,
  },
  PLINKO: {
    rtp: PLINKO_RTP,
    rtpMethod: 'EXACT',
    paytable: {
      rows: PLINKO_ROWS,
      risks: PLINKO_RISKS,
      /** tables[rows][risk][slot] = multiplier (bps); slot = number of right bounces. */
      tables: PLINKO_TABLES,
      rtp: plinkoRtp,
    },
    jackpot: everyGameContributes,
    maxPayout,
  },
  CRASH: {
    rtp: CRASH_RTP,
    rtpMethod: 'EXACT',
    paytable: {
      crashPoint:
        'min(1000000.00, max(1.00, floor(99 × 2^52 / (2^52 − r)) / 100)), r = first 52 bits of HMAC_SHA256(link, salt)',
      /** The published maximum crash point (hundredths): 1,000,000.00x. */
      maxCrashPoint: CRASH_MAX_POINT,
      houseEdgePercent: '1.00',
      /** P(crash point < 1.01x) = 1 − 0.99 / 1.01. */
      instantCrashPercent: '1.98',
      minCashOut: CRASH_MIN_CASHOUT,
      /** A bet still riding when stake × multiplier reaches the maximum payout is cashed out there. */
      maxWinCashOut: 'ceil(maxPayout × 100 / stake) hundredths',
      chain: 'each revealed link hashes (SHA-256) to the previous round’s link',
    },
    jackpot: everyGameContributes,
    maxPayout,
  },
};
