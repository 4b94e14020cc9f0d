import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one HMAC request signature used between this server and its partners (payment gateway,
 * seamless-wallet and transfer vendors) in both directions: lower-case hex HMAC-SHA256, keyed
 * with the shared secret, over `${timestamp}.${rawBody}`, sent as `x-timestamp` (Unix seconds)
 * and `x-signature`. The sandbox payment gateway stands in for another company and would have
 * its own code; sharing this small library with it is a deliberate shortcut (the wire format is
 * the contract, not this module). The sandbox game vendor (apps/vendor-sandbox, decision 019)
 * has its own copy, and its own API signs `${timestamp}.${METHOD} ${path}.${rawBody}`.
 */

/** Requests older or newer than this are refused (replay window). */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;

/** Keys the HMAC when the secret is unknown, so a miss costs the same as a wrong signature. */
const DECOY_SECRET = 'hmac-signature-decoy-secret';
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/u;
const TIMESTAMP_PATTERN = /^\d{1,12}$/u;

/** Hex HMAC-SHA256 over `${timestamp}.${payload}`. */
export function signPayload(secret: string, timestamp: string, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}

/** The `x-timestamp` and `x-signature` headers for a payload sent at `nowMs`. */
export function signedHeaders(
  secret: string,
  payload: string,
  nowMs: number,
): { 'x-timestamp': string; 'x-signature': string } {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { 'x-timestamp': timestamp, 'x-signature': signPayload(secret, timestamp, payload) };
}

export interface SignatureCheck {
  /** The shared secret; undefined (unknown partner) never verifies. */
  secret: string | undefined;
  /** The request headers carrying `x-timestamp` and `x-signature`. */
  headers: Record<string, unknown>;
  payload: string;
  nowMs: number;
  maxSkewSeconds?: number;
}

/**
 * SECURITY.md 38: true only for a fresh timestamp and a signature made with the secret. The
 * comparison is constant-time, and the HMAC is computed even when the secret or the headers are
 * missing, so timing tells nothing about which check failed.
 */
export function verifySignature(check: SignatureCheck): boolean {
  const ts = typeof check.headers['x-timestamp'] === 'string' ? check.headers['x-timestamp'] : '';
  const sig = typeof check.headers['x-signature'] === 'string' ? check.headers['x-signature'] : '';
  const expected = Buffer.from(signPayload(check.secret ?? DECOY_SECRET, ts, check.payload), 'hex');
  const wellFormed = SIGNATURE_PATTERN.test(sig);
  const given = wellFormed ? Buffer.from(sig, 'hex') : Buffer.alloc(expected.length);
  const match = timingSafeEqual(expected, given);
  const maxSkew = check.maxSkewSeconds ?? SIGNATURE_MAX_SKEW_SECONDS;
  const fresh = TIMESTAMP_PATTERN.test(ts) && Math.abs(check.nowMs / 1000 - Number(ts)) <= maxSkew;
  return match && wellFormed && fresh && check.secret !== undefined;
}
