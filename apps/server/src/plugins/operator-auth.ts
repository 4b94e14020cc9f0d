import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { safeEqual } from '../lib/crypto.ts';
import { clientIp } from '../lib/ip.ts';

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

/**
 * The one identity the operator API can prove today: whoever holds the shared token
 * (decision 023). Operator accounts replace it with the back office (its own issue).
 */
export const OPERATOR_TOKEN_ACTOR = 'operator-token';

const OPERATOR_NAME = /^[A-Za-z0-9._@-]{1,64}$/u;

/**
 * The actor recorded for an operator action (decided_by columns, audit lines): the token's
 * identity, never a name the client sends (an `x-operator` header proves nothing).
 */
export function operatorOf(_request: FastifyRequest): string {
  return OPERATOR_TOKEN_ACTOR;
}

/** `x-operator` as the caller claimed it: a note in the audit line, never the actor. */
function claimedOperator(request: FastifyRequest): string | undefined {
  const name = request.headers['x-operator'];
  return typeof name === 'string' && OPERATOR_NAME.test(name) ? name : undefined;
}

/** What an operator action acted on, for the audit row's object columns. */
export interface AuditedObject {
  type: string;
  id: string | number;
  brandId?: number;
}

/**
 * Audit every operator action (payments, withdrawals, uploads, system settings; SECURITY.md
 * 17, 28): a row in the hash-chained audit log (features/audit, issue 13) and a log line.
 */
export async function auditOps(
  request: FastifyRequest,
  action: string,
  data: Record<string, unknown>,
  object?: AuditedObject,
): Promise<void> {
  const claimed = claimedOperator(request);
  const actor = operatorOf(request);
  const ip = clientIp(request);
  request.log.info(
    { audit: true, action, actor, claimedOperator: claimed, ip, requestId: request.id, ...data },
    `audit ${action}`,
  );
  await request.server.audit.record({
    brandId: object?.brandId ?? null,
    actor,
    actorKind: 'TOKEN',
    ip,
    action,
    objectType: object?.type ?? null,
    objectId: object?.id ?? null,
    data: claimed === undefined ? data : { ...data, claimedOperator: claimed },
    requestId: request.id,
  });
}
