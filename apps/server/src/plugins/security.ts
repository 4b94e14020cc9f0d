import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The site's Content-Security-Policy (SECURITY.md 26). YouTube frames carry video banners; blob:
 * frames show a KYC pdf the page itself fetched (issue 14: the player's and the operator's
 * preview; only this origin's script can make a blob: URL).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** The Telegram login widget: a script from telegram.org that frames oauth.telegram.org. */
function withTelegramWidget(directives: typeof CSP_DIRECTIVES): typeof CSP_DIRECTIVES {
  return {
    ...directives,
    scriptSrc: [...directives.scriptSrc, 'https://telegram.org'],
    frameSrc: [...directives.frameSrc, 'https://oauth.telegram.org'],
  };
}

/**
 * The game vendor platform's pages are framed in /seamless (decision 017): the launch ticket
 * redirects the frame there, so its origin must be a frame source (CSP checks the redirect's
 * target too). The frame first opens the ticket path `/wps/game/enter/<ticket>` on a launch
 * CDN: this origin in the demo ('self'); a brand's launchGameCDNs on other origins are added to
 * the pages' policy per response (withFrameSources). Nothing else of the vendor is allowed.
 */
export function withGameVendor(
  directives: typeof CSP_DIRECTIVES,
  vendorUrl: string | undefined,
): typeof CSP_DIRECTIVES {
  if (!vendorUrl) return directives;
  let origin: string;
  try {
    origin = new URL(vendorUrl).origin;
  } catch {
    return directives;
  }
  return {
    ...directives,
    frameSrc: [...directives.frameSrc, "'self'", origin],
    connectSrc: [...directives.connectSrc, origin],
  };
}

/** The http(s) origins of absolute URLs (a launch CDN written as '' or a path is this origin). */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
    } catch {
      // Relative or empty: served from this origin, already 'self'.
    }
  }
  return [...origins];
}

/** A CSP header value with more frame-src sources (kept when the header has no frame-src). */
export function withFrameSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (name !== 'frame-src') return directive;
      const merged = [...values, ...sources.filter((s) => !values.includes(s))];
      return `${directive.startsWith(' ') ? ' ' : ''}${[name, ...merged].join(' ')}`;
    })
    .join(';');
}

export interface SecurityOptions {
  /**
   * Extra frame sources for HTML pages, read per response (cached by the caller): the brand's
   * launch CDNs, which the operator may change at run time.
   */
  frameSources?: (app: FastifyInstance) => Promise<readonly string[]>;
}

/** Security headers: CSP, frame, referrer, nosniff; HSTS only in production (behind TLS). */
export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: withGameVendor(
          app.config.social.telegram ? withTelegramWidget(CSP_DIRECTIVES) : CSP_DIRECTIVES,
          app.config.gameVendor?.url,
        ),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'sameorigin' },
      strictTransportSecurity:
        app.config.nodeEnv === 'production'
          ? { maxAge: 31_536_000, includeSubDomains: true }
          : false,
      // Embedded YouTube players do not send CORP headers.
      crossOriginEmbedderPolicy: false,
    });
    const frameSources = options.frameSources;
    if (frameSources) {
      // Only documents frame things: the JSON API and assets keep the static policy.
      app.addHook('onSend', async (_request, reply, payload) => {
        const type = reply.getHeader('content-type');
        const policy = reply.getHeader('content-security-policy');
        if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
        if (typeof policy !== 'string') return payload;
        reply.header('content-security-policy', withFrameSources(policy, await frameSources(app)));
        return payload;
      });
    }
  },
  { name: 'security', dependencies: ['context'] },
);
