import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox gateway's own signing (it stands in for another company, so it does not import
 * the merchant's code): hex HMAC-SHA256 over `${x-timestamp}.${body}`, 5 minutes of skew.
 */
const MAX_SKEW_SECONDS = 300;

export function sandboxSign(secret: string, timestamp: string, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
}

export function sandboxVerify(
  secret: string,
  headers: Record<string, unknown>,
  payload: string,
  nowMs: number,
): boolean {
  const ts = typeof headers['x-timestamp'] === 'string' ? headers['x-timestamp'] : '';
  const sig = typeof headers['x-signature'] === 'string' ? headers['x-signature'] : '';
  const expected = Buffer.from(sandboxSign(secret, ts, payload), 'hex');
  const ok = /^[0-9a-f]{64}$/u.test(sig);
  const match = timingSafeEqual(expected, ok ? Buffer.from(sig, 'hex') : Buffer.alloc(32));
  const fresh = /^\d{1,12}$/u.test(ts) && Math.abs(nowMs / 1000 - Number(ts)) <= MAX_SKEW_SECONDS;
  return ok && match && fresh;
}
