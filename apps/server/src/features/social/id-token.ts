import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { z } from 'zod';
import { safeEqual } from '../../lib/crypto.ts';

/**
 * OpenID Connect id_token checks on the kept library `jose` (decision 034): `jwtVerify` with an
 * algorithms allow-list of RS256 only (the header cannot choose "none" or HMAC), the key by kid
 * from the provider's JWKS (`createRemoteJWKSet`), issuer, audience = our client id (azp when
 * there are several), exp and iat with a small skew; then what jose leaves to us: the nonce this
 * browser's login was started with.
 */
export const CLOCK_SKEW_SECONDS = 60;
/** Beyond exp: a token claiming to be issued more than a day ago is refused too. */
const MAX_TOKEN_AGE_SECONDS = 24 * 60 * 60;

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

const ClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string()).min(1)]),
  azp: z.string().optional(),
  nonce: z.string(),
  name: z.string().optional(),
});

/** `keys`: the provider's JWKS (jwksKeys). Throws IdTokenError. */
export async function verifyIdToken(
  token: string,
  keys: JWTVerifyGetKey,
  expected: IdTokenExpectations,
): Promise<IdTokenClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: [...expected.issuers],
      audience: expected.audience,
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
      clockTolerance: CLOCK_SKEW_SECONDS,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      currentDate: expected.now,
    }));
  } catch (error) {
    throw new IdTokenError(reasonOf(error, token));
  }
  const parsed = ClaimsSchema.safeParse(payload);
  if (!parsed.success) throw new IdTokenError('malformed claims');
  const claims = parsed.data;
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud;
  if (audiences.length > 1 && claims.azp !== expected.audience) throw new IdTokenError('azp');
  if (!safeEqual(claims.nonce, expected.nonce)) throw new IdTokenError('nonce');
  return { sub: claims.sub, name: claims.name };
}

/** jose's refusal as the short reason the security log has always used. */
function reasonOf(error: unknown, token: string): string {
  if (error instanceof errors.JOSEAlgNotAllowed) {
    try {
      return `alg ${decodeProtectedHeader(token).alg}`;
    } catch {
      return 'alg';
    }
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad signature';
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
    return 'no matching key';
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    const byClaim: Record<string, string> = {
      iss: 'issuer',
      aud: 'audience',
      iat: 'issued in the future',
      nonce: 'nonce',
    };
    return byClaim[error.claim] ?? `claim ${error.claim}`;
  }
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid)
    return 'jwks unavailable';
  if (error instanceof errors.JOSEError) return 'malformed';
  return `jwks: ${(error as Error).message}`;
}

/**
 * The provider's signing keys (jose's remote JWKS): cached for an hour; an unknown kid (key
 * rotation) refetches, at most once a minute so forged kids cannot make us hammer the provider.
 */
export function jwksKeys(url: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(url), {
    cacheMaxAge: 60 * 60_000,
    cooldownDuration: 60_000,
    timeoutDuration: 10_000,
  });
}
