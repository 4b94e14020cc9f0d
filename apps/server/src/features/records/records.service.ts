import type {
  BonusRecord,
  ProfitRow,
  TransactionRecord,
  TransactionType,
} from '@nova/contracts/api/records';
import type { Db } from '../../db/client.ts';
import { AppError, type ErrorDetail } from '../../lib/app-error.ts';
import type { DayRange } from './records.model.ts';
import { findBonuses, findProfit, findTransactions, type Page } from './records.repository.ts';
import { kindFilter, referenceOf, typeOfKind } from './records-kinds.ts';

/**
 * Records pages (issue 4; spec §2 transactionHistory, personalProfit, bonusDetails; decision
 * 016). Everything is read from the member's own ledger entries; counts and totals come from
 * SQL over the whole filtered range, never from the page.
 */

/** Spec §2 records pages: a range of at most 92 calendar days, both included. */
export const MAX_RANGE_DAYS = 92;
const DAY_MS = 86_400_000;

export interface RangeQuery {
  from: string;
  to: string;
}

/** Check the range (VALIDATION_FAILED listing the problem) and attach the brand's zone. */
export function dayRange(query: RangeQuery, timezone: string): DayRange {
  const details: ErrorDetail[] = [];
  const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
  if (!(days >= 1)) details.push({ path: 'to', issue: 'on or after from' });
  else if (days > MAX_RANGE_DAYS)
    details.push({ path: 'to', issue: `at most ${MAX_RANGE_DAYS} days after from` });
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', 'invalid date range', details);
  return { from: query.from, to: query.to, timezone };
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

function pageOf(query: PageQuery): Page {
  return { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
}

function paging(query: PageQuery, total: number) {
  return {
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
    totalElements: total,
  };
}

export interface TransactionQuery extends PageQuery, RangeQuery {
  type?: TransactionType;
}

export async function transactionHistory(
  db: Db,
  memberId: number,
  timezone: string,
  query: TransactionQuery,
) {
  const range = dayRange(query, timezone);
  const rows = await findTransactions(db, memberId, range, kindFilter(query.type), pageOf(query));
  const head = rows[0];
  if (!head) throw new Error('records: the totals row is missing');
  const content: TransactionRecord[] = rows.flatMap((row) => {
    if (row.id === null || row.kind === null || row.time === null || row.amount === null) return [];
    const type = typeOfKind(row.kind);
    return [
      {
        id: Number(row.id),
        time: row.time,
        type,
        kind: row.kind,
        amount: row.amount,
        balanceAfter: row.balance_after ?? '0',
        reference: referenceOf(type, row.metadata, BigInt(row.amount)),
      },
    ];
  });
  return {
    content,
    ...paging(query, head.total),
    totals: { credit: head.credit, debit: head.debit, net: head.net },
  };
}

/**
 * Ledger kinds the profit page sums beside the rounds (see findProfit: bets and wins are the
 * rounds' stakes and payouts; withdrawals are the paid amounts).
 */
const PROFIT_KINDS = {
  bonus: 'BONUS',
  deposit: 'DEPOSIT',
  withdrawalPaid: 'WITHDRAWAL_PAY',
} as const;

export async function personalProfit(
  db: Db,
  memberId: number,
  brand: { id: number; timezone: string },
  query: RangeQuery,
): Promise<{ rows: ProfitRow[]; totals: Omit<ProfitRow, 'date'> }> {
  const range = dayRange(query, brand.timezone);
  const data = await findProfit(db, memberId, brand.id, range, PROFIT_KINDS);
  const figures = ({ day: _day, ...rest }: (typeof data)[number]) => rest;
  const totalsRow = data.find((row) => row.day === null);
  if (!totalsRow) throw new Error('records: the totals row is missing');
  return {
    rows: data.flatMap((row) => (row.day === null ? [] : [{ date: row.day, ...figures(row) }])),
    totals: figures(totalsRow),
  };
}

export async function bonusDetails(
  db: Db,
  memberId: number,
  timezone: string,
  query: PageQuery & RangeQuery,
) {
  const range = dayRange(query, timezone);
  const rows = await findBonuses(db, memberId, range, 'BONUS', pageOf(query));
  const head = rows[0];
  if (!head) throw new Error('records: the totals row is missing');
  const content: BonusRecord[] = rows.flatMap((row) =>
    row.id === null || row.time === null || row.amount === null
      ? []
      : [
          {
            id: Number(row.id),
            time: row.time,
            source: row.source ?? 'UNKNOWN',
            title: row.title,
            amount: row.amount,
            turnoverRequired: row.turnover_required ?? '0',
          },
        ],
  );
  return { content, ...paging(query, head.total), total: head.sum };
}
