import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_WALLET_MAX_SKEW_SECONDS } from '@nova/contracts/api/vendor-wallet';

/** Keys the HMAC when the vendor is unknown, so a miss costs the same as a wrong signature. */
const DECOY_SECRET = 'vendor-wallet-decoy-secret';
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/u;
const TIMESTAMP_PATTERN = /^\d{1,12}$/u;

/** The signature a vendor sends: hex HMAC-SHA256 over `${timestamp}.${rawBody}`. */
export function signVendorRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export interface SignedRequest {
  secret: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  nowMs: number;
}

/**
 * SECURITY.md 38: true only for a fresh timestamp and a signature made with the vendor's
 * secret. The comparison is constant-time, and the HMAC is computed even when the vendor or
 * the headers are missing, so timing tells nothing about which check failed.
 */
export function verifyVendorSignature(req: SignedRequest): boolean {
  const timestamp = req.timestamp ?? '';
  const expected = Buffer.from(
    signVendorRequest(req.secret ?? DECOY_SECRET, timestamp, req.rawBody),
    'hex',
  );
  const given = SIGNATURE_PATTERN.test(req.signature ?? '')
    ? Buffer.from(req.signature as string, 'hex')
    : Buffer.alloc(expected.length);
  const match = timingSafeEqual(expected, given);
  const fresh =
    TIMESTAMP_PATTERN.test(timestamp) &&
    Math.abs(req.nowMs / 1000 - Number(timestamp)) <= VENDOR_WALLET_MAX_SKEW_SECONDS;
  return match && fresh && req.secret !== undefined && SIGNATURE_PATTERN.test(req.signature ?? '');
}
