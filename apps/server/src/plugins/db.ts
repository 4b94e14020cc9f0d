import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database, runs migrations at start, closes it with the app. */
export const dbPlugin = fp(
  async (app) => {
    const database = await openDatabase(app.config, (error) =>
      app.log.error({ err: error }, 'database connection error'),
    );
    app.log.info({ driver: database.driver }, 'database ready');
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db', dependencies: ['context'] },
);
