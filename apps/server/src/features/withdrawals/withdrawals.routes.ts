import type { FastifyInstance } from 'fastify';

/** Withdrawals, bank accounts, confirmations (issue 4). Not built yet. */
export async function withdrawalsRoutes(_app: FastifyInstance): Promise<void> {}
