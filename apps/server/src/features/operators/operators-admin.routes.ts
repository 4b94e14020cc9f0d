import * as api from '@nova/contracts/api/ops-operators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { allowListOf, setAllowList } from './ip-allow-list.service.ts';
import * as admin from './operators-admin.service.ts';
import * as accounts from './service-accounts.service.ts';

function actorOf(request: FastifyRequest): admin.Actor {
  const principal = request.operatorPrincipal;
  if (!principal) throw new Error('operator route without an operator');
  return principal;
}

/**
 * Operators, roles and service accounts from the back office (issue 13, decision 039). Every
 * change is an audit row with its before and after; role changes, re-enrolment and unlocking
 * are security events (`operator.role-change`, `operator.reset-totp`, `operator.unlock`).
 */
export async function operatorsAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps: admin.OperatorAdminDeps = { db: app.db, now: app.now, access: app.operators };
  const operator = (id: number, before?: unknown, after?: unknown) => ({
    type: 'operator',
    id,
    before,
    after,
  });

  route(app, api.opsListOperators, async ({ query }) => admin.listOperators(deps, query));

  route(app, api.opsCreateOperator, async ({ request, body }) => {
    const created = await admin.createOperator(deps, body);
    await auditOps(
      request,
      'operator.create',
      {},
      operator(created.operator.id, null, created.operator),
    );
    return created;
  });

  route(app, api.opsChangeOperatorRole, async ({ request, params, body }) => {
    const { before, after } = await admin.changeRole(deps, actorOf(request), params.id, body.role);
    await auditOps(
      request,
      'operator.role-change',
      {},
      operator(params.id, { role: before.role }, { role: after.role }),
    );
    return after;
  });

  for (const [endpoint, disabled] of [
    [api.opsDisableOperator, true],
    [api.opsEnableOperator, false],
  ] as const) {
    route(app, endpoint, async ({ request, params }) => {
      const result = await admin.setDisabled(deps, actorOf(request), params.id, disabled);
      await auditOps(
        request,
        disabled ? 'operator.disable' : 'operator.enable',
        { endedSessions: result.endedSessions },
        operator(params.id, { disabled: result.before.disabled }, { disabled }),
      );
      return result.after;
    });
  }

  route(app, api.opsResetOperatorTotp, async ({ request, params }) => {
    const { endedSessions, ...enrolment } = await admin.resetTotp(deps, params.id);
    // The secret itself is never written to the log.
    await auditOps(request, 'operator.reset-totp', { endedSessions }, operator(params.id));
    return enrolment;
  });

  route(app, api.opsUnlockOperator, async ({ request, params }) => {
    const { before, after } = await admin.unlock(deps, params.id);
    const lock = (o: typeof before) => ({
      lockedUntil: o.lockedUntil,
      failedLogins: o.failedLogins,
    });
    await auditOps(request, 'operator.unlock', {}, operator(params.id, lock(before), lock(after)));
    return after;
  });

  route(app, api.opsListRoles, async () => ({ items: await admin.roles(deps) }));
  route(app, api.opsListPermissions, async () => ({ items: admin.permissionCatalogue() }));

  route(app, api.opsUpdateRole, async ({ request, params, body }) => {
    const { before, after } = await admin.updateRole(deps, params.code, body);
    const role = (r: typeof before) => ({ name: r.name, permissions: r.permissions });
    await auditOps(
      request,
      'role.update',
      {},
      {
        type: 'role',
        id: params.code,
        before: role(before),
        after: role(after),
      },
    );
    return after;
  });

  route(app, api.opsCreateRole, async ({ request, body }) => {
    const role = await admin.createRole(deps, body);
    await auditOps(
      request,
      'role.create',
      {},
      {
        type: 'role',
        id: role.code,
        before: null,
        after: { name: role.name, permissions: role.permissions },
      },
    );
    return role;
  });

  route(app, api.opsListServiceAccounts, async () => ({
    items: await accounts.listServiceAccounts(deps),
  }));

  route(app, api.opsCreateServiceAccount, async ({ request, body }) => {
    const created = await accounts.createServiceAccount(deps, body);
    await auditOps(
      request,
      'service-account.create',
      {},
      {
        type: 'service-account',
        id: created.account.id,
        before: null,
        after: created.account,
      },
    );
    return created;
  });

  route(app, api.opsRevokeServiceAccount, async ({ request, params }) => {
    const { before, after } = await accounts.revokeServiceAccount(
      deps,
      actorOf(request),
      params.id,
    );
    await auditOps(
      request,
      'service-account.revoke',
      {},
      {
        type: 'service-account',
        id: params.id,
        before,
        after,
      },
    );
    return after;
  });

  route(app, api.opsGetIpAllowList, async ({ request }) => {
    const brand = await resolveBrand(request);
    return { cidrs: await allowListOf(app.db, brand.id), yourIp: clientIp(request) };
  });

  route(app, api.opsSetIpAllowList, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const ip = clientIp(request);
    const { before, after } = await setAllowList(deps, {
      brandId: brand.id,
      cidrs: body.cidrs,
      actor: actorOf(request),
      actorName: operatorOf(request),
      ip,
    });
    await auditOps(
      request,
      'security.ip-allow-list',
      { count: after.length },
      {
        type: 'brand',
        id: brand.id,
        brandId: brand.id,
        before: { cidrs: before },
        after: { cidrs: after },
      },
    );
    return { cidrs: after, yourIp: ip };
  });
}
