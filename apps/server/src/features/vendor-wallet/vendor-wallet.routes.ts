import * as vendorWallet from '@nova/contracts/api/vendor-wallet';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { acceptSignedJson } from '../../lib/signed-json.ts';
import { VendorWalletService } from './vendor-wallet.service.ts';

/**
 * Seamless-wallet callbacks for game vendors (issue 4). Encapsulated on purpose: the signed
 * JSON parser (lib/signed-json.ts) replaces the default one for these routes only, so the signature over the raw
 * body is checked before the body is validated or anything is read or written (SECURITY.md
 * 38). A request that fails it is UNAUTHENTICATED, whatever else is wrong with it.
 */
export async function vendorWalletRoutes(app: FastifyInstance): Promise<void> {
  const secrets = app.config.vendorWalletSecrets;
  acceptSignedJson(app, {
    what: 'vendor request',
    now: app.now,
    maxSkewSeconds: vendorWallet.VENDOR_WALLET_MAX_SKEW_SECONDS,
    secretFor: (_request, body) => {
      const vendor = (body as { vendor?: unknown } | null | undefined)?.vendor;
      return typeof vendor === 'string' && Object.hasOwn(secrets, vendor)
        ? secrets[vendor]
        : undefined;
    },
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

  const service = new VendorWalletService(app.db, app.ledger, app.now);
  route(app, vendorWallet.vendorWalletBet, async ({ body }) => service.bet(body));
  route(app, vendorWallet.vendorWalletWin, async ({ body }) => service.win(body));
}
