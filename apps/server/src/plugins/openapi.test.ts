import { ALL_ENDPOINTS } from '@nova/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('contracts and OpenAPI', () => {
  it('registers every contract endpoint', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.path).toBe(
        true,
      );
    }
  });

  it('documents every contract endpoint at /docs/json', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { security?: unknown }>> };
    for (const endpoint of ALL_ENDPOINTS) {
      // OpenAPI writes path parameters as {name} where the contracts (and Fastify) write :name.
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      if (endpoint.auth !== 'none') expect(operation?.security).toBeDefined();
    }
  });

  it('serves Swagger UI at /docs with a CSP that still forbids inline scripts', async () => {
    const res = await t.app.inject({ url: '/docs', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});
