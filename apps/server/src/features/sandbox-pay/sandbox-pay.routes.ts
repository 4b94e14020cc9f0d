import type { FastifyInstance } from 'fastify';

/** The sandbox payment gateway (DEV_TOOLS only) (issue 4). Not built yet. */
export async function sandboxPayRoutes(_app: FastifyInstance): Promise<void> {}
