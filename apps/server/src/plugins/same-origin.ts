import fp from 'fastify-plugin';
import { isBrowserApiPath } from '../lib/api-paths.ts';
import { AppError } from '../lib/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence (SECURITY.md 13), on top of SameSite=Lax cookies: a state-changing browser
 * request that names its Origin must come from this site. Requests without Origin (servers,
 * tests, old clients) pass; the session cookie is SameSite=Lax, so a cross-site form cannot
 * carry it anyway.
 */
export const sameOriginPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || !isBrowserApiPath(request.url)) return;
      const origin = request.headers.origin;
      if (origin === undefined) return;
      if (request.headers['sec-fetch-site'] === 'same-origin') return;
      if (isSameHost(origin, request.headers.host)) return;
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    });
  },
  { name: 'same-origin' },
);

/** Scheme is not compared: TLS usually ends at the proxy in front of this server. */
export function isSameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
