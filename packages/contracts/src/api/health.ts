import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness and database readiness',
  tags: ['system'],
  auth: 'none',
  response: z.object({ status: z.enum(['ok', 'degraded']), database: z.boolean() }),
});
