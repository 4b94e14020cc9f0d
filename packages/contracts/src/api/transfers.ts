import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  IsoDateTimeSchema,
  MinorUnitsSchema,
  PaymentPasswordSchema,
  PositiveAmountSchema,
  RemarkSchema,
  RequestIdSchema,
} from './money-fields.ts';
import { WalletBalanceSchema } from './wallet.ts';

/**
 * Transfers between funds (issue 4; spec §1 "transfer between funds", §2 pages transferFund and
 * transferUpline, §7 GCS_walletTransfer, consolidated funds, merchant wallet).
 */

/** 'MAIN' or a transfer-mode vendor code. */
export const WalletCodeSchema = z.string().check(z.regex(/^(MAIN|[A-Z0-9_]{1,32})$/u));

export const WALLET_TRANSFER_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'UNKNOWN'] as const;
export const WalletTransferSchema = z.object({
  id: z.number().check(z.int()),
  vendor: z.string(),
  /** IN: main -> vendor; OUT: vendor -> main. */
  direction: z.enum(['IN', 'OUT']),
  amount: MinorUnitsSchema,
  /** UNKNOWN: the vendor did not answer; the money stays held until its status check. */
  status: z.enum(WALLET_TRANSFER_STATUSES),
  /**
   * OUT only (decision 027): the player's game result at the vendor booked with this transfer,
   * (the vendor's real balance) - (what our books held there); positive = won there.
   */
  gameResult: MinorUnitsSchema,
  createdAt: IsoDateTimeSchema,
});
export type WalletTransfer = z.infer<typeof WalletTransferSchema>;

export const WalletTransferRequestSchema = z
  .object({
    from: WalletCodeSchema,
    to: WalletCodeSchema,
    amount: PositiveAmountSchema,
    requestId: RequestIdSchema,
  })
  .check(
    z.refine((b) => (b.from === 'MAIN') !== (b.to === 'MAIN'), {
      message: 'one side is the main wallet',
      path: ['to'],
    }),
  );
export type WalletTransferRequest = z.input<typeof WalletTransferRequestSchema>;

export const WalletTransferResultSchema = z.object({
  transfers: z.array(WalletTransferSchema),
  balance: WalletBalanceSchema,
});
export type WalletTransferResult = z.infer<typeof WalletTransferResultSchema>;

export const walletTransfer = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  summary: 'Move money between the main wallet and a vendor wallet',
  tags: ['transfers'],
  auth: 'member',
  body: WalletTransferRequestSchema,
  response: envelope(WalletTransferResultSchema),
});

export const walletTransferAllToMain = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransferAll',
  summary: 'One click: every vendor wallet back to the main wallet',
  tags: ['transfers'],
  auth: 'member',
  /** Only this vendor's wallet (leaving its game, decision 027); every vendor wallet otherwise. */
  body: z.object({ requestId: RequestIdSchema, vendor: z.optional(WalletCodeSchema) }),
  response: envelope(WalletTransferResultSchema),
});

/**
 * A vendor wallet as the vendor itself reports it (its balance call, decision 027): what the
 * player can move back, game results included. `stale`: the vendor did not answer in time and
 * `amount` is the last known value (our books), which a transfer out may still move.
 */
export const VendorWalletBalanceSchema = z.object({
  vendor: z.string(),
  amount: MinorUnitsSchema,
  stale: z.boolean(),
});
export type VendorWalletBalance = z.infer<typeof VendorWalletBalanceSchema>;

export const getVendorBalances = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_vendorBalances',
  summary: "The member's vendor wallets at their vendors' real balances",
  tags: ['transfers'],
  auth: 'member',
  response: envelope(z.array(VendorWalletBalanceSchema)),
});

export const listWalletTransfers = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_walletTransfers',
  summary: "The member's latest vendor wallet transfers (unknown ones included)",
  tags: ['transfers'],
  auth: 'member',
  response: envelope(z.array(WalletTransferSchema)),
});

/** Spec §7 "merchant wallet (isSingle, cached)": the wallets a member can hold money in. */
export const MerchantWalletSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** SEAMLESS vendors play from the main wallet and get no wallet of their own. */
  walletMode: z.enum(['MAIN', 'TRANSFER']),
  gameTypes: z.array(z.string()),
});
export type MerchantWallet = z.infer<typeof MerchantWalletSchema>;

export const getMerchantWallets = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_merchantWallet',
  summary: 'The main wallet and every transfer-mode vendor wallet',
  tags: ['transfers'],
  auth: 'none',
  query: z.object({ isSingle: z.optional(z.enum(['0', '1'])) }),
  response: envelope(z.object({ isSingle: z.boolean(), wallets: z.array(MerchantWalletSchema) })),
});

/**
 * Spec §3 "Consolidated data", §7 `/wps/member/info/funds/consolidated`: the balances plus the
 * agent contract flags, one per contract kind (issue 15, decision 042): '0' the feature does not
 * apply (not an agent, or no contract of that kind and none offered), '1' a contract of that
 * kind is in force (its page shows), '2' an offer waits for the agent's answer (the popup).
 */
export const CONTRACT_FLAG_VALUES = ['0', '1', '2'] as const;
export const ConsolidatedFundsSchema = z.object({
  balance: WalletBalanceSchema,
  /** SALARY_DAILY. */
  dailysalreqtype: z.enum(CONTRACT_FLAG_VALUES),
  /** DIVIDEND. */
  divtypereq: z.enum(CONTRACT_FLAG_VALUES),
  /** SALARY_HOURLY. */
  contracthoursalreq: z.enum(CONTRACT_FLAG_VALUES),
  /** SALARY_REALTIME. */
  realtimesalreqtype: z.enum(CONTRACT_FLAG_VALUES),
});
export type ConsolidatedFunds = z.infer<typeof ConsolidatedFundsSchema>;

export const getConsolidatedFunds = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  summary: 'Balances and agent contract flags in one call (loaded on login)',
  tags: ['transfers'],
  auth: 'member',
  response: envelope(ConsolidatedFundsSchema),
});

/** transferUpline: members and agents send to their upline; agents also to their downline. */
export const TransferTargetsSchema = z.object({
  upline: z.nullable(z.object({ account: z.string(), nickname: z.string() })),
  canTransferToDownline: z.boolean(),
  minAmount: MinorUnitsSchema,
  maxAmount: MinorUnitsSchema,
  paymentPasswordSet: z.boolean(),
});
export type TransferTargets = z.infer<typeof TransferTargetsSchema>;

export const getTransferTargets = defineEndpoint({
  method: 'GET',
  path: '/wps/member/transfer/targets',
  summary: 'Who the member can transfer to, and the limits',
  tags: ['transfers'],
  auth: 'member',
  response: envelope(TransferTargetsSchema),
});

export const MemberTransferRequestSchema = z.object({
  /** UPLINE: to the direct upline. DOWNLINE: to `toAccount`, in the agent's own downline. */
  target: z.enum(['UPLINE', 'DOWNLINE']),
  toAccount: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  amount: PositiveAmountSchema,
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
  remark: z.optional(RemarkSchema),
});
export type MemberTransferRequest = z.input<typeof MemberTransferRequestSchema>;

export const MemberTransferResultSchema = z.object({
  transferId: z.number().check(z.int()),
  toAccount: z.string(),
  amount: MinorUnitsSchema,
  balance: WalletBalanceSchema,
});
export type MemberTransferResult = z.infer<typeof MemberTransferResultSchema>;

export const transferToMember = defineEndpoint({
  method: 'POST',
  path: '/wps/member/transfer',
  summary: 'Send money to the upline, or (agents) to a downline account',
  tags: ['transfers'],
  auth: 'member',
  body: MemberTransferRequestSchema,
  response: envelope(MemberTransferResultSchema),
});
