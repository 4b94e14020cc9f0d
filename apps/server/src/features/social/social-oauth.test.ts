import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, SANDBOX_FACEBOOK_APP, SANDBOX_GOOGLE_CLIENT } from '../../config.ts';
import { members } from '../../db/schema/members.ts';
import { socialIdentities } from '../../db/schema/security.ts';
import { cookieOf } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestKey, googleClaims, signTestJwt, unsignedJwt } from './test-tokens.ts';

/**
 * The whole round trip with no internet: the provider is the sandbox app's development OAuth
 * provider (/oauth) in the run's sandbox process (test/vendor-sandbox.global-setup.ts); `site`
 * is the app under test, its Google and Facebook configured as development configures them
 * (DEV_TOOLS with SANDBOX_OAUTH_URL: the sandbox's registered clients), so its calls to the
 * provider, and the browser's, are real HTTP. `forged` is a site whose Google token endpoint is
 * a bare server of this test, serving id_tokens built here. What the provider itself checks
 * (client secret, PKCE, single-use codes, appsecret_proof) is the sandbox's own oauth test.
 */
const GOOGLE = SANDBOX_GOOGLE_CLIENT;
const FAILED = '/?socialError=SOCIAL_LOGIN_FAILED';

let site: TestApp;
let forged: TestApp;
let tokenServer: Server;
let sandbox: string;
let tokenServerUrl: string;

// The forged-token server: answers the token call with whatever the test put in `nextIdToken`.
const KEY = createTestKey('forge-1');
const STRANGER = createTestKey('forge-1');
let nextIdToken = '';
let lastTokenRequest: URLSearchParams | undefined;

beforeAll(async () => {
  sandbox = `${inject('gameVendorUrl')}/oauth`;
  const { social } = loadConfig({ DEV_TOOLS: 'true', SANDBOX_OAUTH_URL: sandbox });
  site = await createTestApp({ devTools: false, social });

  tokenServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/jwks') return res.end(JSON.stringify({ keys: [KEY.jwk] }));
      lastTokenRequest = new URLSearchParams(body);
      res.end(JSON.stringify({ access_token: 'x', id_token: nextIdToken }));
    });
  });
  await new Promise<void>((resolve) => tokenServer.listen(0, '127.0.0.1', resolve));
  tokenServerUrl = `http://127.0.0.1:${(tokenServer.address() as AddressInfo).port}`;
  forged = await createTestApp({
    social: {
      google: {
        ...GOOGLE,
        issuer: 'https://accounts.google.com',
        authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: `${tokenServerUrl}/token`,
        jwksUrl: `${tokenServerUrl}/jwks`,
      },
      facebook: null,
      telegram: null,
      stateSecret: undefined,
    },
  });
});
afterAll(async () => {
  await Promise.all([site?.close(), forged?.close()]);
  await new Promise((resolve) => tokenServer?.close(resolve));
});

interface Started {
  authorizeUrl: URL;
  cookie: string;
}

async function start(app: FastifyInstance, name: string, area = 'member'): Promise<Started> {
  const res = await app.inject({ url: `/wps/session/oauth/${name}/start?area=${area}` });
  expect(res.statusCode).toBe(302);
  const stateCookie = cookieOf(res, 'nova_oauth');
  expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  return {
    authorizeUrl: new URL(String(res.headers.location)),
    cookie: `nova_oauth=${stateCookie?.value}`,
  };
}

/** The browser at the sandbox's sign-in page, signing in as `user`; returns the callback URL. */
async function authorize(url: URL, user: string): Promise<string> {
  const at = new URL(url);
  at.searchParams.set('login_hint', user);
  const res = await fetch(at, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(String(res.headers.get('location')));
  return `${back.pathname}${back.search}`;
}

function callback(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ url, headers: cookie ? { cookie } : {} });
}

async function signIn(name: string, user: string, area = 'member') {
  const s = await start(site.app, name, area);
  return callback(site.app, await authorize(s.authorizeUrl, user), s.cookie);
}

function expectFailed(res: LightMyRequestResponse, to = FAILED) {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(to);
  expect(cookieOf(res, 'nova_sid')).toBeUndefined();
}

async function memberOf(res: LightMyRequestResponse, app = site.app) {
  const sid = cookieOf(res, 'nova_sid');
  expect(sid?.httpOnly).toBe(true);
  const info = await app.inject({
    url: '/wps/member/info',
    headers: { cookie: `nova_sid=${sid?.value}` },
  });
  expect(info.statusCode).toBe(200);
  return info.json().value as {
    id: number;
    account: string;
    nickname: string;
    mustChangePassword: boolean;
  };
}

describe('GET /wps/session/social', () => {
  it('lists exactly the configured providers', async () => {
    const on = await site.app.inject({ url: '/wps/session/social' });
    expect(on.json()).toEqual({
      success: true,
      value: { google: true, facebook: true, telegram: null },
    });
    const off = await forged.app.inject({ url: '/wps/session/social' });
    expect(off.json().value).toEqual({ google: true, facebook: false, telegram: null });
  });

  it('documents the redirect routes in OpenAPI', async () => {
    const doc = (await site.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(doc.paths['/wps/session/oauth/{provider}/start']).toHaveProperty('get');
    expect(doc.paths['/wps/session/oauth/{provider}/callback']).toHaveProperty('get');
    expect(doc.paths['/wps/session/login/telegram']).toHaveProperty('post');
  });

  it('refuses to start a provider that is not configured', async () => {
    const res = await forged.app.inject({ url: '/wps/session/oauth/facebook/start' });
    expectFailed(res);
  });
});

describe('Google (OpenID Connect) through the sandbox', () => {
  it('sends state, nonce and an S256 challenge to the provider, and keeps the verifier secret', async () => {
    const { authorizeUrl, cookie } = await start(site.app, 'google');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${sandbox}/authorize`);
    const q = authorizeUrl.searchParams;
    expect(q.get('client_id')).toBe(GOOGLE.clientId);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('redirect_uri')).toMatch(/\/wps\/session\/oauth\/google\/callback$/);
    // Sealed: neither the state nor anything else readable sits in the cookie.
    expect(cookie).not.toContain(String(q.get('state')));
    // The browser lands on the provider's sign-in page.
    const page = await fetch(authorizeUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="oauth-consent" data-provider="google"');
  });

  it('logs in, creates a social member whose password change is not forced, and redirects home', async () => {
    const res = await signIn('google', 'alice');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const member = await memberOf(res);
    expect(member.account).toMatch(/^g_[0-9a-f]{10}$/);
    expect(member.nickname).toBe('Sandbox alice');
    expect(member.mustChangePassword).toBe(false);
    const [row] = await site.app.db
      .select({ registerMethod: members.registerMethod, type: members.type })
      .from(members)
      .where(eq(members.id, member.id));
    expect(row).toEqual({ registerMethod: 'SOCIAL', type: 0 });
  });

  it('identity is (provider, sub): the same sub is the same member, another sub another', async () => {
    const first = await memberOf(await signIn('google', 'carol'));
    const again = await memberOf(await signIn('google', 'carol'));
    const other = await memberOf(await signIn('google', 'dave'));
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    // The same subject at another provider is another identity.
    const viaFacebook = await memberOf(await signIn('facebook', 'carol'));
    expect(viaFacebook.id).not.toBe(first.id);
    const rows = await site.app.db
      .select({ memberId: socialIdentities.memberId })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, 'GOOGLE'), eq(socialIdentities.subject, 'carol')));
    expect(rows).toEqual([{ memberId: first.id }]);
  });

  it("refuses a wrong state, a missing state cookie and another browser's cookie", async () => {
    const s = await start(site.app, 'google');
    const url = await authorize(s.authorizeUrl, 'eve');
    expectFailed(await callback(site.app, url.replace(/state=[^&]+/, 'state=forged'), s.cookie));
    expectFailed(await callback(site.app, url));
    // Login CSRF: the attacker's code and state with the victim's own state cookie.
    const victim = await start(site.app, 'google');
    expectFailed(await callback(site.app, url, victim.cookie));
  });

  it('refuses a state cookie whose provider differs, and a tampered cookie', async () => {
    const s = await start(site.app, 'google');
    const url = await authorize(s.authorizeUrl, 'eve');
    expectFailed(await callback(site.app, url.replace('/google/', '/facebook/'), s.cookie));
    expectFailed(await callback(site.app, url, `${s.cookie.slice(0, -2)}AA`));
  });

  it('fails when the PKCE verifier does not match the challenge the provider saw', async () => {
    const s = await start(site.app, 'google');
    const other = await start(site.app, 'google');
    s.authorizeUrl.searchParams.set(
      'code_challenge',
      String(other.authorizeUrl.searchParams.get('code_challenge')),
    );
    expectFailed(await callback(site.app, await authorize(s.authorizeUrl, 'mallory'), s.cookie));
  });

  it('uses each code once', async () => {
    const s = await start(site.app, 'google');
    const url = await authorize(s.authorizeUrl, 'frank');
    const first = await callback(site.app, url, s.cookie);
    expect(first.headers.location).toBe('/');
    expectFailed(await callback(site.app, url, s.cookie));
  });

  it('fails without a code or when the provider reports an error', async () => {
    const s = await start(site.app, 'google');
    const state = s.authorizeUrl.searchParams.get('state');
    expectFailed(
      await callback(
        site.app,
        `/wps/session/oauth/google/callback?error=access_denied&state=${state}`,
        s.cookie,
      ),
    );
  });

  it('sends the agent area to /agentHome for agents and back to /agent otherwise, creating nobody', async () => {
    const before = await site.app.db.select({ id: members.id }).from(members);
    const res = await signIn('google', 'not-an-agent', 'agent');
    expectFailed(res, '/agent?socialError=NON_AGENT_LOGIN');
    expect(await site.app.db.select({ id: members.id }).from(members)).toHaveLength(before.length);

    const [agent] = await site.app.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, 'demoagent'));
    await site.app.db.insert(socialIdentities).values({
      provider: 'GOOGLE',
      subject: 'agent-sub',
      memberId: Number(agent?.id),
      createdAt: new Date(),
    });
    const ok = await signIn('google', 'agent-sub', 'agent');
    expect(ok.headers.location).toBe('/agentHome');
    expect((await memberOf(ok)).id).toBe(agent?.id);
  });
});

describe('Facebook through the sandbox', () => {
  it('logs in with (FACEBOOK, id), the profile name as nickname', async () => {
    const { authorizeUrl } = await start(site.app, 'facebook');
    expect(authorizeUrl.searchParams.get('client_id')).toBe(SANDBOX_FACEBOOK_APP.appId);
    expect(authorizeUrl.searchParams.has('nonce')).toBe(false);
    const res = await signIn('facebook', '100000001');
    expect(res.headers.location).toBe('/');
    const member = await memberOf(res);
    expect(member.account).toMatch(/^fb_[0-9a-f]{10}$/);
    expect(member.nickname).toBe('Sandbox 100000001');
    expect((await memberOf(await signIn('facebook', '100000001'))).id).toBe(member.id);
  });
});

describe('Google id_token checks through the callback', () => {
  async function withToken(build: (nonce: string) => string) {
    const s = await start(forged.app, 'google');
    const q = s.authorizeUrl.searchParams;
    nextIdToken = build(String(q.get('nonce')));
    const res = await callback(
      forged.app,
      `/wps/session/oauth/google/callback?code=abc&state=${q.get('state')}`,
      s.cookie,
    );
    return { res, challenge: String(q.get('code_challenge')) };
  }
  const claims = (nonce: string, extra: Record<string, unknown> = {}) =>
    googleClaims({ iss: 'https://accounts.google.com', aud: GOOGLE.clientId, nonce, ...extra });

  it('accepts a good token, having sent the code, verifier and secret', async () => {
    const { res, challenge } = await withToken((nonce) =>
      signTestJwt(KEY, claims(nonce, { sub: 'g-1' })),
    );
    expect(res.headers.location).toBe('/');
    expect(cookieOf(res, 'nova_sid')).toBeDefined();
    expect(lastTokenRequest?.get('code')).toBe('abc');
    expect(lastTokenRequest?.get('client_secret')).toBe(GOOGLE.clientSecret);
    const verifier = String(lastTokenRequest?.get('code_verifier'));
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
  });

  it.each([
    ['wrong audience', (n: string) => signTestJwt(KEY, claims(n, { aud: 'someone-else' }))],
    ['wrong issuer', (n: string) => signTestJwt(KEY, claims(n, { iss: 'https://evil.example' }))],
    [
      'expired',
      (n: string) => signTestJwt(KEY, claims(n, { iat: 1_700_000_000, exp: 1_700_003_600 })),
    ],
    ['bad signature', (n: string) => signTestJwt(STRANGER, claims(n))],
    ['wrong nonce', (_n: string) => signTestJwt(KEY, claims('another-login'))],
    ['alg none', (n: string) => unsignedJwt(claims(n))],
  ])('refuses an id_token with %s', async (_label, build) => {
    const { res } = await withToken(build);
    expectFailed(res);
  });
});
