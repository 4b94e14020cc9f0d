import { getHealth, getLivez, getReadyz } from '@nova/contracts/api/health';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { rawRoute } from '../../lib/route.ts';
import { METRICS_PATH, requireMetricsAccess } from '../../plugins/metrics.ts';
import { pingDatabase } from './health.repository.ts';

/** A dependency that has not answered in this long counts as down for readiness. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * Health (decision 033): /livez (the process answers), /readyz (database and Redis answer, not
 * shutting down), /healthz (kept as it was for scripts and CI: the database answers), and the
 * operators' Prometheus text at /metrics.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const redis = app.config.redisUrl ? pingableRedis(app.config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => redis.disconnect());

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

  rawRoute(app, getLivez, async () => ({ status: 'ok' as const }));

  rawRoute(app, getReadyz, async ({ request, reply }) => {
    const shuttingDown = app.readiness.shuttingDown;
    const [database, redisUp] = await Promise.all([
      answers(() => pingDatabase(app.db), request.log, 'database'),
      redis ? answers(() => redis.ping(), request.log, 'redis') : null,
    ]);
    const ready = !shuttingDown && database && redisUp !== false;
    if (!ready) reply.code(503);
    return {
      status: ready ? ('ok' as const) : ('unavailable' as const),
      database,
      redis: redisUp,
      shuttingDown,
    };
  });

  app.get(
    METRICS_PATH,
    { schema: { hide: true }, onRequest: requireMetricsAccess },
    async (_request, reply) => {
      const text = await app.metrics.scrape();
      return reply
        .type(app.metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
}

async function answers(
  check: () => Promise<unknown>,
  log: FastifyInstance['log'],
  what: string,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } catch (error) {
    log.warn({ err: error }, `readiness: ${what} unavailable`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A client of its own; a ping waits at most CHECK_TIMEOUT_MS, connected or not. */
function pingableRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  return redis;
}
