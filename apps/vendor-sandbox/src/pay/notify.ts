import type { FastifyBaseLogger } from 'fastify';
import { signedHeaders } from '../signature.ts';
import type { PayOrder } from './orders.ts';

/**
 * How the gateway misbehaves for one merchant reference (tests and demos): a real gateway
 * delivers notifications twice, late and out of order, and the merchant must cope.
 */
export interface PayFaults {
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

/**
 * The notifications to merchants: signed `${x-timestamp}.${body}` with the merchant secret,
 * POSTed to the order's notifyUrl in the background (the pay page does not wait), each retried
 * a few times until the merchant answers 200. Faults and deliveries under way are per
 * merchant reference, so parallel test files sharing one sandbox never wait on each other.
 */
export class PayNotifier {
  readonly #faults = new Map<string, PayFaults>();
  readonly #inFlight = new Map<string, Set<Promise<void>>>();

  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  setFaults(merchantReference: string, faults: PayFaults): void {
    this.#faults.set(merchantReference, faults);
  }

  /** Resolves once every delivery under way (for this reference, or all) is done or given up. */
  async idle(merchantReference?: string): Promise<void> {
    const pending = () =>
      merchantReference === undefined
        ? [...this.#inFlight.values()].flatMap((s) => [...s])
        : [...(this.#inFlight.get(merchantReference) ?? [])];
    for (let runs = pending(); runs.length > 0; runs = pending()) await Promise.allSettled(runs);
  }

  notify(order: PayOrder): void {
    const f = this.#faults.get(order.merchantReference) ?? {};
    if (f.drop) return;
    const at = this.now().getTime();
    const status = order.status === 'PAID' ? 'PAID' : 'FAILED';
    const events: { status: 'PAID' | 'FAILED'; eventAt: number }[] = [];
    if (status === 'PAID' && f.failFirst) events.push({ status: 'FAILED', eventAt: at - 1000 });
    for (let i = 0; i <= (f.duplicate ?? 0); i++) events.push({ status, eventAt: at });
    if (status === 'PAID' && f.staleFailedAfter)
      events.push({ status: 'FAILED', eventAt: at - 2000 });
    const run = (async () => {
      if (f.delayMs) await sleep(f.delayMs);
      for (const event of events) await this.#deliver(order, event.status, event.eventAt);
    })();
    const runs = this.#inFlight.get(order.merchantReference) ?? new Set();
    runs.add(run);
    this.#inFlight.set(order.merchantReference, runs);
    void run.finally(() => {
      runs.delete(run);
      if (runs.size === 0) this.#inFlight.delete(order.merchantReference);
    });
  }

  async #deliver(order: PayOrder, status: 'PAID' | 'FAILED', eventAt: number): Promise<void> {
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
            ...signedHeaders(this.secret, body, this.now().getTime()),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.status === 200) return;
        this.log.warn({ status: res.status, attempt }, 'sandbox pay: merchant refused notify');
      } catch (error) {
        this.log.warn({ err: error, attempt }, 'sandbox pay: notify failed');
      }
      await sleep(100 * attempt);
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
