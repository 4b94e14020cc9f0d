import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brandOwnedColumns } from './brand.ts';

/**
 * Players, agents and trial accounts (spec §3 "Member info", §6). `type`: 0 member, 1/2/41/42
 * agent, 4 trial. `path` lists the ancestors ('/1/5/') so a downline is a prefix query.
 */
export const members = pgTable(
  'members',
  {
    ...brandOwnedColumns(),
    /** Stored lower-case; unique per brand. */
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    type: smallint('type').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    /** OTHER: someone else chose the secret, so the account must change it first. */
    passwordSetBy: text('password_set_by').$type<'SELF' | 'OTHER'>().notNull().default('SELF'),
    parentId: bigint('parent_id', { mode: 'number' }),
    path: text('path').notNull().default('/'),
    status: text('status').$type<'ACTIVE' | 'DISABLED'>().notNull().default('ACTIVE'),
    language: text('language').notNull().default('MY'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    /** When the current password was set (password expiry, PWDEXPFORCECHANGE3). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Bound mobile: dialing code ('+60') and national number, digits only. */
    mobileDialingCode: text('mobile_dialing_code'),
    mobileNum: text('mobile_num'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The bound real name (payeeName, the bank account name): a second-verification method. */
    realName: text('real_name'),
    birthday: text('birthday'),
    paymentPasswordHash: text('payment_password_hash'),
    /** Authenticator (RFC 6238): the active secret, and one awaiting its first code. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** Last accepted time step: a code is accepted once (SECURITY.md 7). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** An agent's invitation code (affiliateCode / referralCode at registration). */
    inviteCode: text('invite_code'),
    registerMethod: text('register_method')
      .$type<'USERNAME' | 'MOBILE' | 'FREEPLAY' | 'AGENT' | 'SEED' | 'SOCIAL'>()
      .notNull()
      .default('SEED'),
    registerIp: text('register_ip'),
    /** The remaining optional register fields (qqNum, line, whatsapp, ...). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    unique('members_account').on(t.brandId, t.account),
    check('members_account_lower', sql`${t.account} = lower(${t.account})`),
    index('members_path').using('btree', t.path.op('text_pattern_ops')),
    index('members_parent').on(t.parentId),
    // Member search by mobile number alone (issue 13, bench/back-office-lists.mjs).
    index('members_mobile_num').on(t.brandId, t.mobileNum),
    unique('members_mobile').on(t.brandId, t.mobileDialingCode, t.mobileNum),
    unique('members_invite_code').on(t.brandId, t.inviteCode),
    index('members_email').on(t.brandId, t.email),
    // The target of (member_id, brand_id) foreign keys: a row that names both is its member's
    // brand's, checked on the member's row alone (vendor rounds, migration 0016).
    unique('members_id_brand').on(t.id, t.brandId),
    // New players per day on the dashboard (migration 0023).
    index('members_brand_created').on(t.brandId, t.createdAt),
  ],
);

/** The owning member of a row: NOT NULL, references members (a fresh builder per table). */
export function memberIdColumn() {
  return bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id);
}

/**
 * The id, brand and owner columns every member-owned row starts with (deposits, uploads, bank
 * accounts, withdrawals, turnover, vendor transfers, vendor bet records, fair seeds, in-house
 * rounds, crash bets): fresh builders per table.
 */
export function memberOwnedColumns() {
  return { ...brandOwnedColumns(), memberId: memberIdColumn() };
}
