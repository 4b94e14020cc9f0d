import * as opsMembers from '@nova/contracts/api/ops-members';
import type { FastifyInstance } from 'fastify';
import { csvRoute } from '../../lib/csv-export.ts';
import { route } from '../../lib/route.ts';
import { auditOps } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import * as service from './member-admin.service.ts';
import { memberProfileRoutes } from './member-profile.routes.ts';

/**
 * Members as operators see them: search, lock, unlock, and a member's profile with its lists,
 * notes and tags (issue 13, decision 039).
 */
export async function memberAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.MemberAdminDeps = { db: app.db, now: app.now };
  await memberProfileRoutes(app);

  route(app, opsMembers.opsSearchMembers, async ({ request, query }) => {
    const brand = await resolveBrand(request);
    const page = await service.search(deps, brand.id, query);
    await auditOps(
      request,
      'member.search',
      { q: query.q, found: page.items.length },
      {
        type: 'brand',
        id: brand.id,
        brandId: brand.id,
      },
    );
    return page;
  });

  csvRoute(app, opsMembers.opsExportMembers, {
    filename: 'members',
    columns: [
      ['id', (m: service.OpsMember) => m.id],
      ['account', (m: service.OpsMember) => m.account],
      ['nickname', (m: service.OpsMember) => m.nickname],
      ['status', (m: service.OpsMember) => m.status],
      ['mobile', (m: service.OpsMember) => m.mobile],
      ['email', (m: service.OpsMember) => m.email],
      ['created_at', (m: service.OpsMember) => m.createdAt],
      ['last_login_at', (m: service.OpsMember) => m.lastLoginAt],
    ],
    page: async ({ request, query }, cursor) => {
      const brand = await resolveBrand(request);
      const page = await service.search(deps, brand.id, {
        q: query.q,
        before: cursor ?? query.before,
        limit: opsMembers.OPS_MEMBER_PAGE_MAX,
      });
      return { items: page.items, next: page.nextBefore };
    },
    audit: async ({ request, query }) => {
      const brand = await resolveBrand(request);
      await auditOps(
        request,
        'member.export',
        { q: query.q },
        { type: 'brand', id: brand.id, brandId: brand.id },
      );
    },
  });

  for (const [endpoint, locked] of [
    [opsMembers.opsLockMember, true],
    [opsMembers.opsUnlockMember, false],
  ] as const) {
    route(app, endpoint, async ({ request, params, body }) => {
      const brand = await resolveBrand(request);
      const result = await service.setLocked(deps, brand.id, params.id, locked);
      await auditOps(
        request,
        locked ? 'member.lock' : 'member.unlock',
        { reason: body.reason, endedSessions: result.endedSessions },
        {
          type: 'member',
          id: params.id,
          brandId: brand.id,
          before: { status: result.before },
          after: { status: result.member.status },
        },
      );
      return result.member;
    });
  }

  route(app, opsMembers.opsEndMemberSessions, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const result = await service.endSessions(deps, brand.id, params.id);
    await auditOps(
      request,
      'member.end-sessions',
      { reason: body.reason, endedSessions: result.endedSessions },
      { type: 'member', id: params.id, brandId: brand.id },
    );
    return result;
  });

  route(app, opsMembers.opsForcePasswordChange, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const result = await service.forcePasswordChange(deps, brand.id, params.id);
    await auditOps(
      request,
      'member.force-password-change',
      { reason: body.reason, endedSessions: result.endedSessions },
      {
        type: 'member',
        id: params.id,
        brandId: brand.id,
        after: { mustChangePassword: true },
      },
    );
    return result.member;
  });
}
