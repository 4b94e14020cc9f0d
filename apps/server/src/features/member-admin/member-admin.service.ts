import { isIP } from 'node:net';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { revokeAllSessions } from '../../plugins/session.repository.ts';
import {
  type MemberMatch,
  memberExists,
  type OpsMemberRow,
  requirePasswordChange,
  searchMembers,
  setMemberStatus,
} from './member-admin.repository.ts';

export interface MemberAdminDeps {
  db: Db;
  now: () => Date;
}

/**
 * What an operator typed: `#tag` (a tag, exactly), an IP, an email address, digits (an id or a
 * mobile), or an account.
 */
export function matchOf(q: string): MemberMatch {
  const text = q.trim();
  if (text.startsWith('#')) return { by: 'TAG', tag: text.slice(1).trim().toLowerCase() };
  if (isIP(text)) return { by: 'IP', ip: text };
  if (text.includes('@')) return { by: 'EMAIL', email: text.toLowerCase() };
  const digits = text.replace(/^\+/, '').replace(/[\s-]/g, '');
  if (/^\d{1,20}$/.test(digits)) return { by: 'DIGITS', digits };
  return { by: 'ACCOUNT', account: text.toLowerCase() };
}

export type OpsMember = ReturnType<typeof opsMemberOf>;

export function opsMemberOf(row: OpsMemberRow) {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    status: row.status,
    mustChangePassword: row.passwordSetBy === 'OTHER',
    mobile: row.mobileNum ? `${row.mobileDialingCode ?? ''} ${row.mobileNum}`.trim() : null,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function search(
  deps: MemberAdminDeps,
  brandId: number,
  input: { q: string; before?: number; limit: number },
) {
  const rows = await searchMembers(deps.db, brandId, matchOf(input.q), input.before, input.limit);
  return {
    items: rows.map(opsMemberOf),
    nextBefore: rows.length === input.limit ? (rows.at(-1)?.id ?? null) : null,
  };
}

/**
 * Lock (DISABLED) or unlock (ACTIVE) a member. Locking also ends every open session: the
 * session check already refuses a disabled member at once, and the sessions stay ended after
 * an unlock, so the member signs in again.
 */
export async function setLocked(
  deps: MemberAdminDeps,
  brandId: number,
  memberId: number,
  locked: boolean,
) {
  const changed = await setMemberStatus(deps.db, brandId, memberId, locked ? 'DISABLED' : 'ACTIVE');
  if (!changed) throw new AppError('NOT_FOUND', 'No such member');
  const endedSessions = locked ? await revokeAllSessions(deps.db, memberId, deps.now()) : 0;
  return { before: changed.before, member: opsMemberOf(changed.after), endedSessions };
}

/** End every open session of a member of this brand: it signs in again. */
export async function endSessions(deps: MemberAdminDeps, brandId: number, memberId: number) {
  if (!(await memberExists(deps.db, brandId, memberId))) {
    throw new AppError('NOT_FOUND', 'No such member');
  }
  return { endedSessions: await revokeAllSessions(deps.db, memberId, deps.now()) };
}

/**
 * The member chooses a new password at its next sign-in (the sign-in opens a restricted
 * session that may only change it), and its open sessions end now.
 */
export async function forcePasswordChange(
  deps: MemberAdminDeps,
  brandId: number,
  memberId: number,
) {
  const row = await requirePasswordChange(deps.db, brandId, memberId);
  if (!row) throw new AppError('NOT_FOUND', 'No such member');
  const endedSessions = await revokeAllSessions(deps.db, memberId, deps.now());
  return { member: opsMemberOf(row), endedSessions };
}
