import { z } from 'zod';

/** The merchant secret every merchant signs with (sandbox-api.md), unless SANDBOX_MERCHANT_SECRET. */
export const DEFAULT_MERCHANT_SECRET = 'sandbox-game-vendor-secret-dev-only';
/** The sandbox operator's admin secret (registers merchants and their secrets). */
export const DEFAULT_ADMIN_SECRET = 'sandbox-operator-admin-secret-dev-only';
/**
 * The key the per-vendor wallet secrets are derived from (sandbox-api.md "Signing"): the same
 * constant our server uses as SANDBOX_VENDOR_SECRET in development and tests.
 */
export const DEFAULT_WALLET_KEY = 'sandbox-vendor-wallet-secret-dev-only';
/**
 * The payment gateway's merchant secret (/pay, sandbox-api.md "Payment gateway"): the same
 * constant our server uses as its development PAYMENT_GATEWAY_SECRET.
 */
export const DEFAULT_PAY_SECRET = 'sandbox-payment-gateway-secret-dev-only';

/** A client registered with the OAuth provider (/oauth, sandbox-api.md "OAuth provider"). */
export interface OAuthClientRegistration {
  /** 'google' clients get an OpenID id_token; 'facebook' ones a Graph-style /me. */
  kind: 'google' | 'facebook';
  clientId: string;
  secret: string;
  /** The registered redirect URI's path; any origin (development ports vary). */
  redirectPath: string;
}

/**
 * The OAuth provider's registered clients: the same constants our server uses as its
 * development Google and Facebook clients (SANDBOX_GOOGLE_CLIENT_* and SANDBOX_FACEBOOK_APP_*
 * in its config.ts) when it points them at this provider (SANDBOX_OAUTH_URL).
 */
export const DEFAULT_OAUTH_CLIENTS: readonly OAuthClientRegistration[] = [
  {
    kind: 'google',
    clientId: 'nova-sandbox-google',
    secret: 'sandbox-google-client-secret-dev-only',
    redirectPath: '/wps/session/oauth/google/callback',
  },
  {
    kind: 'facebook',
    clientId: 'nova-sandbox-facebook',
    secret: 'sandbox-facebook-app-secret-dev-only',
    redirectPath: '/wps/session/oauth/facebook/callback',
  },
];

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Absolute base URL the browser reaches the game pages on (default http://127.0.0.1:<port>). */
  VENDOR_SANDBOX_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** PGlite data directory; in memory when unset (tests). */
  VENDOR_SANDBOX_DATA_DIR: z.string().min(1).optional(),
  /** CSP frame-ancestors of the game pages; '*' (any site may frame them) is a sandbox default. */
  VENDOR_SANDBOX_FRAME_ANCESTORS: z.string().min(1).default('*'),
  /** The demo merchant's secret (our GAME_VENDOR_SECRET), also that of every merchant the
   * operator has not given a secret of its own. */
  SANDBOX_MERCHANT_SECRET: z.string().min(16).default(DEFAULT_MERCHANT_SECRET),
  /** The sandbox operator's own secret: /api/admin/* (merchant registration, secrets). */
  SANDBOX_ADMIN_SECRET: z.string().min(16).default(DEFAULT_ADMIN_SECRET),
  SANDBOX_WALLET_KEY: z.string().min(16).default(DEFAULT_WALLET_KEY),
  /** The payment gateway's secret shared with the merchant (our PAYMENT_GATEWAY_SECRET). */
  SANDBOX_PAY_SECRET: z.string().min(16).default(DEFAULT_PAY_SECRET),
  /** 'VENDOR:secret,...': wallet secrets agreed with the merchant (the same variable our server
   * reads, so `npm run serve` gives both sides the same list); other vendors use the derived one. */
  VENDOR_WALLET_SECRETS: z
    .string()
    .regex(/^([A-Z0-9_]{1,32}:[^,\s]{16,})(,[A-Z0-9_]{1,32}:[^,\s]{16,})*$/u)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface SandboxConfig {
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string | undefined;
  frameAncestors: string;
  merchantSecret: string;
  adminSecret: string;
  walletKey: string;
  paySecret: string;
  /** The OAuth provider's registered clients (/oauth). */
  oauthClients: readonly OAuthClientRegistration[];
  /** Listed per-vendor wallet secrets (VENDOR_WALLET_SECRETS). */
  walletSecrets: Readonly<Record<string, string>>;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv): SandboxConfig {
  const e = EnvSchema.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.VENDOR_SANDBOX_PUBLIC_URL?.replace(/\/+$/u, ''),
    dataDir: e.VENDOR_SANDBOX_DATA_DIR,
    frameAncestors: e.VENDOR_SANDBOX_FRAME_ANCESTORS,
    merchantSecret: e.SANDBOX_MERCHANT_SECRET,
    adminSecret: e.SANDBOX_ADMIN_SECRET,
    walletKey: e.SANDBOX_WALLET_KEY,
    paySecret: e.SANDBOX_PAY_SECRET,
    oauthClients: DEFAULT_OAUTH_CLIENTS,
    walletSecrets: Object.fromEntries(
      (e.VENDOR_WALLET_SECRETS?.split(',') ?? []).map((pair) => {
        const at = pair.indexOf(':');
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
    ),
    logLevel: e.LOG_LEVEL,
  };
}

/** The defaults, for tests and build() callers that pass only what they change. */
export function defaultConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), ...overrides };
}
