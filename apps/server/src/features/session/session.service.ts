import type { LoginResult, MemberInfo } from '@nova/contracts/api/session';
import { isAgentType, TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { verifyPassword } from '../../lib/password.ts';
import { addMinutes, earliest } from '../../lib/time.ts';
import {
  insertSession,
  revokeSession,
  revokeSessionByTokenHash,
} from '../../plugins/session.repository.ts';
import type { BrandRecord } from '../brand/brand.repository.ts';
import { isMaintenanceInEffect, isRegionRestricted } from '../brand/brand.service.ts';
import * as repo from './session.repository.ts';

export interface LoginInput {
  username: string;
  password: string;
  area: 'member' | 'agent';
}

export interface LoginContext {
  ip: string;
  userAgent: string | null;
  now: Date;
  config: Pick<Config, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>;
  /** The token the client already held, if any: replaced by the new one (SECURITY.md 10). */
  previousToken: string | undefined;
}

/**
 * Username + password login (spec §4 "Login success", §6). Unknown account and wrong password
 * fail identically, in body and in time (SECURITY.md 5); account-type checks come only after
 * the password is proven, so they reveal nothing to a guesser.
 */
export async function login(
  db: Db,
  brand: BrandRecord,
  input: LoginInput,
  ctx: LoginContext,
): Promise<{ token: string; memberId: number; result: LoginResult }> {
  if (isMaintenanceInEffect(brand, ctx.now)) throw new AppError('MAINTENANCE');
  if (isRegionRestricted(brand, ctx.ip)) throw new AppError('REGION_RESTRICTED');

  const member = await repo.findMemberForLogin(db, brand.id, input.username.toLowerCase());
  const passwordOk = await verifyPassword(member?.passwordHash ?? null, input.password);
  if (!member || !passwordOk) throw new AppError('INVALID_CREDENTIALS');
  if (member.status !== 'ACTIVE') throw new AppError('FORBIDDEN', 'Account disabled');
  // Trial accounts only log in through free play (spec §6).
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  const isAgent = isAgentType(member.type);
  if (input.area === 'agent' && !isAgent) throw new AppError('NON_AGENT_LOGIN');

  if (ctx.previousToken) await revokeSessionByTokenHash(db, sha256Hex(ctx.previousToken), ctx.now);
  const token = randomToken(32);
  const absoluteExpiresAt = addMinutes(ctx.now, ctx.config.sessionAbsoluteHours * 60);
  const idle = addMinutes(ctx.now, ctx.config.sessionIdleMinutes);
  await insertSession(db, {
    tokenHash: sha256Hex(token),
    memberId: member.id,
    now: ctx.now,
    idleExpiresAt: earliest(idle, absoluteExpiresAt),
    absoluteExpiresAt,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  const firstTimeLogin = member.firstLoginAt === null;
  await repo.recordLogin(db, member.id, ctx.now, firstTimeLogin);
  return {
    token,
    memberId: member.id,
    result: {
      firstTimeLogin,
      // Password expiry is off unless the brand enables PWDEXPFORCECHANGE3 (SECURITY.md).
      passwordExpired: false,
      mustChangePassword: member.passwordSetBy === 'OTHER',
      isAgent,
    },
  };
}

export async function logout(db: Db, sessionId: number, now: Date): Promise<void> {
  await revokeSession(db, sessionId, now);
}

export async function memberInfo(db: Db, memberId: number): Promise<MemberInfo> {
  const row = await repo.findMemberInfo(db, memberId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return {
    ...row,
    isAgent: isAgentType(row.type),
    isTrial: row.type === TRIAL_TYPE_ID,
  };
}
