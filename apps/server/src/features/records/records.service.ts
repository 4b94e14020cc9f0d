import type {
  BonusRecord,
  ProfitRow,
  TransactionRecord,
  TransactionType,
} from '@nova/contracts/api/records';
import type { Db } from '../../db/client.ts';
import { AppError, type ErrorDetail } from '../../lib/app-error.ts';
import {
  type DayRange,
  findBonuses,
  findProfit,
  findTransactions,
  type KindFilter,
  type Page,
} from './records.repository.ts';

/**
 * Records pages (issue 4; spec §2 transactionHistory, personalProfit, bonusDetails; decision
 * 016). Everything is read from the member's own ledger entries; counts and totals come from
 * SQL over the whole filtered range, never from the page.
 */

/**
 * The one table from ledger posting kinds to the record types the member filters by. Kinds
 * not listed (seed or operator corrections, later issues' kinds) show as ADJUSTMENT.
 */
export const KIND_TYPES: Readonly<Record<string, Exclude<TransactionType, 'ADJUSTMENT'>>> = {
  DEPOSIT: 'DEPOSIT',
  WITHDRAWAL_HOLD: 'WITHDRAWAL',
  WITHDRAWAL_RELEASE: 'WITHDRAWAL',
  WITHDRAWAL_PAY: 'WITHDRAWAL',
  WITHDRAWAL_REFUND: 'WITHDRAWAL',
  TRANSFER_HOLD: 'TRANSFER',
  TRANSFER_IN: 'TRANSFER',
  TRANSFER_OUT: 'TRANSFER',
  TRANSFER_RELEASE: 'TRANSFER',
  MEMBER_TRANSFER: 'MEMBER_TRANSFER',
  BET: 'BET',
  WIN: 'WIN',
  BONUS: 'BONUS',
};

export function typeOfKind(kind: string): TransactionType {
  return Object.hasOwn(KIND_TYPES, kind) ? (KIND_TYPES[kind] as TransactionType) : 'ADJUSTMENT';
}

/** The type filter as a kind list for SQL: ADJUSTMENT is "none of the known kinds". */
export function kindFilter(type: TransactionType | undefined): KindFilter {
  if (type === undefined) return null;
  const known = Object.keys(KIND_TYPES);
  if (type === 'ADJUSTMENT') return { except: known };
  return { only: known.filter((kind) => KIND_TYPES[kind] === type) };
}

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

/**
 * Metadata keys that name the business reference, first present wins, per record type. What
 * the features write: deposits and withdrawals {reference} (payments/deposit-credit.ts,
 * withdrawals/withdrawals.model.ts), wallet transfers {vendor, direction}, member transfers
 * {from, to} (account names), vendor bets and wins {vendor, txId}, bonuses {source, title}.
 */
const REFERENCE_KEYS: Readonly<Record<TransactionType, readonly string[]>> = {
  DEPOSIT: ['reference', 'orderNo'],
  WITHDRAWAL: ['reference', 'orderNo'],
  TRANSFER: ['vendor', 'reference'],
  MEMBER_TRANSFER: ['counterparty', 'reference'],
  BET: ['vendor', 'reference'],
  WIN: ['vendor', 'reference'],
  BONUS: ['title', 'source', 'reference'],
  ADJUSTMENT: ['reference', 'source'],
};
const REFERENCE_MAX = 100;

/**
 * The reference a record shows, from whatever the posting's metadata carries; missing keys
 * fall through to the next, and no key at all is null. A member transfer names the other
 * member (the receiver on the sender's debit, the sender on the receiver's credit); vendor
 * bets and wins add the vendor's transaction id ("AG 123").
 */
export function referenceOf(
  type: TransactionType,
  metadata: Record<string, unknown> | null,
  amount: bigint,
): string | null {
  if (!metadata) return null;
  const text = (key: string) => {
    const value = metadata[key];
    return typeof value === 'string' && value.length > 0
      ? value
      : typeof value === 'number'
        ? String(value)
        : undefined;
  };
  const keys =
    type === 'MEMBER_TRANSFER'
      ? [...(amount < 0n ? ['to', 'toAccount'] : ['from', 'fromAccount']), ...REFERENCE_KEYS[type]]
      : REFERENCE_KEYS[type];
  let reference = keys.map(text).find((v) => v !== undefined);
  if ((type === 'BET' || type === 'WIN') && reference && text('txId'))
    reference = `${reference} ${text('txId')}`;
  return reference ? reference.slice(0, REFERENCE_MAX) : null;
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

/** Kinds the profit page sums (see findProfit for why withdrawals are the paid amounts). */
const PROFIT_KINDS = {
  bet: 'BET',
  win: 'WIN',
  bonus: 'BONUS',
  deposit: 'DEPOSIT',
  withdrawalPaid: 'WITHDRAWAL_PAY',
} as const;

export async function personalProfit(
  db: Db,
  memberId: number,
  timezone: string,
  query: RangeQuery,
): Promise<{ rows: ProfitRow[]; totals: Omit<ProfitRow, 'date'> }> {
  const range = dayRange(query, timezone);
  const data = await findProfit(db, memberId, range, PROFIT_KINDS);
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
