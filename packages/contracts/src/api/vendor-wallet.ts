import { z } from 'zod';
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
 * Idempotency (SECURITY.md 39): `txId` is unique per vendor. A replay with the same content
 * answers the first result with `duplicate: true` and moves no money; the same txId with other
 * content is IDEMPOTENCY_CONFLICT. Refusals use the usual error envelope:
 * UNAUTHENTICATED (signature, timestamp, unknown vendor), NOT_FOUND (member), FORBIDDEN
 * (disabled member placing a bet), INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT.
 * Rollbacks (SECURITY.md 40) are not implemented yet.
 */
export const VENDOR_WALLET_MAX_SKEW_SECONDS = 300;
export const VENDOR_TX_ID_MAX_LENGTH = 100;
export const VENDOR_ROUND_ID_MAX_LENGTH = 100;
/** A positive integer amount in minor units, at most 2^53 (the ledger's limit per leg). */
const AMOUNT_PATTERN = /^[1-9]\d{0,15}$/u;
export const VendorAmountSchema = z
  .string()
  .regex(AMOUNT_PATTERN, 'positive integer minor units')
  .refine((s) => !AMOUNT_PATTERN.test(s) || BigInt(s) <= 2n ** 53n, 'amount too large');

export const VendorCodeSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/u);
const IdSchema = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/u, 'printable ASCII');

const memberFields = {
  vendor: VendorCodeSchema,
  /** The member, by id or by account name (exactly one). */
  memberId: z.number().int().positive().optional(),
  account: z.string().min(1).max(64).optional(),
  roundId: IdSchema(VENDOR_ROUND_ID_MAX_LENGTH),
  txId: IdSchema(VENDOR_TX_ID_MAX_LENGTH),
  amount: VendorAmountSchema,
};

const oneMember = <T extends { memberId?: number | undefined; account?: string | undefined }>(
  body: T,
) => (body.memberId === undefined) !== (body.account === undefined);
const ONE_MEMBER = { message: 'memberId or account, exactly one', path: ['memberId'] };

export const VendorBetRequestSchema = z.strictObject(memberFields).refine(oneMember, ONE_MEMBER);
export type VendorBetRequest = z.infer<typeof VendorBetRequestSchema>;

export const VendorWinRequestSchema = z
  .strictObject({
    ...memberFields,
    /** The bet this win settles, for the record. */
    betTxId: IdSchema(VENDOR_TX_ID_MAX_LENGTH).optional(),
  })
  .refine(oneMember, ONE_MEMBER);
export type VendorWinRequest = z.infer<typeof VendorWinRequestSchema>;

export const VendorWalletResultSchema = z.object({
  /** The member's main balance right after this transaction (minor units). */
  balance: z.string().regex(/^-?\d{1,19}$/u),
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
