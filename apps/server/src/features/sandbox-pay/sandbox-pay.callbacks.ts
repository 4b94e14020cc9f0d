import type { FastifyBaseLogger } from 'fastify';
import { signedHeaders } from '../../lib/hmac-signature.ts';
import type { SandboxOrder } from './sandbox-pay.repository.ts';

/**
 * How the sandbox misbehaves for one merchant reference (tests and demos): a real gateway
 * delivers notifications twice, late and out of order, and the merchant must cope.
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

const faults = new Map<string, SandboxPayFaults>();
const inFlight = new Set<Promise<void>>();

/** Test-only: make the notifications of this merchant reference misbehave. */
export function setSandboxPayFaults(merchantReference: string, value: SandboxPayFaults): void {
  faults.set(merchantReference, value);
}

/** Test-only: resolves once every notification under way has been delivered (or given up). */
export async function sandboxPayIdle(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

export interface Notifier {
  secret: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Notify the merchant of a settled order, in the background (the pay page does not wait).
 * Each delivery is retried a few times until the merchant answers 200.
 */
export function notifyMerchant(notifier: Notifier, order: SandboxOrder): void {
  const f = faults.get(order.merchantReference) ?? {};
  if (f.drop) return;
  const at = notifier.now().getTime();
  const status = order.status === 'PAID' ? 'PAID' : 'FAILED';
  const events: { status: 'PAID' | 'FAILED'; eventAt: number }[] = [];
  if (status === 'PAID' && f.failFirst) events.push({ status: 'FAILED', eventAt: at - 1000 });
  for (let i = 0; i <= (f.duplicate ?? 0); i++) events.push({ status, eventAt: at });
  if (status === 'PAID' && f.staleFailedAfter)
    events.push({ status: 'FAILED', eventAt: at - 2000 });
  const run = (async () => {
    if (f.delayMs) await sleep(f.delayMs);
    for (const event of events) await deliver(notifier, order, event.status, event.eventAt);
  })();
  inFlight.add(run);
  void run.finally(() => inFlight.delete(run));
}

async function deliver(
  notifier: Notifier,
  order: SandboxOrder,
  status: 'PAID' | 'FAILED',
  eventAt: number,
): Promise<void> {
  const body = JSON.stringify({
    merchantReference: order.merchantReference,
    txId: order.txId,
    amount: order.amount.toString(),
    currency: order.currency,
    status,
    eventAt: new Date(eventAt).toISOString(),
  });
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const res = await fetch(order.notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signedHeaders(notifier.secret, body, notifier.now().getTime()),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      if (res.status === 200) return;
      notifier.log.warn({ status: res.status, attempt }, 'sandbox pay: merchant refused notify');
    } catch (error) {
      notifier.log.warn({ err: error, attempt }, 'sandbox pay: notify failed');
    }
    await sleep(100 * attempt);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
