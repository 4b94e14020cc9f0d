import { generateKeyPair, type KeyObject, randomBytes, sign } from 'node:crypto';
import { promisify } from 'node:util';

/** The provider's RS256 key: made at start, published at /oauth/jwks, never stored. */
export interface SigningKey {
  /** The public key as a JWKS entry (kid, alg, use). */
  readonly jwk: Record<string, unknown>;
  /** A compact JWS (RS256) over the claims, with this key's kid. */
  signJwt(claims: Record<string, unknown>): string;
}

export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
  });
  const kid = randomBytes(8).toString('base64url');
  return {
    jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
    signJwt: (claims) => signJwt(privateKey, kid, claims),
  };
}

function signJwt(privateKey: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
}
