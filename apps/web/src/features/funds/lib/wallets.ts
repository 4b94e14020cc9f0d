import type { MerchantWallet } from '@nova/contracts/api/transfers';
import type { WalletBalance } from '@nova/contracts/api/wallet';
import { toMinor } from '@nova/contracts/money';

export const MAIN_WALLET = 'MAIN';

export interface WalletEntry {
  code: string;
  /** The vendor's display name; null for the main wallet (translated by the caller). */
  name: string | null;
  balance: bigint;
}

/**
 * The main wallet first, then one entry per transfer-mode vendor wallet in the merchant's order
 * (spec §7 merchant wallet). A vendor the balance does not list holds nothing yet.
 */
export function walletEntries(
  balance: WalletBalance | undefined,
  wallets: readonly MerchantWallet[] | undefined,
): WalletEntry[] {
  const held = new Map((balance?.vendors ?? []).map((v) => [v.vendor, toMinor(v.amount)]));
  const vendors = (wallets ?? [])
    .filter((w) => w.walletMode === 'TRANSFER' && w.code !== MAIN_WALLET)
    .map((w) => ({ code: w.code, name: w.name, balance: held.get(w.code) ?? 0n }));
  return [
    { code: MAIN_WALLET, name: null, balance: balance ? toMinor(balance.main) : 0n },
    ...vendors,
  ];
}

/** Sum of the money sitting in game wallets (what "all to main" would bring back). */
export function vendorTotal(entries: readonly WalletEntry[]): bigint {
  return entries.reduce((sum, e) => (e.code === MAIN_WALLET ? sum : sum + e.balance), 0n);
}
