import { z } from 'zod/mini';
import { GAME_CATEGORIES } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  DateRangeQuerySchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  PageQuerySchema,
  paged,
} from './money-fields.ts';

/**
 * Betting records and profit and loss by game (issue 5 "Records"; spec §2 personalHistoryCopy,
 * personalProfit). One record per round: seamless vendor and in-house rounds from the member's
 * ledger postings (BET, WIN, BET_REFUND, JACKPOT_WIN grouped by vendor and roundId), transfer-mode
 * vendors' bets from their bet feed. Days are the brand's calendar days, as in the other records
 * pages; totals cover the whole filtered range, not the page.
 */
export const BET_STATUSES = ['SETTLED', 'OPEN', 'CANCELLED'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
export const BET_SOURCES = ['SEAMLESS', 'INHOUSE', 'CRASH', 'TRANSFER'] as const;

export const BetRecordSchema = z.object({
  roundId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  gameCode: z.string(),
  gameName: z.string(),
  /** Bets less refunds. */
  stake: MinorUnitsSchema,
  /** Wins and jackpot wins. */
  payout: MinorUnitsSchema,
  /** payout − stake. */
  profit: MinorUnitsSchema,
  status: z.enum(BET_STATUSES),
  placedAt: IsoDateTimeSchema,
  settledAt: z.nullable(IsoDateTimeSchema),
  source: z.enum(BET_SOURCES),
  /** The in-house round (source INHOUSE), for the fairness page's round check; null otherwise. */
  inhouseRoundId: z.nullable(z.string()),
  /**
   * A crash round's revealed hash-chain link and its chain's published salt (source CRASH, once
   * crashed), for the fairness page's crash checker; null otherwise. Crash rounds are numbered
   * apart from in-house rounds, so they are never checked by inhouseRoundId.
   */
  crashProof: z.nullable(
    z.object({ hash: z.string().check(z.regex(/^[0-9a-f]{64}$/u)), salt: z.string() }),
  ),
});
export type BetRecord = z.infer<typeof BetRecordSchema>;

export const BetTotalsSchema = z.object({
  stake: MinorUnitsSchema,
  payout: MinorUnitsSchema,
  profit: MinorUnitsSchema,
  count: z.number().check(z.int(), z.gte(0)),
});
export type BetTotals = z.infer<typeof BetTotalsSchema>;

export const BetRecordsQuerySchema = z.extend(
  z.extend(PageQuerySchema, DateRangeQuerySchema.shape),
  {
    gameType: z.optional(z.enum(GAME_CATEGORIES)),
    vassalage: z.optional(z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/u))),
    gameCode: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    status: z.optional(z.enum(BET_STATUSES)),
  },
);
export type BetRecordsQuery = z.infer<typeof BetRecordsQuerySchema>;

export const getBetRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/records/bets',
  summary: "The member's betting records (one per round) over a date range, with totals",
  tags: ['records'],
  auth: 'member',
  query: BetRecordsQuerySchema,
  response: envelope(z.extend(paged(BetRecordSchema), { totals: BetTotalsSchema })),
});

const ProfitFiguresSchema = z.object({
  stake: MinorUnitsSchema,
  payout: MinorUnitsSchema,
  profit: MinorUnitsSchema,
  /** Rounds that were not cancelled. */
  rounds: z.number().check(z.int(), z.gte(0)),
});

export const VendorProfitSchema = z.extend(ProfitFiguresSchema, {
  vassalage: z.string(),
  vendorName: z.string(),
});

export const GameProfitSchema = z.extend(ProfitFiguresSchema, {
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  gameCode: z.string(),
  gameName: z.string(),
});

export const GameProfitReportSchema = z.object({
  byVendor: z.array(VendorProfitSchema),
  byGame: z.array(GameProfitSchema),
  totals: ProfitFiguresSchema,
});
export type GameProfitReport = z.infer<typeof GameProfitReportSchema>;

export const getGameProfit = defineEndpoint({
  method: 'GET',
  path: '/wps/records/game-profit',
  summary: 'Personal profit and loss by vendor and by game over a date range, with totals',
  tags: ['records'],
  auth: 'member',
  query: DateRangeQuerySchema,
  response: envelope(GameProfitReportSchema),
});
