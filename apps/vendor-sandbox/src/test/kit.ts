import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { DEFAULT_MERCHANT_SECRET } from '../config.ts';
import { signRequest } from '../signature.ts';

/** A sandbox on in-memory PGlite and a signed-request helper for one merchant. */
export async function testSandbox(): Promise<FastifyInstance> {
  const app = await build({ config: { logLevel: 'silent' } });
  await app.ready();
  return app;
}

export function merchantCode(): string {
  return `M${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * A POST signed the way sandbox-api.md says (`${ts}.POST ${path}.${body}`). Objects get a fresh
 * `nonce` field, so two equal requests in the same second are not replays of each other; pass a
 * string body to send exactly those bytes. `signedPath`: sign another path than the one posted.
 */
export function signedPost(
  app: FastifyInstance,
  path: string,
  body: unknown,
  opts: {
    secret?: string;
    ts?: number;
    signedPath?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const raw =
    typeof body === 'string'
      ? body
      : JSON.stringify({ ...(body as object), nonce: randomBytes(8).toString('hex') });
  const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
  const secret = opts.secret ?? DEFAULT_MERCHANT_SECRET;
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': ts,
      'x-signature': signRequest(secret, ts, 'POST', opts.signedPath ?? path, raw),
      ...opts.headers,
    },
    payload: raw,
  });
}
