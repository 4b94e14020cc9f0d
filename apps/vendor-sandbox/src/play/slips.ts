import { randomInt } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import { slipPayout } from '../games/fixtures.ts';
import { chance } from '../games/random.ts';
import { type PageRef, settleBet } from '../rounds/page-wallet.ts';

/**
 * Open bet slips of the sports, esports and cockfight pages, in memory (a sandbox restart
 * forgets them; a TRANSFER bet then stays OPEN in the feed). A slip settles by itself 20–60 s
 * after it was placed, or at once with the page's "settle now" button, whichever comes first.
 */
export interface Slip {
  betId: string;
  pageId: string;
  selectionId: string;
  label: string;
  odds: string;
  probabilityBps: number;
  stake: bigint;
  gameCode: string;
  status: 'OPEN' | 'WON' | 'LOST';
  payout: bigint;
}

const slips = new Map<string, Slip>();
const settling = new Map<string, Promise<Slip>>();

export function addSlip(ctx: SandboxContext, page: PageRef, slip: Slip): void {
  slips.set(slip.betId, slip);
  const delay = randomInt(20_000, 60_000);
  const timer = setTimeout(() => {
    ctx.timers.delete(timer);
    settleSlip(ctx, page, slip.betId)?.catch(() => undefined);
  }, delay);
  timer.unref();
  ctx.timers.add(timer);
}

export function slipsOf(pageId: string): Slip[] {
  return [...slips.values()]
    .filter((s) => s.pageId === pageId)
    .slice(-20)
    .reverse();
}

/** Settles once: concurrent calls (timer and button) share one settlement. */
export function settleSlip(
  ctx: SandboxContext,
  page: PageRef,
  betId: string,
): Promise<Slip> | undefined {
  const slip = slips.get(betId);
  if (!slip || slip.pageId !== page.pageId) return undefined;
  if (slip.status !== 'OPEN') return Promise.resolve(slip);
  const running = settling.get(betId);
  if (running) return running;
  const work = (async () => {
    const won = chance(slip.probabilityBps, 10_000);
    const payout = won ? slipPayout(slip.stake, slip.odds) : 0n;
    const paid = await settleBet(ctx, page, slip.betId, slip.gameCode, slip.stake, payout);
    if (paid.ok) {
      slip.status = won ? 'WON' : 'LOST';
      slip.payout = payout;
    }
    return slip;
  })().finally(() => settling.delete(betId));
  settling.set(betId, work);
  return work;
}

export function slipView(slip: Slip) {
  return {
    betId: slip.betId,
    label: slip.label,
    odds: slip.odds,
    stake: slip.stake.toString(),
    status: slip.status,
    payout: slip.payout.toString(),
  };
}
