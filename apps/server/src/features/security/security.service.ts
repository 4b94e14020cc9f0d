import type { LoginRecord, SecurityOverview } from '@nova/contracts/api/security';
import { LOGIN_HISTORY_SIZE } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { maskEmail, maskMobile } from '../../lib/mask.ts';
import { hashPassword } from '../../lib/password.ts';
import { sqlState } from '../../lib/sql-state.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { countOtherSessions, revokeOtherSessions } from '../../plugins/session.repository.ts';
import type { SessionMember } from '../../plugins/session.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { verifyCurrentPassword } from '../password/password-rules.ts';
import { assertNotExcludedPerson } from '../protection/protection.service.ts';
import { latestLogins } from '../session/session.service.ts';
import { consumeCode, issueCode, smsDestination } from '../verification/verification.service.ts';
import * as repo from './security.repository.ts';
import { isWeakPaymentPassword, normaliseRealName } from './security-rules.ts';

/** What the security center needs, built once in the routes (decision 031). */
export interface SecurityDeps {
  db: Db;
  messenger: Messenger;
  log: Logger;
  rateLimiter: RateLimiter;
  realtime: Pick<Realtime, 'endSessions'>;
  now: () => Date;
}

/** The security center (spec §2 "securityCenter"); sensitive changes re-check the password. */
export async function securityOverview(
  deps: SecurityDeps,
  member: SessionMember,
): Promise<SecurityOverview> {
  const profile = await repo.findSecurityProfile(deps.db, member.id);
  if (!profile) throw new AppError('UNAUTHENTICATED');
  // Newest first: [0] is the current session's own login, [1] the one before it.
  const [, previous] = await latestLogins(deps.db, member.id, 2);
  return {
    account: profile.account,
    mobile:
      profile.mobileDialingCode && profile.mobileNum && profile.mobileVerifiedAt
        ? maskMobile(profile.mobileDialingCode, profile.mobileNum)
        : null,
    email: profile.email && profile.emailVerifiedAt ? maskEmail(profile.email) : null,
    realNameSet: profile.realNameSet,
    paymentPasswordSet: profile.paymentPasswordSet,
    totpEnabled: profile.totpEnabled,
    previousLogin: previous ? toRecord(previous) : null,
    otherSessions: await countOtherSessions(deps.db, member.id, member.sessionId, deps.now()),
    passwordLogin: true,
  };
}

function toRecord(row: { at: Date; ip: string; method: string }): LoginRecord {
  return { at: row.at.toISOString(), ip: row.ip, method: row.method };
}

export async function loginHistory(deps: SecurityDeps, memberId: number): Promise<LoginRecord[]> {
  return (await latestLogins(deps.db, memberId, LOGIN_HISTORY_SIZE)).map(toRecord);
}

function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

export async function bindMobile(
  deps: SecurityDeps,
  brand: BrandRecord,
  memberId: number,
  input: {
    countryDialingCode: string;
    mobileNum: string;
    verificationCode: string;
    password: string;
  },
): Promise<void> {
  if (!brand.countryDialingCodes.includes(input.countryDialingCode)) {
    throw new AppError('PHONE_INVALID');
  }
  await verifyCurrentPassword(deps, memberId, input.password);
  const destination = smsDestination(input.countryDialingCode, input.mobileNum);
  await consumeCode(
    deps,
    { brandId: brand.id, channel: 'SMS', destination, purpose: 'BIND' },
    input.verificationCode,
  );
  const national = input.mobileNum.replace(/^0+/u, '');
  await assertNotExcludedPerson(deps, brand.id, { mobileNum: national }, memberId);
  try {
    await repo.setMobile(deps.db, memberId, input.countryDialingCode, national, deps.now());
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('MOBILE_TAKEN');
    throw error;
  }
}

export async function sendBindEmailCode(
  deps: SecurityDeps,
  brand: BrandRecord,
  memberId: number,
  input: { email: string; password: string },
  ip: string,
): Promise<{ expiredMinutes: number }> {
  await verifyCurrentPassword(deps, memberId, input.password);
  const profile = await repo.findSecurityProfile(deps.db, memberId);
  return issueCode(
    deps,
    {
      brandId: brand.id,
      channel: 'EMAIL',
      destination: input.email.toLowerCase(),
      purpose: 'BIND',
    },
    { language: profile?.language, brandName: brand.name, ip },
  );
}

export async function bindEmail(
  deps: SecurityDeps,
  brand: BrandRecord,
  memberId: number,
  input: { email: string; verificationCode: string },
): Promise<void> {
  const email = input.email.toLowerCase();
  await consumeCode(
    deps,
    { brandId: brand.id, channel: 'EMAIL', destination: email, purpose: 'BIND' },
    input.verificationCode,
  );
  await assertNotExcludedPerson(deps, brand.id, { email }, memberId);
  await repo.setEmail(deps.db, memberId, email, deps.now());
}

/** The bank account name, bound once (a second-verification method, spec §4). */
export async function bindRealName(
  deps: SecurityDeps,
  brandId: number,
  memberId: number,
  input: { realName: string; password: string },
): Promise<void> {
  const realName = normaliseRealName(input.realName);
  if (!realName) {
    throw new AppError('VALIDATION_FAILED', undefined, [
      { path: 'body.realName', issue: 'pattern' },
    ]);
  }
  if (await repo.isRealNameSet(deps.db, memberId)) throw new AppError('CONFLICT');
  await verifyCurrentPassword(deps, memberId, input.password);
  await assertNotExcludedPerson(deps, brandId, { realName }, memberId);
  if (!(await repo.setRealNameOnce(deps.db, memberId, realName))) throw new AppError('CONFLICT');
}

export async function setPaymentPassword(
  deps: SecurityDeps,
  memberId: number,
  input: { password: string; paymentPassword: string; confirmPaymentPassword: string },
): Promise<void> {
  await verifyCurrentPassword(deps, memberId, input.password);
  if (input.paymentPassword !== input.confirmPaymentPassword) {
    throw new AppError('PASSWORD_MISMATCH');
  }
  if (isWeakPaymentPassword(input.paymentPassword)) {
    throw new AppError('WEAK_PASSWORD', undefined, [
      { path: 'body.paymentPassword', issue: 'simple' },
    ]);
  }
  await repo.setPaymentPasswordHash(deps.db, memberId, await hashPassword(input.paymentPassword));
}

export async function signOutOtherSessions(
  deps: SecurityDeps,
  member: SessionMember,
): Promise<{ ended: number }> {
  const ended = await revokeOtherSessions(deps.db, member.id, member.sessionId, deps.now());
  await deps.realtime.endSessions(member.id, { exceptSessionId: member.sessionId });
  return { ended };
}
