import Fastify, { type FastifyInstance } from 'fastify';
import { signedApi } from './api/signed-api.ts';
import { defaultConfig, type SandboxConfig } from './config.ts';
import type { SandboxContext } from './context.ts';
import { FaultQueues } from './faults.ts';
import { playRoutes } from './play/play.routes.ts';
import { openDb } from './store/db.ts';

export interface BuildOptions {
  config?: Partial<SandboxConfig>;
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * The sandbox vendor platform (issue 5): another company's game server, reached only over HTTP.
 * build() never listens (tests use inject()); src/server.ts listens.
 */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = defaultConfig(options.config);
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 64 * 1024 });
  const db = await openDb(config.dataDir);
  const ctx: SandboxContext = {
    config,
    db,
    faults: new FaultQueues(),
    now: options.now ?? (() => new Date()),
    trialBalances: new Map(),
    timers: new Set(),
  };
  app.addHook('onClose', async () => {
    for (const timer of ctx.timers) clearTimeout(timer);
    await db.close();
  });
  app.get('/healthz', async () => ({ ok: true }));
  await app.register(async (api) => signedApi(api, ctx), { prefix: '/api' });
  await app.register(async (play) => playRoutes(play, ctx), { prefix: '/play' });
  return app;
}
