import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../db/schema/brand.ts';
import { invalidateBrandCache } from '../features/brand/brand.service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const INDEX = '<!doctype html><html><body><div id="root">nova-test-shell</div></body></html>';
const dist = mkdtempSync(join(tmpdir(), 'nova-web-'));
const adminDist = mkdtempSync(join(tmpdir(), 'nova-admin-'));
const ADMIN_INDEX =
  '<!doctype html><html><body><div id="root">nova-admin-shell</div></body></html>';
const media = mkdtempSync(join(tmpdir(), 'nova-media-'));
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i} * 2;`).join('\n');
const PRECOMPRESS = new URL('../../../../scripts/precompress.mjs', import.meta.url).pathname;
let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(media, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'big-abc123.js'), BIG_JS);
  // The web build's own step (apps/web/package.json build), on this tiny build.
  execFileSync(process.execPath, [PRECOMPRESS, dist], { stdio: 'ignore' });
  writeFileSync(join(adminDist, 'index.html'), ADMIN_INDEX);
  mkdirSync(join(adminDist, 'assets'));
  writeFileSync(join(adminDist, 'assets', 'admin-abc123.js'), 'console.log(2)');
  [t, bare] = await Promise.all([
    createTestApp(
      { webDistDir: dist, adminDistDir: adminDist, mediaDir: media },
      { setup: addFailingRoute },
    ),
    createTestApp({ webDistDir: join(dist, 'missing'), mediaDir: media }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close()]);
  rmSync(dist, { recursive: true, force: true });
  rmSync(adminDist, { recursive: true, force: true });
  rmSync(media, { recursive: true, force: true });
});

/** A route that fails with an internal message which must never reach the client. */
function addFailingRoute(app: FastifyInstance): void {
  app.get('/wps/test/boom', async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the back office (issue 13)', () => {
  it.each(['/admin/', '/admin/members/12', '/admin/audit?actor=x'])(
    'serves its own shell for %s, never cached and never indexed',
    async (url) => {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('nova-admin-shell');
      expect(res.body).not.toContain('nova-test-shell');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    },
  );

  it('redirects /admin to /admin/ and serves its hashed files as immutable', async () => {
    const bareAdmin = await t.app.inject({ url: '/admin' });
    expect(bareAdmin.statusCode).toBe(302);
    expect(bareAdmin.headers.location).toBe('/admin/');
    const asset = await t.app.inject({ url: '/admin/assets/admin-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(2)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The player site's files are not under /admin, nor the back office's under /.
    expect((await t.app.inject({ url: '/admin/assets/app-abc123.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/admin-abc123.js' })).statusCode).toBe(404);
  });

  it('stays open during maintenance: the operator ends it from there', async () => {
    await t.app.db
      .update(brands)
      .set({ maintenanceActive: true, maintenanceEnd: new Date(Date.now() + 3_600_000) });
    invalidateBrandCache(t.app.db);
    try {
      const shell = await t.app.inject({ url: '/admin/', headers: html });
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('nova-admin-shell');
      const player = await t.app.inject({ url: '/wps/relay/GCSGAME_hotGames' });
      expect(player.statusCode).toBe(503);
    } finally {
      await t.app.db.update(brands).set({ maintenanceActive: false, maintenanceEnd: null });
      invalidateBrandCache(t.app.db);
    }
  });
});

describe('web app and fallbacks', () => {
  it.each(['/', '/agentHome', '/rng?vassalage=PT', '/vnlottery', '/index.html', '/help'])(
    'serves the app shell for %s',
    async (url) => {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('nova-test-shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves files of a web build made after start-up', async () => {
    writeFileSync(join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    const res = await t.app.inject({ url: '/assets/later-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it.each([
    '/wps/x',
    '/lgw/x',
    '/ops/x',
    '/assets/missing.js',
    '/media/missing.svg',
    '/favicon.ico',
  ])('answers %s with a JSON 404, never the page', async (url) => {
    const res = await t.app.inject({ url, headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    expect(res.body).not.toContain('nova-test-shell');
  });

  it('answers a POST to an unknown path with JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/agentHome', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('explains a missing web build with a 503', async () => {
    const res = await bare.app.inject({ url: '/agentHome', headers: html });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });

  it('serves media with a day of cache and nosniff', async () => {
    const res = await t.app.inject({ url: '/media/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers and errors', () => {
  it('sets CSP, frame, referrer and request id headers, and no HSTS outside production', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never leaks an internal error', async () => {
    const res = await t.app.inject({ url: '/wps/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});

describe('frame sources of the pages', () => {
  const frameSrc = (policy: unknown) =>
    (
      String(policy)
        .split(';')
        .find((d) => d.trim().startsWith('frame-src')) ?? ''
    )
      .trim()
      .split(' ');

  it("adds the brand's launch CDNs on other origins to the pages' frame-src, not the API's", async () => {
    await t.app.db
      .update(brands)
      .set({ launchGameCdns: ['https://launch-a.example.com/games/', '', 'not a url'] });
    invalidateBrandCache(t.app.db);
    const page = await t.app.inject({ url: '/rng', headers: html });
    expect(frameSrc(page.headers['content-security-policy'])).toContain(
      'https://launch-a.example.com',
    );
    expect(frameSrc(page.headers['content-security-policy'])).toContain("'self'");
    const api = await t.app.inject({ url: '/healthz' });
    expect(frameSrc(api.headers['content-security-policy'])).not.toContain(
      'https://launch-a.example.com',
    );

    await t.app.db.update(brands).set({ launchGameCdns: [''] });
    invalidateBrandCache(t.app.db);
    const after = await t.app.inject({ url: '/rng', headers: html });
    expect(frameSrc(after.headers['content-security-policy'])).not.toContain(
      'https://launch-a.example.com',
    );
  });
});

describe('compression (decision 033)', () => {
  const asset = '/assets/big-abc123.js';

  it.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ] as const)('serves the precompressed %s twin of a hashed asset', async (encoding, decode) => {
    const res = await t.app.inject({ url: asset, headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(BIG_JS.length / 2);
    expect(decode(res.rawPayload).toString('utf8')).toBe(BIG_JS);
  });

  it('prefers brotli when both are accepted and sends the file as is when neither is', async () => {
    const both = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip, br' } });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves a small JSON answer uncompressed', async () => {
    const res = await t.app.inject({ url: '/livez', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('compresses a large JSON answer per Accept-Encoding, with Vary', async () => {
    const url = '/wps/system/permission';
    const plain = await t.app.inject({ url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
