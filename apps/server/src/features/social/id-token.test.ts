import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, type JWK } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_SKEW_SECONDS, IdTokenError, jwksKeys, verifyIdToken } from './id-token.ts';
import { createTestKey, googleClaims, signTestJwt, unsignedJwt } from './test-tokens.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const KEY = createTestKey('key-1');
const OTHER = createTestKey('key-1');
const ISS = 'https://accounts.google.com';
const AUD = 'client-123.apps.googleusercontent.com';
const NONCE = 'nonce-abc';
const expected = { issuers: [ISS, 'accounts.google.com'], audience: AUD, nonce: NONCE, now: NOW };
const keyFor = createLocalJWKSet({ keys: [KEY.jwk] });
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

describe('jwksKeys (jose remote JWKS)', () => {
  afterEach(() => vi.useRealTimers());

  it('caches keys and refetches for an unknown kid at most once a minute', async () => {
    let served: JWK[] = [KEY.jwk];
    let fetches = 0;
    const server = createServer((_req, res) => {
      fetches++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: served }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      // Only Date is faked: jose reads the clock for its cache, the sockets keep real timers.
      vi.useFakeTimers({ toFake: ['Date'], now: NOW });
      const keys = jwksKeys(`http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`);
      const token = (kid: string) => signTestJwt(KEY, claims(), { kid });
      const kidOf = (kid: string) => keys({ alg: 'RS256', kid }, { payload: '', signature: '' });
      expect(await verifyIdToken(token('key-1'), keys, expected)).toMatchObject({
        sub: '1234567890',
      });
      await kidOf('key-1');
      expect(fetches).toBe(1);
      const rotated = createTestKey('key-2');
      served = [KEY.jwk, rotated.jwk];
      await expect(kidOf('key-2')).rejects.toThrow();
      expect(fetches).toBe(1);
      vi.setSystemTime(new Date(NOW.getTime() + 61_000));
      await expect(kidOf('key-2')).resolves.toBeDefined();
      expect(fetches).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
