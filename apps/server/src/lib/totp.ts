import { TOTP } from '@nova/contracts/constants';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits, base32 secrets; SECURITY.md 7) on otplib, whose
 * crypto and base32 are the audited @noble/hashes and @scure/base (decision 036).
 */

/** A new 160-bit secret, base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

const epochOf = (now: Date) => Math.floor(now.getTime() / 1000);

export function totpAt(secret: string, now: Date): string {
  return generateSync({
    secret,
    epoch: epochOf(now),
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
  });
}

/**
 * The time step `code` matches within ±TOTP.window steps, or null. A step at or before
 * `lastUsedStep` never matches again: each code is used once (SECURITY.md 7).
 */
export function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d{6}$/u.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: epochOf(now),
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    epochTolerance: TOTP.window * TOTP.periodSeconds,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export function otpauthUri(secret: string, issuer: string, account: string): string {
  return generateURI({
    issuer,
    label: account,
    secret,
    algorithm: 'sha1',
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
  });
}
