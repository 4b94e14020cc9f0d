import type { ChangePasswordRequest } from '@nova/contracts/api/password';
import { isAgentType, TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { isMaintenanceInEffect, isRegionRestricted } from '../brand/brand.service.ts';
import { consumeCode, smsDestination } from '../verification/verification.service.ts';
import * as repo from './password.repository.ts';
import { assertNewPassword, brandPasswordRule, verifyCurrentPassword } from './password-rules.ts';

/** What changing a password needs, built once in the routes (decision 031). */
export interface PasswordDeps {
  db: Db;
  rateLimiter: RateLimiter;
  realtime: Pick<Realtime, 'endSessions'>;
  now: () => Date;
}

/**
 * Change password (spec §2 modal, §5 "Change password"): the current password proves the
 * person, the new one meets the rule and differs from it. Every session of the account ends
 * (SECURITY.md 11); the route then opens a fresh one for the current client.
 */
export async function changePassword(
  deps: PasswordDeps,
  brand: BrandRecord,
  member: { id: number; type: number },
  input: ChangePasswordRequest,
): Promise<void> {
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  await verifyCurrentPassword(deps, member.id, input.oldPassword);
  const row = await repo.findAccount(deps.db, member.id);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const rule = await brandPasswordRule(deps.db, brand);
  assertNewPassword(input, { username: row.account, rule });
  if (input.newPassword === input.oldPassword) throw new AppError('SAME_PASSWORD');
  await repo.replacePassword(deps.db, member.id, await hashPassword(input.newPassword), deps.now());
  // Sockets of the ended sessions close now rather than at their next ping.
  await deps.realtime.endSessions(member.id);
}

export interface PhoneResetInput {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Reset by phone (spec §3 "Forgot by phone", §4 "Phone reset success"): the SMS code sent to the
 * bound mobile proves the person. The password rule is checked before the code is spent, so a
 * weak choice does not cost a code; an unknown number fails like a wrong code.
 */
export async function resetByPhone(
  deps: PasswordDeps,
  brand: BrandRecord,
  input: PhoneResetInput,
  ip: string,
): Promise<{ memberId: number; isAgent: boolean }> {
  if (brand.forgotPasswordMode !== 'PHONE') throw new AppError('FEATURE_DISABLED');
  const now = deps.now();
  // The reset logs the member in, so the login gates apply (spec §4 system status).
  if (isMaintenanceInEffect(brand, now)) throw new AppError('MAINTENANCE');
  if (isRegionRestricted(brand, ip)) throw new AppError('REGION_RESTRICTED');
  const destination = smsDestination(input.countryDialingCode, input.mobileNum);
  await deps.rateLimiter.consume([
    ['resetPerIp', ip],
    ['resetPerAccount', `phone:${brand.id}:${destination}`],
  ]);
  const rule = await brandPasswordRule(deps.db, brand);
  assertNewPassword(input, { rule });

  await consumeCode(
    deps,
    { brandId: brand.id, channel: 'SMS', destination, purpose: 'RESET' },
    input.verificationCode,
  );
  const member = await repo.findMemberByMobile(
    deps.db,
    brand.id,
    input.countryDialingCode,
    input.mobileNum.replace(/^0+/, ''),
  );
  if (!member) throw new AppError('CODE_INVALID');
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  if (member.status !== 'ACTIVE') throw new AppError('FORBIDDEN', 'Account disabled');
  // Only now is the account known; a password built on its name still fails the rule.
  assertNewPassword(input, { username: member.account, rule });
  await repo.replacePassword(deps.db, member.id, await hashPassword(input.newPassword), now);
  // Sockets of the ended sessions close now rather than at their next ping.
  await deps.realtime.endSessions(member.id);
  return { memberId: member.id, isAgent: isAgentType(member.type) };
}
