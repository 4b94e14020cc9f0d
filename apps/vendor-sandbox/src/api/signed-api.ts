import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { newRoundId } from '../games/ids.ts';
import { roomsOf } from '../games/rooms.ts';
import { playSeamlessRound } from '../rounds/seamless-round.ts';
import { ReplayCache, verifyRequest } from '../signature.ts';
import { betFeed, placeTransferBet, settleTransferBet } from '../store/bets.ts';
import { adminUpsertMerchant, secretOf, upsertMerchant, walletUrlOf } from '../store/merchants.ts';
import { createPageSession, opensInWindow } from '../store/page-sessions.ts';
import { applyTransfer, transferStatus, walletBalance } from '../store/transfer-wallet.ts';
import {
  AdminMerchantBody,
  BalanceBody,
  BetsBody,
  ClearFaultsBody,
  FaultsBody,
  LaunchBody,
  MerchantBody,
  RoomsBody,
  SettlementsBody,
  SimRoundBody,
  SimTransferRoundBody,
  StatusBody,
  TransferBody,
} from './schemas.ts';

/**
 * The signed merchant API (sandbox-api.md). Every request is signed over
 * `${ts}.${METHOD} ${path}.${raw body}` with its merchant's secret (its own, once the operator
 * gave it one; the default merchant secret otherwise; the admin secret for /admin/*), checked
 * before the body is used, and accepted once (a replayed signature is 401 REPLAYED). Answers are plain JSON, errors
 * `{error: CODE}`. Launch and the sim driver need the merchant's registered wallet URL
 * (UNKNOWN_MERCHANT 404 otherwise); the transfer wallet, bet feed, rooms and faults are keyed
 * by the (signed) merchant code alone, so a merchant can move money before its first launch.
 */
export async function signedApi(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const replays = new ReplayCache();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    async (request: FastifyRequest, raw: string | Buffer) => {
      const text = typeof raw === 'string' ? raw : raw.toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      // The secret is chosen by the (not yet trusted) merchant code; the signature then proves
      // the sender holds that merchant's secret. /api/admin/* takes the operator's secret.
      const path = request.url.split('?')[0] ?? '';
      const merchant = (body as { merchant?: unknown } | undefined)?.merchant;
      const secret = path.startsWith('/api/admin/')
        ? ctx.config.adminSecret
        : typeof merchant === 'string'
          ? ((await secretOf(ctx.db, merchant)) ?? ctx.config.merchantSecret)
          : ctx.config.merchantSecret;
      const nowMs = ctx.now().getTime();
      const signed = { method: request.method, path, body: text };
      if (!verifyRequest(secret, request.headers, signed, nowMs)) {
        throw Object.assign(new Error('bad signature'), {
          statusCode: 401,
          code: 'INVALID_SIGNATURE',
        });
      }
      if (!replays.firstUse(String(request.headers['x-signature']), nowMs)) {
        throw Object.assign(new Error('replayed'), { statusCode: 401, code: 'REPLAYED' });
      }
      if (body === undefined) {
        throw Object.assign(new Error('bad json'), { statusCode: 400, code: 'BAD_REQUEST' });
      }
      return body;
    },
  );
  app.addHook('preValidation', async (request) => {
    if (!request.headers['content-type']?.startsWith('application/json'))
      throw Object.assign(new Error('unsigned'), { statusCode: 401, code: 'INVALID_SIGNATURE' });
  });
  app.setErrorHandler(async (error: { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'sandbox api error');
    const code =
      status === 401
        ? error.code === 'REPLAYED'
          ? 'REPLAYED'
          : 'INVALID_SIGNATURE'
        : status === 400
          ? 'BAD_REQUEST'
          : 'ERROR';
    return reply.code(status).send({ error: code });
  });

  app.post('/merchants', async (request, reply) => {
    const body = parse(MerchantBody, request, reply);
    if (!body) return reply;
    await upsertMerchant(ctx.db, body.merchant, body.walletUrl.replace(/\/+$/u, ''));
    return { ok: true };
  });

  // The sandbox operator's back office: register a merchant, give it its own secret, change it.
  app.post('/admin/merchants', async (request, reply) => {
    const body = parse(AdminMerchantBody, request, reply);
    if (!body) return reply;
    await adminUpsertMerchant(ctx.db, body.merchant, {
      secret: body.secret,
      walletUrl: body.walletUrl?.replace(/\/+$/u, ''),
    });
    return { ok: true };
  });

  app.post('/launch', async (request, reply) => {
    const body = parse(LaunchBody, request, reply);
    if (!body) return reply;
    if (!(await walletUrlOf(ctx.db, body.merchant))) return unknownMerchant(reply);
    const { sessionToken, ...rest } = body;
    const launch = { ...rest, ...(body.mode === 'REAL' && sessionToken ? { sessionToken } : {}) };
    const pageId = await createPageSession(ctx.db, launch, ctx.now());
    const base = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
    // BBIN and PT's live tables refuse frames, to exercise the site's popup path.
    return { url: `${base}/play/${pageId}`, display: opensInWindow(body) ? 'WINDOW' : 'IFRAME' };
  });

  app.post('/rooms', async (request, reply) => {
    const body = parse(RoomsBody, request, reply);
    if (!body) return reply;
    return { rooms: roomsOf(body.vendor, body.language, ctx.now()) };
  });

  app.post('/transfer', async (request, reply) => {
    const body = parse(TransferBody, request, reply);
    if (!body) return reply;
    const input = { ...body, amount: BigInt(body.amount) };
    const fault = ctx.faults.take(body.merchant, 'transfer');
    if (fault?.kind === 'error-before-apply') return reply.code(500).send({ error: 'ERROR' });
    let result = await applyTransfer(ctx.db, input);
    if (fault?.kind === 'duplicate') result = await applyTransfer(ctx.db, input);
    if (fault?.kind === 'error-after-apply') return reply.code(500).send({ error: 'ERROR' });
    if (fault?.kind === 'timeout') await sleep(fault.delayMs ?? 6000);
    return { status: result.status, balance: result.balance.toString() };
  });

  app.post('/status', async (request, reply) => {
    const body = parse(StatusBody, request, reply);
    if (!body) return reply;
    return { status: await transferStatus(ctx.db, body) };
  });

  app.post('/balance', async (request, reply) => {
    const body = parse(BalanceBody, request, reply);
    if (!body) return reply;
    const fault = ctx.faults.take(body.merchant, 'balance');
    if (fault?.kind === 'error') return reply.code(500).send({ error: 'ERROR' });
    if (fault?.kind === 'timeout') await sleep(fault.delayMs ?? 6000);
    return { balance: (await walletBalance(ctx.db, body)).toString() };
  });

  app.post('/bets', async (request, reply) => {
    const body = parse(BetsBody, request, reply);
    if (!body) return reply;
    return betFeed(ctx.db, body);
  });

  app.post('/faults', async (request, reply) => {
    const body = parse(FaultsBody, request, reply);
    if (!body) return reply;
    ctx.faults.add(body.merchant, body.faults);
    return { ok: true };
  });

  app.post('/faults/clear', async (request, reply) => {
    const body = parse(ClearFaultsBody, request, reply);
    if (!body) return reply;
    ctx.faults.clear(body.merchant);
    return { ok: true };
  });

  // The test driver: one round through the real seamless protocol, as a game page plays it.
  app.post('/sim/round', async (request, reply) => {
    const body = parse(SimRoundBody, request, reply);
    if (!body) return reply;
    const walletUrl = await walletUrlOf(ctx.db, body.merchant);
    if (!walletUrl) return unknownMerchant(reply);
    const roundId = body.roundId ?? newRoundId(body.vendor);
    const result = await playSeamlessRound(
      {
        merchant: body.merchant,
        settlements: ctx.settlements,
        target: {
          walletUrl,
          vendor: body.vendor,
          walletKey: ctx.config.walletKey,
          walletSecrets: ctx.config.walletSecrets,
        },
        memberId: Number(body.playerId),
        sessionToken: body.sessionToken,
        gameCode: body.gameCode,
        roundId,
        stake: BigInt(body.stake),
      },
      BigInt(body.win),
      ctx.faults.take(body.merchant, 'callback'),
    );
    return { roundId, outcome: result.outcome, calls: result.calls };
  });

  // The test driver of a transfer-mode wallet: one round from the vendor-side wallet, exactly
  // as a game page plays it (the stake taken, the payout paid, the bet in the feed).
  app.post('/sim/transfer-round', async (request, reply) => {
    const body = parse(SimTransferRoundBody, request, reply);
    if (!body) return reply;
    const betId = newRoundId(body.vendor);
    const placed = await placeTransferBet(ctx.db, {
      merchant: body.merchant,
      vendor: body.vendor,
      betId,
      roundId: betId,
      player: body.player,
      gameCode: body.gameCode,
      category: body.category,
      stake: BigInt(body.stake),
    });
    if (placed === null) return reply.code(409).send({ error: 'INSUFFICIENT_FUNDS' });
    const balance = await settleTransferBet(
      ctx.db,
      { merchant: body.merchant, betId },
      BigInt(body.win),
    );
    return { roundId: betId, balance: (balance ?? placed).toString() };
  });

  // The settlement retry queue: wins and end-rounds the merchant has not (or not yet) accepted.
  app.post('/settlements', async (request, reply) => {
    const body = parse(SettlementsBody, request, reply);
    if (!body) return reply;
    return { settlements: await ctx.settlements.list(body.merchant, body.status) };
  });
}

function parse<S extends z.ZodType>(
  schema: S,
  request: FastifyRequest,
  reply: FastifyReply,
): z.infer<S> | undefined {
  const parsed = schema.safeParse(request.body);
  if (parsed.success) return parsed.data;
  reply.code(400).send({ error: 'BAD_REQUEST' });
  return undefined;
}

function unknownMerchant(reply: FastifyReply) {
  return reply.code(404).send({ error: 'UNKNOWN_MERCHANT' });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
