import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { signedHeaders } from './hmac-signature.ts';
import { acceptSignedJson, type SignedJsonRefusal } from './signed-json.ts';

const SECRET = 'signed-json-test-secret';
const NOW = new Date('2026-01-01T00:00:00Z');

async function build(options: { refuseOtherTypes?: boolean } = {}) {
  const rejected: string[] = [];
  const app = Fastify();
  app.post('/open', async (request) => ({ body: request.body ?? null }));
  await app.register(async (scope) => {
    acceptSignedJson(scope, {
      what: 'test request',
      now: () => NOW,
      secretFor: (_request, body) =>
        (body as { who?: string } | undefined)?.who === 'known' ? SECRET : undefined,
      onRejected: (request) => {
        rejected.push(request.url);
      },
      refuse: (reason: SignedJsonRefusal, message) =>
        Object.assign(new Error(message), { statusCode: reason === 'json' ? 400 : 401, reason }),
      ...options,
    });
    scope.post('/signed', async (request) => ({ body: request.body ?? null }));
  });
  return { app, rejected };
}

function post(url: string, raw: string, headers: Record<string, string>) {
  return { method: 'POST' as const, url, payload: raw, headers };
}

describe('acceptSignedJson', () => {
  it('accepts a body signed with the secret chosen from it, refuses and reports the rest', async () => {
    const { app, rejected } = await build();
    const raw = JSON.stringify({ who: 'known', n: 1 });
    const json = { 'content-type': 'application/json' };
    const ok = await app.inject(
      post('/signed', raw, { ...json, ...signedHeaders(SECRET, raw, NOW.getTime()) }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ body: { who: 'known', n: 1 } });

    const forged = await app.inject(
      post('/signed', raw, { ...json, ...signedHeaders('other', raw, NOW.getTime()) }),
    );
    expect(forged.statusCode).toBe(401);
    const stale = await app.inject(
      post('/signed', raw, { ...json, ...signedHeaders(SECRET, raw, NOW.getTime() - 301_000) }),
    );
    expect(stale.statusCode).toBe(401);
    const unknown = JSON.stringify({ who: 'stranger' });
    const stranger = await app.inject(
      post('/signed', unknown, { ...json, ...signedHeaders(SECRET, unknown, NOW.getTime()) }),
    );
    expect(stranger.statusCode).toBe(401);
    expect(rejected).toEqual(['/signed', '/signed', '/signed']);

    // Another content type never reaches the parser: refused before validation.
    const text = await app.inject(
      post('/signed', raw, {
        'content-type': 'text/plain',
        ...signedHeaders(SECRET, raw, NOW.getTime()),
      }),
    );
    expect(text.statusCode).toBe(401);
    // Only this plugin's routes are affected.
    expect((await app.inject(post('/open', raw, json))).statusCode).toBe(200);
    await app.close();
  });

  it('answers a well-signed body that is not JSON with the json refusal', async () => {
    const { app } = await build({ refuseOtherTypes: false });
    // The secret comes from the route here, so a non-JSON body can still be well signed.
    const fixed = Fastify();
    await fixed.register(async (scope) => {
      acceptSignedJson(scope, {
        what: 'fixed',
        now: () => NOW,
        secretFor: () => SECRET,
        refuse: (reason, message) =>
          Object.assign(new Error(message), { statusCode: reason === 'json' ? 400 : 401 }),
        refuseOtherTypes: false,
      });
      scope.post('/signed', async (request) => ({ body: request.body ?? null }));
    });
    const raw = '{not json';
    const res = await fixed.inject(
      post('/signed', raw, {
        'content-type': 'application/json',
        ...signedHeaders(SECRET, raw, NOW.getTime()),
      }),
    );
    expect(res.statusCode).toBe(400);
    // With refuseOtherTypes false an unsigned body-less request reaches the route.
    expect((await app.inject({ method: 'POST', url: '/signed' })).statusCode).toBe(200);
    await Promise.all([app.close(), fixed.close()]);
  });
});
