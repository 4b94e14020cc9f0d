import type { SystemStatus } from '@nova/contracts/api/system';
import { SYSTEM_STATUS } from '@nova/contracts/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * Surfaces that are not player routes and stay open whatever the site's status (decision 023):
 * the operator API (it switches the status), game vendors' wallet callbacks and payment
 * gateways' callbacks (a bet placed before maintenance still settles, a paid deposit still
 * credits), the development tools, health, readiness and metrics, the API docs and demo
 * media. Matched on the route's pattern, never on the raw URL.
 */
const OPEN_PREFIXES = [
  '/ops/',
  // The back office's shell and files: the operator ends maintenance from there (issue 13).
  '/admin',
  '/vendor/wallet/',
  '/payment/callback/',
  '/dev/',
  '/docs',
  '/healthz',
  // Load balancers and scrapers must not take maintenance for an outage (decision 033).
  '/livez',
  '/readyz',
  '/metrics',
  '/media/',
] as const;

/** The web shell and its static files: the web itself shows the maintenance and blocked pages. */
const OPEN_ROUTES = new Set(['/', '/*']);

/**
 * The player routes the maintenance and blocked pages need (apps/web StatusGate and
 * StatusLayout): status, permission data (customer service, logo, languages), whitelabel,
 * domain route, help pages, the language switch; member info (the web asks it at boot) and
 * logout, which reveal and change nothing else. Keyed by method and route pattern.
 */
export const STATUS_PAGE_ROUTES: ReadonlySet<string> = new Set([
  'GET /wps/system/status',
  'GET /wps/system/permission',
  'GET /wps/system/whitelabel',
  'GET /wps/system/domainRoute',
  'GET /wps/system/helpCenter',
  'PUT /wps/system/language',
  'GET /wps/member/info',
  'DELETE /wps/session/logout',
]);

export interface GatedRoute {
  method: string;
  url: string;
  /** Reachable whatever the site's status. */
  open: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the gate, with its class: the reviewed surface (tests). */
    siteGateSurface: readonly GatedRoute[];
  }
}

export interface SiteGateOptions {
  /** The site's status for this request's visitor (spec §4: 0 normal, 1 maintenance, 2 blocked). */
  statusOf: (request: FastifyRequest) => Promise<SystemStatus['status']>;
}

/** Is this route (method and pattern) reachable whatever the site's status? */
export function isOpenRoute(method: string, pattern: string): boolean {
  if (OPEN_ROUTES.has(pattern)) return true;
  if (OPEN_PREFIXES.some((prefix) => pattern.startsWith(prefix))) return true;
  const verb = method === 'HEAD' ? 'GET' : method;
  return STATUS_PAGE_ROUTES.has(`${verb} ${pattern}`);
}

/**
 * The site-wide gate (issue 11; spec §2, §4): during maintenance, or from a blocked region,
 * every route outside the lists above is refused with MAINTENANCE (503) or REGION_RESTRICTED
 * (451) before anything else runs: before the session lookup and before a body is read. That
 * covers registration, free play, deposits, withdrawals, game launch, in-house bets and the
 * realtime socket's upgrade, for visitors and for sessions opened earlier alike. Default-deny:
 * a new route is gated until someone adds it to a list here.
 */
export const siteGatePlugin = fp<SiteGateOptions>(
  async (app, options) => {
    const surface: GatedRoute[] = [];
    app.decorate('siteGateSurface', surface);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        surface.push({ method, url: route.url, open: isOpenRoute(method, route.url) });
      }
    });
    app.addHook('onRequest', async (request, reply) => {
      const pattern = request.routeOptions.url;
      // No route matched: the 404 handler answers (or serves the web shell for a deep link).
      if (pattern === undefined || isOpenRoute(request.method, pattern)) return;
      const status = await options.statusOf(request);
      if (status === SYSTEM_STATUS.NORMAL) return;
      // A refused WebSocket upgrade: @fastify/websocket ends the socket after the answer only
      // when its own onRequest hook ran, and it runs after this one.
      if (request.headers.upgrade !== undefined) {
        reply.raw.once('finish', () => request.raw.socket?.destroy());
      }
      if (status === SYSTEM_STATUS.MAINTENANCE) {
        throw new AppError('MAINTENANCE', 'Site under maintenance');
      }
      throw new AppError('REGION_RESTRICTED', 'Site not available in this region');
    });
  },
  { name: 'site-gate', dependencies: ['context'] },
);
