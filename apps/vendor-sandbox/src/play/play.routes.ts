import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { dealBaccarat } from '../games/baccarat.ts';
import { playHand } from '../games/cards.ts';
import { FISH, shoot } from '../games/fish.ts';
import { findSelection } from '../games/fixtures.ts';
import { roomsOf } from '../games/rooms.ts';
import { spinSlot } from '../games/slot.ts';
import {
  type PageError,
  type PageRef,
  pageBalance,
  payRound,
  placeBet,
} from '../rounds/page-wallet.ts';
import { findPageSession, opensInWindow } from '../store/page-sessions.ts';
import { type TextKey, text } from './i18n.ts';
import { renderExpired, renderGame } from './render.ts';
import { addSlip, settleSlip, slipsOf, slipView } from './slips.ts';

/**
 * The game pages (GET /play/:pageId) and their backend (POST /play/:pageId/api/...). No
 * signature: the browser opens them, and the random page id is the capability (12 h). Every
 * round's money goes through page-wallet.ts by the launch's wallet model.
 */
const Stake = z
  .string()
  .regex(/^[1-9]\d{0,9}$/u)
  .transform(BigInt);
const MAX_STAKE = 10_000_000n;

export async function playRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get('/:pageId', async (request, reply) => {
    const { pageId } = request.params as { pageId: string };
    const launch = await findPageSession(ctx.db, pageId, ctx.now());
    const nonce = randomBytes(16).toString('base64');
    // The popup vendors (launch answers WINDOW) refuse frames, like the real ones do.
    const ancestors = launch && opensInWindow(launch) ? "'none'" : ctx.config.frameAncestors;
    if (launch && opensInWindow(launch)) reply.header('x-frame-options', 'DENY');
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; ` +
          `img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; ` +
          `frame-ancestors ${ancestors}`,
      );
    if (!launch) return reply.code(404).send(renderExpired(nonce));
    return renderGame({ pageId, launch, nonce, now: ctx.now() });
  });

  /** Resolves the page or answers PAGE_EXPIRED. */
  async function page(request: FastifyRequest, reply: FastifyReply): Promise<PageRef | undefined> {
    const { pageId } = request.params as { pageId: string };
    const launch = await findPageSession(ctx.db, pageId, ctx.now());
    if (launch) return { pageId, launch };
    reply
      .code(404)
      .send({ ok: false, error: 'PAGE_EXPIRED', message: text(undefined, 'pageExpired') });
    return undefined;
  }

  function refused(p: PageRef, error: PageError) {
    return { ok: false, error, message: text(p.launch.language, MESSAGE[error] ?? 'generalError') };
  }

  function stakeOf(body: unknown, reply: FastifyReply): bigint | undefined {
    const parsed = Stake.safeParse((body as { stake?: unknown } | null)?.stake);
    if (parsed.success && parsed.data <= MAX_STAKE) return parsed.data;
    reply.code(400).send({ ok: false, error: 'BAD_REQUEST' });
    return undefined;
  }

  app.post('/:pageId/api/state', async (request, reply) => {
    const p = await page(request, reply);
    if (!p) return reply;
    const paid = await pageBalance(ctx, p);
    return paid.ok ? { ok: true, balance: paid.balance } : refused(p, paid.error);
  });

  app.post('/:pageId/api/slot', async (request, reply) => {
    const p = await page(request, reply);
    const stake = p && stakeOf(request.body, reply);
    if (!p || !stake) return reply;
    const outcome = spinSlot(stake);
    const paid = await payRound(ctx, p, p.launch.gameCode, stake, outcome.payout);
    if (!paid.ok) return refused(p, paid.error);
    return {
      ok: true,
      balance: paid.balance,
      ...settling(paid),
      reels: outcome.reels,
      payout: outcome.payout.toString(),
    };
  });

  app.post('/:pageId/api/live', async (request, reply) => {
    const p = await page(request, reply);
    const stake = p && stakeOf(request.body, reply);
    const side = z
      .enum(['PLAYER', 'BANKER', 'TIE'])
      .safeParse((request.body as { side?: unknown })?.side);
    if (!p || !stake) return reply;
    if (!side.success) return reply.code(400).send({ ok: false, error: 'BAD_REQUEST' });
    const coup = dealBaccarat(side.data, stake);
    const paid = await payRound(ctx, p, p.launch.gameCode, stake, coup.payout);
    if (!paid.ok) return refused(p, paid.error);
    return {
      ok: true,
      balance: paid.balance,
      ...settling(paid),
      ...coup,
      payout: coup.payout.toString(),
    };
  });

  app.post('/:pageId/api/fish', async (request, reply) => {
    const p = await page(request, reply);
    const stake = p && stakeOf(request.body, reply);
    const fish = z
      .number()
      .int()
      .min(0)
      .max(FISH.length - 1)
      .safeParse((request.body as { fish?: unknown })?.fish);
    if (!p || !stake) return reply;
    if (!fish.success) return reply.code(400).send({ ok: false, error: 'BAD_REQUEST' });
    const shot = shoot(fish.data, stake);
    const paid = await payRound(ctx, p, p.launch.gameCode, stake, shot.payout);
    if (!paid.ok) return refused(p, paid.error);
    return {
      ok: true,
      balance: paid.balance,
      ...settling(paid),
      ...shot,
      payout: shot.payout.toString(),
    };
  });

  app.post('/:pageId/api/pvp', async (request, reply) => {
    const p = await page(request, reply);
    if (!p) return reply;
    const roomId = (request.body as { roomId?: unknown } | null)?.roomId;
    const room = roomsOf(p.launch.vendor, p.launch.language, ctx.now()).find(
      (r) => r.roomId === roomId,
    );
    if (!room) return reply.code(400).send({ ok: false, error: 'BAD_REQUEST' });
    const stake = BigInt(room.minBet);
    const hand = playHand(stake);
    const paid = await payRound(ctx, p, room.gameCode, stake, hand.payout);
    if (!paid.ok) return refused(p, paid.error);
    return {
      ok: true,
      balance: paid.balance,
      ...settling(paid),
      room: room.name,
      stake: room.minBet,
      ...hand,
      payout: hand.payout.toString(),
    };
  });

  app.post('/:pageId/api/slip', async (request, reply) => {
    const p = await page(request, reply);
    const stake = p && stakeOf(request.body, reply);
    if (!p || !stake) return reply;
    const selectionId = String((request.body as { selectionId?: unknown })?.selectionId ?? '');
    const selection = findSelection(p.launch.vendor, p.launch.category, selectionId, ctx.now());
    if (!selection) return reply.code(400).send({ ok: false, error: 'BAD_REQUEST' });
    const placed = await placeBet(ctx, p, p.launch.gameCode, stake);
    if (!placed.ok) return refused(p, placed.error);
    addSlip(ctx, p, {
      betId: placed.roundId,
      pageId: p.pageId,
      merchant: p.launch.merchant,
      vendor: p.launch.vendor,
      placedAt: ctx.now().getTime(),
      selectionId,
      label: selection.label,
      odds: selection.odds,
      probabilityBps: selection.probabilityBps,
      stake,
      gameCode: p.launch.gameCode,
      status: 'OPEN',
      payout: 0n,
    });
    return { ok: true, balance: placed.balance, slips: slipsOf(ctx, p.pageId).map(slipView) };
  });

  app.post('/:pageId/api/slip/settle', async (request, reply) => {
    const p = await page(request, reply);
    if (!p) return reply;
    const betId = String((request.body as { betId?: unknown })?.betId ?? '');
    const settled = settleSlip(ctx, p, betId);
    if (!settled) return reply.code(404).send({ ok: false, error: 'NOT_FOUND' });
    await settled;
    const state = await pageBalance(ctx, p);
    return {
      ok: true,
      balance: state.ok ? state.balance : undefined,
      slips: slipsOf(ctx, p.pageId).map(slipView),
    };
  });

  app.post('/:pageId/api/slips', async (request, reply) => {
    const p = await page(request, reply);
    if (!p) return reply;
    return { ok: true, slips: slipsOf(ctx, p.pageId).map(slipView) };
  });
}

/** A round whose win (or end-round) the merchant has not answered yet: the page says so. */
function settling(paid: { settling?: boolean }) {
  return paid.settling ? { settling: true } : {};
}

/** The page's message for a refusal, in the vendor's words. */
const MESSAGE: Partial<Record<PageError, TextKey>> = {
  INSUFFICIENT_FUNDS: 'insufficientFunds',
  SESSION_EXPIRED: 'sessionExpired',
  PLAYER_BLOCKED: 'playerBlocked',
  PLAYER_NOT_FOUND: 'sessionExpired',
  ROUND_ROLLED_BACK: 'roundVoid',
  ROLLED_BACK: 'roundVoid',
  UNKNOWN_MERCHANT: 'sessionExpired',
};
