import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { safeEqual } from '../lib/crypto.ts';

/**
 * preHandler for /ops routes: `Authorization: Bearer <OPERATOR_API_TOKEN>`, compared in
 * constant time. With no token configured every call is refused (401), so an unset token never
 * opens the operator API.
 */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  const expected = request.server.config.operatorApiToken;
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const presented = match?.[1];
  if (!expected || !presented || !safeEqual(presented, expected)) {
    throw new AppError('UNAUTHENTICATED', 'Operator token missing or wrong');
  }
}
