import { createHmac } from 'node:crypto';
import type { OAuthProvider } from '@nova/contracts/api/oauth';
import { z } from 'zod';
import type { SocialConfig } from '../../config.ts';
import { jwksKeys, verifyIdToken } from './id-token.ts';
import type { SocialIdentity } from './social.service.ts';
import { SocialFlowError } from './social-flow-error.ts';

export interface AuthorizationRequest {
  state: string;
  challenge: string;
  nonce: string;
  redirectUri: string;
}

export interface OAuthClient {
  authorizationUrl(request: AuthorizationRequest): string;
  /** Exchange the code (with the PKCE verifier and the client secret) and prove the identity. */
  identify(
    code: string,
    verifier: string,
    nonce: string,
    redirectUri: string,
  ): Promise<SocialIdentity>;
}

export type FetchFn = typeof fetch;
const HTTP_TIMEOUT_MS = 10_000;

/** The configured OAuth providers; one missing from the map is not offered. */
export function createOAuthClients(
  config: SocialConfig,
  fetchFn: FetchFn,
  now: () => Date,
): Partial<Record<OAuthProvider, OAuthClient>> {
  const http = jsonHttp(fetchFn);
  const clients: Partial<Record<OAuthProvider, OAuthClient>> = {};
  if (config.google) clients.google = googleClient(config.google, http, now);
  if (config.facebook) clients.facebook = facebookClient(config.facebook, http);
  return clients;
}

const GoogleTokenSchema = z.object({ id_token: z.string().min(1).max(16_384) });
const GOOGLE_LEGACY_ISSUER = 'accounts.google.com';

/** Google OpenID Connect: fixed endpoints (no discovery), identity = (GOOGLE, sub). */
function googleClient(
  google: NonNullable<SocialConfig['google']>,
  http: JsonHttp,
  now: () => Date,
): OAuthClient {
  const keys = jwksKeys(google.jwksUrl);
  // Google signs with either spelling of its issuer.
  const issuers =
    google.issuer === `https://${GOOGLE_LEGACY_ISSUER}`
      ? [google.issuer, GOOGLE_LEGACY_ISSUER]
      : [google.issuer];
  return {
    authorizationUrl: (r) =>
      withQuery(google.authUrl, {
        response_type: 'code',
        client_id: google.clientId,
        redirect_uri: r.redirectUri,
        scope: 'openid profile',
        state: r.state,
        nonce: r.nonce,
        code_challenge: r.challenge,
        code_challenge_method: 'S256',
      }),
    async identify(code, verifier, nonce, redirectUri) {
      const token = parse(
        GoogleTokenSchema,
        await http.postForm(google.tokenUrl, {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: google.clientId,
          client_secret: google.clientSecret,
          code_verifier: verifier,
        }),
        'token response',
      );
      const claims = await verifyIdToken(token.id_token, keys, {
        issuers,
        audience: google.clientId,
        nonce,
        now: now(),
      }).catch((error: Error) => {
        throw new SocialFlowError(error.message);
      });
      return { provider: 'GOOGLE', subject: claims.sub, displayName: claims.name };
    },
  };
}

const FacebookTokenSchema = z.object({ access_token: z.string().min(1).max(4096) });
const FacebookMeSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  name: z.string().optional(),
});

/** Facebook Login: code + PKCE, then Graph /me with appsecret_proof; identity = (FACEBOOK, id). */
function facebookClient(
  facebook: NonNullable<SocialConfig['facebook']>,
  http: JsonHttp,
): OAuthClient {
  return {
    authorizationUrl: (r) =>
      withQuery(facebook.dialogUrl, {
        response_type: 'code',
        client_id: facebook.appId,
        redirect_uri: r.redirectUri,
        scope: 'public_profile',
        state: r.state,
        code_challenge: r.challenge,
        code_challenge_method: 'S256',
      }),
    async identify(code, verifier, _nonce, redirectUri) {
      const token = parse(
        FacebookTokenSchema,
        await http.postForm(facebook.tokenUrl, {
          client_id: facebook.appId,
          client_secret: facebook.appSecret,
          redirect_uri: redirectUri,
          code,
          code_verifier: verifier,
        }),
        'token response',
      );
      // appsecret_proof: Graph refuses the call unless the token was issued to our app.
      const proof = appSecretProof(token.access_token, facebook.appSecret);
      const me = parse(
        FacebookMeSchema,
        await http.get(withQuery(facebook.meUrl, { fields: 'id,name', appsecret_proof: proof }), {
          authorization: `Bearer ${token.access_token}`,
        }),
        'profile',
      );
      return { provider: 'FACEBOOK', subject: me.id, displayName: me.name };
    },
  };
}

export function appSecretProof(accessToken: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(accessToken).digest('hex');
}

interface JsonHttp {
  get(url: string, headers?: Record<string, string>): Promise<unknown>;
  postForm(url: string, fields: Record<string, string>): Promise<unknown>;
}

/** Server-to-server calls: JSON only, no redirects followed, a timeout, failures as reasons. */
function jsonHttp(fetchFn: FetchFn): JsonHttp {
  async function call(url: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchFn(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SocialFlowError(
        `${new URL(url).pathname} unreachable: ${(error as Error).message}`,
      );
    }
    if (!res.ok) throw new SocialFlowError(`${new URL(url).pathname} answered ${res.status}`);
    try {
      return await res.json();
    } catch {
      throw new SocialFlowError(`${new URL(url).pathname} answered no JSON`);
    }
  }
  return {
    get: (url, headers = {}) => call(url, { headers: { accept: 'application/json', ...headers } }),
    postForm: (url, fields) =>
      call(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      }),
  };
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new SocialFlowError(`malformed ${what}`);
  return result.data;
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
