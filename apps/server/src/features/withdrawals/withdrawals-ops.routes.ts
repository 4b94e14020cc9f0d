import type { FastifyInstance } from 'fastify';

/** Operator withdrawal approve/reject/pay/resolve (issue 4). Not built yet. */
export async function withdrawalsOpsRoutes(_app: FastifyInstance): Promise<void> {}
