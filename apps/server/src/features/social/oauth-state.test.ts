import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPkce, createStateSealer, type OAuthState } from './oauth-state.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const STATE: OAuthState = {
  provider: 'google',
  area: 'member',
  state: 's'.repeat(43),
  verifier: 'v'.repeat(43),
  nonce: 'n'.repeat(43),
  redirectUri: 'https://nova.example/wps/session/oauth/google/callback',
  expiresAt: NOW.getTime() + 60_000,
};
const SECRET = 'a-configured-secret-of-at-least-32-chars!';

describe('OAuth state cookie', () => {
  it('opens what it sealed, and the sealed form reveals nothing', () => {
    const sealer = createStateSealer(SECRET);
    const sealed = sealer.seal(STATE);
    expect(sealer.open(sealed, NOW)).toEqual(STATE);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('vvvv');
    // Same key from the same secret: another instance opens it too.
    expect(createStateSealer(SECRET).open(sealed, NOW)).toEqual(STATE);
  });

  it('refuses a flipped bit, another key, garbage and an expired state', () => {
    const sealer = createStateSealer(SECRET);
    const raw = Buffer.from(sealer.seal(STATE), 'base64url');
    raw[20] = (raw[20] ?? 0) ^ 1;
    expect(sealer.open(raw.toString('base64url'), NOW)).toBeNull();
    expect(createStateSealer(undefined).open(sealer.seal(STATE), NOW)).toBeNull();
    expect(sealer.open('not-a-cookie', NOW)).toBeNull();
    expect(sealer.open(sealer.seal(STATE), new Date(STATE.expiresAt))).toBeNull();
  });
});

describe('createPkce', () => {
  it('gives a 43-character verifier and its S256 challenge', () => {
    const { verifier, challenge } = createPkce();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect(createPkce().verifier).not.toBe(verifier);
  });
});
