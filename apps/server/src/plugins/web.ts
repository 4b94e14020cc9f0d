import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Never HTML for these: a missing API route or file is a JSON 404, not the app shell. */
const JSON_ONLY_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/ops/',
  '/vendor/',
  '/dev/',
  '/media/',
  '/assets/',
  '/docs/',
];
const MISSING_BUILD = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Nova88</title>
<p>The web app has not been built yet. Run <code>npm run build</code> and reload.</p></html>`;

/**
 * Serves the built web app (history-mode fallback to index.html, spec §2 "All routes use
 * history mode") and the media folder; answers everything else with a JSON 404.
 */
export const webPlugin = fp(
  async (app) => {
    const { webDistDir, adminDistDir, mediaDir } = app.config;
    const indexPath = join(webDistDir, 'index.html');
    const adminIndexPath = join(adminDistDir, 'index.html');
    if (existsSync(indexPath)) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        // Looked up per request, so a rebuilt web app is served without a restart.
        index: false,
        decorateReply: false,
        cacheControl: false,
        // The build writes .br and .gz beside each text file (scripts/precompress.mjs):
        // served by Accept-Encoding, never compressed again per request (decision 033).
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashed = filePath.includes('/assets/');
          res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }
    if (existsSync(adminIndexPath)) {
      // The back office (apps/admin, issue 13): its own bundle under /admin, which the player
      // site never loads. Its shell is static (no server render) and never cached.
      await app.register(fastifyStatic, {
        root: adminDistDir,
        prefix: '/admin/',
        index: false,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashed = filePath.includes('/assets/');
          res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }
    if (existsSync(mediaDir)) {
      await app.register(fastifyStatic, {
        root: mediaDir,
        prefix: '/media/',
        decorateReply: false,
        maxAge: 86_400_000,
        setHeaders(res) {
          res.setHeader('x-content-type-options', 'nosniff');
          // SVGs opened directly must not run scripts.
          res.setHeader(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          );
        },
      });
    }
    async function sendAppShell(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<FastifyReply> {
      const html = await readFile(indexPath).catch(() => null);
      if (!html) return reply.code(503).type('text/html; charset=utf-8').send(MISSING_BUILD);
      // The first screen rendered on the server (plugins/ssr.ts): per visitor, so never shared.
      const page = await app.renderAppPage(request, html.toString('utf8'));
      if (page) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'private, no-cache')
          .send(page);
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    async function sendAdminShell(reply: FastifyReply): Promise<FastifyReply> {
      const html = await readFile(adminIndexPath).catch(() => null);
      if (!html) return reply.code(503).type('text/html; charset=utf-8').send(MISSING_BUILD);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .send(html);
    }
    app.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.redirect('/admin/'));
    app.get('/admin/', { schema: { hide: true } }, (_request, reply) => sendAdminShell(reply));
    // The static handler refuses the bare directory; `/` is the app shell too.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendAppShell(request, reply));
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (wantsAppShell(request, path)) {
        return path.startsWith('/admin/') ? sendAdminShell(reply) : sendAppShell(request, reply);
      }
      return sendError(request, reply, {
        code: 'ROUTE_NOT_FOUND',
        message: `Route ${request.method} ${path} not found`,
      });
    });
  },
  { name: 'web', dependencies: ['context', 'ssr'] },
);

function wantsAppShell(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (JSON_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (/\.[A-Za-z0-9]+$/.test(last) && path !== '/index.html') return false;
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}
