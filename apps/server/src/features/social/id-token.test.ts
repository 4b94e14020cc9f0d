import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_SECONDS, createJwksCache, IdTokenError, verifyIdToken } from './id-token.ts';
import { createTestKey, googleClaims, signTestJwt, unsignedJwt } from './test-tokens.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const KEY = createTestKey('key-1');
const OTHER = createTestKey('key-1');
const ISS = 'https://accounts.google.com';
const AUD = 'client-123.apps.googleusercontent.com';
const NONCE = 'nonce-abc';
const expected = { issuers: [ISS, 'accounts.google.com'], audience: AUD, nonce: NONCE, now: NOW };
const keyFor = async (kid: string | undefined) => (kid === KEY.kid ? KEY.jwk : undefined);
const claims = (overrides: Record<string, unknown> = {}) =>
  googleClaims({ iss: ISS, aud: AUD, nonce: NONCE, ...overrides }, NOW);

async function reason(token: string): Promise<string> {
  try {
    await verifyIdToken(token, keyFor, expected);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(IdTokenError);
    return (error as IdTokenError).reason;
  }
}

describe('verifyIdToken', () => {
  it('accepts a good token and returns its subject', async () => {
    const token = signTestJwt(KEY, claims({ sub: 'abc', name: 'Ana' }));
    await expect(verifyIdToken(token, keyFor, expected)).resolves.toEqual({
      sub: 'abc',
      name: 'Ana',
    });
    expect(await reason(signTestJwt(KEY, claims({ iss: 'accounts.google.com' })))).toBe('accepted');
  });

  it('refuses a bad signature, an unknown kid, alg none and HS256', async () => {
    expect(await reason(signTestJwt(OTHER, claims()))).toBe('bad signature');
    expect(await reason(signTestJwt(KEY, claims(), { kid: 'key-2' }))).toBe('no matching key');
    expect(await reason(unsignedJwt(claims()))).toBe('alg none');
    expect(await reason(signTestJwt(KEY, claims(), { alg: 'HS256' }))).toBe('alg HS256');
    // A valid signature over other claims: swapping the payload breaks it.
    const [header, , signature] = signTestJwt(KEY, claims()).split('.');
    const forged = Buffer.from(JSON.stringify(claims({ sub: 'victim' }))).toString('base64url');
    expect(await reason(`${header}.${forged}.${signature}`)).toBe('bad signature');
    expect(await reason('not.a-token')).toBe('malformed');
  });

  it('refuses another issuer, another audience, and azp mismatch with several audiences', async () => {
    expect(await reason(signTestJwt(KEY, claims({ iss: 'https://evil.example' })))).toBe('issuer');
    expect(await reason(signTestJwt(KEY, claims({ aud: 'someone-else' })))).toBe('audience');
    expect(await reason(signTestJwt(KEY, claims({ aud: [AUD, 'x'], azp: 'x' })))).toBe('azp');
    expect(await reason(signTestJwt(KEY, claims({ aud: [AUD, 'x'], azp: AUD })))).toBe('accepted');
  });

  it('checks exp and iat with a small skew', async () => {
    const t = NOW.getTime() / 1000;
    const exp = (e: number) => reason(signTestJwt(KEY, claims({ iat: t - 7200, exp: e })));
    expect(await exp(t - CLOCK_SKEW_SECONDS + 1)).toBe('accepted');
    expect(await exp(t - CLOCK_SKEW_SECONDS)).toBe('expired');
    expect(await exp(t - 3600)).toBe('expired');
    const iat = (i: number) => reason(signTestJwt(KEY, claims({ iat: i, exp: i + 3600 })));
    expect(await iat(t + CLOCK_SKEW_SECONDS)).toBe('accepted');
    expect(await iat(t + CLOCK_SKEW_SECONDS + 1)).toBe('issued in the future');
  });

  it('requires the nonce of this login', async () => {
    expect(await reason(signTestJwt(KEY, claims({ nonce: 'other' })))).toBe('nonce');
    expect(await reason(signTestJwt(KEY, claims({ nonce: undefined })))).toBe('nonce');
  });
});

describe('createJwksCache', () => {
  it('caches keys and refetches for an unknown kid at most once a minute', async () => {
    let now = NOW;
    let served = [KEY.jwk];
    let fetches = 0;
    const cache = createJwksCache(
      'https://jwks.example',
      async () => {
        fetches++;
        return { keys: served };
      },
      () => now,
    );
    expect(await cache('key-1')).toEqual(KEY.jwk);
    expect(await cache('key-1')).toEqual(KEY.jwk);
    expect(fetches).toBe(1);
    const rotated = createTestKey('key-2');
    served = [KEY.jwk, rotated.jwk];
    expect(await cache('key-2')).toBeUndefined();
    expect(fetches).toBe(1);
    now = new Date(NOW.getTime() + 61_000);
    expect(await cache('key-2')).toEqual(rotated.jwk);
    expect(fetches).toBe(2);
  });
});
