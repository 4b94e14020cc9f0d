import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import { z } from 'zod';
import { safeEqual } from '../../lib/crypto.ts';

/**
 * OpenID Connect id_token checks done here with node:crypto, no JOSE library (SECURITY.md 9):
 * RS256 only (the header cannot choose "none" or HMAC), key by kid from the provider's JWKS,
 * issuer, audience = our client id (azp when there are several), exp and iat with a small skew,
 * and the nonce this browser's login was started with.
 */
export const CLOCK_SKEW_SECONDS = 60;

export interface Jwk extends JsonWebKey {
  kid?: string;
  alg?: string;
  use?: string;
}
export interface Jwks {
  keys: Jwk[];
}

export interface IdTokenExpectations {
  issuers: readonly string[];
  audience: string;
  nonce: string;
  now: Date;
}

export interface IdTokenClaims {
  sub: string;
  name?: string;
}

/** Why a token was refused: for the security log only, never for the client. */
export class IdTokenError extends Error {
  constructor(readonly reason: string) {
    super(`id_token refused: ${reason}`);
    this.name = 'IdTokenError';
  }
}

const HeaderSchema = z.object({ alg: z.string(), kid: z.string().optional() });
const ClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string()).min(1)]),
  azp: z.string().optional(),
  exp: z.number(),
  iat: z.number(),
  nonce: z.string().optional(),
  name: z.string().optional(),
});

/** `keyFor(kid)` returns the JWKS (refreshed when the kid is unknown). Throws IdTokenError. */
export async function verifyIdToken(
  token: string,
  keyFor: (kid: string | undefined) => Promise<Jwk | undefined>,
  expected: IdTokenExpectations,
): Promise<IdTokenClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new IdTokenError('malformed');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = HeaderSchema.safeParse(decodeJson(headerPart));
  if (!header.success) throw new IdTokenError('malformed header');
  if (header.data.alg !== 'RS256') throw new IdTokenError(`alg ${header.data.alg}`);

  const jwk = await keyFor(header.data.kid);
  if (jwk?.kty !== 'RSA' || (jwk.alg !== undefined && jwk.alg !== 'RS256')) {
    throw new IdTokenError('no matching key');
  }
  if (jwk.use !== undefined && jwk.use !== 'sig') throw new IdTokenError('key not for signing');
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) throw new IdTokenError('bad signature');

  const parsed = ClaimsSchema.safeParse(decodeJson(payloadPart));
  if (!parsed.success) throw new IdTokenError('malformed claims');
  const claims = parsed.data;
  if (!expected.issuers.includes(claims.iss)) throw new IdTokenError('issuer');
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud;
  if (!audiences.includes(expected.audience)) throw new IdTokenError('audience');
  if (audiences.length > 1 && claims.azp !== expected.audience) throw new IdTokenError('azp');
  const now = expected.now.getTime() / 1000;
  if (claims.exp <= now - CLOCK_SKEW_SECONDS) throw new IdTokenError('expired');
  if (claims.iat > now + CLOCK_SKEW_SECONDS) throw new IdTokenError('issued in the future');
  if (claims.nonce === undefined || !safeEqual(claims.nonce, expected.nonce)) {
    throw new IdTokenError('nonce');
  }
  return { sub: claims.sub, name: claims.name };
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The provider's signing keys, cached for an hour; an unknown kid (key rotation) refetches,
 * at most once a minute so forged kids cannot make us hammer the provider.
 */
export function createJwksCache(
  url: string,
  fetchJson: (url: string) => Promise<unknown>,
  now: () => Date,
): (kid: string | undefined) => Promise<Jwk | undefined> {
  const TTL_MS = 60 * 60_000;
  const MIN_REFRESH_MS = 60_000;
  let keys: Jwk[] = [];
  let fetchedAt = Number.NEGATIVE_INFINITY;
  const JwksSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string() })) });

  async function refresh(): Promise<void> {
    const jwks = JwksSchema.parse(await fetchJson(url));
    keys = jwks.keys as Jwk[];
    fetchedAt = now().getTime();
  }
  function find(kid: string | undefined): Jwk | undefined {
    // Without a kid, only an unambiguous single key will do.
    if (kid === undefined) return keys.length === 1 ? keys[0] : undefined;
    return keys.find((k) => k.kid === kid);
  }
  return async (kid) => {
    const age = now().getTime() - fetchedAt;
    if (age > TTL_MS || (find(kid) === undefined && age > MIN_REFRESH_MS)) await refresh();
    return find(kid);
  };
}
