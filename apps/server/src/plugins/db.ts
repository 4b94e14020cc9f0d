import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { type OpenOptions, openDatabase } from '../db/open.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Opens the database, runs migrations at start, closes it with the app. The options are
 * test-only (BuildOptions.testDatabase); server.ts passes none.
 */
export const dbPlugin = fp<OpenOptions>(
  async (app, options) => {
    const database = await openDatabase(
      app.config,
      (error) => app.log.error({ err: error }, 'database connection error'),
      options,
    );
    app.log.info({ driver: database.driver }, 'database ready');
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db', dependencies: ['context'] },
);
