import fp from 'fastify-plugin';
import { LedgerService } from '../features/ledger/ledger.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerService;
  }
}

/**
 * The ledger (decision 011): the only way money moves. PGlite has one connection, so one
 * batch is in flight at a time; on PostgreSQL a few batches overlap, each on its own house
 * shard. Before the database closes, queued postings are written (preClose).
 */
export const ledgerPlugin = fp(
  async (app) => {
    const postgres = Boolean(app.config.databaseUrl);
    const ledger = new LedgerService(app.db, {
      maxInFlight: postgres ? 4 : 1,
      houseShards: 8,
      onError: (error, context) => app.log.error({ err: error }, context),
    });
    app.decorate('ledger', ledger);
    app.addHook('preClose', async () => {
      await ledger.close();
    });
  },
  { name: 'ledger', dependencies: ['db'] },
);
