import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpAt } from './totp.ts';

// RFC 6238 appendix B, SHA1, secret "12345678901234567890" (8-digit values; we use the last 6).
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // base32 of "12345678901234567890"
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];
const STEP_MS = 30_000;

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    for (const [seconds, expected] of VECTORS) {
      expect(totpAt(SECRET, new Date(seconds * 1000))).toBe(expected.slice(-6));
    }
  });

  it('makes 160-bit base32 secrets', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/u);
    expect(newTotpSecret()).not.toBe(newTotpSecret());
  });

  it('accepts one step of drift and never the same step twice', () => {
    const now = new Date(1_700_000_000_000);
    const step = Math.floor(now.getTime() / STEP_MS);
    const previous = totpAt(SECRET, new Date(now.getTime() - STEP_MS));
    expect(matchTotp(SECRET, previous, now, null)).toBe(step - 1);
    expect(matchTotp(SECRET, previous, now, step - 1)).toBeNull();
    expect(matchTotp(SECRET, totpAt(SECRET, now), now, step - 1)).toBe(step);
    expect(matchTotp(SECRET, totpAt(SECRET, new Date(now.getTime() + STEP_MS)), now, null)).toBe(
      step + 1,
    );
    expect(
      matchTotp(SECRET, totpAt(SECRET, new Date(now.getTime() - 2 * STEP_MS)), now, null),
    ).toBeNull();
    expect(matchTotp(SECRET, 'abcdef', now, null)).toBeNull();
  });
});
