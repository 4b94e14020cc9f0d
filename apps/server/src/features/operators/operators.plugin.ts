import fp from 'fastify-plugin';
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
  },
  { name: 'operators', dependencies: ['db', 'context', 'audit'] },
);
