import * as vendorWallet from '@nova/contracts/api/vendor-wallet';
import type { ErrorCode } from '@nova/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { vendorWalletSecret } from '../../config.ts';
import { route } from '../../lib/route.ts';
import { acceptSignedJson } from '../../lib/signed-json.ts';
import { classifyError, sendError } from '../../plugins/errors.ts';
import { VendorWalletService } from './vendor-wallet.service.ts';

/** Our error codes as a vendor must tell them apart (issue 5; everything else is GENERAL). */
const VENDOR_ERROR_OF: Partial<Record<ErrorCode, vendorWallet.VendorWalletError>> = {
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  UNAUTHENTICATED: 'INVALID_SIGNATURE',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  NOT_FOUND: 'PLAYER_NOT_FOUND',
  FORBIDDEN: 'PLAYER_BLOCKED',
  // A trial (free play) account is no player of a real-money game (issue 11).
  TRIAL_FORBIDDEN: 'PLAYER_BLOCKED',
  IDEMPOTENCY_CONFLICT: 'DUPLICATE_CONFLICT',
  ROUND_SETTLED: 'ROUND_SETTLED',
  ROUND_ROLLED_BACK: 'ROUND_ROLLED_BACK',
  VALIDATION_FAILED: 'BAD_REQUEST',
  BAD_REQUEST: 'BAD_REQUEST',
  BET_NOT_FOUND: 'BET_NOT_FOUND',
  // Player protection (issue 14): an excluded player is blocked; a limit refuses the bet.
  TIMED_OUT: 'PLAYER_BLOCKED',
  SELF_EXCLUDED: 'PLAYER_BLOCKED',
  LIMIT_REACHED: 'LIMIT_EXCEEDED',
  SESSION_LIMIT_REACHED: 'LIMIT_EXCEEDED',
  UNSUPPORTED_MEDIA_TYPE: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'BAD_REQUEST',
};

const VENDOR_WALLET_PREFIX = '/vendor/wallet/';

/** The calling vendor's own code for one of our errors (VENDOR_ERROR_STYLES). */
export function vendorErrorCode(vendor: string | undefined, code: ErrorCode): string {
  const style = vendorWallet.VENDOR_ERROR_STYLES[vendorWallet.vendorErrorStyle(vendor ?? '')];
  return style[VENDOR_ERROR_OF[code] ?? 'GENERAL'];
}

/**
 * Seamless-wallet callbacks for game vendors (issues 4 and 5, decision 017). Encapsulated on
 * purpose: the signed JSON parser (lib/signed-json.ts) replaces the default one for these
 * routes only, so the signature over the raw body is checked before the body is validated or
 * anything is read or written (SECURITY.md 38). A request that fails it is UNAUTHENTICATED,
 * whatever else is wrong with it. Every error answer also carries the vendor's own code.
 */
export async function vendorWalletRoutes(app: FastifyInstance): Promise<void> {
  /** The vendor each request named (known before validation, even for a bad signature). */
  const vendorOf = new WeakMap<FastifyRequest, string>();
  /** Our error code of each refused callback, for the outcome counter. */
  const refusedWith = new WeakMap<FastifyRequest, ErrorCode>();
  acceptSignedJson(app, {
    what: 'vendor request',
    now: app.now,
    maxSkewSeconds: vendorWallet.VENDOR_WALLET_MAX_SKEW_SECONDS,
    secretFor: (request, body) => {
      const vendor = (body as { vendor?: unknown } | null | undefined)?.vendor;
      if (typeof vendor !== 'string') return undefined;
      vendorOf.set(request, vendor);
      return vendorWalletSecret(app.config, vendor);
    },
  });

  app.setErrorHandler((error, request, reply) => {
    const classified = classifyError(error);
    refusedWith.set(request, classified.code);
    if (classified.code === 'INTERNAL') request.log.error({ err: error }, 'vendor wallet failed');
    else request.log.info({ code: classified.code, reason: (error as Error).message }, 'refused');
    const vendor = vendorOf.get(request);
    return sendError(request, reply, {
      ...classified,
      extra: { ...classified.extra, vendorErrorCode: vendorErrorCode(vendor, classified.code) },
    });
  });

  // Server-to-server JSON, never rendered by a browser: the browser headers of helmet (CSP,
  // frame and opener policies) mean nothing here, and @fastify/helmet rebuilds its middleware
  // (parsing the CSP again) on every request. Two headers that do matter are set directly.
  app.addHook('onRoute', (routeOptions) => {
    routeOptions.config = Object.assign(routeOptions.config ?? {}, { helmet: { skipRoute: true } });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  // Outcome by vendor, action and result (decision 033). A vendor is named only once its
  // signature held: an unsigned body could otherwise mint a label per request.
  app.addHook('onResponse', (request, _reply, done) => {
    const result = refusedWith.get(request) ?? 'OK';
    const vendor = result === 'UNAUTHENTICATED' ? undefined : vendorOf.get(request);
    const action = request.routeOptions.url?.slice(VENDOR_WALLET_PREFIX.length) ?? 'unmatched';
    app.metrics.onVendorCallback(vendor ?? 'unknown', action, result);
    done();
  });

  const service = new VendorWalletService(app.db, app.ledger, app.now);
  route(app, vendorWallet.vendorWalletBet, async ({ body }) => service.bet(body));
  route(app, vendorWallet.vendorWalletWin, async ({ body }) => service.win(body));
  route(app, vendorWallet.vendorWalletRollback, async ({ body }) => service.rollback(body));
  route(app, vendorWallet.vendorWalletEndRound, async ({ body }) => service.endRound(body));
  route(app, vendorWallet.vendorWalletBalance, async ({ body }) => service.balance(body));
}
