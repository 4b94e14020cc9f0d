import type { LoginRecord, SecurityOverview } from '@nova/contracts/api/security';
import { LOGIN_HISTORY_SIZE } from '@nova/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { maskEmail, maskMobile } from '../../lib/mask.ts';
import { hashPassword } from '../../lib/password.ts';
import { countOtherSessions, revokeOtherSessions } from '../../plugins/session.repository.ts';
import type { SessionMember } from '../../plugins/session.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { verifyCurrentPassword } from '../password/password-rules.ts';
import { latestLogins } from '../session/session.service.ts';
import { consumeCode, issueCode, smsDestination } from '../verification/verification.service.ts';
import * as repo from './security.repository.ts';
import { isWeakPaymentPassword, normaliseRealName } from './security-rules.ts';

/** The security center (spec §2 "securityCenter"); sensitive changes re-check the password. */
export async function securityOverview(
  app: FastifyInstance,
  member: SessionMember,
): Promise<SecurityOverview> {
  const profile = await repo.findSecurityProfile(app.db, member.id);
  if (!profile) throw new AppError('UNAUTHENTICATED');
  // Newest first: [0] is the current session's own login, [1] the one before it.
  const [, previous] = await latestLogins(app.db, member.id, 2);
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
    otherSessions: await countOtherSessions(app.db, member.id, member.sessionId, app.now()),
    passwordLogin: true,
  };
}

function toRecord(row: { at: Date; ip: string; method: string }): LoginRecord {
  return { at: row.at.toISOString(), ip: row.ip, method: row.method };
}

export async function loginHistory(app: FastifyInstance, memberId: number): Promise<LoginRecord[]> {
  return (await latestLogins(app.db, memberId, LOGIN_HISTORY_SIZE)).map(toRecord);
}

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function bindMobile(
  app: FastifyInstance,
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
  await verifyCurrentPassword(app, memberId, input.password);
  const destination = smsDestination(input.countryDialingCode, input.mobileNum);
  await consumeCode(
    app,
    { brandId: brand.id, channel: 'SMS', destination, purpose: 'BIND' },
    input.verificationCode,
  );
  const national = input.mobileNum.replace(/^0+/u, '');
  try {
    await repo.setMobile(app.db, memberId, input.countryDialingCode, national, app.now());
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('MOBILE_TAKEN');
    throw error;
  }
}

export async function sendBindEmailCode(
  app: FastifyInstance,
  brand: BrandRecord,
  memberId: number,
  input: { email: string; password: string },
  ip: string,
): Promise<{ expiredMinutes: number }> {
  await verifyCurrentPassword(app, memberId, input.password);
  const profile = await repo.findSecurityProfile(app.db, memberId);
  return issueCode(
    app,
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
  app: FastifyInstance,
  brand: BrandRecord,
  memberId: number,
  input: { email: string; verificationCode: string },
): Promise<void> {
  const email = input.email.toLowerCase();
  await consumeCode(
    app,
    { brandId: brand.id, channel: 'EMAIL', destination: email, purpose: 'BIND' },
    input.verificationCode,
  );
  await repo.setEmail(app.db, memberId, email, app.now());
}

/** The bank account name, bound once (a second-verification method, spec §4). */
export async function bindRealName(
  app: FastifyInstance,
  memberId: number,
  input: { realName: string; password: string },
): Promise<void> {
  const realName = normaliseRealName(input.realName);
  if (!realName) {
    throw new AppError('VALIDATION_FAILED', undefined, [
      { path: 'body.realName', issue: 'pattern' },
    ]);
  }
  if (await repo.isRealNameSet(app.db, memberId)) throw new AppError('CONFLICT');
  await verifyCurrentPassword(app, memberId, input.password);
  if (!(await repo.setRealNameOnce(app.db, memberId, realName))) throw new AppError('CONFLICT');
}

export async function setPaymentPassword(
  app: FastifyInstance,
  memberId: number,
  input: { password: string; paymentPassword: string; confirmPaymentPassword: string },
): Promise<void> {
  await verifyCurrentPassword(app, memberId, input.password);
  if (input.paymentPassword !== input.confirmPaymentPassword) {
    throw new AppError('PASSWORD_MISMATCH');
  }
  if (isWeakPaymentPassword(input.paymentPassword)) {
    throw new AppError('WEAK_PASSWORD', undefined, [
      { path: 'body.paymentPassword', issue: 'simple' },
    ]);
  }
  await repo.setPaymentPasswordHash(app.db, memberId, await hashPassword(input.paymentPassword));
}

export async function signOutOtherSessions(
  app: FastifyInstance,
  member: SessionMember,
): Promise<{ ended: number }> {
  const ended = await revokeOtherSessions(app.db, member.id, member.sessionId, app.now());
  await app.realtime.endSessions(member.id, { exceptSessionId: member.sessionId });
  return { ended };
}
