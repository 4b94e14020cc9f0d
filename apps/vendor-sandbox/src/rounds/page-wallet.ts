import type { SandboxContext } from '../context.ts';
import { newRoundId } from '../games/ids.ts';
import { placeTransferBet, settleTransferBet } from '../store/bets.ts';
import { walletUrlOf } from '../store/merchants.ts';
import type { LaunchData } from '../store/page-sessions.ts';
import { walletBalance } from '../store/transfer-wallet.ts';
import {
  placeSeamlessBet,
  playSeamlessRound,
  type RoundResult,
  type SeamlessRound,
  settleSeamlessBet,
} from './seamless-round.ts';
import type { WalletError } from './vendor-codes.ts';
import { readAnswer, sendCallback } from './wallet-client.ts';

/**
 * The money side of a game page, by wallet model: TRIAL plays page-local play money; SEAMLESS
 * calls the merchant's wallet API (bet, then win or end-round, rollback on no answer);
 * TRANSFER pays from the sandbox's own wallet (the balance the merchant transferred in) and
 * records the bet for the merchant's bet feed.
 */
export type PageError = WalletError | 'UNKNOWN_MERCHANT' | 'ROLLED_BACK';
/** `settling`: the merchant has not answered the win (or end-round) yet; it is being retried. */
export type Paid =
  | { ok: true; balance: string | undefined; settling?: boolean }
  | { ok: false; error: PageError };

/** Play money a TRIAL page starts with (10 000.00). */
export const TRIAL_BALANCE = 1_000_000n;

export interface PageRef {
  pageId: string;
  launch: LaunchData;
}

export async function pageBalance(ctx: SandboxContext, page: PageRef): Promise<Paid> {
  const { launch } = page;
  if (launch.mode === 'TRIAL') return { ok: true, balance: trial(ctx, page.pageId).toString() };
  if (launch.walletMode === 'TRANSFER') {
    const balance = await walletBalance(ctx.db, transferKey(launch));
    return { ok: true, balance: balance.toString() };
  }
  const walletUrl = await walletUrlOf(ctx.db, launch.merchant);
  if (!walletUrl || !launch.sessionToken) return { ok: false, error: 'SESSION_EXPIRED' };
  const call = await sendCallback(target(ctx, launch, walletUrl), 'balance', {
    vendor: launch.vendor,
    sessionToken: launch.sessionToken,
  });
  const answer = readAnswer(launch.vendor, call);
  if (answer.kind === 'ok') return { ok: true, balance: answer.balance };
  return { ok: false, error: answer.kind === 'refused' ? answer.error : 'GENERAL' };
}

/** A whole round: take the stake, pay `payout` (0: a loss). */
export async function payRound(
  ctx: SandboxContext,
  page: PageRef,
  gameCode: string,
  stake: bigint,
  payout: bigint,
): Promise<Paid> {
  const placed = await placeBet(ctx, page, gameCode, stake, true, payout);
  if (!placed.ok) return placed;
  if (placed.settled) return placed;
  return settleBet(ctx, page, placed.roundId, gameCode, stake, payout);
}

export type Placed =
  | { ok: true; roundId: string; balance: string | undefined; settled?: false }
  | {
      ok: true;
      roundId: string;
      balance: string | undefined;
      settled: true;
      settling?: boolean;
    }
  | { ok: false; error: PageError };

/**
 * Take the stake of a round. For SEAMLESS with `wholeRound` the round is played in one go by
 * payRound (so queued callback faults apply to it); a sports slip places the bet alone.
 */
export async function placeBet(
  ctx: SandboxContext,
  page: PageRef,
  gameCode: string,
  stake: bigint,
  wholeRound = false,
  payoutIfWhole = 0n,
): Promise<Placed> {
  const { launch } = page;
  const roundId = newRoundId(launch.vendor);
  if (launch.mode === 'TRIAL') {
    const balance = trial(ctx, page.pageId);
    if (balance < stake) return { ok: false, error: 'INSUFFICIENT_FUNDS' };
    setTrial(ctx, page.pageId, balance - stake);
    return { ok: true, roundId, balance: (balance - stake).toString() };
  }
  if (launch.walletMode === 'TRANSFER') {
    const balance = await placeTransferBet(ctx.db, {
      ...transferKey(launch),
      betId: roundId,
      roundId,
      gameCode,
      category: launch.category,
      stake,
    });
    if (balance === null) return { ok: false, error: 'INSUFFICIENT_FUNDS' };
    return { ok: true, roundId, balance: balance.toString() };
  }
  const round = await seamless(ctx, launch, roundId, gameCode, stake);
  if (!round) return { ok: false, error: 'UNKNOWN_MERCHANT' };
  if (wholeRound) {
    const fault = ctx.faults.take(launch.merchant, 'callback');
    return settledFrom(roundId, await playSeamlessRound(round, payoutIfWhole, fault));
  }
  const result = await placeSeamlessBet(round);
  if (result.outcome === 'BET_PLACED') return { ok: true, roundId, balance: result.balance };
  return settledFrom(roundId, result);
}

export async function settleBet(
  ctx: SandboxContext,
  page: PageRef,
  roundId: string,
  gameCode: string,
  stake: bigint,
  payout: bigint,
): Promise<Paid> {
  const { launch } = page;
  if (launch.mode === 'TRIAL') {
    const balance = trial(ctx, page.pageId) + payout;
    setTrial(ctx, page.pageId, balance);
    return { ok: true, balance: balance.toString() };
  }
  if (launch.walletMode === 'TRANSFER') {
    const balance = await settleTransferBet(
      ctx.db,
      { merchant: launch.merchant, betId: roundId },
      payout,
    );
    return { ok: true, balance: balance?.toString() };
  }
  const round = await seamless(ctx, launch, roundId, gameCode, stake);
  if (!round) return { ok: false, error: 'UNKNOWN_MERCHANT' };
  const result = await settleSeamlessBet(round, payout);
  if (result.outcome === 'SETTLE_REFUSED' || result.outcome === 'REFUSED') {
    return { ok: false, error: result.error };
  }
  if (result.outcome === 'SETTLE_PENDING') return { ok: true, balance: undefined, settling: true };
  return { ok: true, balance: result.balance };
}

function settledFrom(roundId: string, result: RoundResult): Placed {
  if (result.outcome === 'REFUSED' || result.outcome === 'SETTLE_REFUSED') {
    return { ok: false, error: result.error };
  }
  if (result.outcome === 'ROLLED_BACK') return { ok: false, error: 'ROLLED_BACK' };
  const settling = result.outcome === 'SETTLE_PENDING';
  return { ok: true, roundId, balance: result.balance, settled: true, settling };
}

async function seamless(
  ctx: SandboxContext,
  launch: LaunchData,
  roundId: string,
  gameCode: string,
  stake: bigint,
): Promise<SeamlessRound | undefined> {
  const walletUrl = await walletUrlOf(ctx.db, launch.merchant);
  if (!walletUrl) return undefined;
  return {
    merchant: launch.merchant,
    target: target(ctx, launch, walletUrl),
    settlements: ctx.settlements,
    memberId: Number(launch.player.id),
    sessionToken: launch.sessionToken,
    gameCode,
    roundId,
    stake,
  };
}

function target(ctx: SandboxContext, launch: LaunchData, walletUrl: string) {
  return {
    walletUrl,
    vendor: launch.vendor,
    walletKey: ctx.config.walletKey,
    walletSecrets: ctx.config.walletSecrets,
  };
}

function transferKey(launch: LaunchData) {
  return { merchant: launch.merchant, vendor: launch.vendor, player: launch.player.id };
}

function trial(ctx: SandboxContext, pageId: string): bigint {
  return ctx.trialBalances.get(pageId)?.balance ?? TRIAL_BALANCE;
}

function setTrial(ctx: SandboxContext, pageId: string, balance: bigint): void {
  const since = ctx.trialBalances.get(pageId)?.since ?? ctx.now().getTime();
  ctx.trialBalances.set(pageId, { balance, since });
}
