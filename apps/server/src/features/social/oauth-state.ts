import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { randomToken } from '../../lib/crypto.ts';

/**
 * The OAuth round trip's secrets (state, PKCE verifier, nonce) travel in a short-lived HttpOnly
 * SameSite=Lax cookie sealed with AES-256-GCM: the browser that started the login is the only
 * one that can finish it (login CSRF), the verifier is never readable, and no table is needed.
 * SameSite=Lax still sends it on the provider's top-level GET redirect back to the callback.
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

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface StateSealer {
  seal(state: OAuthState): string;
  /** The state, or null when forged, tampered with, sealed by another key or expired. */
  open(sealed: string, now: Date): OAuthState | null;
}

/** secret: SOCIAL_STATE_SECRET, or undefined for a random key that lives as long as the process. */
export function createStateSealer(secret: string | undefined): StateSealer {
  const key = Buffer.from(
    hkdfSync('sha256', secret ?? randomBytes(32), Buffer.alloc(0), 'nova oauth state v1', 32),
  );
  return {
    seal(state) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed, now) {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        if (raw.length <= IV_BYTES + TAG_BYTES) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        const state = OAuthStateSchema.parse(JSON.parse(plain));
        return state.expiresAt > now.getTime() ? state : null;
      } catch {
        return null;
      }
    },
  };
}

/** RFC 7636 S256: a 256-bit verifier and its SHA-256 challenge, both base64url. */
export function createPkce(): { verifier: string; challenge: string } {
  const verifier = randomToken(32);
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
