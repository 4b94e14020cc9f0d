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
  it('opens what it sealed, and the sealed form reveals nothing', async () => {
    const sealer = createStateSealer(SECRET);
    const sealed = await sealer.seal(STATE);
    expect(await sealer.open(sealed, NOW)).toEqual(STATE);
    for (const part of sealed.split('.'))
      expect(Buffer.from(part, 'base64url').toString('latin1')).not.toContain('vvvv');
    // Same key from the same secret: another instance opens it too.
    expect(await createStateSealer(SECRET).open(sealed, NOW)).toEqual(STATE);
  });

  it('refuses a flipped bit, another key, garbage and an expired state', async () => {
    const sealer = createStateSealer(SECRET);
    // A compact JWE: header.encrypted_key.iv.ciphertext.tag; flip one bit of the ciphertext.
    const parts = (await sealer.seal(STATE)).split('.');
    const ciphertext = Buffer.from(parts[3] ?? '', 'base64url');
    ciphertext[5] = (ciphertext[5] ?? 0) ^ 1;
    parts[3] = ciphertext.toString('base64url');
    expect(await sealer.open(parts.join('.'), NOW)).toBeNull();
    expect(await createStateSealer(undefined).open(await sealer.seal(STATE), NOW)).toBeNull();
    expect(await sealer.open('not-a-cookie', NOW)).toBeNull();
    expect(await sealer.open(await sealer.seal(STATE), new Date(STATE.expiresAt))).toBeNull();
  });

  it('refuses a JWE of another algorithm even under the same key', async () => {
    const sealer = createStateSealer(SECRET);
    const [header, ...rest] = (await sealer.seal(STATE)).split('.');
    const other = Buffer.from(JSON.stringify({ alg: 'dir', enc: 'A128GCM' })).toString('base64url');
    expect(header).not.toBe(other);
    expect(await sealer.open([other, ...rest].join('.'), NOW)).toBeNull();
  });
});

describe('createPkce', () => {
  it('gives a 43-character verifier and its S256 challenge', async () => {
    const { verifier, challenge } = await createPkce();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect((await createPkce()).verifier).not.toBe(verifier);
  });
});
