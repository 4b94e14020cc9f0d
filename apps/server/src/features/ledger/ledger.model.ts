import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { LedgerAccountKind } from '../../db/schema/ledger.ts';
import { AppError, type ErrorDetail } from '../../lib/app-error.ts';

/** House accounts of a brand; each is stored as `houseShards` rows (decision 011). */
/** A transaction handle or the database: both run `execute`. */
export type Executor = Pick<Db, 'execute'>;

export const HOUSE_ACCOUNTS = [
  'BETS',
  'PAYMENTS',
  'BONUS',
  'COMMISSION',
  'FEES',
  'JACKPOT',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

export type MemberAccountRef =
  | { memberId: number; kind: 'MAIN' | 'HELD' }
  | { memberId: number; kind: 'VENDOR'; vendor: string };
export type AccountRef = MemberAccountRef | { house: HouseAccount };

export interface Leg {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface PostingRequest {
  brandId: number;
  /** Unique per brand; a retry with the same key and content returns the first result. */
  idempotencyKey: string;
  /** What the posting is (DEPOSIT, BET, WIN, TRANSFER_IN, HOLD, ...): upper snake case. */
  kind: string;
  legs: readonly Leg[];
  metadata?: Record<string, unknown>;
}

export interface MemberBalance {
  account: MemberAccountRef;
  balance: bigint;
}

export interface PostResult {
  transferId: number;
  /** false: the key was already posted with this content and this is the first result. */
  created: boolean;
  /** Each member account of the posting and its balance right after the posting. */
  balances: MemberBalance[];
}

/** A member's accounts; absent accounts read as zero. */
export interface MemberBalances {
  main: bigint;
  held: bigint;
  vendors: Record<string, bigint>;
}

export const MAX_LEGS = 16;
export const MAX_KEY_LENGTH = 200;
const MAX_METADATA_BYTES = 4096;
/** No single leg moves more than 2^53 minor units, so sums stay far inside int8. */
export const MAX_LEG_AMOUNT = 2n ** 53n;
const KIND_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;
const VENDOR_PATTERN = /^[A-Z0-9_]{1,32}$/;

export function isHouseRef(ref: AccountRef): ref is { house: HouseAccount } {
  return 'house' in ref;
}

/** A stable text key for an account reference: 'M:12:MAIN', 'M:12:VENDOR:PG', 'H:BETS'. */
export function refKey(ref: AccountRef): string {
  if (isHouseRef(ref)) return `H:${ref.house}`;
  return ref.kind === 'VENDOR'
    ? `M:${ref.memberId}:VENDOR:${ref.vendor}`
    : `M:${ref.memberId}:${ref.kind}`;
}

export function accountKind(ref: AccountRef): LedgerAccountKind {
  if (isHouseRef(ref)) return `HOUSE_${ref.house}`;
  return `MEMBER_${ref.kind}`;
}

/** The member reference of a stored member account. */
export function memberRef(
  memberId: number,
  kind: LedgerAccountKind,
  vendor: string | null,
): MemberAccountRef {
  if (kind === 'MEMBER_VENDOR') return { memberId, kind: 'VENDOR', vendor: vendor ?? '' };
  return { memberId, kind: kind === 'MEMBER_HELD' ? 'HELD' : 'MAIN' };
}

/**
 * Check a posting before it is queued; throws VALIDATION_FAILED listing every problem. A
 * posting that passes is balanced, has at most one leg per account and only non-zero integer
 * amounts, so the database triggers never see a malformed transfer from this code.
 */
export function validatePosting(request: PostingRequest): void {
  const details: ErrorDetail[] = [];
  const fail = (path: string, issue: string) => details.push({ path, issue });
  if (!Number.isSafeInteger(request.brandId) || request.brandId <= 0)
    fail('brandId', 'a positive integer');
  const key = request.idempotencyKey;
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH)
    fail('idempotencyKey', `1 to ${MAX_KEY_LENGTH} characters`);
  else if (key.includes('\u0000')) fail('idempotencyKey', 'no NUL characters');
  if (typeof request.kind !== 'string' || !KIND_PATTERN.test(request.kind))
    fail('kind', 'upper snake case, at most 64 characters');
  const legs = Array.isArray(request.legs) ? request.legs : [];
  if (legs.length < 2 || legs.length > MAX_LEGS) fail('legs', `2 to ${MAX_LEGS} legs`);
  const seen = new Set<string>();
  let sum = 0n;
  legs.forEach((leg, i) => {
    const refProblem = checkRef(leg?.account);
    if (refProblem) fail(`legs.${i}.account`, refProblem);
    else {
      const k = refKey(leg.account);
      if (seen.has(k)) fail(`legs.${i}.account`, 'one leg per account');
      seen.add(k);
    }
    const amount = leg?.amount;
    if (typeof amount !== 'bigint' || amount === 0n) fail(`legs.${i}.amount`, 'a non-zero bigint');
    else if (amount > MAX_LEG_AMOUNT || amount < -MAX_LEG_AMOUNT)
      fail(`legs.${i}.amount`, 'out of range');
    else sum += amount;
  });
  if (sum !== 0n && details.length === 0) fail('legs', 'the legs must sum to zero');
  if (request.metadata !== undefined) {
    const problem = checkMetadata(request.metadata);
    if (problem) fail('metadata', problem);
  }
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', 'invalid posting', details);
}

function checkRef(ref: AccountRef | undefined): string | undefined {
  if (!ref || typeof ref !== 'object') return 'an account reference';
  if (isHouseRef(ref))
    return (HOUSE_ACCOUNTS as readonly string[]).includes(ref.house) ? undefined : 'unknown house';
  if (!Number.isSafeInteger(ref.memberId) || ref.memberId <= 0) return 'a positive member id';
  if (ref.kind === 'MAIN' || ref.kind === 'HELD') return undefined;
  if (ref.kind === 'VENDOR')
    return typeof ref.vendor === 'string' && VENDOR_PATTERN.test(ref.vendor)
      ? undefined
      : 'vendor code: A-Z, 0-9, _';
  return 'unknown account kind';
}

function checkMetadata(metadata: unknown): string | undefined {
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
    return 'an object';
  let text: string;
  try {
    text = JSON.stringify(metadata);
  } catch {
    return 'JSON only (no bigint, no cycles)';
  }
  // jsonb refuses \u0000; refusing it here keeps one bad posting from failing a batch.
  if (text.includes('\\u0000')) return 'no NUL characters';
  if (Buffer.byteLength(text) > MAX_METADATA_BYTES) return `at most ${MAX_METADATA_BYTES} bytes`;
  return undefined;
}

/**
 * SHA-256 of the canonical content (kind, legs in account order, metadata with sorted keys):
 * the same key with this hash is a retry, with another hash a conflict. The brand and key are
 * not hashed; they are the lookup.
 */
export function requestHash(request: PostingRequest): string {
  const legs = request.legs
    .map((leg) => [refKey(leg.account), leg.amount.toString()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = JSON.stringify({
    v: 1,
    kind: request.kind,
    legs,
    metadata: sortKeys(request.metadata ?? {}),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort())
      out[k] = sortKeys((value as Record<string, unknown>)[k]);
    return out;
  }
  return value;
}
