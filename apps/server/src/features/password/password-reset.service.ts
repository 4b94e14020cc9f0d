import { PASSWORD_RESET_TICKET_MINUTES } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { Logger } from '../../lib/logger.ts';
import { hashPassword } from '../../lib/password.ts';
import { addMinutes } from '../../lib/time.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { resetMail } from '../messaging/templates.ts';
import * as repo from './password.repository.ts';
import { assertNewPassword, brandPasswordRule } from './password-rules.ts';

/** What the password resets need, built once in the routes (decision 031). */
export interface PasswordResetDeps {
  db: Db;
  messenger: Messenger;
  rateLimiter: RateLimiter;
  realtime: Pick<Realtime, 'endSessions'>;
  now: () => Date;
}

export interface ResetMailContext {
  ip: string;
  /** Where the site is served, e.g. 'https://nova88.example' (no trailing slash). */
  origin: string;
  log: Logger;
}

/**
 * Forgot by email (spec §3, §8 "Forgot-by-email success shows a confirmation"): when username
 * and verified address match, mail a single-use link. The answer, the statements run and the
 * time taken are the same whether or not they match (SECURITY.md 5); the mail is sent in the
 * background so its latency tells nothing either.
 */
export async function requestResetMail(
  deps: PasswordResetDeps,
  brand: BrandRecord,
  input: { username: string; email: string },
  ctx: ResetMailContext,
): Promise<void> {
  if (brand.forgotPasswordMode !== 'EMAIL') throw new AppError('FEATURE_DISABLED');
  const account = input.username.trim().toLowerCase();
  await deps.rateLimiter.consume([
    ['resetPerIp', ctx.ip],
    ['resetPerAccount', `${brand.id}:${account}`],
  ]);
  const now = deps.now();
  const token = randomToken(32);
  const candidate = await repo.findResetCandidate(deps.db, brand.id, account);
  const email = input.email.trim().toLowerCase();
  const match =
    candidate?.email && candidate.emailVerifiedAt && candidate.email.toLowerCase() === email
      ? { ...candidate, email: candidate.email }
      : undefined;
  await repo.issueResetTicket(deps.db, {
    memberId: match?.id ?? null,
    tokenHash: sha256Hex(token),
    ip: ctx.ip,
    now,
    expiresAt: addMinutes(now, PASSWORD_RESET_TICKET_MINUTES),
  });
  if (!match) return;

  const link = `${ctx.origin}/?resetTicket=${token}`;
  const mail = resetMail(match.language, brand.name, link, PASSWORD_RESET_TICKET_MINUTES);
  deps.messenger
    .send({ channel: 'EMAIL', destination: match.email, subject: mail.subject, body: mail.body })
    .catch((error: unknown) =>
      ctx.log.error({ event: 'reset_mail_failed', memberId: match.id, err: error }, 'reset mail'),
    );
  ctx.log.info({ event: 'password_reset_requested', memberId: match.id, ip: ctx.ip }, 'reset');
}

/**
 * Set a new password with the link's ticket. The rule is checked before the ticket is spent, so
 * a weak choice does not burn the link; then every session ends. No session is opened: the
 * member logs in with the new password.
 */
export async function resetByTicket(
  deps: PasswordResetDeps,
  brand: BrandRecord,
  input: { ticket: string; newPassword: string; confirmNewPassword: string },
  ip: string,
): Promise<{ memberId: number }> {
  if (brand.forgotPasswordMode !== 'EMAIL') throw new AppError('FEATURE_DISABLED');
  await deps.rateLimiter.consume([['resetPerIp', ip]]);
  const now = deps.now();
  const ticket = await repo.findLiveResetTicket(deps.db, brand.id, sha256Hex(input.ticket), now);
  if (!ticket) throw new AppError('TICKET_INVALID');
  assertNewPassword(input, {
    username: ticket.account,
    rule: await brandPasswordRule(deps.db, brand),
  });
  const passwordHash = await hashPassword(input.newPassword);
  if (!(await repo.resetWithTicket(deps.db, ticket.id, ticket.memberId, passwordHash, now))) {
    throw new AppError('TICKET_INVALID');
  }
  await deps.realtime.endSessions(ticket.memberId);
  return { memberId: ticket.memberId };
}
