import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The site's Content-Security-Policy (SECURITY.md 26). YouTube frames carry video banners. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
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
 * CDN, which is this origin in the demo ('self'); a brand whose launchGameCDNs are other origins
 * must list them here too. Nothing else of the vendor is allowed.
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

/** Security headers: CSP, frame, referrer, nosniff; HSTS only in production (behind TLS). */
export const securityPlugin = fp(
  async (app) => {
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
  },
  { name: 'security', dependencies: ['context'] },
);
