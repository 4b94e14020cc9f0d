import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { VendorTransferAdapter } from './vendor-transfer-adapter.ts';
import { vendorPlayerId } from './vendor-transfer-adapter.ts';
import { transferVendors, usedVendors } from './wallet-transfers.repository.ts';

/**
 * A vendor wallet at the vendor's real balance (decision 027). Our ledger's VENDOR account only
 * mirrors what we sent and took back; what the player won or lost there is known to the vendor
 * alone, through its balance call. `stale`: the vendor did not answer within the short balance
 * timeout, and `amount` is the last value we know (our books), which may be moved out anyway.
 */
export interface KnownVendorBalance {
  vendor: string;
  amount: bigint;
  stale: boolean;
}

/** What reading vendor balances needs from the app. */
export interface BalanceDeps {
  db: Db;
  ledger: Pick<LedgerService, 'balance'>;
  config: Readonly<Config>;
}

export function playerOf(app: Pick<BalanceDeps, 'config'>, memberId: number): string {
  return vendorPlayerId(app.config.transferVendor?.secret ?? '', memberId);
}

/** One vendor wallet: the vendor's answer, or our books' figure marked stale. */
export async function vendorBalanceOf(
  app: BalanceDeps,
  adapter: VendorTransferAdapter,
  memberId: number,
  vendor: string,
): Promise<KnownVendorBalance> {
  const real = app.config.transferVendor
    ? await adapter.balance({ vendor, player: playerOf(app, memberId) })
    : null;
  if (real !== null) return { vendor, amount: real, stale: false };
  const books = (await app.ledger.balance(memberId)).vendors[vendor] ?? 0n;
  return { vendor, amount: books, stale: true };
}

/**
 * Every transfer-mode vendor wallet the member has used (or `only` those listed), asked in
 * parallel; a wallet never used is not asked (it holds nothing), sorted by vendor code.
 */
export async function vendorBalances(
  app: BalanceDeps,
  adapter: VendorTransferAdapter,
  memberId: number,
  only?: readonly string[],
): Promise<KnownVendorBalance[]> {
  const transferMode = new Set((await transferVendors(app.db)).map((v) => v.code));
  const books = await app.ledger.balance(memberId);
  const used = new Set([
    ...(await usedVendors(app.db, memberId)),
    ...Object.entries(books.vendors)
      .filter(([, amount]) => amount > 0n)
      .map(([vendor]) => vendor),
  ]);
  const codes = [...used]
    .filter((code) => transferMode.has(code) && (!only || only.includes(code)))
    .sort();
  return Promise.all(codes.map((code) => vendorBalanceOf(app, adapter, memberId, code)));
}
