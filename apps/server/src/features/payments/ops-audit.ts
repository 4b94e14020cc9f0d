import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../lib/ip.ts';

const OPERATOR_NAME = /^[A-Za-z0-9._@-]{1,64}$/u;

/** The operator named in `x-operator` (default 'ops'); anything odd is recorded as 'ops'. */
export function operatorOf(request: FastifyRequest): string {
  const name = request.headers['x-operator'];
  return typeof name === 'string' && OPERATOR_NAME.test(name) ? name : 'ops';
}

/** Audit line for every operator payments action (SECURITY.md 17, 28). */
export function auditOps(
  request: FastifyRequest,
  action: string,
  data: Record<string, unknown>,
): void {
  request.log.info(
    {
      audit: true,
      action,
      actor: 'operator-token',
      operator: operatorOf(request),
      ip: clientIp(request),
      requestId: request.id,
      ...data,
    },
    `audit ${action}`,
  );
}
