import { createHmac, timingSafeEqual } from 'node:crypto';

/** Callbacks older or newer than this are refused (replay window). */
export const GATEWAY_MAX_SKEW_SECONDS = 300;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/u;
const TIMESTAMP_PATTERN = /^\d{1,12}$/u;

/** Hex HMAC-SHA256 over `${timestamp}.${payload}`, both directions. */
export function signGatewayPayload(secret: string, timestamp: string, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}

export function signedHeaders(
  secret: string,
  payload: string,
  nowMs: number,
): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    'x-timestamp': timestamp,
    'x-signature': signGatewayPayload(secret, timestamp, payload),
  };
}

/**
 * True for a fresh timestamp and the right signature, compared in constant time; the HMAC is
 * computed whatever is missing so timing tells nothing (SECURITY.md 38).
 */
export function verifyGatewaySignature(
  secret: string,
  headers: Record<string, unknown>,
  payload: string,
  nowMs: number,
): boolean {
  const ts = typeof headers['x-timestamp'] === 'string' ? headers['x-timestamp'] : '';
  const sig = typeof headers['x-signature'] === 'string' ? headers['x-signature'] : '';
  const expected = Buffer.from(signGatewayPayload(secret, ts, payload), 'hex');
  const wellFormed = SIGNATURE_PATTERN.test(sig);
  const given = wellFormed ? Buffer.from(sig, 'hex') : Buffer.alloc(expected.length);
  const match = timingSafeEqual(expected, given);
  const fresh =
    TIMESTAMP_PATTERN.test(ts) && Math.abs(nowMs / 1000 - Number(ts)) <= GATEWAY_MAX_SKEW_SECONDS;
  return match && wellFormed && fresh;
}
