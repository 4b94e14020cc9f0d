import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { randomToken, safeEqual } from '../../lib/crypto.ts';
import { appSecretProof } from './oauth-clients.ts';

/**
 * Development only (DEV_TOOLS, refused in production): a tiny OpenID/Graph-like provider so
 * one-click login works end to end with no internet. Point the providers at it:
 * GOOGLE_AUTH_URL=http://localhost:3000/dev/oauth/authorize, GOOGLE_TOKEN_URL=.../token,
 * GOOGLE_JWKS_URL=.../jwks, GOOGLE_ISSUER=http://localhost:3000/dev/oauth; FACEBOOK_DIALOG_URL,
 * FACEBOOK_TOKEN_URL and FACEBOOK_ME_URL likewise (.../authorize, .../token, .../me).
 * It holds the same checks a real provider makes: registered client and secret, single-use
 * codes bound to client, redirect URI and PKCE challenge, and appsecret_proof on /me.
 */
const CODE_TTL_MS = 60_000;
const TOKEN_TTL_MS = 60 * 60_000;
const CALLBACK_PATH = /^\/wps\/session\/oauth\/(google|facebook)\/callback$/;

interface Grant {
  clientId: string;
  subject: string;
  name: string;
  redirectUri: string;
  challenge: string;
  nonce: string | undefined;
  expiresAt: number;
}

const AuthorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1),
  redirect_uri: z.url({ protocol: /^https?$/ }),
  state: z.string().min(1).max(512),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
  nonce: z.string().max(512).optional(),
  scope: z.string().max(512).optional(),
  login_hint: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
});

const TokenBodySchema = z.object({
  code: z.string().min(1),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  redirect_uri: z.string().min(1),
  code_verifier: z.string().min(43).max(128),
});

export async function devOAuthRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.devTools) return;
  const clients = registeredClients(app);
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomToken(8);
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Grant>();

  // Token requests are form-encoded; the parser is scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/dev/oauth/authorize', { schema: { hide: true } }, async (request, reply) => {
    const parsed = AuthorizeQuerySchema.safeParse(request.query);
    if (!parsed.success) return oauthError(reply, 400, 'invalid_request');
    const q = parsed.data;
    const callback = new URL(q.redirect_uri);
    if (!clients.has(q.client_id)) return oauthError(reply, 400, 'unauthorized_client');
    if (!CALLBACK_PATH.test(callback.pathname)) return oauthError(reply, 400, 'invalid_redirect');
    if (!q.login_hint) return reply.type('text/html; charset=utf-8').send(chooserPage(q));
    const code = randomToken(32);
    remember(codes, code, {
      clientId: q.client_id,
      subject: q.login_hint,
      name: `Sandbox ${q.login_hint}`,
      redirectUri: q.redirect_uri,
      challenge: q.code_challenge,
      nonce: q.nonce,
      expiresAt: app.now().getTime() + CODE_TTL_MS,
    });
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', q.state);
    return reply.redirect(callback.toString(), 302);
  });

  app.post('/dev/oauth/token', { schema: { hide: true } }, async (request, reply) => {
    const parsed = TokenBodySchema.safeParse(request.body);
    if (!parsed.success) return oauthError(reply, 400, 'invalid_request');
    const body = parsed.data;
    const secret = clients.get(body.client_id);
    if (!secret || !safeEqual(secret.secret, body.client_secret)) {
      return oauthError(reply, 401, 'invalid_client');
    }
    const grant = codes.get(body.code);
    codes.delete(body.code);
    const challenge = createHash('sha256').update(body.code_verifier).digest('base64url');
    if (
      !grant ||
      grant.expiresAt <= app.now().getTime() ||
      grant.clientId !== body.client_id ||
      grant.redirectUri !== body.redirect_uri ||
      !safeEqual(grant.challenge, challenge)
    ) {
      return oauthError(reply, 400, 'invalid_grant');
    }
    const accessToken = randomToken(32);
    remember(tokens, accessToken, { ...grant, expiresAt: app.now().getTime() + TOKEN_TTL_MS });
    const issuedAt = Math.floor(app.now().getTime() / 1000);
    const idToken =
      secret.kind === 'google'
        ? signJwt(privateKey, kid, {
            iss: `${request.protocol}://${request.host}/dev/oauth`,
            aud: grant.clientId,
            azp: grant.clientId,
            sub: grant.subject,
            name: grant.name,
            nonce: grant.nonce,
            iat: issuedAt,
            exp: issuedAt + 3600,
          })
        : undefined;
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_MS / 1000,
      ...(idToken ? { id_token: idToken } : {}),
    };
  });

  app.get('/dev/oauth/jwks', { schema: { hide: true } }, async () => ({
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
  }));

  app.get('/dev/oauth/me', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const accessToken = bearer ?? query.access_token;
    const grant = accessToken ? tokens.get(accessToken) : undefined;
    if (!accessToken || !grant || grant.expiresAt <= app.now().getTime()) {
      return graphError(reply, 'Invalid OAuth access token');
    }
    const secret = clients.get(grant.clientId)?.secret ?? '';
    const proof = query.appsecret_proof ?? '';
    if (!safeEqual(proof, appSecretProof(accessToken, secret))) {
      return graphError(reply, 'Invalid appsecret_proof provided in the API argument');
    }
    return { id: grant.subject, name: grant.name };
  });
}

/** The site's own configured clients: the sandbox accepts exactly those credentials. */
function registeredClients(
  app: FastifyInstance,
): Map<string, { secret: string; kind: 'google' | 'facebook' }> {
  const clients = new Map<string, { secret: string; kind: 'google' | 'facebook' }>();
  const { google, facebook } = app.config.social;
  if (google) clients.set(google.clientId, { secret: google.clientSecret, kind: 'google' });
  if (facebook) clients.set(facebook.appId, { secret: facebook.appSecret, kind: 'facebook' });
  return clients;
}

/** Bounded by count, oldest first (a Map iterates in insertion order): a dev tool, not a store. */
const MAX_GRANTS = 1000;
function remember(map: Map<string, Grant>, key: string, grant: Grant): void {
  while (map.size >= MAX_GRANTS) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
  map.set(key, grant);
}

function signJwt(
  privateKey: Parameters<typeof sign>[2],
  kid: string,
  claims: Record<string, unknown>,
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
}

function oauthError(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).send({ error });
}

function graphError(reply: FastifyReply, message: string) {
  return reply.code(400).send({ error: { message, type: 'OAuthException' } });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A form that signs in as any sandbox user: it sends the same query back with login_hint. */
function chooserPage(q: z.infer<typeof AuthorizeQuerySchema>): string {
  const hidden = Object.entries(q)
    .filter(([, value]) => value !== undefined)
    .map(
      ([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(String(v))}">`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox sign-in</title></head>
<body style="font-family:sans-serif;max-width:24rem;margin:4rem auto">
<h1>Sandbox sign-in</h1><p>Development provider. Any user id signs in as that user.</p>
<form method="get" action="/dev/oauth/authorize">${hidden}
<label>User id <input name="login_hint" required pattern="[A-Za-z0-9_.\\-]{1,64}" value="sandbox-user"></label>
<button type="submit">Continue</button></form></body></html>`;
}
