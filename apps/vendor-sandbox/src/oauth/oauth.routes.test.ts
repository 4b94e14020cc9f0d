import { createHash, createPublicKey, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../app.ts';
import { DEFAULT_OAUTH_CLIENTS, type OAuthClientRegistration } from '../config.ts';
import { appSecretProof } from './oauth.routes.ts';

/**
 * The development OAuth provider (/oauth) makes the checks a real one makes. Our server's side
 * of the round trip (state, nonce, id_token verification) is tested in its social-oauth test,
 * against this provider in the sandbox process.
 */
function registered(kind: OAuthClientRegistration['kind']): OAuthClientRegistration {
  const client = DEFAULT_OAUTH_CLIENTS.find((c) => c.kind === kind);
  if (!client) throw new Error(`no ${kind} client registered`);
  return client;
}
const GOOGLE = registered('google');
const FACEBOOK = registered('facebook');
const SITE = 'http://localhost:3400';
const HOST = 'sandbox.test:3401';
const VERIFIER = 'v'.repeat(43);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

let app: FastifyInstance;
let now = Date.parse('2026-11-28T12:00:00Z');
beforeAll(async () => {
  app = await build({ config: { logLevel: 'silent' }, now: () => new Date(now) });
  await app.ready();
});
afterAll(() => app.close());

function authorizeQuery(client = GOOGLE, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: `${SITE}${client.redirectPath}`,
    state: 'state-123',
    nonce: 'nonce-456',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...extra,
  });
}

function authorize(query: URLSearchParams) {
  return app.inject({ url: `/oauth/authorize?${query}`, headers: { host: HOST } });
}

/** A code for `user`, as the browser brings it back to the client's redirect URI. */
async function codeFor(user: string, client = GOOGLE): Promise<string> {
  const res = await authorize(authorizeQuery(client, { login_hint: user }));
  expect(res.statusCode).toBe(302);
  const back = new URL(String(res.headers.location));
  expect(`${back.origin}${back.pathname}`).toBe(`${SITE}${client.redirectPath}`);
  expect(back.searchParams.get('state')).toBe('state-123');
  return String(back.searchParams.get('code'));
}

function token(fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

function exchange(code: string, client = GOOGLE, extra: Record<string, string> = {}) {
  return token({
    grant_type: 'authorization_code',
    code,
    client_id: client.clientId,
    client_secret: client.secret,
    redirect_uri: `${SITE}${client.redirectPath}`,
    code_verifier: VERIFIER,
    ...extra,
  });
}

describe('authorize', () => {
  it('shows a sign-in page carrying the request, under a CSP without script', async () => {
    const res = await authorize(authorizeQuery(GOOGLE, { state: '"><script>x</script>' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${SITE}`);
    expect(res.body).toContain('data-testid="oauth-consent" data-provider="google"');
    expect(res.body).toContain('action="/oauth/authorize"');
    expect(res.body).toContain(`name="code_challenge" value="${CHALLENGE}"`);
    expect(res.body).not.toContain('<script>');
  });

  it('refuses an unknown client, an unregistered redirect and a request without S256 PKCE', async () => {
    const unknown = await authorize(authorizeQuery({ ...GOOGLE, clientId: 'someone-else' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'unauthorized_client' });
    // Another client's callback, and a path of our site that is no callback at all.
    for (const path of [FACEBOOK.redirectPath, '/wps/member/info']) {
      const res = await authorize(
        authorizeQuery(GOOGLE, { redirect_uri: `${SITE}${path}`, login_hint: 'x' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.json()).toEqual({ error: 'invalid_redirect' });
    }
    const malformed: Record<string, string>[] = [
      { code_challenge_method: 'plain' },
      { code_challenge: 'short' },
    ];
    for (const extra of malformed) {
      const res = await authorize(authorizeQuery(GOOGLE, extra));
      expect(res.json()).toEqual({ error: 'invalid_request' });
    }
  });
});

describe('token', () => {
  it('issues an id_token signed by the published key, for our client and this login', async () => {
    const res = await exchange(await codeFor('alice'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const [header, claims, signature] = String(body.id_token).split('.') as [
      string,
      string,
      string,
    ];
    const { keys } = (await app.inject({ url: '/oauth/jwks' })).json();
    const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kid, alg: 'RS256', use: 'sig', kty: 'RSA' });
    expect(keys[0]).not.toHaveProperty('d');
    const key = createPublicKey({ key: keys[0], format: 'jwk' });
    const input = Buffer.from(`${header}.${claims}`);
    expect(verify('RSA-SHA256', input, key, Buffer.from(signature, 'base64url'))).toBe(true);
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toEqual({
      iss: `http://${HOST}/oauth`,
      aud: GOOGLE.clientId,
      azp: GOOGLE.clientId,
      sub: 'alice',
      name: 'Sandbox alice',
      nonce: 'nonce-456',
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
  });

  it('refuses a missing or wrong verifier, and the code is burnt by the attempt', async () => {
    expect((await exchange(await codeFor('pkce'), GOOGLE, { code_verifier: '' })).statusCode).toBe(
      400,
    );
    const code = await codeFor('pkce');
    const wrong = await exchange(code, GOOGLE, { code_verifier: 'w'.repeat(43) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_grant' });
    expect((await exchange(code)).statusCode).toBe(400);
  });

  it('refuses a wrong client secret', async () => {
    const res = await exchange(await codeFor('secret'), GOOGLE, { client_secret: 'wrong' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_client' });
  });

  it('binds the code to its client and redirect URI, and uses it once', async () => {
    const code = await codeFor('bound');
    expect((await exchange(code, FACEBOOK)).json()).toEqual({ error: 'invalid_grant' });
    const other = await codeFor('bound');
    const elsewhere = { redirect_uri: `http://evil.example${GOOGLE.redirectPath}` };
    expect((await exchange(other, GOOGLE, elsewhere)).statusCode).toBe(400);
    const once = await codeFor('bound');
    expect((await exchange(once)).statusCode).toBe(200);
    expect((await exchange(once)).json()).toEqual({ error: 'invalid_grant' });
  });

  it('refuses a code after a minute', async () => {
    const code = await codeFor('late');
    now += 61_000;
    expect((await exchange(code)).json()).toEqual({ error: 'invalid_grant' });
  });

  it('gives Facebook clients an access token and no id_token', async () => {
    const res = await exchange(await codeFor('100000001', FACEBOOK), FACEBOOK);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('id_token');
  });
});

describe('/me (Graph)', () => {
  async function tokenFor(user: string): Promise<string> {
    const res = await exchange(await codeFor(user, FACEBOOK), FACEBOOK);
    return res.json().access_token;
  }
  const me = (accessToken: string, proof: string) =>
    app.inject({
      url: `/oauth/me?fields=id,name&appsecret_proof=${proof}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it('answers the profile only with the right appsecret_proof', async () => {
    const accessToken = await tokenFor('proof');
    expect((await me(accessToken, appSecretProof(accessToken, 'not-the-secret'))).statusCode).toBe(
      400,
    );
    expect((await me(accessToken, '')).json()).toMatchObject({
      error: { type: 'OAuthException' },
    });
    const ok = await me(accessToken, appSecretProof(accessToken, FACEBOOK.secret));
    expect(ok.json()).toEqual({ id: 'proof', name: 'Sandbox proof' });
  });

  it('refuses an unknown or expired access token', async () => {
    expect((await me('nope', appSecretProof('nope', FACEBOOK.secret))).statusCode).toBe(400);
    const accessToken = await tokenFor('expiring');
    now += 60 * 60_000;
    const res = await me(accessToken, appSecretProof(accessToken, FACEBOOK.secret));
    expect(res.json()).toEqual({
      error: { message: 'Invalid OAuth access token', type: 'OAuthException' },
    });
  });
});
