import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness and database readiness',
  tags: ['system'],
  auth: 'none',
  response: z.object({ status: z.enum(['ok', 'degraded']), database: z.boolean() }),
});

/** The process is up and answering; no dependency is asked (decision 033). */
export const getLivez = defineEndpoint({
  method: 'GET',
  path: '/livez',
  summary: 'Liveness: the process answers (no database call)',
  tags: ['system'],
  auth: 'none',
  response: z.object({ status: z.literal('ok') }),
});

/**
 * Ready for traffic: the database answers, Redis too when configured, and the server is not
 * shutting down. 503 otherwise, so a load balancer stops sending before the server closes.
 */
export const getReadyz = defineEndpoint({
  method: 'GET',
  path: '/readyz',
  summary: 'Readiness: database (and Redis) answer and the server is not shutting down',
  tags: ['system'],
  auth: 'none',
  response: z.object({
    status: z.enum(['ok', 'unavailable']),
    database: z.boolean(),
    /** null: no Redis configured. */
    redis: z.nullable(z.boolean()),
    shuttingDown: z.boolean(),
  }),
});
