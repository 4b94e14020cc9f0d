import type { FastifyInstance } from 'fastify';

/**
 * Graceful stop (decision 033): readiness goes off first, so /readyz answers 503 and the load
 * balancer stops sending new requests; after `drainMs` (requests it already routed still
 * complete) the app closes: the listener, then queued ledger postings, then the database.
 */
export async function drainAndClose(
  app: FastifyInstance,
  drainMs: number,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<void> {
  app.readiness.beginShutdown();
  if (drainMs > 0) {
    app.log.info({ drainMs }, 'readiness off; draining before close');
    await wait(drainMs);
  }
  await app.close();
}
