import { operatorLogin } from '@nova/contracts/api/ops-auth';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { allowListOf, isAllowed } from './ip-allow-list.service.ts';
import { type OperatorPrincipal, TOKEN_SERVICE_ACCOUNT } from './operators.model.ts';
import { OperatorAccess } from './operators.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    operators: OperatorAccess;
  }
  interface FastifyRequest {
    /** The proven caller of an /ops route (plugins/operator-auth.ts requireOperator). */
    operatorPrincipal: OperatorPrincipal | null;
  }
}

/**
 * Decorates `app.operators`. OPERATOR_API_TOKEN, when set, is the key of the service account
 * `operator-token` with the role OPERATOR_API_TOKEN_ROLE (SUPER_ADMIN by default): a named,
 * scoped and audited account, no longer a shared identity (issue 13, decision 039).
 *
 * It also enforces the brand's operator IP allow-list (issue 13): an operator sign-in, or a
 * request carried by an operator session, from an address outside a non-empty list is refused
 * (403) and audited as `auth.ip-refused`. The check runs in preValidation, after the route's
 * guards proved who the operator is, so the refusal names it. Service-account keys are not
 * bound by the list.
 */
export const operatorsPlugin = fp(
  async (app) => {
    const access = new OperatorAccess(app.db, app.now, app.audit);
    app.decorate('operators', access);
    app.decorateRequest('operatorPrincipal', null);
    const { operatorApiToken, operatorApiTokenRole } = app.config;
    if (operatorApiToken) {
      await access.setServiceKey(TOKEN_SERVICE_ACCOUNT, operatorApiTokenRole, operatorApiToken);
    } else await access.revokeServiceAccount(TOKEN_SERVICE_ACCOUNT);

    app.addHook('preValidation', async (request: FastifyRequest) => {
      const principal = request.operatorPrincipal;
      const signIn =
        request.method === operatorLogin.method && request.routeOptions.url === operatorLogin.path;
      if (principal?.kind !== 'OPERATOR' && !signIn) return;
      const brand = await resolveBrand(request);
      const ip = clientIp(request);
      if (isAllowed(await allowListOf(app.db, brand.id), ip)) return;
      const typed = (request.body as { username?: unknown } | undefined)?.username;
      await app.audit.record({
        brandId: brand.id,
        // A name typed at sign-in is data, never the actor (as for failed sign-ins).
        actor: principal?.name ?? 'unknown',
        actorKind: principal ? 'OPERATOR' : 'SYSTEM',
        ip,
        action: 'auth.ip-refused',
        objectType: principal ? 'operator' : null,
        objectId: principal?.id ?? null,
        data: {
          route: `${request.method} ${request.routeOptions.url}`,
          ...(signIn && typeof typed === 'string' ? { attemptedUsername: typed.slice(0, 40) } : {}),
        },
        requestId: request.id,
      });
      throw new AppError('FORBIDDEN', 'Operator access from this address is refused');
    });
  },
  { name: 'operators', dependencies: ['db', 'context', 'audit'] },
);
