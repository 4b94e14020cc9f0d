import * as payments from '@nova/contracts/api/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { acceptSignedJson } from '../../lib/signed-json.ts';
import { getBrand } from '../brand/brand.service.ts';
import { gatewayFor } from './gateway.ts';
import { handlePaymentCallback, recordRejectedCallback } from './payment-callbacks.service.ts';

const PROVIDER = /^[A-Z0-9_]{1,32}$/u;

/**
 * `POST /payment/callback/:provider` (outside /wps: no session, no same-origin check).
 * Encapsulated: the signed JSON parser (lib/signed-json.ts) replaces the default one here only,
 * so the provider's signature over the raw body is verified before the body is validated or
 * anything is read (SECURITY.md 38). A bad signature is 401 and only recorded; a good one is always 200
 * {accepted:true} (the gateway stops retrying) whatever we made of it (decision 013).
 */
export async function paymentCallbackRoutes(app: FastifyInstance): Promise<void> {
  const gatewayOf = (request: FastifyRequest) => {
    const provider = (request.params as { provider?: string }).provider ?? '';
    return PROVIDER.test(provider) ? { provider, gateway: gatewayFor(app, provider) } : undefined;
  };
  acceptSignedJson(app, {
    what: 'payment callback',
    verify: (request, raw) => gatewayOf(request)?.gateway?.verifyCallback(request.headers, raw),
    onRejected: async (request) => {
      // Recorded only for a provider we use: an unknown name is noise, not an audit event.
      const known = gatewayOf(request);
      if (known?.gateway) await recordRejectedCallback(app.db, known.provider);
    },
  });

  route(app, payments.paymentCallback, async ({ params, body, request }) => {
    const brand = await getBrand(app.db);
    if (!brand) throw new AppError('SERVICE_UNAVAILABLE', 'no brand');
    const outcome = await handlePaymentCallback(
      app.db,
      app.ledger,
      params.provider,
      body,
      brand.currency,
    );
    request.log.info(
      {
        provider: params.provider,
        reference: body.merchantReference,
        status: body.status,
        outcome,
      },
      'payment callback',
    );
    return { accepted: true };
  });
}
