import type { FastifyInstance } from 'fastify';

/** The sandbox transfer-mode vendor (DEV_TOOLS only) (issue 4). Not built yet. */
export async function sandboxVendorRoutes(_app: FastifyInstance): Promise<void> {}
