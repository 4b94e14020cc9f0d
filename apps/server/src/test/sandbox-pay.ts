import type { FastifyInstance } from 'fastify';
import { signedHeaders } from '../lib/hmac-signature.ts';

/**
 * Test helpers for the sandbox payment gateway (apps/vendor-sandbox `/pay`, sandbox-api.md
 * "Payment gateway"): its fault injection and waiting for its notifications, over signed HTTP
 * like the SANDBOXPAY adapter's own calls.
 */
export interface SandboxPayFaults {
  /** Extra copies of each notification. */
  duplicate?: number;
  /** Wait this long before notifying. */
  delayMs?: number;
  /** On pay: notify FAILED first, then PAID (out of order). */
  failFirst?: boolean;
  /** On pay: after PAID, notify a stale FAILED with an older event time. */
  staleFailedAfter?: boolean;
  /** Never notify (a lost notification: the merchant must ask). */
  drop?: boolean;
}

async function payCall(app: FastifyInstance, path: string, body: Record<string, unknown>) {
  const partner = app.config.paymentGateway;
  if (!partner?.url) throw new Error('no sandbox payment gateway configured');
  const raw = JSON.stringify(body);
  const res = await fetch(`${partner.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(partner.secret, raw, Date.now()),
    },
    body: raw,
  });
  if (res.status !== 200) throw new Error(`sandbox pay ${path}: ${res.status}`);
}

/** Makes the notifications of this merchant reference misbehave. */
export function setSandboxPayFaults(
  app: FastifyInstance,
  merchantReference: string,
  faults: SandboxPayFaults,
): Promise<void> {
  return payCall(app, '/api/faults', { merchantReference, faults });
}

/** Resolves once the gateway's notifications for this reference are delivered (or given up). */
export function sandboxPayIdle(app: FastifyInstance, merchantReference: string): Promise<void> {
  return payCall(app, '/api/idle', { merchantReference });
}
