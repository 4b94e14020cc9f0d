import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { verifySignature } from '../../lib/hmac-signature.ts';
import { acceptSignedJson } from '../../lib/signed-json.ts';
import { notifyMerchant } from './sandbox-pay.callbacks.ts';
import { checkoutPage } from './sandbox-pay.page.ts';
import { findOrder, insertOrder, settleOrder } from './sandbox-pay.repository.ts';

const HttpUrl = z
  .string()
  .url()
  .max(500)
  .refine((u) => /^https?:\/\//u.test(u), 'http(s) only');
const CreateOrder = z.object({
  merchantReference: z.string().min(1).max(64),
  amount: z.string().regex(/^[1-9]\d{0,15}$/u),
  currency: z.string().regex(/^[A-Z]{3,8}$/u),
  notifyUrl: HttpUrl,
  returnUrl: HttpUrl,
});
const TxParams = z.object({ txId: z.string().min(1).max(64) });
const RefParams = z.object({ merchantReference: z.string().min(1).max(64) });

/**
 * The sandbox payment gateway (DEV_TOOLS only, prefix /sandbox/pay): a stand-in for another
 * company. It keeps its state in sandbox_pay_orders only and talks to the merchant over HTTP:
 * a signed API to create and query orders, a hosted checkout page, and signed notifications.
 */
export async function sandboxPayRoutes(app: FastifyInstance): Promise<void> {
  const secret = app.config.paymentGateway?.secret;
  const notifier = { secret: secret ?? '', now: app.now, log: app.log };

  // The merchant's API calls are signed over the raw body: verify before parsing.
  acceptSignedJson(app, {
    what: 'sandbox pay merchant',
    now: app.now,
    secretFor: () => secret || undefined,
    // GETs (signed over the path) and the checkout's form posts have no JSON body.
    refuseOtherTypes: false,
  });
  // The checkout buttons are plain form posts with nothing to read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    async () => ({}),
  );

  function verify(request: FastifyRequest, payload: string): void {
    const nowMs = app.now().getTime();
    if (!verifySignature({ secret: secret || undefined, headers: request.headers, payload, nowMs }))
      throw new AppError('UNAUTHENTICATED', 'sandbox pay: bad merchant signature');
  }

  app.post('/api/orders', async (request) => {
    // Only the JSON parser above checks the signature: any other body is unsigned.
    if (!request.headers['content-type']?.startsWith('application/json'))
      throw new AppError('UNAUTHENTICATED', 'sandbox pay: unsigned');
    const input = CreateOrder.safeParse(request.body);
    if (!input.success) throw new AppError('VALIDATION_FAILED', 'sandbox pay: bad order');
    const { amount, ...rest } = input.data;
    const txId = `SP${randomBytes(10).toString('hex').toUpperCase()}`;
    await insertOrder(app.db, { ...rest, amount: BigInt(amount), txId });
    // Idempotent by the merchant's reference: asking again answers the first order.
    const order = await findOrder(app.db, { merchantReference: rest.merchantReference });
    if (!order || order.amount !== BigInt(amount) || order.currency !== rest.currency)
      throw new AppError('IDEMPOTENCY_CONFLICT', 'sandbox pay: reference reused');
    return { txId: order.txId, payUrl: `${publicBase(app, request)}/checkout/${order.txId}` };
  });

  app.get('/api/orders/:merchantReference', async (request) => {
    verify(request, request.url.split('?')[0] ?? '');
    const { merchantReference } = parse(RefParams, request.params);
    const order = await findOrder(app.db, { merchantReference });
    if (!order) throw new AppError('NOT_FOUND', 'sandbox pay: no such order');
    return {
      txId: order.txId,
      status: order.status,
      amount: order.amount.toString(),
      currency: order.currency,
      payUrl: `${publicBase(app, request)}/checkout/${order.txId}`,
    };
  });

  app.get('/checkout/:txId', async (request, reply) => {
    const order = await findOrder(app.db, parse(TxParams, request.params));
    if (!order) throw new AppError('NOT_FOUND', 'sandbox pay: no such order');
    return page(reply, order.returnUrl).send(checkoutPage(order, publicBase(app, request)));
  });

  for (const [action, status] of [
    ['pay', 'PAID'],
    ['cancel', 'FAILED'],
  ] as const) {
    app.post(`/checkout/:txId/${action}`, async (request, reply) => {
      const { txId } = parse(TxParams, request.params);
      const settled = await settleOrder(app.db, txId, status);
      if (settled) notifyMerchant(notifier, settled);
      const order = settled ?? (await findOrder(app.db, { txId }));
      if (!order) throw new AppError('NOT_FOUND', 'sandbox pay: no such order');
      return reply.redirect(order.returnUrl, 303);
    });
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('NOT_FOUND', 'sandbox pay: bad id');
  return result.data;
}

/** Where browsers reach the sandbox: PUBLIC_URL, else the address the call came to. */
function publicBase(app: FastifyInstance, request: FastifyRequest): string {
  const origin =
    app.config.publicUrl?.replace(/\/+$/u, '') ?? `${request.protocol}://${request.host}`;
  return `${origin}/sandbox/pay`;
}

/**
 * The page's own CSP: inline style, no script at all, forms posting to itself and the
 * browser then sent back to the merchant (form-action covers that redirect).
 */
function page(reply: FastifyReply, returnUrl: string): FastifyReply {
  const merchant = new URL(returnUrl).origin;
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${merchant}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
}
