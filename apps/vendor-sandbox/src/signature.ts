import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The HMAC request signatures of sandbox-api.md. The sandbox is another company's code, so it
 * keeps its own copy instead of importing our server's module.
 * - Requests to the sandbox's own API (`/api/*`): lower-case hex HMAC-SHA256 over
 *   `${x-timestamp}.${METHOD} ${path}.${raw body}` (signRequest / verifyRequest), with the
 *   merchant's own secret (the operator's admin secret for `/api/admin/*`).
 * - The wallet callbacks it sends to the merchant: over `${x-timestamp}.${raw body}` (sign,
 *   signedHeaders), the merchant's wallet API's scheme.
 * Both are refused beyond 300 s of clock skew.
 */
export const MAX_SKEW_SECONDS = 300;

export function sign(secret: string, timestamp: string, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}

export function signedHeaders(secret: string, payload: string, nowMs = Date.now()) {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { 'x-timestamp': timestamp, 'x-signature': sign(secret, timestamp, payload) };
}

/** Constant-time check of a fresh, well-formed signature. */
export function verify(
  secret: string,
  headers: Record<string, unknown>,
  payload: string,
  nowMs = Date.now(),
): boolean {
  const ts = typeof headers['x-timestamp'] === 'string' ? headers['x-timestamp'] : '';
  const sig = typeof headers['x-signature'] === 'string' ? headers['x-signature'] : '';
  const expected = Buffer.from(sign(secret, ts, payload), 'hex');
  const wellFormed = /^[0-9a-f]{64}$/u.test(sig);
  const given = wellFormed ? Buffer.from(sig, 'hex') : Buffer.alloc(expected.length);
  const match = timingSafeEqual(expected, given);
  const fresh = /^\d{1,12}$/u.test(ts) && Math.abs(nowMs / 1000 - Number(ts)) <= MAX_SKEW_SECONDS;
  return match && wellFormed && fresh;
}

/** The string a request to the sandbox's API is signed over (without the timestamp). */
export function requestPayload(method: string, path: string, body: string): string {
  return `${method.toUpperCase()} ${path}.${body}`;
}

export function signRequest(
  secret: string,
  timestamp: string,
  method: string,
  path: string,
  body: string,
): string {
  return sign(secret, timestamp, requestPayload(method, path, body));
}

/** Constant-time check of a fresh, well-formed request signature (method and path included). */
export function verifyRequest(
  secret: string,
  headers: Record<string, unknown>,
  request: { method: string; path: string; body: string },
  nowMs = Date.now(),
): boolean {
  return verify(secret, headers, requestPayload(request.method, request.path, request.body), nowMs);
}

/**
 * Signatures seen within the skew window: a request is accepted once. Entries expire after
 * twice the skew window (a timestamp up to 300 s in the future stays fresh for 600 s).
 */
export class ReplayCache {
  readonly #seen = new Map<string, number>();
  #nextSweep = 0;

  /** True the first time a signature is seen (and remembers it); false for a replay. */
  firstUse(signature: string, nowMs: number): boolean {
    if (nowMs >= this.#nextSweep) {
      for (const [sig, until] of this.#seen) if (until <= nowMs) this.#seen.delete(sig);
      this.#nextSweep = nowMs + 10_000;
    }
    const until = this.#seen.get(signature);
    if (until !== undefined && until > nowMs) return false;
    this.#seen.set(signature, nowMs + 2 * MAX_SKEW_SECONDS * 1000);
    return true;
  }

  get size(): number {
    return this.#seen.size;
  }
}

/** The per-vendor wallet secret both sides derive in development (sandbox-api.md). */
export function walletSecret(key: string, vendor: string): string {
  return createHmac('sha256', key).update(`wallet:${vendor}`).digest('hex');
}
