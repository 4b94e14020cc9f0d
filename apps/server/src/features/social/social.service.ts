import { randomBytes } from 'node:crypto';
import type { LoginResult } from '@nova/contracts/api/login';
import { isAgentType, TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/password.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { isMaintenanceInEffect, isRegionRestricted } from '../brand/brand.service.ts';
import * as repo from './social.repository.ts';
import { SocialFlowError } from './social-flow-error.ts';
import {
  TELEGRAM_FUTURE_SKEW_SECONDS,
  TELEGRAM_MAX_AGE_SECONDS,
  type TelegramAuthData,
  verifyTelegramLogin,
} from './telegram.ts';

/** A proven identity: the provider vouched for this subject (SECURITY.md 9). */
export interface SocialIdentity {
  provider: repo.SocialProviderName;
  subject: string;
  /** The profile's display name, used only as the new account's nickname. */
  displayName: string | undefined;
}

const ACCOUNT_PREFIX: Record<repo.SocialProviderName, string> = {
  GOOGLE: 'g_',
  FACEBOOK: 'fb_',
  TELEGRAM: 'tg_',
};
const NICKNAME_MAX = 32;
const CREATE_ATTEMPTS = 3;

export interface SocialLoginOutcome {
  memberId: number;
  created: boolean;
  result: LoginResult;
}

/**
 * The member of a proven identity, created on first use (type 0, a random account name, a
 * random password nobody knows). An existing account is never found by email or name: only
 * the (provider, subject) pair leads to it. The agent area never creates accounts.
 * Social logins never force a password change (spec §4 "Login success").
 */
export async function loginWithIdentity(
  db: Db,
  brand: BrandRecord,
  identity: SocialIdentity,
  area: 'member' | 'agent',
  ctx: { ip: string; now: Date },
): Promise<SocialLoginOutcome> {
  if (isMaintenanceInEffect(brand, ctx.now)) throw new AppError('MAINTENANCE');
  if (isRegionRestricted(brand, ctx.ip)) throw new AppError('REGION_RESTRICTED');

  let member = await repo.findMemberByIdentity(db, identity.provider, identity.subject);
  let created = false;
  if (!member) {
    if (area === 'agent') throw new AppError('NON_AGENT_LOGIN');
    member = await createMember(db, brand, identity, ctx);
    created = true;
  }
  if (member.brandId !== brand.id) throw new AppError('SOCIAL_LOGIN_FAILED', 'Other brand');
  if (member.status !== 'ACTIVE') throw new AppError('FORBIDDEN', 'Account disabled');
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  const isAgent = isAgentType(member.type);
  if (area === 'agent' && !isAgent) throw new AppError('NON_AGENT_LOGIN');

  const firstTimeLogin = member.firstLoginAt === null;
  await repo.recordSocialLogin(db, member.id, ctx.now, firstTimeLogin);
  return {
    memberId: member.id,
    created,
    result: { firstTimeLogin, passwordExpired: false, mustChangePassword: false, isAgent },
  };
}

/**
 * The identity in Telegram Login Widget data: the hash proves it came from Telegram for our
 * bot, auth_date that it is recent, and the claim that it is used only once (a replay of
 * intercepted data fails). Throws SocialFlowError.
 */
export async function proveTelegramIdentity(
  db: Db,
  botToken: string,
  data: TelegramAuthData & { first_name?: string; last_name?: string; username?: string },
  now: Date,
): Promise<SocialIdentity> {
  const check = verifyTelegramLogin(data, botToken, now);
  if (!check.ok) throw new SocialFlowError(`telegram ${check.reason}`);
  const authDate = new Date(check.authDate * 1000);
  const window = (TELEGRAM_MAX_AGE_SECONDS + TELEGRAM_FUTURE_SKEW_SECONDS) * 1000;
  const acceptableUntil = new Date(authDate.getTime() + window);
  if (!(await repo.claimTelegramLogin(db, check.subject, data.hash, authDate, acceptableUntil))) {
    throw new SocialFlowError('telegram replay');
  }
  const name = [data.first_name, data.last_name].filter(Boolean).join(' ');
  return { provider: 'TELEGRAM', subject: check.subject, displayName: name || data.username };
}

async function createMember(
  db: Db,
  brand: BrandRecord,
  identity: SocialIdentity,
  ctx: { ip: string; now: Date },
): Promise<repo.SocialMemberRow> {
  const passwordHash = await hashPassword(randomToken(32));
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
    const account = `${ACCOUNT_PREFIX[identity.provider]}${randomBytes(5).toString('hex')}`;
    const row = await repo.createSocialMember(db, {
      brandId: brand.id,
      account,
      nickname: nicknameFrom(identity.displayName) ?? account,
      passwordHash,
      language: brand.defaultLanguage,
      registerIp: ctx.ip,
      provider: identity.provider,
      subject: identity.subject,
      now: ctx.now,
    });
    if (row) return row;
    // The identity may have been created by a concurrent first login: use that member.
    const existing = await repo.findMemberByIdentity(db, identity.provider, identity.subject);
    if (existing) return existing;
  }
  throw new AppError('SOCIAL_LOGIN_FAILED', 'Could not create the account');
}

/** Printable, trimmed, at most NICKNAME_MAX characters; undefined when nothing is left. */
export function nicknameFrom(name: string | undefined): string | undefined {
  const clean = name
    ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return undefined;
  return Array.from(clean).slice(0, NICKNAME_MAX).join('').trim();
}
