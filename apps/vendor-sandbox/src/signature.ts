import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The HMAC request signature of sandbox-api.md, both directions: lower-case hex HMAC-SHA256
 * over `${x-timestamp}.${raw body}`, refused beyond 300 s of clock skew. The sandbox is another
 * company's code, so it keeps its own copy instead of importing our server's module.
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

/** The per-vendor wallet secret both sides derive in development (sandbox-api.md). */
export function walletSecret(key: string, vendor: string): string {
  return createHmac('sha256', key).update(`wallet:${vendor}`).digest('hex');
}
