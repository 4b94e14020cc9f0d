import type { InhouseRound } from '@nova/contracts/api/inhouse';
import { INHOUSE_VENDOR } from '@nova/contracts/constants';
import { formatMultiplier } from '@nova/games-math/fair';
import { AppError } from '../../lib/app-error.ts';
import type { PostingRequest } from '../ledger/ledger.model.ts';
import type { RoundRow } from './inhouse.repository.ts';

/**
 * Postings and views of the in-house rounds. Every posting is built only from the stored round
 * (never from the request), so re-running a step after a crash posts byte-identical content and
 * the ledger dedupes it by key (decision 011; common ledger conventions of issue 5).
 */
export const INHOUSE_CATEGORY = 'RNG';

export interface RoundState {
  /** Minor units of the stake that went to the jackpot (fixed when the round opened). */
  contribution: string;
  /** Guarded-update version (mines). */
  version?: number;
  /** Mines: safe tiles revealed, in order. */
  revealed?: number[];
  /** Mines: a cash-out decided (payout fixed) whose WIN may still be unposted. */
  /** Mines: an untouched abandoned round claimed for a refund. */
  refunded?: boolean;
  cashout?: { safe: number; multiplierBps: number; payout: string; settledBy: 'PLAYER' | 'AUTO' };
}

export function stateOf(round: RoundRow): RoundState {
  const s = round.state as Partial<RoundState>;
  return { contribution: '0', ...s };
}

export function contributionFor(stake: bigint, bps: number): bigint {
  return (stake * BigInt(bps)) / 10_000n;
}

function metadata(round: RoundRow, source: 'INHOUSE' = 'INHOUSE') {
  return {
    vendor: INHOUSE_VENDOR,
    category: INHOUSE_CATEGORY,
    gameCode: round.gameCode,
    roundId: String(round.id),
    source,
  };
}

/** MAIN −stake; BETS +(stake − c); JACKPOT +c (leg omitted when c = 0). */
export function betPosting(round: RoundRow): PostingRequest {
  const c = BigInt(stateOf(round).contribution);
  return {
    brandId: round.brandId,
    idempotencyKey: `inhouse:${round.id}:bet`,
    kind: 'BET',
    legs: [
      { account: { memberId: round.memberId, kind: 'MAIN' }, amount: -round.stake },
      { account: { house: 'BETS' }, amount: round.stake - c },
      ...(c > 0n ? [{ account: { house: 'JACKPOT' as const }, amount: c }] : []),
    ],
    metadata: metadata(round),
  };
}

export function winPosting(round: RoundRow, payout: bigint): PostingRequest {
  return {
    brandId: round.brandId,
    idempotencyKey: `inhouse:${round.id}:win`,
    kind: 'WIN',
    legs: [
      { account: { house: 'BETS' }, amount: -payout },
      { account: { memberId: round.memberId, kind: 'MAIN' }, amount: payout },
    ],
    metadata: metadata(round),
  };
}

/** The exact reverse of the BET (SECURITY.md 33: an untouched abandoned round costs nothing). */
export function refundPosting(round: RoundRow): PostingRequest {
  const c = BigInt(stateOf(round).contribution);
  return {
    brandId: round.brandId,
    idempotencyKey: `inhouse:${round.id}:refund`,
    kind: 'BET_REFUND',
    legs: [
      { account: { house: 'BETS' }, amount: -(round.stake - c) },
      ...(c > 0n ? [{ account: { house: 'JACKPOT' as const }, amount: -c }] : []),
      { account: { memberId: round.memberId, kind: 'MAIN' }, amount: round.stake },
    ],
    metadata: metadata(round),
  };
}

export function multiplierText(stake: bigint, payout: bigint): string {
  if (payout <= 0n) return '0.00';
  return formatMultiplier(Number((payout * 10_000n) / stake));
}

/** The round as the member sees it; `serverSeed` only once its pair is revealed. */
export function toRoundView(round: RoundRow, serverSeed: string | null): InhouseRound {
  return {
    roundId: String(round.id),
    game: round.game as InhouseRound['game'],
    gameCode: round.gameCode,
    // VOID rounds are never shown (memberRounds, GET rounds/:id answer NOT_FOUND).
    status: round.status === 'VOID' ? 'SETTLED' : round.status,
    stake: round.stake.toString(),
    payout: round.payout.toString(),
    multiplier: multiplierText(round.stake, round.payout),
    params: round.params,
    outcome: round.outcome ?? null,
    jackpotWin: round.jackpotWin.toString(),
    proof: {
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      serverSeed,
    },
    settledBy: round.settledBy ?? null,
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt ? round.settledAt.toISOString() : null,
  };
}

/** What a play request asks for; a request id replays only the same (decision 018). */
export interface RequestContent {
  game: string;
  stake: bigint;
  params: Record<string, unknown>;
}

/**
 * The round opened under a request id was asked for with exactly this content (the round stores
 * the game, stake and options verbatim; options compared key-order-free), else
 * IDEMPOTENCY_CONFLICT: a retry answers its first round, another request under the id moves nothing.
 */
export function requireSameRequest(round: RoundRow, request: RequestContent): void {
  if (
    round.game !== request.game ||
    round.stake !== request.stake ||
    canonical(round.params) !== canonical(request.params)
  )
    throw new AppError('IDEMPOTENCY_CONFLICT', 'request id used for another play', [
      { path: 'body.requestId', issue: 'already used with other content' },
    ]);
}

function canonical(value: unknown): string {
  return JSON.stringify(sorted(value ?? {}));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
    );
  return value;
}
