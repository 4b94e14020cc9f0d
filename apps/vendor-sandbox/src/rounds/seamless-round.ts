import type { CallbackFault } from '../faults.ts';
import type { SettlementQueue } from './settlements.ts';
import type { WalletError } from './vendor-codes.ts';
import { readAnswer, sendCallback, type WalletCall, type WalletTarget } from './wallet-client.ts';

/**
 * One round through the merchant's seamless wallet, the way a vendor plays it: bet; then a win
 * (payout > 0) or an end-round; a rollback when the bet got no usable answer (timeout, 5xx).
 * txIds are derived from the round id, which the sandbox makes unique per vendor. A win or
 * end-round that gets no answer goes to the settlement retry queue (settlements.ts): the round
 * is then SETTLE_PENDING, never reported as settled before the merchant answered ok.
 */
export interface SeamlessRound {
  merchant: string;
  target: WalletTarget;
  /** Where unanswered wins and end-rounds are kept and retried. */
  settlements: SettlementQueue;
  memberId: number;
  sessionToken: string | undefined;
  gameCode: string;
  roundId: string;
  stake: bigint;
}

export type RoundResult =
  | {
      outcome: 'SETTLED' | 'BET_PLACED' | 'SETTLE_PENDING';
      balance: string | undefined;
      calls: WalletCall[];
    }
  | { outcome: 'REFUSED'; error: WalletError; calls: WalletCall[] }
  | { outcome: 'SETTLE_REFUSED'; error: WalletError; calls: WalletCall[] }
  | { outcome: 'ROLLED_BACK'; balance: string | undefined; calls: WalletCall[] };

const txIds = (roundId: string) => ({
  bet: `${roundId}-B`,
  win: `${roundId}-W`,
  rollback: `${roundId}-R`,
  /** The settlement queue's key of an end-round (it carries no txId). */
  endRound: `${roundId}-E`,
});

function bodies(r: SeamlessRound, payout: bigint) {
  const ids = txIds(r.roundId);
  const who = { vendor: r.target.vendor, memberId: r.memberId, roundId: r.roundId };
  const session = r.sessionToken ? { sessionToken: r.sessionToken } : {};
  return {
    bet: {
      ...who,
      txId: ids.bet,
      amount: r.stake.toString(),
      gameCode: r.gameCode,
      ...session,
    },
    win: {
      ...who,
      txId: ids.win,
      amount: payout.toString(),
      betTxId: ids.bet,
      gameCode: r.gameCode,
      ...session,
    },
    endRound: { ...who, gameCode: r.gameCode, ...session },
    rollback: { ...who, txId: ids.rollback, refTxId: ids.bet, gameCode: r.gameCode, ...session },
  };
}

type Op = 'bet' | 'win' | 'rollback' | 'end-round';

/** Sends one callback, repeated and delayed as the fault says; the first answer counts. */
function sender(r: SeamlessRound, fault: CallbackFault | undefined, calls: WalletCall[]) {
  return async (op: Op, body: Record<string, unknown>): Promise<WalletCall> => {
    const times = fault?.kind === 'duplicate' ? Math.max(1, fault.count ?? 5) : 1;
    let first: WalletCall | undefined;
    for (let i = 0; i < times; i++) {
      if (fault?.kind === 'delay') await sleep(fault.delayMs ?? 1000);
      const call = await sendCallback(r.target, op, body);
      calls.push(call);
      first ??= call;
    }
    return first as WalletCall;
  };
}

/** Bet, then settle with `payout` at once (slots, tables, fish, rooms, the sim driver). */
export async function playSeamlessRound(
  r: SeamlessRound,
  payout: bigint,
  fault?: CallbackFault,
): Promise<RoundResult> {
  const calls: WalletCall[] = [];
  const send = sender(r, fault, calls);
  const b = bodies(r, payout);
  const settle = () => (payout > 0n ? send('win', b.win) : send('end-round', b.endRound));
  const drop = fault?.kind === 'win-timeout' ? Math.max(1, fault.count ?? 1) : 0;

  if (fault?.kind === 'timeout') {
    // The vendor gives up on the bet at once and rolls it back, while the bet is in flight.
    const bet = send('bet', b.bet);
    const rollback = await send('rollback', b.rollback);
    await bet;
    return rolledBack(r, rollback, calls);
  }
  if (fault?.kind === 'rollback-before-bet') {
    const rollback = await send('rollback', b.rollback);
    await send('bet', b.bet);
    return rolledBack(r, rollback, calls);
  }
  if (fault?.kind === 'out-of-order') {
    const early = await settle();
    const bet = readAnswer(r.target.vendor, await send('bet', b.bet));
    if (bet.kind === 'refused') return { outcome: 'REFUSED', error: bet.error, calls };
    const settled = readAnswer(r.target.vendor, early);
    return { outcome: 'SETTLED', balance: balanceOf(settled) ?? balanceOf(bet), calls };
  }

  const placed = await placeBet(r, send, b.bet, b.rollback, calls);
  if (placed.outcome !== 'BET_PLACED') return placed;
  if (fault?.kind === 'duplicate' || fault?.kind === 'delay') {
    // Sent the fault's way; the first answer decides, and the queue keeps it if there was none.
    const { key, op, body } = settlementOf(r, payout);
    const sent = await r.settlements.record(key, op, r.roundId, body, await settle());
    return settledResult(sent, calls, placed.balance);
  }
  return settleOnce(r, payout, calls, placed.balance, drop);
}

/** The win (payout > 0) or the end-round of a round, and its key in the settlement queue. */
function settlementOf(r: SeamlessRound, payout: bigint) {
  const b = bodies(r, payout);
  const ids = txIds(r.roundId);
  const win = payout > 0n;
  return {
    key: { merchant: r.merchant, vendor: r.target.vendor, id: win ? ids.win : ids.endRound },
    op: win ? ('win' as const) : ('end-round' as const),
    body: win ? b.win : b.endRound,
  };
}

function settledResult(
  sent: Awaited<ReturnType<SettlementQueue['record']>>,
  calls: WalletCall[],
  balanceBefore: string | undefined,
): RoundResult {
  if (sent.answer.kind === 'refused') {
    return { outcome: 'SETTLE_REFUSED', error: sent.answer.error, calls };
  }
  if (sent.status === 'PENDING') {
    return { outcome: 'SETTLE_PENDING', balance: balanceBefore, calls };
  }
  return { outcome: 'SETTLED', balance: balanceOf(sent.answer) ?? balanceBefore, calls };
}

/**
 * The win (payout > 0) or end-round, sent once through the settlement queue: answered ok it is
 * SETTLED; refused, SETTLE_REFUSED (recorded, not retried); unanswered, SETTLE_PENDING (kept
 * and retried with the same txId until the merchant answers).
 */
async function settleOnce(
  r: SeamlessRound,
  payout: bigint,
  calls: WalletCall[],
  balanceBefore: string | undefined,
  dropAnswers = 0,
): Promise<RoundResult> {
  const { key, op, body } = settlementOf(r, payout);
  const sent = await r.settlements.first(key, op, r.roundId, r.target.walletUrl, body, dropAnswers);
  calls.push(sent.call);
  return settledResult(sent, calls, balanceBefore);
}

/** The bet alone (a sports slip settles later with settleSeamlessBet). */
export async function placeSeamlessBet(r: SeamlessRound): Promise<RoundResult> {
  const calls: WalletCall[] = [];
  const b = bodies(r, 0n);
  return placeBet(r, sender(r, undefined, calls), b.bet, b.rollback, calls);
}

export function settleSeamlessBet(r: SeamlessRound, payout: bigint): Promise<RoundResult> {
  return settleOnce(r, payout, [], undefined);
}

async function placeBet(
  r: SeamlessRound,
  send: (op: Op, body: Record<string, unknown>) => Promise<WalletCall>,
  bet: Record<string, unknown>,
  rollback: Record<string, unknown>,
  calls: WalletCall[],
): Promise<RoundResult> {
  const answer = readAnswer(r.target.vendor, await send('bet', bet));
  if (answer.kind === 'refused') return { outcome: 'REFUSED', error: answer.error, calls };
  if (answer.kind === 'no-answer') return rolledBack(r, await rollBack(r, send, rollback), calls);
  return { outcome: 'BET_PLACED', balance: answer.balance, calls };
}

/** Attempts at a rollback that gets no answer: the stake must come back, so it is retried. */
export const ROLLBACK_ATTEMPTS = 3;

async function rollBack(
  r: SeamlessRound,
  send: (op: Op, body: Record<string, unknown>) => Promise<WalletCall>,
  rollback: Record<string, unknown>,
): Promise<WalletCall> {
  let call = await send('rollback', rollback);
  for (
    let i = 1;
    i < ROLLBACK_ATTEMPTS && readAnswer(r.target.vendor, call).kind === 'no-answer';
    i++
  ) {
    await sleep(500 * i);
    call = await send('rollback', rollback);
  }
  return call;
}

function rolledBack(r: SeamlessRound, call: WalletCall, calls: WalletCall[]): RoundResult {
  return { outcome: 'ROLLED_BACK', balance: balanceOf(readAnswer(r.target.vendor, call)), calls };
}

function balanceOf(answer: ReturnType<typeof readAnswer>): string | undefined {
  return answer.kind === 'ok' ? answer.balance : undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
