import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/**
 * Seamless-wallet callbacks (issue 4): a game vendor's server calls these when a player bets
 * or wins inside its game; the money stays in the member's main wallet. Server to server: no
 * session cookie, no browser, not CSRF-checked (the path is outside /wps and /lgw).
 *
 * Authentication (SECURITY.md 38): every request carries
 *   x-timestamp: Unix time in seconds (refused when more than VENDOR_WALLET_MAX_SKEW_SECONDS
 *                away from the server's clock)
 *   x-signature: lower-case hex HMAC-SHA256, keyed with the vendor's secret, over
 *                `${x-timestamp}.${raw request body}`
 * verified before anything else. `vendor` in the body names the secret.
 *
 * Idempotency (SECURITY.md 39): `txId` is unique per vendor and contains no ':'. A replay with
 * the same content answers the first result with `duplicate: true` and moves no money, even once
 * the game session has ended or the member was disabled; the same txId with other content is
 * IDEMPOTENCY_CONFLICT. Refusals use the usual error envelope:
 * UNAUTHENTICATED (signature, timestamp, unknown vendor), NOT_FOUND (member), FORBIDDEN
 * (disabled member placing a bet), INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT.
 *
 * Issue 5 adds the game session, balance, rollback and end-round (decision 017):
 * - a bet names the `sessionToken` the vendor got at launch; it is refused with SESSION_EXPIRED
 *   once that game session or the site session behind it has ended (SECURITY.md 36); wins,
 *   rollbacks and end-rounds are accepted after the session ended (SECURITY.md 40);
 * - a rollback returns the stake of the bet it names (`refTxId`), idempotent by its own txId; a
 *   rollback of an unknown bet is recorded, and that bet, arriving late, is refused with
 *   ROUND_ROLLED_BACK and moves no money; a rollback after the round settled (a win or an
 *   end-round) is refused with ROUND_SETTLED, and a win after a rollback with ROUND_ROLLED_BACK;
 *   a round is the member's own (every seat of a table may share the round id); a rollback naming
 *   a bet of another member, vendor or round is refused with BAD_REQUEST and changes nothing;
 * - every error answer also carries `vendorErrorCode`, the calling vendor's own code for it
 *   (VENDOR_ERROR_STYLES below).
 *
 * Issue 11 (decision 024): a win pays the bet it names (`betTxId`: a bet of this member on this
 * vendor and round, else BAD_REQUEST); a win naming no bet, or one not posted yet, is credited only
 * against an open game session of that vendor for that member (`sessionToken`), recorded, and at
 * most VENDOR_NO_BET_WINS_MAX_PER_DAY per member in 24 hours, else BET_NOT_FOUND. A trial account
 * is refused by every callback naming it (TRIAL_FORBIDDEN, vendor meaning PLAYER_BLOCKED).
 */
export const VENDOR_WALLET_MAX_SKEW_SECONDS = 300;
export const VENDOR_TX_ID_MAX_LENGTH = 100;
export const VENDOR_ROUND_ID_MAX_LENGTH = 100;
/** A positive integer amount in minor units, at most 2^53 (the ledger's limit per leg). */
const AMOUNT_PATTERN = /^[1-9]\d{0,15}$/u;
export const VendorAmountSchema = z.string().check(
  z.regex(AMOUNT_PATTERN, 'positive integer minor units'),
  z.refine((s) => !AMOUNT_PATTERN.test(s) || BigInt(s) <= 2n ** 53n, 'amount too large'),
);

export const VendorCodeSchema = z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/u));
const IdSchema = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[\x21-\x7e]+$/u, 'printable ASCII'));
/**
 * A vendor txId: printable ASCII without ':', so that no txId can spell the ledger key of a
 * bet's refund (`vendor:<V>:<betTxId>:refund`, decision 017; review #11).
 */
const TxIdSchema = IdSchema(VENDOR_TX_ID_MAX_LENGTH).check(z.regex(/^[^:]+$/u, "no ':'"));

/** The opaque token the vendor received in the launch URL (issue 5). */
export const GameSessionTokenSchema = z
  .string()
  .check(z.minLength(20), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/u));

const memberFields = {
  vendor: VendorCodeSchema,
  /** The member, by id or by account name (exactly one). */
  memberId: z.optional(z.number().check(z.int(), z.positive())),
  account: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  roundId: IdSchema(VENDOR_ROUND_ID_MAX_LENGTH),
  txId: TxIdSchema,
  amount: VendorAmountSchema,
};

const oneMember = <T extends { memberId?: number | undefined; account?: string | undefined }>(
  body: T,
) => (body.memberId === undefined) !== (body.account === undefined);
const ONE_MEMBER = { message: 'memberId or account, exactly one', path: ['memberId'] };

/** The game played, for the records (the catalogue's gameId, or the vendor's lobby code). */
const GameCodeSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const VendorBetRequestSchema = z
  .strictObject({ ...memberFields, sessionToken: GameSessionTokenSchema, gameCode: GameCodeSchema })
  .check(z.refine(oneMember, ONE_MEMBER));
export type VendorBetRequest = z.infer<typeof VendorBetRequestSchema>;

export const VendorWinRequestSchema = z
  .strictObject({
    ...memberFields,
    /**
     * The bet this win settles: a bet of this member on this vendor and round. Without one (or
     * before it is posted) the win is a no-bet win: it needs `sessionToken` (decision 024).
     */
    betTxId: z.optional(TxIdSchema),
    sessionToken: z.optional(GameSessionTokenSchema),
    gameCode: GameCodeSchema,
  })
  .check(z.refine(oneMember, ONE_MEMBER));
export type VendorWinRequest = z.infer<typeof VendorWinRequestSchema>;

export const VendorWalletResultSchema = z.object({
  /** The member's main balance right after this transaction (minor units). */
  balance: z.string().check(z.regex(/^-?\d{1,19}$/u)),
  txId: z.string(),
  /** true: this txId was already processed; this is its first answer and nothing moved. */
  duplicate: z.boolean(),
});
export type VendorWalletResult = z.infer<typeof VendorWalletResultSchema>;

export const vendorWalletBet = defineEndpoint({
  method: 'POST',
  path: '/vendor/wallet/bet',
  summary: 'Vendor callback: debit a bet from the main wallet (HMAC-signed, idempotent by txId)',
  tags: ['vendor-wallet'],
  auth: 'none',
  body: VendorBetRequestSchema,
  response: envelope(VendorWalletResultSchema),
});

export const vendorWalletWin = defineEndpoint({
  method: 'POST',
  path: '/vendor/wallet/win',
  summary: 'Vendor callback: credit a win to the main wallet (HMAC-signed, idempotent by txId)',
  tags: ['vendor-wallet'],
  auth: 'none',
  body: VendorWinRequestSchema,
  response: envelope(VendorWalletResultSchema),
});

const { amount: _amount, ...memberRoundFields } = memberFields;

export const VendorRollbackRequestSchema = z
  .strictObject({
    ...memberRoundFields,
    /** The bet being rolled back (its txId in the bet call). */
    refTxId: TxIdSchema,
    sessionToken: z.optional(GameSessionTokenSchema),
    gameCode: z.optional(GameCodeSchema),
  })
  .check(z.refine(oneMember, ONE_MEMBER));
export type VendorRollbackRequest = z.infer<typeof VendorRollbackRequestSchema>;

export const VendorRollbackResultSchema = z.extend(VendorWalletResultSchema, {
  /** The stake returned by this rollback: '0' when the bet was unknown (recorded, refused later). */
  refunded: z.string().check(z.regex(/^\d{1,19}$/u)),
});
export type VendorRollbackResult = z.infer<typeof VendorRollbackResultSchema>;

export const VendorEndRoundRequestSchema = z
  .strictObject({
    vendor: VendorCodeSchema,
    memberId: z.optional(z.number().check(z.int(), z.positive())),
    account: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    roundId: IdSchema(VENDOR_ROUND_ID_MAX_LENGTH),
    sessionToken: z.optional(GameSessionTokenSchema),
    gameCode: z.optional(GameCodeSchema),
  })
  .check(z.refine(oneMember, ONE_MEMBER));
export type VendorEndRoundRequest = z.infer<typeof VendorEndRoundRequestSchema>;

export const VendorBalanceRequestSchema = z.strictObject({
  vendor: VendorCodeSchema,
  sessionToken: GameSessionTokenSchema,
});
export type VendorBalanceRequest = z.infer<typeof VendorBalanceRequestSchema>;

export const VendorBalanceResultSchema = z.object({
  balance: z.string().check(z.regex(/^-?\d{1,19}$/u)),
  currency: z.string(),
  memberId: z.number().check(z.int(), z.positive()),
  account: z.string(),
  /** false once the game session ended: bets will be refused. */
  sessionOpen: z.boolean(),
});
export type VendorBalanceResult = z.infer<typeof VendorBalanceResultSchema>;

export const vendorWalletBalance = defineEndpoint({
  method: 'POST',
  path: '/vendor/wallet/balance',
  summary: 'Vendor callback: the player of a game session and their main balance (HMAC-signed)',
  tags: ['vendor-wallet'],
  auth: 'none',
  body: VendorBalanceRequestSchema,
  response: envelope(VendorBalanceResultSchema),
});

export const vendorWalletRollback = defineEndpoint({
  method: 'POST',
  path: '/vendor/wallet/rollback',
  summary: 'Vendor callback: return the stake of a bet (HMAC-signed, idempotent by txId)',
  tags: ['vendor-wallet'],
  auth: 'none',
  body: VendorRollbackRequestSchema,
  response: envelope(VendorRollbackResultSchema),
});

export const vendorWalletEndRound = defineEndpoint({
  method: 'POST',
  path: '/vendor/wallet/end-round',
  summary: 'Vendor callback: the round is over (no more wins; a later rollback is refused)',
  tags: ['vendor-wallet'],
  auth: 'none',
  body: VendorEndRoundRequestSchema,
  response: envelope(VendorWalletResultSchema),
});

// ── Per-vendor error codes (issue 5) ───────────────────────────────────────────────────────────
/** Our errors a vendor must tell apart; everything else is GENERAL. */
export const VENDOR_WALLET_ERRORS = [
  'INSUFFICIENT_FUNDS',
  'INVALID_SIGNATURE',
  'SESSION_EXPIRED',
  'PLAYER_NOT_FOUND',
  'PLAYER_BLOCKED',
  'DUPLICATE_CONFLICT',
  'ROUND_SETTLED',
  'ROUND_ROLLED_BACK',
  'BAD_REQUEST',
  'BET_NOT_FOUND',
  /** A responsible-gaming limit of the player (issue 14): this bet would go beyond it. */
  'LIMIT_EXCEEDED',
  'GENERAL',
] as const;
export type VendorWalletError = (typeof VENDOR_WALLET_ERRORS)[number];

/**
 * Each vendor family speaks its own error codes; the wallet answers both ours (`code`) and
 * theirs (`vendorErrorCode`). Vendors not listed in VENDOR_ERROR_STYLE_OF use NUMERIC.
 */
export const VENDOR_ERROR_STYLES = {
  NUMERIC: {
    INSUFFICIENT_FUNDS: '1001',
    INVALID_SIGNATURE: '1002',
    SESSION_EXPIRED: '1003',
    PLAYER_NOT_FOUND: '1004',
    PLAYER_BLOCKED: '1005',
    DUPLICATE_CONFLICT: '1006',
    ROUND_SETTLED: '1007',
    ROUND_ROLLED_BACK: '1008',
    BAD_REQUEST: '1400',
    BET_NOT_FOUND: '1009',
    LIMIT_EXCEEDED: '1010',
    GENERAL: '1999',
  },
  SYMBOLIC: {
    INSUFFICIENT_FUNDS: 'ERR_NO_FUNDS',
    INVALID_SIGNATURE: 'ERR_AUTH',
    SESSION_EXPIRED: 'ERR_SESSION',
    PLAYER_NOT_FOUND: 'ERR_PLAYER',
    PLAYER_BLOCKED: 'ERR_BLOCKED',
    DUPLICATE_CONFLICT: 'ERR_DUP',
    ROUND_SETTLED: 'ERR_ROUND_CLOSED',
    ROUND_ROLLED_BACK: 'ERR_ROUND_VOID',
    BAD_REQUEST: 'ERR_REQUEST',
    BET_NOT_FOUND: 'ERR_NO_BET',
    LIMIT_EXCEEDED: 'ERR_LIMIT',
    GENERAL: 'ERR_GENERAL',
  },
  HTTPISH: {
    INSUFFICIENT_FUNDS: 'E402',
    INVALID_SIGNATURE: 'E401',
    SESSION_EXPIRED: 'E440',
    PLAYER_NOT_FOUND: 'E404',
    PLAYER_BLOCKED: 'E403',
    DUPLICATE_CONFLICT: 'E409',
    ROUND_SETTLED: 'E423',
    ROUND_ROLLED_BACK: 'E410',
    BAD_REQUEST: 'E400',
    BET_NOT_FOUND: 'E424',
    LIMIT_EXCEEDED: 'E429',
    GENERAL: 'E500',
  },
} as const satisfies Record<string, Record<VendorWalletError, string>>;
export type VendorErrorStyle = keyof typeof VENDOR_ERROR_STYLES;

export const VENDOR_ERROR_STYLE_OF: Readonly<Record<string, VendorErrorStyle>> = {
  PT: 'SYMBOLIC',
  PNG: 'SYMBOLIC',
  MG: 'SYMBOLIC',
  MGS: 'SYMBOLIC',
  EA: 'HTTPISH',
  DG: 'HTTPISH',
  SBT: 'HTTPISH',
  UG: 'HTTPISH',
};

export function vendorErrorStyle(vendor: string): VendorErrorStyle {
  return VENDOR_ERROR_STYLE_OF[vendor] ?? 'NUMERIC';
}
