import type { VendorWalletError } from '@nova/contracts/api/vendor-wallet';
import type { CallbackFault } from '../faults.ts';
import { readAnswer, sendCallback, type WalletCall, type WalletTarget } from './wallet-client.ts';

/**
 * One round through the merchant's seamless wallet, the way a vendor plays it: bet; then a win
 * (payout > 0) or an end-round; a rollback when the bet got no usable answer (timeout, 5xx).
 * txIds are derived from the round id, which the sandbox makes unique per vendor.
 */
export interface SeamlessRound {
  target: WalletTarget;
  memberId: number;
  sessionToken: string | undefined;
  gameCode: string;
  roundId: string;
  stake: bigint;
}

export type RoundResult =
  | { outcome: 'SETTLED' | 'BET_PLACED'; balance: string | undefined; calls: WalletCall[] }
  | { outcome: 'REFUSED'; error: VendorWalletError; calls: WalletCall[] }
  | { outcome: 'ROLLED_BACK'; balance: string | undefined; calls: WalletCall[] };

const txIds = (roundId: string) => ({
  bet: `${roundId}-B`,
  win: `${roundId}-W`,
  rollback: `${roundId}-R`,
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
  const settled = readAnswer(r.target.vendor, await settle());
  return { outcome: 'SETTLED', balance: balanceOf(settled) ?? placed.balance, calls };
}

/** The bet alone (a sports slip settles later with settleSeamlessBet). */
export async function placeSeamlessBet(r: SeamlessRound): Promise<RoundResult> {
  const calls: WalletCall[] = [];
  const b = bodies(r, 0n);
  return placeBet(r, sender(r, undefined, calls), b.bet, b.rollback, calls);
}

export async function settleSeamlessBet(r: SeamlessRound, payout: bigint): Promise<RoundResult> {
  const calls: WalletCall[] = [];
  const send = sender(r, undefined, calls);
  const b = bodies(r, payout);
  const call = payout > 0n ? await send('win', b.win) : await send('end-round', b.endRound);
  return { outcome: 'SETTLED', balance: balanceOf(readAnswer(r.target.vendor, call)), calls };
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
