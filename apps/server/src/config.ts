import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { isIpOrCidr } from './lib/ip.ts';
import {
  DEFAULT_ADMIN_DIST_DIR,
  DEFAULT_DATA_DIR,
  DEFAULT_MEDIA_DIR,
  DEFAULT_WEB_DIST_DIR,
} from './paths.ts';

/** PGlite in memory (tests) instead of a data directory. */
export const IN_MEMORY_DATA_DIR = 'memory://';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const Flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const IpOrCidr = z.string().refine(isIpOrCidr, 'must be an IP address or CIDR range');
/** A comma-separated list of addresses or CIDR ranges ('' = none). */
const IpOrCidrList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(IpOrCidr));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  TRUST_PROXY: IpOrCidrList,
  OPERATOR_API_TOKEN: z.string().min(24).optional(),
  OPERATOR_API_TOKEN_ROLE: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{1,39}$/)
    .default('SUPER_ADMIN'),
  SEED_DEMO: Flag.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ADMIN_DIST_DIR: z.string().min(1).optional(),
  WEB_SSR_ENTRY: z.string().min(1).optional(),
  MEDIA_DIR: z.string().min(1).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  COOKIE_SECURE: Flag.optional(),
  /** Development-only endpoints (/dev/outbox, /dev/captcha); refused in production. */
  DEV_TOOLS: Flag.optional(),
  /** The site's public address, for links in mails (password reset). */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  /** HTTP SMS gateway: POST {to, text, sender} as JSON with a bearer token. */
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(32).default('NOVA'),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  /** nodemailer transport URL, e.g. smtps://user:pass@smtp.example.com:465 */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  EMAIL_FROM: z.string().min(3).default('Nova Casino <no-reply@nova.localhost>'),
  /** One-click login (features/social). A provider is offered only when its credentials are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),
  GOOGLE_AUTH_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_DIALOG_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://graph.facebook.com/v21.0/oauth/access_token'),
  FACEBOOK_ME_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0/me'),
  /** BotFather's token ('123456:ABC...') and the bot's username, for the Telegram Login Widget. */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must look like 123456:ABC...')
    .optional(),
  TELEGRAM_BOT_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_]{3,64}$/)
    .optional(),
  /** The sandbox app's development OAuth provider (<its URL>/oauth), which `npm run serve` /
   * `npm run dev` pass here (decision 034): with DEV_TOOLS, Google and Facebook without
   * credentials of their own sign in there. Refused in production. */
  SANDBOX_OAUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Key of the one-click login state cookie; random per process when unset (one instance). */
  SOCIAL_STATE_SECRET: z.string().min(32).optional(),
  /** Seamless-wallet vendors and their HMAC secrets: 'VENDOR:secret,OTHER:secret2'. */
  VENDOR_WALLET_SECRETS: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^[A-Z0-9_]{1,32}:\S{16,}$/, 'must be VENDOR:secret, secret at least 16 chars'),
      ),
    )
    .optional(),
  /** The payment gateway adapter's base URL and merchant secret (issue 4 deposits). Development
   * and tests: the sandbox gateway of the vendor sandbox app (<its URL>/pay), which
   * `npm run serve` / `npm run dev` and the test setup pass here (decision 034). */
  PAYMENT_GATEWAY_URL: z.url().optional(),
  PAYMENT_GATEWAY_SECRET: z.string().min(16).optional(),
  /** The transfer-mode game vendor API (issue 4 transfers). Default: the game vendor platform
   * (GAME_VENDOR_URL, its secret), i.e. the sandbox vendor app in development and tests. */
  TRANSFER_VENDOR_URL: z.url().optional(),
  TRANSFER_VENDOR_SECRET: z.string().min(16).optional(),
  /** The game vendor platform (issue 5: launch, rooms, bet feed) that plays every external
   * vendor code. Development and tests: the sandbox vendor app (apps/vendor-sandbox), whose URL
   * `npm run serve` / `npm run dev` and the test setup pass here. */
  GAME_VENDOR_URL: z.url().optional(),
  GAME_VENDOR_SECRET: z.string().min(16).optional(),
  /** Minutes a launched game's session accepts bets (the site session must stay live too). */
  GAME_SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(240),
  /** Our merchant code at the game vendor platform. */
  GAME_VENDOR_MERCHANT: z
    .string()
    .regex(/^[A-Z0-9_]{1,32}$/u)
    .default('NOVA'),
  /** Seconds between runs of the money jobs (withdrawal auto-confirmation, unknown vendor
   * transfer checks); 0 turns the timers off (tests run the jobs by hand). */
  MONEY_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /** A bearer token for Prometheus scrapers at /metrics, besides the operator token. */
  METRICS_TOKEN: z.string().min(24).optional(),
  /** Scrapers' addresses or CIDR ranges allowed at /metrics without a token. */
  METRICS_ALLOW_IPS: IpOrCidrList,
  /** On SIGTERM, seconds /readyz answers 503 before the server closes (load balancer drain).
   * Default: 5 in production, 0 elsewhere (no balancer; Ctrl-C stops at once). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
});

/** The sandbox gateway's secret, used only when DEV_TOOLS is on and none is set. */
export const SANDBOX_PAYMENT_SECRET = 'sandbox-payment-gateway-secret-dev-only';
/** The sandbox vendor app's merchant secret, used only when DEV_TOOLS is on and none is set. */
export const SANDBOX_GAME_VENDOR_SECRET = 'sandbox-game-vendor-secret-dev-only';

/**
 * The development clients the sandbox's OAuth provider registers (apps/vendor-sandbox
 * config.ts, DEFAULT_OAUTH_CLIENTS), used only with DEV_TOOLS and SANDBOX_OAUTH_URL for a
 * provider without credentials of its own.
 */
export const SANDBOX_GOOGLE_CLIENT = {
  clientId: 'nova-sandbox-google',
  clientSecret: 'sandbox-google-client-secret-dev-only',
} as const;
export const SANDBOX_FACEBOOK_APP = {
  appId: 'nova-sandbox-facebook',
  appSecret: 'sandbox-facebook-app-secret-dev-only',
} as const;

/** The development sandbox vendor's secret, used only when DEV_TOOLS is on and none is set. */
export const SANDBOX_VENDOR = 'SANDBOX';
export const SANDBOX_VENDOR_SECRET = 'sandbox-vendor-wallet-secret-dev-only';

export interface Config {
  port: number;
  host: string;
  /** PGlite directory, or IN_MEMORY_DATA_DIR. Ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  nodeEnv: 'development' | 'test' | 'production';
  /** Trusted proxy addresses/CIDRs; request.ip honours X-Forwarded-For only from these. */
  trustProxy: string[];
  operatorApiToken: string | undefined;
  /** The operator role the token's service account holds (issue 13). */
  operatorApiTokenRole: string;
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  /** The back office's build (apps/admin/dist), served under /admin (issue 13). */
  adminDistDir: string;
  /**
   * The web's server-render module (`vite build --ssr`); by default dist-ssr/entry-server.js
   * beside webDistDir. A missing file means the plain app shell only (plugins/ssr.ts).
   */
  webSsrEntry: string | undefined;
  mediaDir: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  cookieSecure: boolean;
  devTools: boolean;
  publicUrl: string | undefined;
  sms:
    | { provider: 'outbox' }
    | { provider: 'http'; url: string; token: string | undefined; sender: string };
  email: { provider: 'outbox'; from: string } | { provider: 'smtp'; url: string; from: string };
  /** One-click login providers; null when not configured (the login modal hides the button). */
  social: SocialConfig;
  /** Seamless-wallet callback secrets by vendor code (features/vendor-wallet). */
  vendorWalletSecrets: Readonly<Record<string, string>>;
  /**
   * An external HTTP partner, always another process (in development and tests the sandbox
   * app, decision 034). null: not configured (no URL), the feature answers SERVICE_UNAVAILABLE.
   */
  paymentGateway: PartnerConfig | null;
  transferVendor: PartnerConfig | null;
  gameVendor: PartnerConfig | null;
  gameVendorMerchant: string;
  /** How long a launched game session accepts bets (decision 017). */
  gameSessionTtlMinutes: number;
  moneyJobsIntervalSeconds: number;
  /** /metrics access besides the operator token (decision 033). */
  metricsToken: string | undefined;
  metricsAllowIps: string[];
  /** Seconds between readiness going off and the server closing (server.ts). */
  shutdownDrainSeconds: number;
}

export interface PartnerConfig {
  /** undefined only in partnerBaseUrl's use for this server's own listening address. */
  url: string | undefined;
  secret: string;
}

export interface SocialConfig {
  google: {
    clientId: string;
    clientSecret: string;
    issuer: string;
    authUrl: string;
    tokenUrl: string;
    jwksUrl: string;
  } | null;
  facebook: {
    appId: string;
    appSecret: string;
    dialogUrl: string;
    tokenUrl: string;
    meUrl: string;
  } | null;
  telegram: { botToken: string; botName: string } | null;
  /** HMAC/AEAD key material for the OAuth state cookie; undefined: random per process. */
  stateSecret: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse the environment once; empty variables count as unset. Throws ConfigError. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Readonly<Config> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const nodeEnv = overrides.nodeEnv ?? e.NODE_ENV;
  const production = nodeEnv === 'production';
  const devTools = e.DEV_TOOLS ?? !production;
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir:
      e.DATA_DIR === IN_MEMORY_DATA_DIR ? e.DATA_DIR : resolveDir(e.DATA_DIR, DEFAULT_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    nodeEnv,
    trustProxy: e.TRUST_PROXY,
    operatorApiToken: e.OPERATOR_API_TOKEN,
    operatorApiTokenRole: e.OPERATOR_API_TOKEN_ROLE,
    seedDemo: e.SEED_DEMO ?? true,
    logLevel: e.LOG_LEVEL,
    webDistDir: resolveDir(e.WEB_DIST_DIR, DEFAULT_WEB_DIST_DIR),
    adminDistDir: resolveDir(e.ADMIN_DIST_DIR, DEFAULT_ADMIN_DIST_DIR),
    webSsrEntry: e.WEB_SSR_ENTRY ? resolve(process.cwd(), e.WEB_SSR_ENTRY) : undefined,
    mediaDir: resolveDir(e.MEDIA_DIR, DEFAULT_MEDIA_DIR),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    cookieSecure: e.COOKIE_SECURE ?? production,
    devTools,
    publicUrl: e.PUBLIC_URL,
    sms:
      e.SMS_PROVIDER === 'http'
        ? {
            provider: 'http',
            url: required(e.SMS_HTTP_URL, 'SMS_HTTP_URL'),
            token: e.SMS_HTTP_TOKEN,
            sender: e.SMS_SENDER,
          }
        : { provider: 'outbox' },
    email:
      e.EMAIL_PROVIDER === 'smtp'
        ? { provider: 'smtp', url: required(e.SMTP_URL, 'SMTP_URL'), from: e.EMAIL_FROM }
        : { provider: 'outbox', from: e.EMAIL_FROM },
    social: socialConfig(e, devTools ? e.SANDBOX_OAUTH_URL : undefined),
    vendorWalletSecrets: vendorSecrets(e.VENDOR_WALLET_SECRETS, devTools),
    paymentGateway: partner(
      e.PAYMENT_GATEWAY_URL,
      e.PAYMENT_GATEWAY_SECRET,
      SANDBOX_PAYMENT_SECRET,
      devTools,
    ),
    transferVendor: transferVendor(e, devTools),
    gameVendor: gameVendorPartner(e.GAME_VENDOR_URL, e.GAME_VENDOR_SECRET, devTools),
    gameVendorMerchant: e.GAME_VENDOR_MERCHANT,
    gameSessionTtlMinutes: e.GAME_SESSION_TTL_MINUTES,
    moneyJobsIntervalSeconds: e.MONEY_JOBS_INTERVAL_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    metricsAllowIps: e.METRICS_ALLOW_IPS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS ?? (production ? 5 : 0),
    ...overrides,
  };
  // The development endpoints would hand out every code and captcha answer, and the
  // development OAuth provider signs anyone in as anyone.
  const refused = [
    ...(production && config.devTools
      ? ['DEV_TOOLS: development endpoints are refused in production']
      : []),
    ...(production && e.SANDBOX_OAUTH_URL
      ? ['SANDBOX_OAUTH_URL: the development OAuth provider is refused in production']
      : []),
  ];
  if (refused.length > 0) throw new ConfigError(refused);
  // Demo accounts with a published password must never exist in production.
  if (production) config.seedDemo = false;
  return Object.freeze(config);
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new ConfigError([`${name}: required by the chosen provider`]);
  return value;
}

/**
 * A provider is configured when all its credentials are set; half a pair is a mistake. One
 * without credentials is, given `sandboxUrl` (SANDBOX_OAUTH_URL with DEV_TOOLS), the sandbox
 * app's development provider with the client it registers for us.
 */
function socialConfig(e: z.infer<typeof EnvSchema>, sandboxUrl: string | undefined): SocialConfig {
  const sandbox = sandboxUrl?.replace(/\/+$/u, '');
  return {
    google: pair(
      e.GOOGLE_CLIENT_ID,
      e.GOOGLE_CLIENT_SECRET,
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
    )
      ? {
          clientId: e.GOOGLE_CLIENT_ID as string,
          clientSecret: e.GOOGLE_CLIENT_SECRET as string,
          issuer: e.GOOGLE_ISSUER,
          authUrl: e.GOOGLE_AUTH_URL,
          tokenUrl: e.GOOGLE_TOKEN_URL,
          jwksUrl: e.GOOGLE_JWKS_URL,
        }
      : sandbox
        ? {
            ...SANDBOX_GOOGLE_CLIENT,
            issuer: sandbox,
            authUrl: `${sandbox}/authorize`,
            tokenUrl: `${sandbox}/token`,
            jwksUrl: `${sandbox}/jwks`,
          }
        : null,
    facebook: pair(
      e.FACEBOOK_APP_ID,
      e.FACEBOOK_APP_SECRET,
      'FACEBOOK_APP_ID',
      'FACEBOOK_APP_SECRET',
    )
      ? {
          appId: e.FACEBOOK_APP_ID as string,
          appSecret: e.FACEBOOK_APP_SECRET as string,
          dialogUrl: e.FACEBOOK_DIALOG_URL,
          tokenUrl: e.FACEBOOK_TOKEN_URL,
          meUrl: e.FACEBOOK_ME_URL,
        }
      : sandbox
        ? {
            ...SANDBOX_FACEBOOK_APP,
            dialogUrl: `${sandbox}/authorize`,
            tokenUrl: `${sandbox}/token`,
            meUrl: `${sandbox}/me`,
          }
        : null,
    telegram: pair(
      e.TELEGRAM_BOT_TOKEN,
      e.TELEGRAM_BOT_NAME,
      'TELEGRAM_BOT_TOKEN',
      'TELEGRAM_BOT_NAME',
    )
      ? { botToken: e.TELEGRAM_BOT_TOKEN as string, botName: e.TELEGRAM_BOT_NAME as string }
      : null,
    stateSecret: e.SOCIAL_STATE_SECRET,
  };
}

function pair(a: string | undefined, b: string | undefined, nameA: string, nameB: string): boolean {
  if (a && b) return true;
  if (a) throw new ConfigError([`${nameB}: required with ${nameA}`]);
  if (b) throw new ConfigError([`${nameA}: required with ${nameB}`]);
  return false;
}

/** 'VENDOR:secret' pairs; with none configured, the sandbox vendor in development only. */
function vendorSecrets(
  pairs: string[] | undefined,
  devTools: boolean,
): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  if (!pairs) {
    if (devTools) out[SANDBOX_VENDOR] = SANDBOX_VENDOR_SECRET;
    return Object.freeze(out);
  }
  for (const pair of pairs) {
    const at = pair.indexOf(':');
    out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return Object.freeze(out);
}

/**
 * The transfer-mode vendor API: TRANSFER_VENDOR_URL, else the game vendor platform
 * (GAME_VENDOR_URL) with its secret, where the sandbox vendor app serves it too
 * (sandbox-api.md). With DEV_TOOLS a missing secret is the sandbox's. No URL: not configured
 * (transfers answer SERVICE_UNAVAILABLE; the sandbox is its own app, not part of this server).
 */
function transferVendor(e: z.infer<typeof EnvSchema>, devTools: boolean): PartnerConfig | null {
  const url = e.TRANSFER_VENDOR_URL ?? e.GAME_VENDOR_URL;
  if (!url) return null;
  const secret = e.TRANSFER_VENDOR_URL ? e.TRANSFER_VENDOR_SECRET : e.GAME_VENDOR_SECRET;
  if (!secret && !devTools) throw new ConfigError(['TRANSFER_VENDOR_SECRET: required']);
  return { url: url.replace(/\/+$/u, ''), secret: secret ?? SANDBOX_GAME_VENDOR_SECRET };
}

/**
 * The payment gateway. It is never served by this server (decision 034): with DEV_TOOLS the
 * sandbox app runs beside it and its pay URL comes in PAYMENT_GATEWAY_URL, with the sandbox's
 * development secret unless one is set. Without a URL online deposits are not offered
 * (SERVICE_UNAVAILABLE).
 */
function partner(
  url: string | undefined,
  secret: string | undefined,
  sandboxSecret: string,
  devTools: boolean,
): PartnerConfig | null {
  if (!url) return null;
  if (!secret && !devTools) throw new ConfigError(['PAYMENT_GATEWAY_SECRET: required']);
  return { url: url.replace(/\/+$/u, ''), secret: secret ?? sandboxSecret };
}

/**
 * The game vendor platform. Unlike the other partners it is never served by this server: with
 * DEV_TOOLS the sandbox vendor app runs beside it (scripts/serve.mjs, the test setup) and its URL
 * comes in GAME_VENDOR_URL, with the sandbox's development secret unless one is set. Without a
 * URL nothing can be launched (launch answers SERVICE_UNAVAILABLE).
 */
function gameVendorPartner(
  url: string | undefined,
  secret: string | undefined,
  devTools: boolean,
): PartnerConfig | null {
  if (url && !secret && !devTools) throw new ConfigError(['GAME_VENDOR_SECRET: required']);
  if (!url) return null;
  return { url: url.replace(/\/+$/u, ''), secret: secret ?? SANDBOX_GAME_VENDOR_SECRET };
}

/**
 * A seamless vendor's wallet callback secret (SECURITY.md 38): the one VENDOR_WALLET_SECRETS
 * lists; otherwise, with DEV_TOOLS only, the secret the sandbox vendor app derives for that
 * vendor, hex(HMAC-SHA256(SANDBOX_VENDOR_SECRET, 'wallet:' + vendor)) (sandbox-api contract).
 * undefined: the vendor is unknown and its callbacks are refused.
 */
export function vendorWalletSecret(
  config: Pick<Config, 'vendorWalletSecrets' | 'devTools'>,
  vendor: string,
): string | undefined {
  if (Object.hasOwn(config.vendorWalletSecrets, vendor)) return config.vendorWalletSecrets[vendor];
  if (!config.devTools || !/^[A-Z0-9_]{1,32}$/u.test(vendor)) return undefined;
  return sandboxWalletSecret(vendor);
}

/** The derived development wallet secret of a vendor (the sandbox vendor app computes the same). */
export function sandboxWalletSecret(vendor: string): string {
  return createHmac('sha256', SANDBOX_VENDOR_SECRET).update(`wallet:${vendor}`).digest('hex');
}

function resolveDir(value: string | undefined, fallback: string): string {
  return value ? resolve(process.cwd(), value) : fallback;
}
