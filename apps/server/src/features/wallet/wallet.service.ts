import type { WalletBalance } from '@nova/contracts/api/wallet';
import type { MemberBalances } from '../ledger/ledger.model.ts';

/** The brand's currency as the wallet shows it (spec §3 store values: currencySymbol). */
export interface WalletCurrency {
  currency: string;
  currencySymbol: string;
  currencyScale: number;
}

/**
 * A member's balances as the wallet endpoint answers them (spec §7 `/wps/v2/wallets/balance`):
 * integer minor-unit strings, vendors in code order, and a total of what the member can spend
 * or has in games (main + vendors; held money is on its way out and not counted). Decision 011.
 *
 * The vendor figures are our books, not a live call to each vendor (decision 027): a transfer-mode
 * vendor wallet's game results reach our books whenever it is moved out (a transfer out, "all to
 * main", or a book-only result for a wallet lost there), so between transfers they are the last
 * known figure. The live figures are GCS_vendorBalances (the transfer page and the launch); the
 * header shows `main` only.
 */
export function toWalletBalance(balances: MemberBalances, currency: WalletCurrency): WalletBalance {
  const vendors = Object.entries(balances.vendors)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([vendor, amount]) => ({ vendor, amount: amount.toString() }));
  const total = Object.values(balances.vendors).reduce(
    (sum, amount) => sum + amount,
    balances.main,
  );
  return {
    currency: currency.currency,
    currencySymbol: currency.currencySymbol,
    scale: currency.currencyScale,
    main: balances.main.toString(),
    held: balances.held.toString(),
    vendors,
    total: total.toString(),
  };
}
