import Fastify, { type FastifyInstance } from 'fastify';
import { signedApi } from './api/signed-api.ts';
import { defaultConfig, type SandboxConfig } from './config.ts';
import type { SandboxContext } from './context.ts';
import { FaultQueues } from './faults.ts';
import { oauthRoutes } from './oauth/oauth.routes.ts';
import { payRoutes } from './pay/pay.routes.ts';
import { playRoutes } from './play/play.routes.ts';
import { pruneExpired, slipSettled } from './play/slips.ts';
import { SettlementQueue, type SettlementTiming } from './rounds/settlements.ts';
import { openDb } from './store/db.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox's shared state (tests reach the settlement queue and the pruning here). */
    sandbox: SandboxContext;
  }
}

export interface BuildOptions {
  config?: Partial<SandboxConfig>;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Backoff of the settlement retry queue (tests shorten it). */
  settlementTiming?: Partial<SettlementTiming>;
  /** How often the retry timer looks for due settlements; 0: never (tests call retryDue). */
  retryEveryMs?: number;
}

/** How often in-memory page state (trial balances, slips) is pruned. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * The sandbox vendor platform (issue 5): another company's game server, reached only over HTTP,
 * the development payment gateway (/pay) and OAuth provider (/oauth): issue 12, development
 * stand-ins out of our server's features.
 * build() never listens (tests use inject()); src/server.ts listens.
 */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = defaultConfig(options.config);
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 64 * 1024 });
  const db = await openDb(config.dataDir);
  const now = options.now ?? (() => new Date());
  const ctx: SandboxContext = {
    config,
    db,
    faults: new FaultQueues(),
    now,
    settlements: new SettlementQueue(
      db,
      now,
      { walletKey: config.walletKey, walletSecrets: config.walletSecrets },
      options.settlementTiming,
    ),
    trialBalances: new Map(),
    slips: new Map(),
    settling: new Map(),
    timers: new Set(),
  };
  ctx.settlements.onSettled((s) => slipSettled(ctx, s));
  const retryEveryMs = options.retryEveryMs ?? 500;
  const prune = setInterval(() => pruneExpired(ctx, ctx.now().getTime()), PRUNE_EVERY_MS);
  prune.unref();
  // The retry timer runs only while a settlement is PENDING (issue 12: an idle sandbox does not
  // wake twice a second); a newly recorded one starts it again.
  let retryTimer: NodeJS.Timeout | undefined;
  let closing = false;
  const stopRetries = () => {
    if (retryTimer) clearInterval(retryTimer);
    retryTimer = undefined;
  };
  const startRetries = () => {
    if (retryTimer || closing || retryEveryMs <= 0) return;
    retryTimer = setInterval(() => {
      ctx.settlements.retryDue().then(
        () => {
          if (ctx.settlements.nothingPending()) stopRetries();
        },
        (err: unknown) => app.log.error({ err }, 'settlement retry failed'),
      );
    }, retryEveryMs);
    retryTimer.unref();
  };
  ctx.settlements.onPending(startRetries);
  // At start nothing is known: the first run looks at the table (rows left by a restart).
  startRetries();
  app.decorate('sandbox', ctx);
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(prune);
    stopRetries();
    for (const timer of ctx.timers) clearTimeout(timer);
    await ctx.settlements.idle();
    await db.close();
  });
  app.get('/healthz', async () => ({ ok: true }));
  await app.register(async (api) => signedApi(api, ctx), { prefix: '/api' });
  await app.register(async (play) => playRoutes(play, ctx), { prefix: '/play' });
  // The payment gateway: another company again, sharing only the process and the PGlite.
  await app.register(async (pay) => payRoutes(pay, ctx), { prefix: '/pay' });
  // The development OAuth provider (Google- and Facebook-style one-click login), another again.
  await app.register(async (oauth) => oauthRoutes(oauth, ctx), { prefix: '/oauth' });
  return app;
}
