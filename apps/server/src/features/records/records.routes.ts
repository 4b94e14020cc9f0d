import type { FastifyInstance } from 'fastify';

/** Account records, profit and loss, bonus details (issue 4). Not built yet. */
export async function recordsRoutes(_app: FastifyInstance): Promise<void> {}
