import * as opsMembers from '@nova/contracts/api/ops-members';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import * as service from './member-profile.service.ts';

/**
 * A member's profile and its lists, notes, tags and the authenticator reset (issue 13, decision
 * 039). Registered by memberAdminRoutes. Opening the profile is audited (it shows the member's
 * personal data, as the search does); its lists are parts of that screen.
 */
export async function memberProfileRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.MemberProfileDeps = {
    db: app.db,
    ledger: app.ledger,
    realtime: app.realtime,
    now: app.now,
  };

  route(app, opsMembers.opsMemberProfile, async ({ request, params }) => {
    const brand = await resolveBrand(request);
    const profile = await service.profile(deps, brand, params.id);
    await auditOps(
      request,
      'member.view',
      {},
      { type: 'member', id: params.id, brandId: brand.id },
    );
    return profile;
  });

  route(app, opsMembers.opsMemberLedger, async ({ request, params, query }) =>
    service.ledgerLines(deps, (await resolveBrand(request)).id, params.id, query),
  );
  route(app, opsMembers.opsMemberDeposits, async ({ request, params, query }) =>
    service.deposits(deps, (await resolveBrand(request)).id, params.id, query),
  );
  route(app, opsMembers.opsMemberWithdrawals, async ({ request, params, query }) =>
    service.withdrawals(deps, (await resolveBrand(request)).id, params.id, query),
  );
  route(app, opsMembers.opsMemberTransfers, async ({ request, params, query }) =>
    service.transfers(deps, (await resolveBrand(request)).id, params.id, query),
  );
  route(app, opsMembers.opsMemberRounds, async ({ request, params, query }) =>
    service.rounds(deps, (await resolveBrand(request)).id, params.id, query),
  );
  route(app, opsMembers.opsMemberSessions, async ({ request, params, query }) =>
    service.sessions(deps, (await resolveBrand(request)).id, params.id, query),
  );
  route(app, opsMembers.opsMemberLogins, async ({ request, params, query }) =>
    service.logins(deps, (await resolveBrand(request)).id, params.id, query),
  );
  route(app, opsMembers.opsMemberNotes, async ({ request, params, query }) =>
    service.notes(deps, (await resolveBrand(request)).id, params.id, query),
  );

  route(app, opsMembers.opsAddMemberNote, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const note = await service.addNote(deps, brand.id, params.id, operatorOf(request), body.text);
    await auditOps(
      request,
      'member.note',
      { noteId: note.id },
      { type: 'member', id: params.id, brandId: brand.id, after: { note: note.text } },
    );
    return note;
  });

  route(app, opsMembers.opsSetMemberTags, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const changed = await service.setTags(deps, brand.id, params.id, body.tags);
    await auditOps(
      request,
      'member.tags',
      {},
      {
        type: 'member',
        id: params.id,
        brandId: brand.id,
        before: { tags: changed.before },
        after: { tags: changed.after },
      },
    );
    return { tags: changed.after };
  });

  route(app, opsMembers.opsResetMemberAuthenticator, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const result = await service.resetAuthenticator(deps, brand.id, params.id);
    await auditOps(
      request,
      'member.reset-authenticator',
      { reason: body.reason, endedSessions: result.endedSessions },
      {
        type: 'member',
        id: params.id,
        brandId: brand.id,
        before: { totpEnabled: true },
        after: { totpEnabled: false },
      },
    );
    return result;
  });
}
