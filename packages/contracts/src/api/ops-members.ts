import { z } from 'zod/mini';
import { csvExportOf } from '../csv-export.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { BetRecordSchema } from './bet-records.ts';
import { IsoDateTimeSchema, MinorUnitsSchema } from './money-fields.ts';
import { OpsDepositSchema, OpsWithdrawalSchema } from './ops-money.ts';
import { WalletTransferSchema } from './transfers.ts';

/**
 * Members as operators see them (issue 13): search, lock and unlock, and a member's profile
 * with its lists (ledger, money, rounds, sessions, sign-ins), notes and tags. Not part of the spec's
 * paths: the spec does not show admin functions.
 */
export const OpsMemberSchema = z.object({
  id: z.number().check(z.int()),
  account: z.string(),
  nickname: z.string(),
  type: z.number().check(z.int()),
  status: z.enum(['ACTIVE', 'DISABLED']),
  /** The member must choose a new password at its next sign-in. */
  mustChangePassword: z.boolean(),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});

export const OPS_MEMBER_PAGE_MAX = 100;

export const OpsMemberSearchSchema = z.object({
  /** An account, member id, mobile number (digits), email address, login IP, or #tag. */
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  /** Keyset cursor: members with a smaller id (the previous page's `nextBefore`). */
  before: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(OPS_MEMBER_PAGE_MAX)), 25),
});

export const opsSearchMembers = defineEndpoint({
  method: 'GET',
  path: '/ops/members',
  summary: 'Find members by account, id, mobile, email or login IP (newest first, keyset)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.read',
  query: OpsMemberSearchSchema,
  response: envelope(
    z.object({
      items: z.array(OpsMemberSchema),
      nextBefore: z.nullable(z.number().check(z.int())),
    }),
  ),
});

const MemberIdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });
const ReasonBody = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});

export const opsLockMember = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/lock',
  summary: 'Lock a member: no sign-in, every open session ends',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.lock',
  params: MemberIdParams,
  body: ReasonBody,
  response: envelope(OpsMemberSchema),
});

export const opsUnlockMember = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/unlock',
  summary: 'Unlock a member',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.lock',
  params: MemberIdParams,
  body: ReasonBody,
  response: envelope(OpsMemberSchema),
});

export const opsEndMemberSessions = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/end-sessions',
  summary: 'End every open session of a member (it signs in again)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.lock',
  params: MemberIdParams,
  body: ReasonBody,
  response: envelope(z.object({ endedSessions: z.number().check(z.int()) })),
});

export const opsForcePasswordChange = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/force-password-change',
  summary: 'Make a member choose a new password at its next sign-in; its sessions end',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.lock',
  params: MemberIdParams,
  body: ReasonBody,
  response: envelope(OpsMemberSchema),
});

// ── A member's profile (issue 13: the back office's member screen) ───────────────────────────

/** Operator notes: append-only, 1..2000 characters. */
export const MEMBER_NOTE_MAX_LENGTH = 2000;
/** Tags: at most 20 per member, each lower-case letters, digits and dashes, 1..32 long. */
export const MEMBER_TAGS_MAX = 20;
export const MEMBER_TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/u;
/** Page sizes of the profile's lists (keyset: `before` = the previous page's `nextBefore`). */
export const MEMBER_PROFILE_PAGE_DEFAULT = 25;
export const MEMBER_PROFILE_PAGE_MAX = 100;

const PageLimit = z._default(
  z.coerce.number().check(z.int(), z.gte(1), z.lte(MEMBER_PROFILE_PAGE_MAX)),
  MEMBER_PROFILE_PAGE_DEFAULT,
);
/** Newest first; `before` = the last id of the previous page. */
const IdPageQuery = z.object({
  before: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  limit: PageLimit,
});

/* @__NO_SIDE_EFFECTS__ */
function idPage<T extends z.ZodMiniType>(item: T) {
  return envelope(
    z.object({ items: z.array(item), nextBefore: z.nullable(z.number().check(z.int())) }),
  );
}

export const MemberTagSchema = z.string().check(z.regex(MEMBER_TAG_PATTERN, 'tag'));

export const OpsMemberProfileSchema = z.extend(OpsMemberSchema, {
  language: z.string(),
  registerMethod: z.string(),
  /** The address the account was registered from; null when it was not recorded. */
  registerIp: z.nullable(z.string()),
  firstLoginAt: z.nullable(IsoDateTimeSchema),
  /** The agent above the member (its upline), if any. */
  parentId: z.nullable(z.number().check(z.int())),
  mobileVerified: z.boolean(),
  emailVerified: z.boolean(),
  realName: z.nullable(z.string()),
  paymentPasswordSet: z.boolean(),
  /** An authenticator app (TOTP) is enrolled and asked for at sign-in. */
  totpEnabled: z.boolean(),
  /** The ledger's accounts of the member, minor units; vendors: transfer-mode vendor wallets. */
  wallet: z.object({
    currency: z.string(),
    scale: z.number().check(z.int()),
    main: MinorUnitsSchema,
    /** Held for withdrawals on their way out. */
    held: MinorUnitsSchema,
    vendors: z.array(z.object({ vendor: z.string(), amount: MinorUnitsSchema })),
    /** main + vendors (held money is not the member's to spend). */
    total: MinorUnitsSchema,
  }),
  /** Wagering still to bet before a withdrawal (deposits' and bonuses' requirements). */
  turnover: z.object({
    required: MinorUnitsSchema,
    completed: MinorUnitsSchema,
    remaining: MinorUnitsSchema,
  }),
  tags: z.array(z.string()),
  counts: z.object({
    deposits: z.number().check(z.int()),
    withdrawals: z.number().check(z.int()),
    walletTransfers: z.number().check(z.int()),
    openSessions: z.number().check(z.int()),
    notes: z.number().check(z.int()),
  }),
});
export type OpsMemberProfile = z.infer<typeof OpsMemberProfileSchema>;

export const opsMemberProfile = defineEndpoint({
  method: 'GET',
  path: '/ops/members/:id',
  summary: "A member's profile: account, security, wallet balances, turnover, tags and counts",
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.read',
  params: MemberIdParams,
  response: envelope(OpsMemberProfileSchema),
});

export const OpsLedgerLineSchema = z.object({
  /** The entry's id (the keyset cursor). */
  id: z.number().check(z.int()),
  transferId: z.number().check(z.int()),
  /** Which of the member's accounts: MAIN, HELD, or a transfer-mode vendor's wallet. */
  account: z.enum(['MAIN', 'HELD', 'VENDOR']),
  vendor: z.nullable(z.string()),
  /** The posting's kind: DEPOSIT, BET, WIN, HOLD, TRANSFER_IN, MANUAL_ADJUSTMENT, ... */
  kind: z.string(),
  /** Signed: positive credits the account. */
  amount: MinorUnitsSchema,
  balanceAfter: z.nullable(MinorUnitsSchema),
  /** The posting's idempotency key (deposit:12, withdrawal:5:hold, approval:3, ...). */
  reference: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: IsoDateTimeSchema,
});
export type OpsLedgerLine = z.infer<typeof OpsLedgerLineSchema>;

export const opsMemberLedger = defineEndpoint({
  method: 'GET',
  path: '/ops/members/:id/ledger',
  summary: "The ledger lines of a member's accounts, newest first (keyset)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.read',
  params: MemberIdParams,
  query: IdPageQuery,
  response: idPage(OpsLedgerLineSchema),
});

export const opsMemberDeposits = defineEndpoint({
  method: 'GET',
  path: '/ops/members/:id/deposits',
  summary: "A member's deposits, newest first (keyset)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.read',
  params: MemberIdParams,
  query: IdPageQuery,
  response: idPage(OpsDepositSchema),
});

export const opsMemberWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/ops/members/:id/withdrawals',
  summary: "A member's withdrawals, newest first (keyset)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.read',
  params: MemberIdParams,
  query: IdPageQuery,
  response: idPage(OpsWithdrawalSchema),
});

export const OpsWalletTransferSchema = z.extend(WalletTransferSchema, {
  /** The id the vendor knows the transfer by. */
  vendorTxId: z.string(),
  /** Status checks made so far, and the last error (UNKNOWN transfers). */
  attempts: z.number().check(z.int()),
  lastError: z.nullable(z.string()),
  updatedAt: IsoDateTimeSchema,
});
export type OpsWalletTransfer = z.infer<typeof OpsWalletTransferSchema>;

export const opsMemberTransfers = defineEndpoint({
  method: 'GET',
  path: '/ops/members/:id/transfers',
  summary: "A member's transfers between main and vendor wallets, newest first (keyset)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.read',
  params: MemberIdParams,
  query: IdPageQuery,
  response: idPage(OpsWalletTransferSchema),
});

export const opsMemberRounds = defineEndpoint({
  method: 'GET',
  path: '/ops/members/:id/rounds',
  summary:
    "A member's game rounds (seamless, in-house, crash, transfer-mode feed), newest first (keyset)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.read',
  params: MemberIdParams,
  query: z.object({
    /**
     * A round has no single id (it is the postings of one vendor round, or a feed bet): the
     * cursor is the previous page's `nextBefore`, opaque.
     */
    before: z.optional(z.string().check(z.minLength(1), z.maxLength(1000))),
    limit: PageLimit,
  }),
  response: envelope(
    z.object({ items: z.array(BetRecordSchema), nextBefore: z.nullable(z.string()) }),
  ),
});

export const OpsMemberSessionSchema = z.object({
  id: z.number().check(z.int()),
  /** OPEN: usable now; ENDED: signed out or ended; EXPIRED: idle or past its absolute limit. */
  state: z.enum(['OPEN', 'ENDED', 'EXPIRED']),
  method: z.string(),
  ip: z.string(),
  userAgent: z.nullable(z.string()),
  createdAt: IsoDateTimeSchema,
  lastSeenAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
  endedAt: z.nullable(IsoDateTimeSchema),
  /** PASSWORD_CHANGE: the session may only change the password. */
  restriction: z.nullable(z.string()),
});
export type OpsMemberSession = z.infer<typeof OpsMemberSessionSchema>;

export const opsMemberSessions = defineEndpoint({
  method: 'GET',
  path: '/ops/members/:id/sessions',
  summary: "A member's sessions, open and past, with address and device, newest first (keyset)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.read',
  params: MemberIdParams,
  query: IdPageQuery,
  response: idPage(OpsMemberSessionSchema),
});

export const OpsMemberLoginSchema = z.object({
  id: z.number().check(z.int()),
  at: IsoDateTimeSchema,
  ip: z.string(),
  userAgent: z.nullable(z.string()),
  /** How: PASSWORD, SMS, SOCIAL, REGISTER, FREEPLAY, RESET, ... */
  method: z.string(),
  /** Only sign-ins that opened a session are kept; refused attempts are in the server log. */
  result: z.enum(['SUCCESS']),
});
export type OpsMemberLogin = z.infer<typeof OpsMemberLoginSchema>;

export const opsMemberLogins = defineEndpoint({
  method: 'GET',
  path: '/ops/members/:id/logins',
  summary: "A member's sign-ins with address and method, newest first (keyset)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.read',
  params: MemberIdParams,
  query: IdPageQuery,
  response: idPage(OpsMemberLoginSchema),
});

export const OpsMemberNoteSchema = z.object({
  id: z.number().check(z.int()),
  /** The operator (or service account) who wrote it. */
  author: z.string(),
  text: z.string(),
  createdAt: IsoDateTimeSchema,
});
export type OpsMemberNote = z.infer<typeof OpsMemberNoteSchema>;

export const opsMemberNotes = defineEndpoint({
  method: 'GET',
  path: '/ops/members/:id/notes',
  summary: "Operators' notes on a member, newest first (keyset)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.read',
  params: MemberIdParams,
  query: IdPageQuery,
  response: idPage(OpsMemberNoteSchema),
});

export const opsAddMemberNote = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/notes',
  summary: 'Add a note to a member (notes are never edited or removed)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.notes',
  params: MemberIdParams,
  body: z.object({
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(MEMBER_NOTE_MAX_LENGTH)),
  }),
  response: envelope(OpsMemberNoteSchema),
});

export const opsSetMemberTags = defineEndpoint({
  method: 'PUT',
  path: '/ops/members/:id/tags',
  summary: "Replace a member's tags (find them with q=#tag)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.notes',
  params: MemberIdParams,
  body: z.object({ tags: z.array(MemberTagSchema).check(z.maxLength(MEMBER_TAGS_MAX)) }),
  response: envelope(z.object({ tags: z.array(z.string()) })),
});

export const opsResetMemberAuthenticator = defineEndpoint({
  method: 'POST',
  path: '/ops/members/:id/reset-authenticator',
  summary: "Turn off a member's authenticator so it can enrol again; its sessions end",
  tags: ['ops'],
  auth: 'operator',
  permission: 'members.lock',
  params: MemberIdParams,
  body: ReasonBody,
  response: envelope(z.object({ endedSessions: z.number().check(z.int()) })),
});

export const opsExportMembers = csvExportOf(opsSearchMembers);

/**
 * A member's history lists as CSV (issue 13: "CSV export streamed for any filtered list"): every
 * line from the newest (or from `before`), read page by page by the server. Notes stay on screen.
 */
export const opsExportMemberLedger = csvExportOf(opsMemberLedger);
export const opsExportMemberDeposits = csvExportOf(opsMemberDeposits);
export const opsExportMemberWithdrawals = csvExportOf(opsMemberWithdrawals);
export const opsExportMemberTransfers = csvExportOf(opsMemberTransfers);
export const opsExportMemberRounds = csvExportOf(opsMemberRounds);
export const opsExportMemberSessions = csvExportOf(opsMemberSessions);
export const opsExportMemberLogins = csvExportOf(opsMemberLogins);
