import type { FastifyInstance } from 'fastify';

/** Proof image uploads (owner: payments) (issue 4). Not built yet. */
export async function uploadsRoutes(_app: FastifyInstance): Promise<void> {}
