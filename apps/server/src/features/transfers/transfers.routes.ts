import type { FastifyInstance } from 'fastify';

/** Vendor wallet transfers, member transfers, consolidated funds, merchant wallets (issue 4). Not built yet. */
export async function transfersRoutes(_app: FastifyInstance): Promise<void> {}
