import type { SecondFactorMethod } from '@nova/contracts/api/login';
import { CODE_MAX_ATTEMPTS, LOGIN_CHALLENGE_MINUTES } from '@nova/contracts/constants';
import type { ErrorExtra } from '@nova/contracts/error-extra';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, safeEqual, sha256Hex } from '../../lib/crypto.ts';
import { maskEmail, maskMobile } from '../../lib/mask.ts';
import { addMinutes } from '../../lib/time.ts';
import { matchTotp } from '../../lib/totp.ts';
import type { CodeTarget, VerificationDeps } from '../verification/verification.service.ts';
import { consumeCode, issueCode, smsDestination } from '../verification/verification.service.ts';
import { hasAnyLogin, isKnownIp } from './login-events.repository.ts';
import type { SecondFactorProfile } from './session.repository.ts';
import * as repo from './session.repository.ts';

/**
 * Second verification of a password login from a new IP (spec §4 "Extra verification";
 * SECURITY.md 8). The pending login is an auth_tickets row (kind LOGIN_CHALLENGE): a random
 * token held by the client in an HttpOnly cookie, only its sha256 stored, bound to the IP,
 * expiring after LOGIN_CHALLENGE_MINUTES and spent after CODE_MAX_ATTEMPTS answers.
 */
export type Verification = NonNullable<ErrorExtra['verification']>;

/** What the password step decided, carried to the moment the session opens. */
export const ChallengeContextSchema = z.object({
  area: z.enum(['member', 'agent']),
  mustChangePassword: z.boolean(),
  passwordExpired: z.boolean(),
});
export type ChallengeContext = z.infer<typeof ChallengeContextSchema>;

export function availableMethods(p: SecondFactorProfile): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (p.mobileVerifiedAt && p.mobileDialingCode && p.mobileNum) methods.push('SMS');
  if (p.emailVerifiedAt && p.email) methods.push('EMAIL');
  if (p.realName?.trim()) methods.push('REAL_NAME');
  if (p.totpEnabledAt && p.totpSecret) methods.push('TOTP');
  return methods;
}

/** The methods and where codes would go, masked: the full number or address is never sent. */
export function verificationPrompt(p: SecondFactorProfile): Verification {
  const methods = availableMethods(p);
  return {
    methods,
    ...(methods.includes('SMS') && p.mobileDialingCode && p.mobileNum
      ? { maskedMobile: maskMobile(p.mobileDialingCode, p.mobileNum) }
      : {}),
    ...(methods.includes('EMAIL') && p.email ? { maskedEmail: maskEmail(p.email) } : {}),
  };
}

/**
 * A login needs second verification when the account has logged in before, never from this
 * IP, and has a method to verify with. The very first login has no "known" IP to compare with,
 * so it passes (otherwise registration would be followed by a challenge at once).
 */
export async function challengeFor(
  db: Db,
  memberId: number,
  ip: string,
): Promise<Verification | null> {
  if (!(await hasAnyLogin(db, memberId))) return null;
  if (await isKnownIp(db, memberId, ip)) return null;
  const profile = await repo.findSecondFactorProfile(db, memberId);
  if (!profile) return null;
  const prompt = verificationPrompt(profile);
  // An account with nothing bound cannot be asked for anything: refusing it would lock the
  // owner out on every new network with no way back in. The password alone decides, as it
  // does for every account before it binds a phone, email, real name or authenticator.
  return prompt.methods.length > 0 ? prompt : null;
}

/** Create the pending login; returns the token for the client's cookie. */
export async function createChallenge(
  db: Db,
  memberId: number,
  ip: string,
  now: Date,
  context: ChallengeContext,
): Promise<string> {
  const token = randomToken(32);
  await repo.insertChallenge(db, {
    tokenHash: sha256Hex(token),
    memberId,
    ip,
    context: JSON.stringify(context),
    now,
    expiresAt: addMinutes(now, LOGIN_CHALLENGE_MINUTES),
  });
  return token;
}

/** Where a SECOND_FACTOR code goes: only ever the bound, verified mobile or email. */
function codeTarget(p: SecondFactorProfile, method: 'SMS' | 'EMAIL'): CodeTarget | null {
  if (!availableMethods(p).includes(method)) return null;
  if (method === 'SMS' && p.mobileDialingCode && p.mobileNum) {
    const destination = smsDestination(p.mobileDialingCode, p.mobileNum);
    return { brandId: p.brandId, channel: 'SMS', destination, purpose: 'SECOND_FACTOR' };
  }
  if (method === 'EMAIL' && p.email) {
    const destination = p.email.toLowerCase();
    return { brandId: p.brandId, channel: 'EMAIL', destination, purpose: 'SECOND_FACTOR' };
  }
  return null;
}

export async function sendChallengeCode(
  app: VerificationDeps,
  token: string | undefined,
  method: 'SMS' | 'EMAIL',
  ctx: { ip: string; brandName: string },
): Promise<{ expiredMinutes: number }> {
  const now = app.now();
  const ticket = token
    ? await repo.findLiveChallenge(app.db, sha256Hex(token), ctx.ip, now, CODE_MAX_ATTEMPTS)
    : undefined;
  if (!ticket) throw new AppError('TICKET_INVALID');
  const profile = await repo.findSecondFactorProfile(app.db, ticket.memberId);
  const target = profile ? codeTarget(profile, method) : null;
  if (!profile || !target) throw new AppError('VERIFICATION_FAILED', 'Method not available');
  return issueCode(app, target, {
    brandName: ctx.brandName,
    language: profile.language,
    ip: ctx.ip,
  });
}

/** Case- and space-insensitive: "TAN  Ah Kow" and "tan ah kow" are the same bank name. */
function normaliseName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();
}

/** Throws the method's own error code when the answer is wrong. */
async function checkAnswer(
  app: VerificationDeps,
  p: SecondFactorProfile,
  method: SecondFactorMethod,
  answer: string,
): Promise<void> {
  if (!availableMethods(p).includes(method)) throw new AppError('VERIFICATION_FAILED');
  switch (method) {
    case 'SMS':
    case 'EMAIL': {
      const target = codeTarget(p, method);
      if (!target) throw new AppError('VERIFICATION_FAILED');
      return consumeCode(app, target, answer);
    }
    case 'TOTP': {
      const step = matchTotp(
        p.totpSecret ?? '',
        answer.replace(/\s+/gu, ''),
        app.now(),
        p.totpLastStep,
      );
      if (step === null || !(await repo.claimTotpStep(app.db, p.id, step)))
        throw new AppError('TOTP_INVALID');
      return;
    }
    case 'REAL_NAME':
      if (!safeEqual(normaliseName(answer), normaliseName(p.realName ?? '')))
        throw new AppError('VERIFICATION_FAILED');
      return;
  }
}

/**
 * Check an answer to the pending login and spend the ticket. Every answer takes one attempt
 * first (TICKET_INVALID once CODE_MAX_ATTEMPTS are used, or for another IP, or expired), and
 * every answer is reserved against the IP (verifyPerIp) before it is checked; a right one is
 * given back.
 */
export async function passChallenge(
  app: VerificationDeps,
  token: string | undefined,
  input: { method: SecondFactorMethod; answer: string },
  ip: string,
  audit: { memberId?: number } = {},
): Promise<{ profile: SecondFactorProfile; context: ChallengeContext }> {
  const now = app.now();
  // Reserved before the answer is checked (decision 022); given back when nothing was guessed
  // (no live ticket) or the answer was right.
  const attempt = await app.rateLimiter.reserve([['verifyPerIp', ip]]);
  const ticket = token
    ? await repo.claimChallengeAttempt(app.db, sha256Hex(token), ip, now, CODE_MAX_ATTEMPTS)
    : undefined;
  if (!ticket) {
    await attempt.release();
    throw new AppError('TICKET_INVALID');
  }
  audit.memberId = ticket.memberId;
  const profile = await attempt.settle(async () => {
    const found = await repo.findSecondFactorProfile(app.db, ticket.memberId);
    if (!found) throw new AppError('TICKET_INVALID');
    await checkAnswer(app, found, input.method, input.answer);
    return found;
  });
  if (!(await repo.spendTicket(app.db, ticket.id, now))) throw new AppError('TICKET_INVALID');
  const context = ChallengeContextSchema.safeParse(JSON.parse(ticket.context ?? 'null'));
  if (!context.success) throw new AppError('TICKET_INVALID');
  return { profile, context: context.data };
}
