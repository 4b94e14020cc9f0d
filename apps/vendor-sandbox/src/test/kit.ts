import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { DEFAULT_MERCHANT_SECRET } from '../config.ts';
import { sign } from '../signature.ts';

/** A sandbox on in-memory PGlite and a signed-request helper for one merchant. */
export async function testSandbox(): Promise<FastifyInstance> {
  const app = await build({ config: { logLevel: 'silent' } });
  await app.ready();
  return app;
}

export function merchantCode(): string {
  return `M${randomBytes(6).toString('hex').toUpperCase()}`;
}

export function signedPost(
  app: FastifyInstance,
  path: string,
  body: unknown,
  opts: { secret?: string; ts?: number } = {},
) {
  const raw = JSON.stringify(body);
  const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': ts,
      'x-signature': sign(opts.secret ?? DEFAULT_MERCHANT_SECRET, ts, raw),
    },
    payload: raw,
  });
}
