import { DEV_ENDPOINTS } from '@nova/contracts/api/dev';
import { OAUTH_CALLBACK_PATH, OAUTH_START_PATH } from '@nova/contracts/api/oauth';
import { REALTIME_PATH } from '@nova/contracts/api/realtime';
import { ALL_ENDPOINTS } from '@nova/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTER_PATH } from '../features/game-launch/game-launch.service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { METRICS_PATH } from './metrics.ts';

/**
 * The reviewed routes without a contract (decision 033): what is not a JSON API call. Every
 * other route the server registers must come from a contract, and every contract must be
 * registered. Keyed by method and route pattern, as the site gate's lists.
 */
const RAW_ROUTES: ReadonlySet<string> = new Set([
  // The web shell, the web build's files and the demo media (plugins/web.ts).
  'GET /',
  'GET /*',
  'GET /media/*',
  // The back office's shell and build (apps/admin, issue 13; plugins/web.ts).
  'GET /admin',
  'GET /admin/',
  'GET /admin/*',
  // Top-level navigations answered with redirects, not JSON.
  `GET ${ENTER_PATH}/:ticket`,
  `GET ${OAUTH_START_PATH}`,
  `GET ${OAUTH_CALLBACK_PATH}`,
  // The realtime WebSocket (plugins/realtime.ts) and the Prometheus text for scrapers.
  `GET ${REALTIME_PATH}`,
  `GET ${METRICS_PATH}`,
]);
/**
 * Whole surfaces without contracts: Swagger UI's own files. The development stand-ins (game
 * vendor, payment gateway, OAuth provider) are the sandbox app's, not routes of this server
 * (decision 034).
 */
const RAW_PREFIXES = ['/docs'] as const;

function isRawRoute(method: string, url: string): boolean {
  return RAW_ROUTES.has(`${method} ${url}`) || RAW_PREFIXES.some((p) => url.startsWith(p));
}

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

  it('registers no route outside the contracts but the reviewed raw ones', () => {
    const contracts = new Set(
      [...ALL_ENDPOINTS, ...DEV_ENDPOINTS].map((e) => `${e.method} ${e.path}`),
    );
    const strays = t.app.siteGateSurface
      // Fastify adds HEAD beside each GET.
      .filter((r) => r.method !== 'HEAD')
      .filter((r) => !contracts.has(`${r.method} ${r.url}`) && !isRawRoute(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(strays).toEqual([]);
    // The surface is the whole route table: it holds the contracts' routes too.
    expect(t.app.siteGateSurface.length).toBeGreaterThan(ALL_ENDPOINTS.length);
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
