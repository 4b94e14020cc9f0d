import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { MinorUnitsSchema } from '../money.ts';

/**
 * The member's wallet (spec §2 header "balance (hideable, refreshable)", §3 store values
 * balance and currencySymbol, §7 `/wps/v2/wallets/balance`). Amounts are integer minor units
 * as strings (STYLE.md "Money"); `scale` says how many of their digits are decimals.
 */
export const VendorBalanceSchema = z.object({
  vendor: z.string(),
  amount: MinorUnitsSchema,
});
export type VendorBalance = z.infer<typeof VendorBalanceSchema>;

export const WalletBalanceSchema = z.object({
  currency: z.string().check(z.regex(/^[A-Z]{3,8}$/u)),
  currencySymbol: z.string(),
  scale: z.number().check(z.int(), z.gte(0), z.lte(4)),
  /** The spendable main wallet. */
  main: MinorUnitsSchema,
  /** Held for pending withdrawals or unknown vendor outcomes: not spendable. */
  held: MinorUnitsSchema,
  /** Money moved into transfer-mode game vendors, by vendor code. */
  vendors: z.array(VendorBalanceSchema),
  /** main + vendors (held is not spendable). */
  total: MinorUnitsSchema,
});
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

export const getWalletBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  summary: "The member's balances: main wallet, held, per vendor and total",
  tags: ['wallet'],
  auth: 'member',
  response: envelope(WalletBalanceSchema),
});
