import * as payments from '@nova/contracts/api/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { getBrand } from '../brand/brand.repository.ts';
import { gatewayFor } from './gateway.ts';
import { handlePaymentCallback, recordRejectedCallback } from './payment-callbacks.service.ts';

const PROVIDER = /^[A-Z0-9_]{1,32}$/u;

/**
 * `POST /payment/callback/:provider` (outside /wps: no session, no same-origin check).
 * Encapsulated: this JSON parser replaces the default one here only, so the provider's
 * signature over the raw body is verified before the body is validated or anything is read
 * (SECURITY.md 38). A bad signature is 401 and only recorded; a good one is always 200
 * {accepted:true} (the gateway stops retrying) whatever we made of it (decision 013).
 */
export async function paymentCallbackRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    async (request: FastifyRequest, rawBody: string | Buffer) => {
      const raw = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
      const provider = (request.params as { provider?: string }).provider ?? '';
      const gateway = PROVIDER.test(provider) ? gatewayFor(app, provider) : undefined;
      const callback = gateway?.verifyCallback(request.headers, raw) ?? null;
      if (!callback) {
        // Recorded only for a provider we use: an unknown name is noise, not an audit event.
        if (gateway) await recordRejectedCallback(app.db, provider);
        throw new AppError('UNAUTHENTICATED', 'bad payment callback signature');
      }
      return callback;
    },
  );
  app.addHook('preValidation', async (request) => {
    if (!request.headers['content-type']?.startsWith('application/json'))
      throw new AppError('UNAUTHENTICATED', 'unsigned payment callback');
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
