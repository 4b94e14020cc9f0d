import fp from 'fastify-plugin';

export interface Readiness {
  /** True from the first shutdown signal: /readyz answers 503 while requests drain. */
  readonly shuttingDown: boolean;
  beginShutdown(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** The readiness flag server.ts turns off before it closes the app (decision 033). */
export const readinessPlugin = fp(
  async (app) => {
    let shuttingDown = false;
    app.decorate('readiness', {
      get shuttingDown() {
        return shuttingDown;
      },
      beginShutdown() {
        shuttingDown = true;
      },
    });
    app.addHook('preClose', async () => {
      shuttingDown = true;
    });
  },
  { name: 'readiness' },
);
