import { passwordIssue } from '@nova/contracts/password-policy';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { findPasswordHash } from './password.repository.ts';

/**
 * The rule for every new password (spec §5 "Change password ... must satisfy the password rule";
 * SECURITY.md 2): the confirmation matches and the contract's password policy passes.
 */
export function assertNewPassword(
  input: { newPassword: string; confirmNewPassword: string },
  username?: string,
): void {
  if (input.newPassword !== input.confirmNewPassword) throw new AppError('PASSWORD_MISMATCH');
  const issue = passwordIssue(input.newPassword, { username });
  if (issue) {
    throw new AppError('WEAK_PASSWORD', undefined, [{ path: 'body.newPassword', issue }]);
  }
}

/** Wrong current passwords per member before re-authentication pauses (a stolen session is not a password oracle). */
function reauthKey(memberId: number): [['loginFailuresPerAccount', string]] {
  return [['loginFailuresPerAccount', `reauth:${memberId}`]];
}

/**
 * Fresh authentication for sensitive changes (SECURITY.md 14): the current login password, or
 * OLD_PASSWORD_INVALID. Failures count against the member, so a session holder cannot guess
 * the password without limit (429 with Retry-After).
 */
export async function verifyCurrentPassword(
  app: FastifyInstance,
  memberId: number,
  password: string,
): Promise<void> {
  await app.rateLimiter.check(reauthKey(memberId));
  const hash = await findPasswordHash(app.db, memberId);
  if (!(await verifyPassword(hash ?? null, password))) {
    await recordReauthFailure(app, memberId);
    throw new AppError('OLD_PASSWORD_INVALID');
  }
}

/** Count a failed fresh authentication (a wrong password or a wrong authenticator code). */
export async function recordReauthFailure(app: FastifyInstance, memberId: number): Promise<void> {
  await app.rateLimiter.record(reauthKey(memberId));
}
