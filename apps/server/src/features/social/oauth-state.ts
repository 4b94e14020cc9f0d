import { hkdfSync, randomBytes } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { calculatePKCECodeChallenge, randomPKCECodeVerifier } from 'openid-client';
import { z } from 'zod';

/**
 * The OAuth round trip's secrets (state, PKCE verifier, nonce) travel in a short-lived HttpOnly
 * SameSite=Lax cookie sealed as an encrypted JWT (jose: JWE `dir` + A256GCM, decision 034): the
 * browser that started the login is the only one that can finish it (login CSRF), the verifier
 * is never readable, and no table is needed. SameSite=Lax still sends it on the provider's
 * top-level GET redirect back to the callback.
 */
export const OAUTH_STATE_COOKIE = 'nova_oauth';
export const OAUTH_COOKIE_PATH = '/wps/session/oauth/';
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

const OAuthStateSchema = z.object({
  provider: z.enum(['google', 'facebook']),
  area: z.enum(['member', 'agent']),
  state: z.string(),
  verifier: z.string(),
  nonce: z.string(),
  redirectUri: z.string(),
  expiresAt: z.number(),
});
export type OAuthState = z.infer<typeof OAuthStateSchema>;

export interface StateSealer {
  seal(state: OAuthState): Promise<string>;
  /** The state, or null when forged, tampered with, sealed by another key or expired. */
  open(sealed: string, now: Date): Promise<OAuthState | null>;
}

/** secret: SOCIAL_STATE_SECRET, or undefined for a random key that lives as long as the process. */
export function createStateSealer(secret: string | undefined): StateSealer {
  const key = new Uint8Array(
    hkdfSync('sha256', secret ?? randomBytes(32), Buffer.alloc(0), 'nova oauth state v2', 32),
  );
  return {
    seal: (state) =>
      new EncryptJWT({ ...state })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setExpirationTime(Math.floor(state.expiresAt / 1000))
        .encrypt(key),
    async open(sealed, now) {
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
          currentDate: now,
        });
        const state = OAuthStateSchema.parse(payload);
        return state.expiresAt > now.getTime() ? state : null;
      } catch {
        return null;
      }
    },
  };
}

/** RFC 7636 S256 (openid-client): a 256-bit verifier and its SHA-256 challenge, base64url. */
export async function createPkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomPKCECodeVerifier();
  return { verifier, challenge: await calculatePKCECodeChallenge(verifier) };
}
