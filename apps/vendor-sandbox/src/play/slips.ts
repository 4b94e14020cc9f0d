import { randomInt } from 'node:crypto';
import type { SandboxContext } from '../context.ts';
import { slipPayout } from '../games/fixtures.ts';
import { chance } from '../games/random.ts';
import { type PageRef, settleBet } from '../rounds/page-wallet.ts';
import type { Settlement } from '../rounds/settlements.ts';
import { PAGE_SESSION_TTL_MS } from '../store/page-sessions.ts';
import type { Slip } from './slip.ts';

export function addSlip(ctx: SandboxContext, page: PageRef, slip: Slip): void {
  ctx.slips.set(slip.betId, slip);
  const delay = randomInt(20_000, 60_000);
  const timer = setTimeout(() => {
    ctx.timers.delete(timer);
    settleSlip(ctx, page, slip.betId)?.catch(() => undefined);
  }, delay);
  timer.unref();
  ctx.timers.add(timer);
}

export function slipsOf(ctx: SandboxContext, pageId: string): Slip[] {
  return [...ctx.slips.values()]
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
  const slip = ctx.slips.get(betId);
  if (!slip || slip.pageId !== page.pageId) return undefined;
  if (slip.status !== 'OPEN') return Promise.resolve(slip);
  const running = ctx.settling.get(betId);
  if (running) return running;
  const work = (async () => {
    const won = chance(slip.probabilityBps, 10_000);
    const payout = won ? slipPayout(slip.stake, slip.odds) : 0n;
    const paid = await settleBet(ctx, page, slip.betId, slip.gameCode, slip.stake, payout);
    slip.payout = payout;
    if (paid.ok) slip.status = paid.settling ? 'SETTLING' : won ? 'WON' : 'LOST';
    else if (paid.error !== 'UNKNOWN_MERCHANT') slip.status = 'REFUSED';
    return slip;
  })().finally(() => ctx.settling.delete(betId));
  ctx.settling.set(betId, work);
  return work;
}

/** The settlement queue got the merchant's answer to a SETTLING slip's win or end-round. */
export function slipSettled(ctx: SandboxContext, s: Settlement): void {
  const slip = ctx.slips.get(s.roundId);
  if (slip?.status !== 'SETTLING') return;
  if (slip.merchant !== s.merchant || slip.vendor !== s.vendor) return;
  if (s.status === 'DONE') slip.status = s.op === 'win' ? 'WON' : 'LOST';
  else if (s.status === 'REFUSED') slip.status = 'REFUSED';
  // FAILED: parked for a human; the slip stays SETTLING.
}

/**
 * Drops in-memory page state whose page session is over (12 h after the launch; `since` is at
 * or after the launch, so an entry older than the TTL belongs to an expired page).
 */
export function pruneExpired(ctx: SandboxContext, nowMs: number): number {
  const cutoff = nowMs - PAGE_SESSION_TTL_MS;
  let pruned = 0;
  for (const [pageId, trial] of ctx.trialBalances) {
    if (trial.since <= cutoff) {
      ctx.trialBalances.delete(pageId);
      pruned++;
    }
  }
  for (const [betId, slip] of ctx.slips) {
    if (slip.placedAt <= cutoff && !ctx.settling.has(betId)) {
      ctx.slips.delete(betId);
      pruned++;
    }
  }
  return pruned;
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
