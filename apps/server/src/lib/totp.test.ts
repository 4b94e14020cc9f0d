import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, timeStep, totpAt } from './totp.ts';

// RFC 6238 appendix B, SHA1, secret "12345678901234567890" (8-digit values; we use the last 6).
const SECRET = base32Encode(Buffer.from('12345678901234567890'));
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    for (const [seconds, expected] of VECTORS) {
      expect(totpAt(SECRET, new Date(seconds * 1000))).toBe(expected.slice(-6));
    }
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 17, 99]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('accepts one step of drift and never the same step twice', () => {
    const now = new Date(1_700_000_000_000);
    const previous = hotp(SECRET, timeStep(now) - 1);
    const step = matchTotp(SECRET, previous, now, null);
    expect(step).toBe(timeStep(now) - 1);
    expect(matchTotp(SECRET, previous, now, step)).toBeNull();
    expect(matchTotp(SECRET, hotp(SECRET, timeStep(now) - 2), now, null)).toBeNull();
    expect(matchTotp(SECRET, 'abcdef', now, null)).toBeNull();
  });
});
