import type { FastifyRequest } from 'fastify';
import type { OperatorPrincipal } from '../features/operators/operators.model.ts';
import { AppError } from '../lib/app-error.ts';
import { clientIp } from '../lib/ip.ts';
import { isSameHost } from './same-origin.ts';

/** The operator session cookie: HttpOnly, SameSite=Strict; member routes never read it. */
export const OPERATOR_COOKIE = 'nova_ops';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * onRequest guard of /ops routes. The caller is either a service account, by
 * `Authorization: Bearer <key>` (OPERATOR_API_TOKEN is the key of `operator-token`), or an
 * operator, by the `nova_ops` session cookie (features/operators). It becomes
 * `request.operatorPrincipal`. A missing, unknown, revoked or expired credential is refused
 * (401). A cookie-borne change must come from this site when the browser names an Origin (CSRF,
 * on top of SameSite=Strict).
 */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  const operators = request.server.operators;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  const cookie = request.cookies[OPERATOR_COOKIE];
  let principal: OperatorPrincipal | undefined;
  if (bearer) principal = await operators.authenticateKey(bearer);
  else if (cookie) {
    const origin = request.headers.origin;
    if (STATE_CHANGING.has(request.method) && origin !== undefined) {
      if (!isSameHost(origin, request.headers.host)) {
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      }
    }
    principal = await operators.authenticateSession(cookie);
  }
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Operator sign-in or key missing or wrong');
  request.operatorPrincipal = principal;
}

/**
 * The guard of one operator endpoint: its contract's permission must be in the caller's role,
 * else 403, written to the audit log (issue 13). Runs after requireOperator.
 */
export function requirePermission(permission: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    const principal = request.operatorPrincipal;
    if (!principal) throw new AppError('UNAUTHENTICATED', 'Operator key missing or wrong');
    if (permission && principal.permissions.has(permission)) return;
    await auditOps(request, 'auth.denied', {
      permission: permission ?? null,
      route: `${request.method} ${request.routeOptions.url}`,
    });
    throw new AppError('FORBIDDEN', `This needs the permission ${permission ?? '(none named)'}`);
  };
}

/**
 * The actor recorded for an operator action (decided_by columns, audit rows): the proven
 * account's name, never a name the client sends (an `x-operator` header proves nothing).
 */
export function operatorOf(request: FastifyRequest): string {
  const principal = request.operatorPrincipal;
  if (!principal) throw new Error('operatorOf: no operator on this request');
  return principal.name;
}

const OPERATOR_NAME = /^[A-Za-z0-9._@-]{1,64}$/u;

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
  /** The object's state before and after the action (what changed, for the audit row). */
  before?: unknown;
  after?: unknown;
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
  const actorKind = request.operatorPrincipal?.kind ?? 'SERVICE';
  const ip = clientIp(request);
  request.log.info(
    { audit: true, action, actor, claimedOperator: claimed, ip, requestId: request.id, ...data },
    `audit ${action}`,
  );
  await request.server.audit.record({
    brandId: object?.brandId ?? null,
    actor,
    actorKind,
    ip,
    action,
    objectType: object?.type ?? null,
    objectId: object?.id ?? null,
    before: object?.before,
    after: object?.after,
    data: claimed === undefined ? data : { ...data, claimedOperator: claimed },
    requestId: request.id,
  });
}
