import { z } from 'zod';
import { BALANCE_FAULTS, CALLBACK_FAULTS, TRANSFER_FAULTS } from '../faults.ts';

/** Request bodies of the signed API (sandbox-api.md). Unknown fields are ignored. */
const Code = z.string().regex(/^[A-Z0-9_]{1,32}$/u);
const Id = z.string().min(1).max(100);
const Amount = z.string().regex(/^[1-9]\d{0,15}$/u);
const Merchant = { merchant: Code };

export const MerchantBody = z.object({
  ...Merchant,
  walletUrl: z.url({ protocol: /^https?$/u }).max(500),
});

/** The operator's registration or change of a merchant (POST /api/admin/merchants). */
export const AdminMerchantBody = z.object({
  ...Merchant,
  secret: z.string().min(16).max(200).optional(),
  walletUrl: z
    .url({ protocol: /^https?$/u })
    .max(500)
    .optional(),
});

export const LaunchBody = z.object({
  ...Merchant,
  vendor: Code,
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  category: Code,
  gameCode: z.string().min(1).max(64),
  gameName: z.string().min(1).max(200),
  player: z.object({
    id: Id,
    account: z.string().min(1).max(64),
    currency: z.string().min(1).max(8),
  }),
  sessionToken: z.string().min(1).max(128).optional(),
  mode: z.enum(['REAL', 'TRIAL']),
  language: z.string().min(1).max(8).default('EN'),
  device: z.string().max(32).optional(),
  returnUrl: z.string().max(500).optional(),
});

export const RoomsBody = z.object({
  ...Merchant,
  vendor: Code,
  language: z.string().max(8).optional(),
});

export const TransferBody = z.object({
  ...Merchant,
  vendor: Code,
  player: Id,
  txId: Id,
  direction: z.enum(['IN', 'OUT']),
  amount: Amount,
});
export const StatusBody = z.object({ ...Merchant, vendor: Code, txId: Id });
export const BalanceBody = z.object({ ...Merchant, vendor: Code, player: Id });

/** The test driver of a transfer-mode round: a bet from the vendor wallet, then its payout. */
export const SimTransferRoundBody = z.object({
  ...Merchant,
  vendor: Code,
  player: Id,
  gameCode: z.string().min(1).max(64).default('SIM'),
  category: Code.default('SPORTS'),
  stake: Amount,
  win: z
    .string()
    .regex(/^\d{1,16}$/u)
    .default('0'),
});

export const BetsBody = z.object({
  ...Merchant,
  vendor: Code,
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(500).default(100),
});

const Delay = z.number().int().min(0).max(120_000).optional();
export const FaultsBody = z.object({
  ...Merchant,
  faults: z
    .array(
      z.discriminatedUnion('scope', [
        z.object({ scope: z.literal('transfer'), kind: z.enum(TRANSFER_FAULTS), delayMs: Delay }),
        z.object({ scope: z.literal('balance'), kind: z.enum(BALANCE_FAULTS), delayMs: Delay }),
        z.object({
          scope: z.literal('callback'),
          kind: z.enum(CALLBACK_FAULTS),
          delayMs: Delay,
          count: z.number().int().min(1).max(20).optional(),
        }),
      ]),
    )
    .max(100),
});
export const ClearFaultsBody = z.object(Merchant);

export const SimRoundBody = z.object({
  ...Merchant,
  vendor: Code,
  sessionToken: z.string().min(1).max(128).optional(),
  playerId: z.union([z.string().regex(/^\d{1,15}$/u), z.number().int().positive()]),
  gameCode: z.string().min(1).max(64),
  category: Code.default('RNG'),
  stake: Amount,
  win: z
    .string()
    .regex(/^\d{1,16}$/u)
    .default('0'),
  roundId: Id.optional(),
});

export const SettlementsBody = z.object({
  ...Merchant,
  status: z.enum(['PENDING', 'DONE', 'REFUSED', 'FAILED']).optional(),
});
