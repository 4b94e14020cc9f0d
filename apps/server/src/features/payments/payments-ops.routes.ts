import type { FastifyInstance } from 'fastify';

/** Operator deposit approve/reject (issue 4). Not built yet. */
export async function paymentsOpsRoutes(_app: FastifyInstance): Promise<void> {}
