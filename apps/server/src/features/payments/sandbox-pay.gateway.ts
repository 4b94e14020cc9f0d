import { type PaymentCallback, PaymentCallbackSchema } from '@nova/contracts/api/payments';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PartnerConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { signedHeaders, verifySignature } from '../../lib/hmac-signature.ts';
import type { CreateOrderRequest, GatewayOrder, PaymentGateway } from './gateway.model.ts';

const TIMEOUT_MS = 10_000;

const CreatedSchema = z.object({ txId: z.string().min(1).max(64), payUrl: z.string().url() });
const OrderSchema = z.object({
  txId: z.string(),
  status: z.enum(['CREATED', 'PAID', 'FAILED']),
  amount: z.string().regex(/^\d+$/u),
  currency: z.string(),
  payUrl: z.string().url(),
});

/**
 * The SANDBOXPAY adapter: the sandbox gateway's HTTP API (apps/vendor-sandbox `/pay`,
 * sandbox-api.md "Payment gateway"), signed both ways with the shared secret (HMAC-SHA256 over
 * `${x-timestamp}.${body}`; for a GET the body is the path). The gateway is another process in
 * development and tests too (decision 034), so production runs this very code.
 */
export class SandboxPayGateway implements PaymentGateway {
  constructor(
    private readonly app: FastifyInstance,
    private readonly partner: PartnerConfig,
  ) {}

  async createOrder(request: CreateOrderRequest): Promise<{ txId: string; payUrl: string }> {
    const body = JSON.stringify({
      merchantReference: request.reference,
      amount: request.amount.toString(),
      currency: request.currency,
      notifyUrl: request.notifyUrl,
      returnUrl: request.returnUrl,
    });
    const res = await this.call('POST', '/api/orders', body);
    if (res.status !== 200) throw unavailable(`create order: ${res.status}`);
    return CreatedSchema.parse(await res.json());
  }

  async queryOrder(reference: string): Promise<GatewayOrder | null> {
    const res = await this.call('GET', `/api/orders/${encodeURIComponent(reference)}`);
    if (res.status === 404) return null;
    if (res.status !== 200) throw unavailable(`query order: ${res.status}`);
    const order = OrderSchema.parse(await res.json());
    return {
      txId: order.txId,
      status: order.status === 'CREATED' ? 'PENDING' : order.status,
      amount: BigInt(order.amount),
      currency: order.currency,
      payUrl: order.payUrl,
    };
  }

  verifyCallback(headers: Record<string, unknown>, rawBody: string): PaymentCallback | null {
    const nowMs = this.app.now().getTime();
    if (!verifySignature({ secret: this.partner.secret, headers, payload: rawBody, nowMs }))
      return null;
    try {
      const parsed = PaymentCallbackSchema.safeParse(JSON.parse(rawBody));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private async call(method: 'GET' | 'POST', path: string, body?: string): Promise<Response> {
    if (!this.partner.url) throw unavailable('payment gateway not configured');
    const url = `${this.partner.url}${path}`;
    const signed = signedHeaders(
      this.partner.secret,
      body ?? new URL(url).pathname,
      this.app.now().getTime(),
    );
    try {
      return await fetch(url, {
        method,
        headers: { ...signed, ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw unavailable(`sandbox pay unreachable: ${(error as Error).message}`);
    }
  }
}

function unavailable(message: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', message);
}
