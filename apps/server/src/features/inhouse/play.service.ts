import { INHOUSE_GAME_CODES, INHOUSE_STAKE, type InhouseGame } from '@nova/contracts/constants';
import { JACKPOT_RULE } from '@nova/games-math/jackpot';
import { settledPayout } from '@nova/games-math/payout';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { recordWin, reserveStake } from '../protection/protection.service.ts';
import { ensurePair } from './fairness.service.ts';
import { oneShotOutcome } from './inhouse.math.ts';
import {
  betPosting,
  contributionFor,
  refundPosting,
  requireSameRequest,
  winPosting,
} from './inhouse.model.ts';
import {
  claimUnposted,
  confirmOpen,
  findRound,
  findRoundByRequest,
  findSeed,
  isPosted,
  openRound,
  type RoundRow,
  type SeedRow,
  settleRound,
} from './inhouse.repository.ts';
import { payJackpot, poolOf } from './jackpot.service.ts';

/** What this service needs from the app, never the Fastify instance itself (decision 031). */
export interface PlayDeps {
  db: Db;
  ledger: LedgerService;
  now: () => Date;
  config: Readonly<Config>;
}

declare module '../../config.ts' {
  interface Config {
    /** Test switches: force the slot's jackpot draw; run the crash engine (default: not in test). */
    inhouse?: { forceJackpot?: boolean; crashEngine?: boolean };
  }
}

export interface OpenInput {
  brandId: number;
  memberId: number;
  game: Exclude<InhouseGame, 'CRASH'>;
  requestId: string;
  stake: bigint;
  params: Record<string, unknown>;
  /** What an OPEN round shows (mines: nothing revealed yet). */
  openOutcome?: Record<string, unknown>;
}

export function checkStake(stake: bigint, path = 'body.stake'): void {
  if (stake < INHOUSE_STAKE.minMinor || stake > INHOUSE_STAKE.maxMinor)
    throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, [
      { path, issue: `${INHOUSE_STAKE.minMinor} to ${INHOUSE_STAKE.maxMinor} minor units` },
    ]);
}

/**
 * Open a round and take its stake (SECURITY.md 30, 33). The round (with its nonce and proof)
 * commits first, in one transaction; then the BET keyed by its id. If the ledger refuses the
 * stake the round is dropped (its nonce stays used: nonces are never handed back). A retried request id returns the same round (other content: IDEMPOTENCY_CONFLICT); a
 * round whose stake never posted (crash) is finished by the same steps on retry or by the job.
 */
export async function openPaidRound(
  deps: PlayDeps,
  input: OpenInput,
): Promise<{ round: RoundRow; created: boolean }> {
  checkStake(input.stake);
  const earlier = await findRoundByRequest(deps.db, input.memberId, input.requestId);
  if (earlier)
    return { round: await chargedOrDropped(deps, replayOf(earlier, input)), created: false };
  if ((await deps.ledger.balance(input.memberId)).main < input.stake)
    throw new AppError('INSUFFICIENT_FUNDS');
  // The player's protection first (issue 14): an exclusion, the session-time limit or a loss or
  // wager limit refuses the round before it exists; the stake counted is given back below when
  // the round is not charged (a refused stake, a lost race with the same request id).
  const reservation = await reserveStake(
    { db: deps.db, now: deps.now },
    { brandId: input.brandId, memberId: input.memberId },
    input.stake,
  );
  try {
    const opened = await openNewRound(deps, input);
    if (!opened.created) await reservation.release();
    return opened;
  } catch (error) {
    // Given back only when no round will ever take the stake; after any other failure the round
    // may still be charged (a retry, the interrupted-round job), so the count stays.
    if (error instanceof AppError && NOTHING_CHARGED.has(error.code)) await reservation.release();
    throw error;
  }
}

/** Refusals after which this request's stake is never taken. */
const NOTHING_CHARGED = new Set(['INSUFFICIENT_FUNDS', 'IDEMPOTENCY_CONFLICT']);

async function openNewRound(
  deps: PlayDeps,
  input: OpenInput,
): Promise<{ round: RoundRow; created: boolean }> {
  const pool = await poolOf(deps.db, input.brandId);
  const bps = pool?.contributionBps ?? JACKPOT_RULE.contributionBps;
  for (let attempt = 0; attempt < 3; attempt++) {
    await ensurePair(deps, input.brandId, input.memberId);
    const opened = await openRound(deps.db, input.memberId, {
      brandId: input.brandId,
      memberId: input.memberId,
      game: input.game,
      gameCode: INHOUSE_GAME_CODES[input.game],
      requestId: input.requestId,
      stake: input.stake,
      params: input.params,
      state: { contribution: contributionFor(input.stake, bps).toString(), version: 0 },
      outcome: input.openOutcome ?? null,
      createdAt: deps.now(),
    });
    if (opened) return { round: await chargedOrDropped(deps, opened.round), created: true };
    const raced = await findRoundByRequest(deps.db, input.memberId, input.requestId);
    if (raced)
      return { round: await chargedOrDropped(deps, replayOf(raced, input)), created: false };
  }
  throw new AppError('SERVICE_UNAVAILABLE', 'seed pair rotated during the play');
}

/**
 * A retried request id answers its first round only when it asks for the same thing (game,
 * stake, options), checked before anything moves; other content under the id is
 * IDEMPOTENCY_CONFLICT, as the ledger answers (SECURITY.md 19, decision 018).
 */
function replayOf(round: RoundRow, input: OpenInput): RoundRow {
  requireSameRequest(round, { game: input.game, stake: input.stake, params: input.params });
  return round;
}

/**
 * Post the round's BET (idempotent); a refused stake removes the round. Then the round must
 * still be OPEN: the interrupted-round job may have claimed it (VOID) while this request (a
 * retry) was posting, and a stake posted into a void round is refunded, keyed by the round
 * (decision 018, review #4).
 */
async function chargedOrDropped(deps: PlayDeps, round: RoundRow): Promise<RoundRow> {
  if (round.status === 'VOID') return refundedVoid(deps, round);
  if (round.status !== 'OPEN') return round;
  try {
    await deps.ledger.post(betPosting(round));
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')
      await claimUnposted(deps.db, round, 'DELETE', deps.now());
    throw error;
  }
  if (!(await confirmOpen(deps.db, round.id))) {
    const now = await findRound(deps.db, round.id);
    if (!now || now.status === 'VOID') return refundedVoid(deps, round);
    return now;
  }
  return round;
}

/** A round claimed before its stake posted: refund whatever stake reached it, then refuse. */
async function refundedVoid(deps: PlayDeps, round: RoundRow): Promise<never> {
  if (await isPosted(deps.db, round.brandId, `inhouse:${round.id}:bet`))
    await postRefund(deps, round);
  throw new AppError('ROUND_SETTLED', 'the round was void; its stake is refunded');
}

/** Refund a round's stake; counted once as returned against the loss limit (issue 14). */
export async function postRefund(deps: PlayDeps, round: RoundRow): Promise<void> {
  const result = await deps.ledger.post(refundPosting(round));
  if (result.created) await recordWin({ db: deps.db, now: deps.now }, round.memberId, round.stake);
}

/** Pay a round's win; counted once against the loss limit's stakes (issue 14). */
export async function postWin(deps: PlayDeps, round: RoundRow, payout: bigint): Promise<void> {
  const result = await deps.ledger.post(winPosting(round, payout));
  if (result.created) await recordWin({ db: deps.db, now: deps.now }, round.memberId, payout);
}

export async function seedOf(deps: PlayDeps, round: RoundRow): Promise<SeedRow> {
  const seed = await findSeed(deps.db, round.seedId);
  if (!seed) throw new Error(`seed pair ${round.seedId} missing`);
  return seed;
}

/**
 * Resolve and settle a one-shot round (slot, dice, plinko) whose stake is posted: the outcome
 * is recomputed from the proof (it was fixed when the nonce was taken), the WIN (capped) and a jackpot
 * are keyed by the round, then the round is marked SETTLED once. Safe to run again.
 */
export async function finishOneShot(
  deps: PlayDeps,
  round: RoundRow,
  settledBy: 'PLAYER' | 'AUTO',
): Promise<RoundRow> {
  if (round.status !== 'OPEN') return round;
  const seed = await seedOf(deps, round);
  const outcome = oneShotOutcome(
    round.game,
    { serverSeed: seed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
    round.params,
  );
  if (outcome.game === 'SLOT' && deps.config.inhouse?.forceJackpot) outcome.jackpotHit = true;
  // Capped at the published maximum payout per round (the slot's free spins included); the
  // jackpot below is paid from its own pool and is not capped (decision 018).
  const payout = settledPayout(round.stake, outcome.multiplierBps);
  if (payout > 0n) await postWin(deps, round, payout);
  let jackpotWin = 0n;
  if (outcome.game === 'SLOT' && outcome.jackpotHit && round.stake >= JACKPOT_RULE.minStakeMinor)
    jackpotWin = await payJackpot(deps, round);
  const settled = await settleRound(deps.db, round.id, {
    outcome: outcome as unknown as Record<string, unknown>,
    payout,
    jackpotWin,
    settledBy,
    settledAt: deps.now(),
  });
  return settled ?? (await findRound(deps.db, round.id)) ?? round;
}

/** POST /wps/inhouse/play: open, charge, resolve and settle in one call (idempotent). */
export async function playOneShot(deps: PlayDeps, input: OpenInput): Promise<RoundRow> {
  const { round } = await openPaidRound(deps, input);
  return finishOneShot(deps, round, 'PLAYER');
}
