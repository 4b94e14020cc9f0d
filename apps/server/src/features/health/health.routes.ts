import { getHealth } from '@nova/contracts/api/health';
import type { FastifyInstance } from 'fastify';
import { rawRoute } from '../../lib/route.ts';
import { pingDatabase } from './health.repository.ts';

/** Liveness and database readiness; 503 when the database does not answer. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  rawRoute(app, getHealth, async ({ request, reply }) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: true };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      reply.code(503);
      return { status: 'degraded' as const, database: false };
    }
  });
}
