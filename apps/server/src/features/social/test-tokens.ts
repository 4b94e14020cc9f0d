import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { JWK } from 'jose';

/** Test kit: an RSA key with its JWK, and id_tokens signed (or not) the way a test needs. */
export interface TestKey {
  kid: string;
  privateKey: KeyObject;
  jwk: JWK;
}

export function createTestKey(kid: string): TestKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid,
    privateKey,
    jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
  };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signTestJwt(
  key: TestKey,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): string {
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...header })}.${encode(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key.privateKey).toString('base64url')}`;
}

/** An unsigned token ("alg": "none"), which must never be accepted. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

export function googleClaims(
  overrides: Record<string, unknown> & { aud: string; nonce: string; iss: string },
  now = new Date(),
): Record<string, unknown> {
  const iat = Math.floor(now.getTime() / 1000);
  return { sub: '1234567890', name: 'Test User', iat, exp: iat + 3600, ...overrides };
}
