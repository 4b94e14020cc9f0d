import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { formPage } from '../html.ts';
import { verify } from '../signature.ts';
import { type PayFaults, PayNotifier } from './notify.ts';
import { createOrder, findOrder, settleOrder } from './orders.ts';
import { checkoutPage } from './page.ts';

const HttpUrl = z
  .string()
  .url()
  .max(500)
  .refine((u) => /^https?:\/\//u.test(u), 'http(s) only');
const Reference = z.string().min(1).max(64);
const CreateOrder = z.object({
  merchantReference: Reference,
  amount: z.string().regex(/^[1-9]\d{0,15}$/u),
  currency: z.string().regex(/^[A-Z]{3,8}$/u),
  notifyUrl: HttpUrl,
  returnUrl: HttpUrl,
});
const Faults = z.object({
  merchantReference: Reference,
  faults: z
    .object({
      duplicate: z.number().int().min(0).max(10).optional(),
      delayMs: z.number().int().min(0).max(30_000).optional(),
      failFirst: z.boolean().optional(),
      staleFailedAfter: z.boolean().optional(),
      drop: z.boolean().optional(),
    })
    .strict() satisfies z.ZodType<PayFaults>,
});
const Idle = z.object({ merchantReference: Reference.optional() });
const TxParams = z.object({ txId: z.string().min(1).max(64) });
const RefParams = z.object({ merchantReference: Reference });

type Refusal = Error & { statusCode: number; code: string };
function refuse(statusCode: number, code: string): Refusal {
  return Object.assign(new Error(code), { statusCode, code });
}

/**
 * The sandbox payment gateway (prefix /pay; sandbox-api.md "Payment gateway"): another company's
 * checkout, which our server's SANDBOXPAY adapter reaches over HTTP. A merchant API signed with
 * the merchant's secret over `${x-timestamp}.${raw body}` (a GET: over its path), a hosted
 * checkout page, and signed notifications back to the merchant's notifyUrl with fault
 * injection (/pay/api/faults) and a way for tests to wait for them (/pay/api/idle).
 */
export async function payRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const secret = ctx.config.paySecret;
  const notifier = new PayNotifier(secret, ctx.now, app.log);
  app.addHook('onClose', () => notifier.idle());

  function checkSignature(request: FastifyRequest, payload: string): void {
    const nowMs = ctx.now().getTime();
    // No replay cache: every call is idempotent (create by reference, reads, test hooks), and a
    // merchant polls the same order several times a second.
    if (!verify(secret, request.headers, payload, nowMs)) throw refuse(401, 'INVALID_SIGNATURE');
  }

  // The merchant's API calls are signed over the raw body: verify before parsing.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    async (request: FastifyRequest, raw: string | Buffer) => {
      const text = typeof raw === 'string' ? raw : raw.toString('utf8');
      checkSignature(request, text);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw refuse(400, 'BAD_REQUEST');
      }
    },
  );
  // The checkout buttons are plain form posts with nothing to read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    async () => ({}),
  );
  app.setErrorHandler(async (error: { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'sandbox pay error');
    const code = status === 500 ? 'ERROR' : (error.code ?? 'BAD_REQUEST');
    return reply.code(status).send({ error: code });
  });

  /** A signed JSON body (the parser above checked it): anything else is unsigned. */
  function signedBody<T>(schema: z.ZodType<T>, request: FastifyRequest): T {
    if (!request.headers['content-type']?.startsWith('application/json'))
      throw refuse(401, 'INVALID_SIGNATURE');
    const input = schema.safeParse(request.body);
    if (!input.success) throw refuse(400, 'BAD_REQUEST');
    return input.data;
  }

  app.post('/api/orders', async (request) => {
    const { amount, ...rest } = signedBody(CreateOrder, request);
    const txId = `SP${randomBytes(10).toString('hex').toUpperCase()}`;
    // Idempotent by the merchant's reference: asking again answers the first order.
    const order = await createOrder(ctx.db, { ...rest, amount: BigInt(amount), txId });
    if (order.amount !== BigInt(amount) || order.currency !== rest.currency)
      throw refuse(409, 'REFERENCE_REUSED');
    return { txId: order.txId, payUrl: `${publicBase(ctx, request)}/checkout/${order.txId}` };
  });

  app.get('/api/orders/:merchantReference', async (request) => {
    checkSignature(request, request.url.split('?')[0] ?? '');
    const { merchantReference } = params(RefParams, request.params);
    const order = await findOrder(ctx.db, { merchantReference });
    if (!order) throw refuse(404, 'NOT_FOUND');
    return {
      txId: order.txId,
      status: order.status,
      amount: order.amount.toString(),
      currency: order.currency,
      payUrl: `${publicBase(ctx, request)}/checkout/${order.txId}`,
    };
  });

  /** Test and demo hook: make the notifications of one merchant reference misbehave. */
  app.post('/api/faults', async (request) => {
    const { merchantReference, faults } = signedBody(Faults, request);
    notifier.setFaults(merchantReference, faults);
    return { ok: true };
  });

  /** Test hook: answers once the notifications under way (for a reference) are delivered. */
  app.post('/api/idle', async (request) => {
    const { merchantReference } = signedBody(Idle, request);
    await notifier.idle(merchantReference);
    return { ok: true };
  });

  app.get('/checkout/:txId', async (request, reply) => {
    const order = await findOrder(ctx.db, params(TxParams, request.params));
    if (!order) throw refuse(404, 'NOT_FOUND');
    return formPage(reply, order.returnUrl).send(checkoutPage(order, publicBase(ctx, request)));
  });

  for (const [action, status] of [
    ['pay', 'PAID'],
    ['cancel', 'FAILED'],
  ] as const) {
    app.post(`/checkout/:txId/${action}`, async (request, reply) => {
      const { txId } = params(TxParams, request.params);
      const settled = await settleOrder(ctx.db, txId, status);
      if (settled) notifier.notify(settled);
      const order = settled ?? (await findOrder(ctx.db, { txId }));
      if (!order) throw refuse(404, 'NOT_FOUND');
      return reply.redirect(order.returnUrl, 303);
    });
  }
}

function params<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw refuse(404, 'NOT_FOUND');
  return result.data;
}

/** Where browsers reach the gateway: VENDOR_SANDBOX_PUBLIC_URL, else the address called. */
function publicBase(ctx: SandboxContext, request: FastifyRequest): string {
  const origin = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}/pay`;
}
