import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Readonly<Config>;
    /** The clock every time-based rule reads, replaceable in tests. */
    now: () => Date;
  }
}

export interface ContextOptions {
  config: Readonly<Config>;
  now: () => Date;
}

/** Decorates the app with its frozen config and its clock. */
export const contextPlugin = fp<ContextOptions>(
  async (app, options) => {
    app.decorate('config', options.config);
    app.decorate('now', options.now);
  },
  { name: 'context' },
);

/**
 * What most services need from the app, taken once in a feature's routes so the services never
 * hold the Fastify instance itself (decision 031).
 */
export function serviceDeps(app: FastifyInstance) {
  return {
    db: app.db,
    messenger: app.messenger,
    rateLimiter: app.rateLimiter,
    realtime: app.realtime,
    log: app.log,
    now: app.now,
  };
}
