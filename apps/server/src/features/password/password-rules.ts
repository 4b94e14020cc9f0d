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
 * OLD_PASSWORD_INVALID, and then `alsoCheck` when the change needs more proof (an authenticator
 * code), which throws its own error when wrong. The attempt is reserved against the member
 * before anything is checked and given back only when every check passed (decision 022), so a
 * session holder cannot guess the password or the code without limit, in parallel or not (429
 * with Retry-After).
 */
export async function verifyCurrentPassword(
  app: FastifyInstance,
  memberId: number,
  password: string,
  alsoCheck?: () => Promise<void>,
): Promise<void> {
  const attempt = await app.rateLimiter.reserve(reauthKey(memberId));
  const hash = await findPasswordHash(app.db, memberId);
  if (!(await verifyPassword(hash ?? null, password))) throw new AppError('OLD_PASSWORD_INVALID');
  await alsoCheck?.();
  await attempt.release();
}
