import { createHash, randomBytes } from 'node:crypto';
import type { CrashRoundView } from '@nova/contracts/api/crash-round';
import type { CrashState } from '@nova/contracts/api/inhouse';
import { INHOUSE_GAME_CODES, INHOUSE_VENDOR } from '@nova/contracts/constants';
import { CRASH_MIN_CASHOUT, crashMultiplierAt, crashPointFromHash } from '@nova/games-math/crash';
import { JACKPOT_RULE } from '@nova/games-math/jackpot';
import { maxWinCashout, settledPayout } from '@nova/games-math/payout';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { maskName } from '../../lib/mask-name.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { PostingRequest } from '../ledger/ledger.model.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { findTransfers } from '../ledger/ledger.service.ts';
import { recordWin, reserveStake } from '../protection/protection.service.ts';
import {
  betByRequest,
  type ChainRow,
  type CrashBetRow,
  type CrashRoundRow,
  cashBet,
  crashedHistory,
  currentRound,
  deleteBet,
  findBet,
  findChain,
  insertBet,
  insertChain,
  latestChain,
  memberBet,
  roundBets,
  voidBet,
} from './crash.repository.ts';
import { nodeHmac } from './inhouse.math.ts';
import { INHOUSE_CATEGORY } from './inhouse.model.ts';
import { checkStake } from './play.service.ts';

/** What this service needs from the app, never the Fastify instance itself (decision 031). */
export interface CrashDeps {
  db: Db;
  ledger: LedgerService;
  now: () => Date;
  log: Logger;
  /** Absent in apps built without the realtime plugin (some tests). */
  realtime?: Realtime;
}

/**
 * Crash money and views (issue 5; decision 018). Bets and cash-outs are decided in the
 * database by guarded statements against the server clock, so they do not depend on which
 * instance runs the engine; every money step is keyed by the bet (`crash:<betId>:bet|win`).
 */
export const CRASH_CHAIN_LENGTH = 10_000;
export const CRASH_HISTORY = 20;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Link `index` in play order: sha256^(length − index)(seed), so sha256(link_i) = link_{i−1}. */
export function chainLink(chain: Pick<ChainRow, 'seed' | 'length'>, index: number): string {
  let link = chain.seed;
  for (let i = 0; i < chain.length - index; i++) link = sha256Hex(link);
  return link;
}

export function crashPointOf(link: string, salt: string): number {
  return crashPointFromHash(link, salt, nodeHmac);
}

/** A new chain: secret 32-byte seed, terminal hash sha256(link_0) published with a random salt. */
export async function createChain(deps: CrashDeps, brandId: number): Promise<ChainRow> {
  const seed = randomBytes(32).toString('hex');
  const length = CRASH_CHAIN_LENGTH;
  const terminalHash = sha256Hex(chainLink({ seed, length }, 0));
  return insertChain(deps.db, {
    brandId,
    seed,
    length,
    terminalHash,
    salt: randomBytes(16).toString('hex'),
    createdAt: deps.now(),
  });
}

function metadata(bet: CrashBetRow) {
  return {
    vendor: INHOUSE_VENDOR,
    category: INHOUSE_CATEGORY,
    gameCode: INHOUSE_GAME_CODES.CRASH,
    roundId: String(bet.roundId),
    source: 'CRASH',
  };
}

/** Built from the bet alone (constant jackpot share), so a re-post is byte-identical. */
export function crashBetPosting(bet: CrashBetRow): PostingRequest {
  const c = (bet.stake * BigInt(JACKPOT_RULE.contributionBps)) / 10_000n;
  return {
    brandId: bet.brandId,
    idempotencyKey: `crash:${bet.id}:bet`,
    kind: 'BET',
    legs: [
      { account: { memberId: bet.memberId, kind: 'MAIN' }, amount: -bet.stake },
      { account: { house: 'BETS' }, amount: bet.stake - c },
      ...(c > 0n ? [{ account: { house: 'JACKPOT' as const }, amount: c }] : []),
    ],
    metadata: metadata(bet),
  };
}

export function crashWinPosting(bet: CrashBetRow): PostingRequest {
  return {
    brandId: bet.brandId,
    idempotencyKey: `crash:${bet.id}:win`,
    kind: 'WIN',
    legs: [
      { account: { house: 'BETS' }, amount: -bet.payout },
      { account: { memberId: bet.memberId, kind: 'MAIN' }, amount: bet.payout },
    ],
    metadata: metadata(bet),
  };
}

export function crashRefundPosting(bet: CrashBetRow): PostingRequest {
  const bet_ = crashBetPosting(bet);
  return {
    ...bet_,
    idempotencyKey: `crash:${bet.id}:refund`,
    kind: 'BET_REFUND',
    legs: bet_.legs.map((leg) => ({ account: leg.account, amount: -leg.amount })),
  };
}

/** Which of these bets' keys (suffix 'bet' or 'win') the ledger holds. */
export async function postedKeys(
  deps: CrashDeps,
  bets: CrashBetRow[],
  suffix: 'bet' | 'win',
): Promise<Set<string>> {
  const found = await findTransfers(
    deps.db,
    bets.map((b) => ({ brandId: b.brandId, key: `crash:${b.id}:${suffix}` })),
  );
  return new Set(found.map((t) => t.key));
}

/**
 * Where a bet cashes out by itself (hundredths): the player's auto target, or earlier the
 * max-win cash-out, where stake × multiplier reaches the maximum payout per round (decision 018).
 */
export function autoTargetOf(bet: Pick<CrashBetRow, 'stake' | 'autoCashout'>): number {
  return Math.min(bet.autoCashout ?? Number.POSITIVE_INFINITY, maxWinCashout(bet.stake));
}

/** Cash a bet out at `at` (hundredths) once, then pay it (WIN keyed by the bet, capped). */
export async function settleCashout(
  deps: CrashDeps,
  bet: CrashBetRow,
  at: number,
): Promise<CrashBetRow | undefined> {
  const payout = settledPayout(bet.stake, at * 100);
  const cashed = await cashBet(deps.db, bet.id, at, payout, deps.now());
  if (!cashed) return undefined;
  if (payout > 0n) await postCrashWin(deps, cashed);
  return cashed;
}

/** Pay a cashed-out bet; counted once against the loss limit's stakes (issue 14). */
export async function postCrashWin(deps: CrashDeps, bet: CrashBetRow): Promise<void> {
  const result = await deps.ledger.post(crashWinPosting(bet));
  if (result.created) await recordWin({ db: deps.db, now: deps.now }, bet.memberId, bet.payout);
}

/**
 * POST /wps/inhouse/crash/bet: one bet per member per round, only while betting is open.
 * Idempotent by request id (SECURITY.md 19, review #6): a retry answers the first bet whatever
 * round is current now (never a second stake in the next round); another body under the same
 * id is IDEMPOTENCY_CONFLICT.
 */
export async function placeCrashBet(
  deps: CrashDeps,
  input: {
    brandId: number;
    memberId: number;
    requestId: string;
    stake: bigint;
    autoCashout: number | null;
  },
): Promise<CrashBetRow> {
  checkStake(input.stake);
  const same = (b: CrashBetRow) => b.stake === input.stake && b.autoCashout === input.autoCashout;
  const replayed = async () => {
    const first = await betByRequest(deps.db, input.memberId, input.requestId);
    if (first && !same(first))
      throw new AppError('IDEMPOTENCY_CONFLICT', 'request id used for another bet');
    return first;
  };
  const first = await replayed();
  if (first?.status === 'VOID') return refundVoid(deps, first);
  if (first) return first;
  const now = deps.now();
  const round = await currentRound(deps.db, input.brandId);
  if (round?.status !== 'BETTING' || round.bettingEndsAt <= now)
    throw new AppError('BETTING_CLOSED');
  const earlier = await memberBet(deps.db, round.id, input.memberId);
  if (earlier) {
    if (same(earlier)) return earlier;
    throw new AppError('VALIDATION_FAILED', 'one bet per round', [
      { path: 'body.stake', issue: 'already bet on this round' },
    ]);
  }
  if ((await deps.ledger.balance(input.memberId)).main < input.stake)
    throw new AppError('INSUFFICIENT_FUNDS');
  // The player's protection first (issue 14); the stake counted is given back when no bet of
  // this request is charged.
  const reservation = await reserveStake(
    { db: deps.db, now: deps.now },
    { brandId: input.brandId, memberId: input.memberId },
    input.stake,
  );
  const bet = await insertBet(deps.db, { ...input, roundId: round.id }, now).catch(
    async (error: unknown) => {
      await reservation.release();
      throw error;
    },
  );
  if (!bet) {
    await reservation.release();
    const racedRequest = await replayed();
    if (racedRequest) return racedRequest;
    const raced = await memberBet(deps.db, round.id, input.memberId);
    if (raced && same(raced)) return raced;
    throw new AppError('BETTING_CLOSED');
  }
  try {
    await deps.ledger.post(crashBetPosting(bet));
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
      await deleteBet(deps.db, bet.id);
      await reservation.release();
    }
    throw error;
  }
  // The engine may have voided the bet while this stake was posting (its own post refused):
  // it was claimed first, so the stake goes back (review #5).
  const after = await findBet(deps.db, bet.id);
  if (after?.status === 'VOID') await refundVoid(deps, after);
  return bet;
}

/**
 * Void a bet whose stake the engine could not take, then refund it if the player's own post
 * landed meanwhile: void first, look second, while placeCrashBet posts first and looks second,
 * so one of the two always sees the other and the refund (keyed by the bet) is posted once.
 */
export async function voidBetRefunded(deps: CrashDeps, bet: CrashBetRow): Promise<void> {
  const voided = await voidBet(deps.db, bet.id, deps.now());
  if (voided && (await postedKeys(deps, [voided], 'bet')).size > 0)
    await postCrashRefund(deps, voided);
}

async function refundVoid(deps: CrashDeps, bet: CrashBetRow): Promise<never> {
  if ((await postedKeys(deps, [bet], 'bet')).size > 0) await postCrashRefund(deps, bet);
  throw new AppError('ROUND_SETTLED', 'the bet was void; its stake is refunded');
}

/** Refund a void bet's stake; counted once as returned against the loss limit (issue 14). */
async function postCrashRefund(deps: CrashDeps, bet: CrashBetRow): Promise<void> {
  const result = await deps.ledger.post(crashRefundPosting(bet));
  if (result.created) await recordWin({ db: deps.db, now: deps.now }, bet.memberId, bet.stake);
}

/** POST /wps/inhouse/crash/cashout: at the server clock's multiplier, below the crash point. */
export async function cashoutCrashBet(
  deps: CrashDeps,
  brandId: number,
  memberId: number,
): Promise<CrashBetRow> {
  const round = await currentRound(deps.db, brandId);
  if (round?.status !== 'RUNNING' || !round.startedAt)
    throw new AppError('ROUND_SETTLED', 'no running round');
  const bet = await memberBet(deps.db, round.id, memberId);
  if (!bet) throw new AppError('NOT_FOUND', 'no bet on this round');
  if (bet.status !== 'PLACED') throw new AppError('ROUND_SETTLED', 'bet already settled');
  const now = crashMultiplierAt(deps.now().getTime() - round.startedAt.getTime());
  // At the crash point the round is over, whether or not the engine has marked it yet.
  if (now >= round.crashPoint) throw new AppError('ROUND_SETTLED', 'crashed');
  if (now < CRASH_MIN_CASHOUT)
    throw new AppError('VALIDATION_FAILED', 'too early', [{ path: 'body', issue: 'below 1.01x' }]);
  // The auto target (or the max-win cash-out) passed first: it fires there, as the engine would.
  const at = Math.min(autoTargetOf(bet), now);
  const cashed = await settleCashout(deps, bet, at);
  if (!cashed) throw new AppError('ROUND_SETTLED', 'bet already settled');
  return cashed;
}

export async function roundView(deps: CrashDeps, round: CrashRoundRow): Promise<CrashRoundView> {
  const crashed = round.status === 'CRASHED';
  const bets = await roundBets(deps.db, round.id);
  return {
    roundId: String(round.id),
    status: round.status,
    bettingEndsAt: round.bettingEndsAt.toISOString(),
    startedAt: round.startedAt ? round.startedAt.toISOString() : null,
    crashPoint: crashed ? round.crashPoint : null,
    hash: crashed ? round.hash : null,
    // sha256 of this round's link: the previous round's link (public once that round crashed).
    previousHash: sha256Hex(round.hash),
    bets: bets
      .filter(({ bet }) => bet.status !== 'VOID')
      .map(({ bet, account }) => ({
        // The winner board's mask (review #14): one rule, so no two boards together reveal a name.
        player: maskName(account),
        stake: bet.stake.toString(),
        cashedOutAt: bet.cashedOutAt,
        payout: bet.payout.toString(),
      })),
  };
}

export async function crashState(
  deps: CrashDeps,
  brandId: number,
  memberId: number,
): Promise<CrashState> {
  const round = await currentRound(deps.db, brandId);
  if (!round) throw new AppError('SERVICE_UNAVAILABLE', 'crash is not running');
  const chain = (await findChain(deps.db, round.chainId)) ?? (await latestChain(deps.db, brandId));
  if (!chain) throw new AppError('SERVICE_UNAVAILABLE', 'crash is not running');
  const found = await memberBet(deps.db, round.id, memberId);
  const mine = found?.status === 'VOID' ? undefined : found;
  const history = await crashedHistory(deps.db, brandId, CRASH_HISTORY);
  const view = await roundView(deps, round);
  const mineRow = mine
    ? (await roundBets(deps.db, round.id)).find((b) => b.bet.id === mine.id)
    : undefined;
  return {
    round: view,
    history: history.map((h) => ({
      roundId: String(h.id),
      crashPoint: h.crashPoint,
      hash: h.hash,
    })),
    chain: { terminalHash: chain.terminalHash, salt: chain.salt },
    serverTime: deps.now().toISOString(),
    myBet: mine
      ? {
          // The same masked name the other players see for this bet.
          player: mineRow ? maskName(mineRow.account) : '',
          stake: mine.stake.toString(),
          cashedOutAt: mine.cashedOutAt,
          payout: mine.payout.toString(),
          autoCashout: mine.autoCashout,
        }
      : null,
  };
}

/** Tell every socket of the brand (decision 012 realtime, `crash` event). Never throws. */
export async function announceRound(deps: CrashDeps, round: CrashRoundRow): Promise<void> {
  const realtime = deps.realtime;
  if (!realtime) return;
  try {
    await realtime.broadcast(round.brandId, {
      type: 'crash',
      round: await roundView(deps, round),
      serverTime: deps.now().toISOString(),
    });
  } catch (err) {
    deps.log.warn({ err }, 'crash event not sent');
  }
}
