import { passwordIssue } from '@nova/contracts/password-policy';
import type { RegisterFieldRule } from '@nova/contracts/register-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { registerRules } from '../system/system.service.ts';
import { findPasswordHash } from './password.repository.ts';

/** What the fresh-authentication check needs (decision 031). */
export interface ReauthDeps {
  db: Db;
  rateLimiter: RateLimiter;
}

/** The brand's register rule for `password`: a changed or reset password meets it too. */
export async function brandPasswordRule(
  db: Db,
  brand: BrandRecord,
): Promise<RegisterFieldRule | undefined> {
  return (await registerRules(db, brand)).find((rule) => rule.field === 'password');
}

/**
 * The rule for every new password (spec §5 "Change password ... must satisfy the password rule";
 * SECURITY.md 2): the confirmation matches, and the contract's password policy passes with the
 * brand's password rule, the one registration applies (decision 028).
 */
export function assertNewPassword(
  input: { newPassword: string; confirmNewPassword: string },
  context: { username?: string; rule?: RegisterFieldRule | undefined } = {},
): void {
  if (input.newPassword !== input.confirmNewPassword) throw new AppError('PASSWORD_MISMATCH');
  const issue = passwordIssue(input.newPassword, context);
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
  deps: ReauthDeps,
  memberId: number,
  password: string,
  alsoCheck?: () => Promise<void>,
): Promise<void> {
  const attempt = await deps.rateLimiter.reserve(reauthKey(memberId));
  await attempt.settle(async () => {
    const hash = await findPasswordHash(deps.db, memberId);
    if (!(await verifyPassword(hash ?? null, password))) throw new AppError('OLD_PASSWORD_INVALID');
    await alsoCheck?.();
  });
}
