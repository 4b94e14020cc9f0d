import type { BetRecord } from '@nova/contracts/api/bet-records';
import type {
  OpsLedgerLine,
  OpsMemberLogin,
  OpsMemberSession,
  OpsWalletTransfer,
} from '@nova/contracts/api/ops-members';
import * as opsMembers from '@nova/contracts/api/ops-members';
import { MEMBER_PROFILE_PAGE_MAX } from '@nova/contracts/api/ops-members';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CsvColumns, csvRoute } from '../../lib/csv-export.ts';
import { route } from '../../lib/route.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { DEPOSIT_COLUMNS } from '../payments/deposit-csv.model.ts';
import { WITHDRAWAL_COLUMNS } from '../withdrawals/withdrawal-csv.model.ts';
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

  memberHistoryExports(app, deps);
}

/** The CSV columns of each member history list (its screen's columns, raw values). */
const LEDGER_COLUMNS: CsvColumns<OpsLedgerLine> = [
  ['id', (l) => l.id],
  ['transfer_id', (l) => l.transferId],
  ['account', (l) => l.account],
  ['vendor', (l) => l.vendor],
  ['kind', (l) => l.kind],
  ['amount_minor', (l) => l.amount],
  ['balance_after_minor', (l) => l.balanceAfter],
  ['reference', (l) => l.reference],
  ['created_at', (l) => l.createdAt],
];
const TRANSFER_COLUMNS: CsvColumns<OpsWalletTransfer> = [
  ['id', (w) => w.id],
  ['vendor', (w) => w.vendor],
  ['direction', (w) => w.direction],
  ['amount_minor', (w) => w.amount],
  ['status', (w) => w.status],
  ['game_result_minor', (w) => w.gameResult],
  ['vendor_tx_id', (w) => w.vendorTxId],
  ['attempts', (w) => w.attempts],
  ['last_error', (w) => w.lastError],
  ['created_at', (w) => w.createdAt],
  ['updated_at', (w) => w.updatedAt],
];
const ROUND_COLUMNS: CsvColumns<BetRecord> = [
  ['round_id', (r) => r.roundId],
  ['source', (r) => r.source],
  ['vendor', (r) => r.vendorName],
  ['game_type', (r) => r.gameType],
  ['game_code', (r) => r.gameCode],
  ['game', (r) => r.gameName],
  ['stake_minor', (r) => r.stake],
  ['payout_minor', (r) => r.payout],
  ['profit_minor', (r) => r.profit],
  ['status', (r) => r.status],
  ['placed_at', (r) => r.placedAt],
  ['settled_at', (r) => r.settledAt],
];
const SESSION_COLUMNS: CsvColumns<OpsMemberSession> = [
  ['id', (x) => x.id],
  ['state', (x) => x.state],
  ['method', (x) => x.method],
  ['ip', (x) => x.ip],
  ['user_agent', (x) => x.userAgent],
  ['created_at', (x) => x.createdAt],
  ['last_seen_at', (x) => x.lastSeenAt],
  ['expires_at', (x) => x.expiresAt],
  ['ended_at', (x) => x.endedAt],
  ['restriction', (x) => x.restriction],
];
const LOGIN_COLUMNS: CsvColumns<OpsMemberLogin> = [
  ['id', (x) => x.id],
  ['at', (x) => x.at],
  ['ip', (x) => x.ip],
  ['method', (x) => x.method],
  ['user_agent', (x) => x.userAgent],
];

type MemberList<Row, C> = (
  deps: service.MemberProfileDeps,
  brandId: number,
  id: number,
  page: { before: C | undefined; limit: number },
) => Promise<{ items: Row[]; nextBefore: C | null }>;

/**
 * Each member history list as CSV: every line from the newest (or the list's `before`), in the
 * largest pages the list allows. An export is audited with the member and the list's name.
 */
function memberHistoryExports(app: FastifyInstance, deps: service.MemberProfileDeps): void {
  function register<Row, C extends number | string>(
    endpoint: Parameters<typeof csvRoute>[1] & {
      params: unknown;
      query: unknown;
    },
    list: string,
    columns: CsvColumns<Row>,
    read: MemberList<Row, C>,
  ): void {
    csvRoute<typeof endpoint, Row, C>(app, endpoint, {
      filename: `member-${list}`,
      columns,
      page: async ({ request, params, query }, cursor) => {
        const { id } = params as { id: number };
        const brand = await resolveBrand(request);
        const page = await read(deps, brand.id, id, {
          before: cursor ?? (query as { before?: C }).before,
          limit: MEMBER_PROFILE_PAGE_MAX,
        });
        return { items: page.items, next: page.nextBefore };
      },
      audit: async ({ request, params }) => exportAudit(deps, request, list, params),
    });
  }
  register(opsMembers.opsExportMemberLedger, 'ledger', LEDGER_COLUMNS, service.ledgerLines);
  register(opsMembers.opsExportMemberDeposits, 'deposits', DEPOSIT_COLUMNS, service.deposits);
  register(
    opsMembers.opsExportMemberWithdrawals,
    'withdrawals',
    WITHDRAWAL_COLUMNS,
    service.withdrawals,
  );
  register(opsMembers.opsExportMemberTransfers, 'transfers', TRANSFER_COLUMNS, service.transfers);
  register(opsMembers.opsExportMemberRounds, 'rounds', ROUND_COLUMNS, service.rounds);
  register(opsMembers.opsExportMemberSessions, 'sessions', SESSION_COLUMNS, service.sessions);
  register(opsMembers.opsExportMemberLogins, 'logins', LOGIN_COLUMNS, service.logins);
}

/** Before the first byte: an unknown member is a 404 (not a broken stream), then the audit row. */
async function exportAudit(
  deps: service.MemberProfileDeps,
  request: FastifyRequest,
  list: string,
  params: unknown,
) {
  const { id } = params as { id: number };
  const brand = await resolveBrand(request);
  await service.requireMember(deps, brand.id, id);
  await auditOps(
    request,
    'member.export-history',
    { list },
    { type: 'member', id, brandId: brand.id },
  );
}
