import type { FastifyInstance } from 'fastify';

/** Deposits: channels, requests, gateway callbacks (issue 4). Not built yet. */
export async function paymentsRoutes(_app: FastifyInstance): Promise<void> {}
