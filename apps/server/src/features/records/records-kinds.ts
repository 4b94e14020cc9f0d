import type { TransactionType } from '@nova/contracts/api/records';
import type { KindFilter } from './records.repository.ts';

/**
 * Ledger posting kinds as the records pages show them (issue 4; decision 016): the record
 * type of each kind, the type filter as a kind list, and the reference a record shows.
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
  // A transfer-mode vendor's game result, booked with a transfer out (decision 027): listed
  // beside it, never counted in profit and loss (the bet feed's rounds are, decision 025).
  TRANSFER_VENDOR_RESULT: 'TRANSFER',
  MEMBER_TRANSFER: 'MEMBER_TRANSFER',
  BET: 'BET',
  WIN: 'WIN',
  BONUS: 'BONUS',
  AGENT_DIVIDEND: 'COMMISSION',
  AGENT_SALARY: 'COMMISSION',
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
  COMMISSION: ['reference'],
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
