import type {
  OpsLedgerLine,
  OpsMemberLogin,
  OpsMemberNote,
  OpsMemberProfile,
  OpsMemberSession,
} from '@nova/contracts/api/ops-members';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import {
  countLiveSessions,
  memberSessionsBefore,
  revokeAllSessions,
} from '../../plugins/session.repository.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { type LedgerService, type MemberEntry, memberEntries } from '../ledger/ledger.service.ts';
import { countMemberDeposits, memberDepositsForOps } from '../payments/deposits-ops.service.ts';
import { memberRoundsForOps } from '../records/bet-records.service.ts';
import { resetTotpByOperator } from '../security/totp.service.ts';
import { memberLoginsBefore } from '../session/session.service.ts';
import {
  countMemberTransfers,
  memberTransfersForOps,
} from '../transfers/wallet-transfers.service.ts';
import { toWalletBalance } from '../wallet/wallet.service.ts';
import { turnoverStatus } from '../withdrawals/turnover.service.ts';
import {
  countMemberWithdrawals,
  memberWithdrawalsForOps,
} from '../withdrawals/withdrawals-ops.service.ts';
import { opsMemberOf } from './member-admin.service.ts';
import * as repo from './member-profile.repository.ts';

/**
 * A member's profile for the back office (issue 13): who it is, its balances and turnover, and
 * its lists, each read through the feature that owns it (decision 031), newest first in keyset
 * pages. Notes and tags are this feature's own.
 */
export interface MemberProfileDeps {
  db: Db;
  ledger: Pick<LedgerService, 'balance'>;
  realtime: Pick<Realtime, 'endSessions'>;
  now: () => Date;
}

export interface Page {
  before?: number | undefined;
  limit: number;
}

/** A page and the cursor of the next one (null: this was the last). */
function paged<T extends { id: number }>(items: T[], limit: number) {
  return { items, nextBefore: items.length === limit ? (items.at(-1)?.id ?? null) : null };
}

/** The member of this brand, or NOT_FOUND (also checked before a CSV export starts streaming). */
export async function requireMember(deps: MemberProfileDeps, brandId: number, memberId: number) {
  const row = await repo.findProfileRow(deps.db, brandId, memberId);
  if (!row) throw new AppError('NOT_FOUND', 'No such member');
  return row;
}

export async function profile(
  deps: MemberProfileDeps,
  brand: BrandRecord,
  memberId: number,
): Promise<OpsMemberProfile> {
  const row = await requireMember(deps, brand.id, memberId);
  const { db } = deps;
  const [balances, turnover, tags, deposits, withdrawals, transfers, sessions, notes] =
    await Promise.all([
      deps.ledger.balance(memberId),
      turnoverStatus(db, memberId),
      repo.listTags(db, memberId),
      countMemberDeposits(db, memberId),
      countMemberWithdrawals(db, memberId),
      countMemberTransfers(db, memberId),
      countLiveSessions(db, memberId, deps.now()),
      repo.countNotes(db, memberId),
    ]);
  const wallet = toWalletBalance(balances, brand);
  return {
    ...opsMemberOf(row),
    language: row.language,
    registerMethod: row.registerMethod,
    registerIp: row.registerIp,
    firstLoginAt: row.firstLoginAt?.toISOString() ?? null,
    parentId: row.parentId,
    mobileVerified: row.mobileVerified,
    emailVerified: row.emailVerified,
    realName: row.realName,
    paymentPasswordSet: row.paymentPasswordSet,
    totpEnabled: row.totpEnabled,
    wallet: {
      currency: wallet.currency,
      scale: wallet.scale,
      main: wallet.main,
      held: wallet.held,
      vendors: wallet.vendors,
      total: wallet.total,
    },
    turnover: {
      required: turnover.required.toString(),
      completed: turnover.completed.toString(),
      remaining: turnover.remaining.toString(),
    },
    tags,
    counts: { deposits, withdrawals, walletTransfers: transfers, openSessions: sessions, notes },
  };
}

const ACCOUNT_OF = { MEMBER_MAIN: 'MAIN', MEMBER_HELD: 'HELD', MEMBER_VENDOR: 'VENDOR' } as const;

function toLedgerLine(entry: MemberEntry): OpsLedgerLine {
  return {
    id: entry.id,
    transferId: entry.transferId,
    account: ACCOUNT_OF[entry.accountKind as keyof typeof ACCOUNT_OF] ?? 'MAIN',
    vendor: entry.vendor,
    kind: entry.kind,
    amount: entry.amount.toString(),
    balanceAfter: entry.balanceAfter?.toString() ?? null,
    reference: entry.idempotencyKey,
    metadata: entry.metadata,
    createdAt: entry.createdAt.toISOString(),
  };
}

export async function ledgerLines(deps: MemberProfileDeps, brandId: number, id: number, p: Page) {
  await requireMember(deps, brandId, id);
  const entries = await memberEntries(deps.db, id, p.before, p.limit);
  return paged(entries.map(toLedgerLine), p.limit);
}

export async function deposits(deps: MemberProfileDeps, brandId: number, id: number, p: Page) {
  await requireMember(deps, brandId, id);
  return paged(await memberDepositsForOps(deps.db, id, p.before, p.limit), p.limit);
}

export async function withdrawals(deps: MemberProfileDeps, brandId: number, id: number, p: Page) {
  await requireMember(deps, brandId, id);
  return paged(await memberWithdrawalsForOps(deps.db, id, p.before, p.limit), p.limit);
}

export async function transfers(deps: MemberProfileDeps, brandId: number, id: number, p: Page) {
  await requireMember(deps, brandId, id);
  return paged(await memberTransfersForOps(deps.db, id, p.before, p.limit), p.limit);
}

export async function rounds(
  deps: MemberProfileDeps,
  brandId: number,
  id: number,
  p: { before?: string | undefined; limit: number },
) {
  await requireMember(deps, brandId, id);
  return memberRoundsForOps(deps.db, id, brandId, p);
}

export async function sessions(deps: MemberProfileDeps, brandId: number, id: number, p: Page) {
  await requireMember(deps, brandId, id);
  const now = deps.now();
  const rows = await memberSessionsBefore(deps.db, id, p.before, p.limit);
  const items = rows.map((s): OpsMemberSession => {
    const expiresAt = new Date(Math.min(s.idleExpiresAt.getTime(), s.absoluteExpiresAt.getTime()));
    return {
      id: s.id,
      state: s.revokedAt ? 'ENDED' : expiresAt <= now ? 'EXPIRED' : 'OPEN',
      method: s.method,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      endedAt: s.revokedAt?.toISOString() ?? null,
      restriction: s.restriction,
    };
  });
  return paged(items, p.limit);
}

export async function logins(deps: MemberProfileDeps, brandId: number, id: number, p: Page) {
  await requireMember(deps, brandId, id);
  const rows = await memberLoginsBefore(deps.db, id, p.before, p.limit);
  const items = rows.map(
    (l): OpsMemberLogin => ({
      id: l.id,
      at: l.at.toISOString(),
      ip: l.ip,
      userAgent: l.userAgent,
      method: l.method,
      result: 'SUCCESS',
    }),
  );
  return paged(items, p.limit);
}

function toNote(row: repo.NoteRow): OpsMemberNote {
  return { id: row.id, author: row.author, text: row.text, createdAt: row.createdAt.toISOString() };
}

export async function notes(deps: MemberProfileDeps, brandId: number, id: number, p: Page) {
  await requireMember(deps, brandId, id);
  return paged((await repo.listNotes(deps.db, id, p.before, p.limit)).map(toNote), p.limit);
}

/** Append a note, by the proven operator name (notes are never edited or removed). */
export async function addNote(
  deps: MemberProfileDeps,
  brandId: number,
  id: number,
  author: string,
  text: string,
): Promise<OpsMemberNote> {
  await requireMember(deps, brandId, id);
  return toNote(await repo.insertNote(deps.db, { memberId: id, brandId, author, text }));
}

/** Replace the member's tags (the contract checks each tag and the count); duplicates merge. */
export async function setTags(
  deps: MemberProfileDeps,
  brandId: number,
  id: number,
  tags: readonly string[],
) {
  const changed = await repo.replaceTags(deps.db, brandId, id, [...new Set(tags)]);
  if (!changed) throw new AppError('NOT_FOUND', 'No such member');
  return changed;
}

/**
 * Turn the member's authenticator off (security's own reset) so it can enrol again, and end
 * every session: whoever holds one may be who took the phone. INVALID_STATE, changing nothing,
 * when no authenticator is enabled.
 */
export async function resetAuthenticator(
  deps: MemberProfileDeps,
  brandId: number,
  id: number,
): Promise<{ endedSessions: number }> {
  await requireMember(deps, brandId, id);
  await resetTotpByOperator(deps.db, id);
  const endedSessions = await revokeAllSessions(deps.db, id, deps.now());
  await deps.realtime.endSessions(id);
  return { endedSessions };
}
