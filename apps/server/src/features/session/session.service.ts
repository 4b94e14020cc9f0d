import type {
  LoginRequestSchema,
  LoginResult,
  SecondFactorMethod,
  SmsLoginSchema,
  UsernameLoginSchema,
} from '@nova/contracts/api/login';
import type { MemberInfo } from '@nova/contracts/api/session';
import {
  isAgentType,
  LOGIN_CAPTCHA_AFTER_FAILURES,
  type RateLimitName,
  TRIAL_TYPE_ID,
} from '@nova/contracts/constants';
import { type PasswordIssue, passwordIssue } from '@nova/contracts/password-policy';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { verifyPassword } from '../../lib/password.ts';
import { revokeSession } from '../../plugins/session.repository.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { isMaintenanceInEffect, isRegionRestricted } from '../brand/brand.service.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';
import { assertMayPlay } from '../protection/protection.service.ts';
import type { VerificationDeps } from '../verification/verification.service.ts';
import { consumeCode, smsDestination } from '../verification/verification.service.ts';
import {
  type ChallengeContext,
  challengeFor,
  createChallenge,
  passChallenge,
} from './login-challenge.ts';
import * as repo from './session.repository.ts';

/** What this service needs from the app, never the Fastify instance itself (decision 031). */
export type SessionDeps = VerificationDeps;

/**
 * The security center lists recent logins through this module, the back office a member's
 * sign-ins, and the dashboard counts the players who signed in (decision 031).
 */
export {
  latestLogins,
  memberLoginsBefore,
  signedInPlayers,
} from './login-events.repository.ts';

export type SessionRestriction = 'PASSWORD_CHANGE' | null;

/** What the service needs from the request; the route binds the HTTP parts. */
export interface LoginDeps {
  ip: string;
  /** The captcha client binding (the nova_cid cookie). */
  captchaClient: string | undefined;
  /** The request's logger: security events carry its request id (SECURITY.md 28). */
  log: Logger;
  /** startSession(): a fresh token, the old one revoked, the login recorded. */
  openSession(memberId: number, method: 'PASSWORD' | 'SMS', r: SessionRestriction): Promise<void>;
  /** Give the client the pending-login token (an HttpOnly cookie). */
  holdChallenge(token: string): void;
}

type LoginInput = z.output<typeof LoginRequestSchema>;
type Area = 'member' | 'agent';
interface Audit {
  memberId?: number;
}

/**
 * Password rule failures that force a change at login (SECURITY.md "default password": 123456
 * and other weak passwords). 'username' (the password contains the account name) is not in the
 * list: the published demo password "Demo!2026" contains "demo" and would lock every demo
 * account into the change-password screen. Add it once the demo password no longer does.
 */
const FORCE_CHANGE_ON: ReadonlySet<PasswordIssue> = new Set(['length', 'common', 'simple']);

/**
 * Log in by username and password or by mobile and SMS code (spec §4 "Login success", §6).
 * Unknown account and wrong password fail identically in body, status and time (SECURITY.md
 * 5); account-type checks come only after the password is proven, so they reveal nothing.
 */
export async function login(
  app: SessionDeps,
  brand: BrandRecord,
  input: LoginInput,
  deps: LoginDeps,
): Promise<LoginResult> {
  const audit: Audit = {};
  try {
    if (isMaintenanceInEffect(brand, app.now())) throw new AppError('MAINTENANCE');
    if (isRegionRestricted(brand, deps.ip)) throw new AppError('REGION_RESTRICTED');
    return input.type === 'sms'
      ? await smsLogin(app, brand, input, deps, audit)
      : await passwordLogin(app, brand, input, deps, audit);
  } catch (error) {
    logFailure(deps, 'login_failed', error, audit);
    throw error;
  }
}

async function passwordLogin(
  app: SessionDeps,
  brand: BrandRecord,
  input: z.output<typeof UsernameLoginSchema>,
  deps: LoginDeps,
  audit: Audit,
): Promise<LoginResult> {
  const now = app.now();
  const account = input.username.trim().toLowerCase();
  // Keyed by the name typed, whether or not the account exists: same answers either way.
  const accountKey = `${brand.id}:${account}`;
  const limits: [RateLimitName, string][] = [
    ['loginFailuresPerAccount', accountKey],
    ['loginFailuresPerIp', deps.ip],
  ];
  // The attempt is counted before anything is checked (decision 022): a parallel burst cannot
  // pass the limit, and the captcha gate sees every attempt reserved before this one.
  const attempt = await app.rateLimiter.reserve(limits);

  // The spec's captcha flag (§4, §8): after a few failures the account needs a captcha, checked
  // (and spent) before the password so a guesser cannot skip it.
  const captchaFlag = { captchaRequired: true };
  const failures = attempt.before('loginFailuresPerAccount');
  const needsCaptcha = failures >= LOGIN_CAPTCHA_AFTER_FAILURES;
  if (needsCaptcha && !input.captcha) {
    // Nothing was checked: the attempt is not a failure.
    await attempt.release();
    throw new AppError('CAPTCHA_REQUIRED', undefined, undefined, captchaFlag);
  }
  // A failure below keeps the reservation (it is that failure's count); success releases it.
  const member = await attempt.settle(async () => {
    if (needsCaptcha && !(await verifyCaptcha(app.db, deps.captchaClient, input.captcha, now))) {
      throw new AppError('CAPTCHA_INVALID', undefined, undefined, captchaFlag);
    }
    const found = await repo.findMemberForLogin(app.db, brand.id, account);
    // Always one argon2 verification: against a dummy hash when the account does not exist.
    const passwordOk = await verifyPassword(found?.passwordHash ?? null, input.password);
    if (!found || !passwordOk) {
      const extra = failures + 1 >= LOGIN_CAPTCHA_AFTER_FAILURES ? captchaFlag : undefined;
      if (found) audit.memberId = found.id;
      throw new AppError('INVALID_CREDENTIALS', undefined, undefined, extra);
    }
    return found;
  });
  audit.memberId = member.id;
  checkAccount(member, input.area);
  // A time-out refuses the sign-in before any second verification is asked (issue 14).
  await assertMayPlay(app, { brandId: brand.id, memberId: member.id }, 'LOGIN', {
    allowSelfExcluded: true,
  });

  const issue = passwordIssue(input.password, { username: account });
  const passwordExpired = await isPasswordExpired(app.db, brand, member.passwordChangedAt, now);
  const context: ChallengeContext = {
    area: input.area,
    mustChangePassword:
      member.passwordSetBy === 'OTHER' ||
      (issue !== null && FORCE_CHANGE_ON.has(issue)) ||
      passwordExpired,
    passwordExpired,
  };

  const verification = await challengeFor(app.db, member.id, deps.ip);
  if (verification) {
    const token = await createChallenge(app.db, member.id, deps.ip, now, context);
    deps.holdChallenge(token);
    deps.log.info(
      {
        event: 'verification_required',
        memberId: member.id,
        ip: deps.ip,
        methods: verification.methods,
      },
      'login needs second verification',
    );
    throw new AppError('VERIFICATION_REQUIRED', undefined, undefined, { verification });
  }
  return openLogin(app, deps, member, 'PASSWORD', context);
}

/** MOBILEVERCODELOGIN3: the SMS code proves the phone, so no new-IP challenge follows. */
async function smsLogin(
  app: SessionDeps,
  brand: BrandRecord,
  input: z.output<typeof SmsLoginSchema>,
  deps: LoginDeps,
  audit: Audit,
): Promise<LoginResult> {
  if (!(await repo.isSwitchOn(app.db, brand.id, 'MOBILEVERCODELOGIN3')))
    throw new AppError('FEATURE_DISABLED');
  const attempt = await app.rateLimiter.reserve([['loginFailuresPerIp', deps.ip]]);
  const destination = smsDestination(input.countryDialingCode, input.mobileNum);
  // A wrong code keeps the reservation (a failure); a number with no account answers like one.
  const member = await attempt.settle(async () => {
    await consumeCode(
      app,
      { brandId: brand.id, channel: 'SMS', destination, purpose: 'LOGIN' },
      input.verificationCode,
    );
    const nationalNum = input.mobileNum.replace(/^0+/u, '');
    const found = await repo.findMemberByMobile(
      app.db,
      brand.id,
      input.countryDialingCode,
      nationalNum,
    );
    if (!found) throw new AppError('CODE_INVALID');
    return found;
  });
  audit.memberId = member.id;
  checkAccount(member, input.area);
  // Spec §4: the forced password change is not for sms logins.
  return openLogin(app, deps, member, 'SMS', {
    area: input.area,
    mustChangePassword: false,
    passwordExpired: false,
  });
}

/** Finish a login held for second verification (spec §4 "Extra verification"). */
export async function completeVerification(
  app: SessionDeps,
  token: string | undefined,
  input: { method: SecondFactorMethod; answer: string },
  deps: LoginDeps,
): Promise<LoginResult> {
  const audit: Audit = {};
  try {
    const { profile, context } = await passChallenge(app, token, input, deps.ip, audit);
    checkAccount(profile, context.area);
    return await openLogin(app, deps, profile, 'PASSWORD', {
      ...context,
      mustChangePassword: context.mustChangePassword || profile.passwordSetBy === 'OTHER',
    });
  } catch (error) {
    logFailure(deps, 'verification_failed', error, audit);
    throw error;
  }
}

/** After the password (and any agent-area rule) is proven; spec §6. */
function checkAccount(member: { status: string; type: number }, area: Area): void {
  if (member.status !== 'ACTIVE') throw new AppError('FORBIDDEN', 'Account disabled');
  // Trial accounts only log in through free play (spec §6).
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  // Agents may use the member site too; members never the agent area.
  if (area === 'agent' && !isAgentType(member.type)) throw new AppError('NON_AGENT_LOGIN');
}

/** Password expiry only while the brand switches it on (SECURITY.md; PWDEXPFORCECHANGE3). */
async function isPasswordExpired(
  db: Db,
  brand: BrandRecord,
  changedAt: Date,
  now: Date,
): Promise<boolean> {
  if (!(await repo.isSwitchOn(db, brand.id, 'PWDEXPFORCECHANGE3'))) return false;
  return now.getTime() - changedAt.getTime() > brand.passwordMaxAgeDays * 86_400_000;
}

async function openLogin(
  app: SessionDeps,
  deps: LoginDeps,
  member: { id: number; type: number; firstLoginAt: Date | null },
  method: 'PASSWORD' | 'SMS',
  context: ChallengeContext,
): Promise<LoginResult> {
  const restriction: SessionRestriction = context.mustChangePassword ? 'PASSWORD_CHANGE' : null;
  await deps.openSession(member.id, method, restriction);
  const firstTimeLogin = member.firstLoginAt === null;
  await repo.recordLogin(app.db, member.id, app.now(), firstTimeLogin);
  deps.log.info(
    { event: 'login', memberId: member.id, ip: deps.ip, method, area: context.area, restriction },
    'login',
  );
  return {
    firstTimeLogin,
    passwordExpired: context.passwordExpired,
    mustChangePassword: context.mustChangePassword,
    isAgent: isAgentType(member.type),
  };
}

/** Security event (SECURITY.md 28): code, member when known, IP; never passwords or codes. */
function logFailure(deps: LoginDeps, event: string, error: unknown, audit: Audit): void {
  const code = error instanceof AppError ? error.code : 'INTERNAL';
  if (code === 'VERIFICATION_REQUIRED') return;
  deps.log.warn({ event, code, memberId: audit.memberId, ip: deps.ip }, event);
}

export async function logout(db: Db, sessionId: number, now: Date): Promise<void> {
  await revokeSession(db, sessionId, now);
}

export async function memberInfo(
  db: Db,
  memberId: number,
  restriction: SessionRestriction,
): Promise<MemberInfo> {
  const row = await repo.findMemberInfo(db, memberId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return {
    ...row,
    isAgent: isAgentType(row.type),
    isTrial: row.type === TRIAL_TYPE_ID,
    mustChangePassword: restriction === 'PASSWORD_CHANGE',
  };
}
