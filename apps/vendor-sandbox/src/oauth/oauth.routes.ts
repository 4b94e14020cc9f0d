import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { OAuthClientRegistration } from '../config.ts';
import type { SandboxContext } from '../context.ts';
import { formPage } from '../html.ts';
import { type Grant, Grants } from './grants.ts';
import { consentPage } from './page.ts';
import { createSigningKey } from './signing-key.ts';

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_MS = 60 * 60_000;
const ID_TOKEN_TTL_SECONDS = 3600;

const AuthorizeQuery = z.object({
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

const TokenBody = z.object({
  code: z.string().min(1),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  redirect_uri: z.string().min(1),
  code_verifier: z.string().min(43).max(128),
});

/**
 * The development OAuth provider (prefix /oauth; sandbox-api.md "OAuth provider", decision
 * 034): Google-style OpenID Connect and Facebook-style Graph login with no internet. Our server
 * reaches it as it would the real providers (SANDBOX_OAUTH_URL in development). It makes the
 * checks a real provider makes: a registered client and its secret, a registered redirect path,
 * single-use codes bound to the client, the redirect URI and the PKCE S256 challenge, and
 * appsecret_proof on /me. Its RS256 key is made at start and published at /oauth/jwks.
 */
export async function oauthRoutes(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  const clients = new Map(ctx.config.oauthClients.map((client) => [client.clientId, client]));
  const key = await createSigningKey();
  const codes = new Grants();
  const tokens = new Grants();
  const nowMs = () => ctx.now().getTime();

  // Token requests are form-encoded (RFC 6749 4.1.3); the parser is scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/authorize', async (request, reply) => {
    const parsed = AuthorizeQuery.safeParse(request.query);
    if (!parsed.success) return oauthError(reply, 400, 'invalid_request');
    const q = parsed.data;
    const client = clients.get(q.client_id);
    if (!client) return oauthError(reply, 400, 'unauthorized_client');
    const callback = new URL(q.redirect_uri);
    // Never redirect to an unregistered URI, not even with an error.
    if (callback.pathname !== client.redirectPath) {
      return oauthError(reply, 400, 'invalid_redirect');
    }
    if (!q.login_hint) {
      const fields = Object.fromEntries(
        Object.entries(q).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      return formPage(reply, q.redirect_uri).send(
        consentPage({
          kind: client.kind,
          fields,
          action: request.url.split('?')[0] ?? '',
          returnHost: callback.host,
        }),
      );
    }
    const code = randomToken();
    codes.put(code, {
      clientId: client.clientId,
      subject: q.login_hint,
      name: `Sandbox ${q.login_hint}`,
      redirectUri: q.redirect_uri,
      challenge: q.code_challenge,
      nonce: q.nonce,
      expiresAt: nowMs() + CODE_TTL_MS,
    });
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', q.state);
    return reply.header('cache-control', 'no-store').redirect(callback.toString(), 302);
  });

  app.post('/token', async (request, reply) => {
    const parsed = TokenBody.safeParse(request.body);
    if (!parsed.success) return oauthError(reply, 400, 'invalid_request');
    const body = parsed.data;
    const client = clients.get(body.client_id);
    if (!client || !sameSecret(client.secret, body.client_secret)) {
      return oauthError(reply, 401, 'invalid_client');
    }
    // Single use: the code is burnt by any attempt, right or wrong.
    const grant = codes.take(body.code, nowMs());
    const challenge = createHash('sha256').update(body.code_verifier).digest('base64url');
    if (
      !grant ||
      grant.clientId !== body.client_id ||
      grant.redirectUri !== body.redirect_uri ||
      !sameSecret(grant.challenge, challenge)
    ) {
      return oauthError(reply, 400, 'invalid_grant');
    }
    const accessToken = randomToken();
    tokens.put(accessToken, { ...grant, expiresAt: nowMs() + TOKEN_TTL_MS });
    reply.header('cache-control', 'no-store');
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_MS / 1000,
      ...(client.kind === 'google'
        ? { id_token: idToken(client, grant, `${request.protocol}://${request.host}`) }
        : {}),
    };
  });

  /** The issuer is the provider's address as our server calls it (its SANDBOX_OAUTH_URL). */
  function idToken(client: OAuthClientRegistration, grant: Grant, origin: string): string {
    const issuedAt = Math.floor(nowMs() / 1000);
    return key.signJwt({
      iss: `${origin}${app.prefix}`,
      aud: client.clientId,
      azp: client.clientId,
      sub: grant.subject,
      name: grant.name,
      nonce: grant.nonce,
      iat: issuedAt,
      exp: issuedAt + ID_TOKEN_TTL_SECONDS,
    });
  }

  app.get('/jwks', async () => ({ keys: [key.jwk] }));

  app.get('/me', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const accessToken = bearer ?? query.access_token;
    const grant = accessToken ? tokens.find(accessToken, nowMs()) : undefined;
    if (!accessToken || !grant) return graphError(reply, 'Invalid OAuth access token');
    const secret = clients.get(grant.clientId)?.secret ?? '';
    if (!sameSecret(query.appsecret_proof ?? '', appSecretProof(accessToken, secret))) {
      return graphError(reply, 'Invalid appsecret_proof provided in the API argument');
    }
    return { id: grant.subject, name: grant.name };
  });
}

/** Graph's proof that a call comes from the app the token was issued to. */
export function appSecretProof(accessToken: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(accessToken).digest('hex');
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant time whatever the lengths: both sides are hashed first. */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function oauthError(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).send({ error });
}

function graphError(reply: FastifyReply, message: string) {
  return reply.code(400).send({ error: { message, type: 'OAuthException' } });
}
