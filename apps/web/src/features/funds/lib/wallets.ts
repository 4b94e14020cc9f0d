import type { MerchantWallet, VendorWalletBalance } from '@nova/contracts/api/transfers';
import type { WalletBalance } from '@nova/contracts/api/wallet';
import { toMinor } from '@nova/contracts/money';

export const MAIN_WALLET = 'MAIN';

export interface WalletEntry {
  code: string;
  /** The vendor's display name; null for the main wallet (translated by the caller). */
  name: string | null;
  balance: bigint;
  /** The vendor did not answer: `balance` is the last known figure (decision 027). */
  stale?: boolean;
}

/**
 * The main wallet first, then one entry per transfer-mode vendor wallet in the merchant's order
 * (spec §7 merchant wallet). A vendor wallet shows what the vendor itself reports (`real`,
 * winnings included: decision 027), else our books; a vendor listed nowhere holds nothing yet.
 */
export function walletEntries(
  balance: WalletBalance | undefined,
  wallets: readonly MerchantWallet[] | undefined,
  real: readonly VendorWalletBalance[] = [],
): WalletEntry[] {
  const held = new Map((balance?.vendors ?? []).map((v) => [v.vendor, toMinor(v.amount)]));
  const reported = new Map(real.map((v) => [v.vendor, v]));
  const vendors = (wallets ?? [])
    .filter((w) => w.walletMode === 'TRANSFER' && w.code !== MAIN_WALLET)
    .map((w) => {
      const known = reported.get(w.code);
      return known
        ? { code: w.code, name: w.name, balance: toMinor(known.amount), stale: known.stale }
        : { code: w.code, name: w.name, balance: held.get(w.code) ?? 0n };
    });
  return [
    { code: MAIN_WALLET, name: null, balance: balance ? toMinor(balance.main) : 0n },
    ...vendors,
  ];
}

/** Sum of the money sitting in game wallets (what "all to main" would bring back). */
export function vendorTotal(entries: readonly WalletEntry[]): bigint {
  return entries.reduce((sum, e) => (e.code === MAIN_WALLET ? sum : sum + e.balance), 0n);
}
