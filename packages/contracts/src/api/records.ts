import { z } from 'zod/mini';
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
 * Records (issue 4; spec §2 pages transactionHistory, personalProfit, bonusDetails). Every
 * figure comes from the ledger; totals are computed in SQL over the whole filtered range, not
 * over the page.
 */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'MEMBER_TRANSFER',
  'BET',
  'WIN',
  'BONUS',
  /** Agent contract payouts: dividends and salaries received or paid (issue 15). */
  'COMMISSION',
  'ADJUSTMENT',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TransactionRecordSchema = z.object({
  id: z.number().check(z.int()),
  time: IsoDateTimeSchema,
  type: z.enum(TRANSACTION_TYPES),
  /** The ledger posting kind (DEPOSIT, WITHDRAWAL_HOLD, TRANSFER_IN, ...). */
  kind: z.string(),
  /**
   * Signed: positive credits the main wallet. Kind TRANSFER_VENDOR_RESULT (decision 027) is a
   * transfer-mode vendor's game result (positive = won there), booked on that vendor wallet: it
   * is listed but moves no main-wallet money, so the totals leave it out and its balanceAfter is
   * the main wallet's, unchanged.
   */
  amount: MinorUnitsSchema,
  balanceAfter: MinorUnitsSchema,
  /** The business reference (deposit or withdrawal number, vendor, counterparty account). */
  reference: z.nullable(z.string()),
});
export type TransactionRecord = z.infer<typeof TransactionRecordSchema>;

export const TransactionTotalsSchema = z.object({
  credit: MinorUnitsSchema,
  debit: MinorUnitsSchema,
  net: MinorUnitsSchema,
});

export const getTransactionHistory = defineEndpoint({
  method: 'GET',
  path: '/wps/member/records/transactions',
  summary: 'Account records of the main wallet by type and date range, with totals',
  tags: ['records'],
  auth: 'member',
  query: z.extend(z.extend(PageQuerySchema, DateRangeQuerySchema.shape), {
    type: z.optional(z.enum(TRANSACTION_TYPES)),
  }),
  response: envelope(z.extend(paged(TransactionRecordSchema), { totals: TransactionTotalsSchema })),
});

export const ProfitRowSchema = z.object({
  /** yyyy-MM-dd in the brand's time zone. */
  date: z.string(),
  bets: MinorUnitsSchema,
  wins: MinorUnitsSchema,
  bonus: MinorUnitsSchema,
  /** wins + bonus - bets. */
  profit: MinorUnitsSchema,
  deposits: MinorUnitsSchema,
  withdrawals: MinorUnitsSchema,
});
export type ProfitRow = z.infer<typeof ProfitRowSchema>;

export const getPersonalProfit = defineEndpoint({
  method: 'GET',
  path: '/wps/member/records/profit',
  summary: 'Personal profit and loss per day over a date range, with totals',
  tags: ['records'],
  auth: 'member',
  query: DateRangeQuerySchema,
  response: envelope(
    z.object({ rows: z.array(ProfitRowSchema), totals: z.omit(ProfitRowSchema, { date: true }) }),
  ),
});

export const BonusRecordSchema = z.object({
  id: z.number().check(z.int()),
  time: IsoDateTimeSchema,
  /** What granted it (the posting's source: PROMOTION, REBATE, MANUAL, ...). */
  source: z.string(),
  title: z.nullable(z.string()),
  amount: MinorUnitsSchema,
  turnoverRequired: MinorUnitsSchema,
});
export type BonusRecord = z.infer<typeof BonusRecordSchema>;

export const getBonusDetails = defineEndpoint({
  method: 'GET',
  path: '/wps/member/records/bonus',
  summary: 'Bonuses received over a date range, with the total',
  tags: ['records'],
  auth: 'member',
  query: z.extend(PageQuerySchema, DateRangeQuerySchema.shape),
  response: envelope(z.extend(paged(BonusRecordSchema), { total: MinorUnitsSchema })),
});
