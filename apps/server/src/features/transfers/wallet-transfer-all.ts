import { isAppError } from '../../lib/app-error.ts';
import { vendorBalances } from './vendor-balances.ts';
import { subTransfers, type WalletTransferRow } from './wallet-transfers.repository.ts';
import { bookGameResult, type TransferDeps, transfer } from './wallet-transfers.service.ts';

/**
 * "All to main" (spec §7 GCS_walletTransfer, one click): an OUT transfer of the whole balance
 * of every vendor wallet (or of `only` one, leaving its game), at the vendor's REAL balance
 * (decision 027: winnings included; the last known value when the vendor does not answer).
 * Each sub-request id is `${requestId}:${vendor}` (':' is not allowed in a client request id,
 * so it never collides with one): a retry meets the same transfers instead of making new ones.
 * A wallet with a transfer still open, or that the vendor says no longer holds that much, is
 * left for later instead of failing the others. A wallet the vendor reports below our books with
 * nothing to move (lost there) gets its loss booked without a transfer (`bookGameResult`), so
 * our books, and the wallet totals built from them, equal the vendor's balance.
 */
export async function transferAllToMain(
  deps: TransferDeps,
  brandId: number,
  memberId: number,
  requestId: string,
  only?: string,
): Promise<WalletTransferRow[]> {
  const { app } = deps;
  const earlier = await subTransfers(app.db, memberId, requestId);
  const done = new Set(earlier.map((row) => row.vendor));
  const wallets = await vendorBalances(app, deps.adapter, memberId, only ? [only] : undefined);
  const books = (await app.ledger.balance(memberId)).vendors;
  const results: WalletTransferRow[] = [...earlier];
  for (const wallet of wallets) {
    if (done.has(wallet.vendor)) continue;
    const sub = { brandId, memberId, requestId: `${requestId}:${wallet.vendor}` };
    try {
      if (wallet.amount > 0n) {
        results.push(
          await transfer(deps, {
            ...sub,
            vendor: wallet.vendor,
            direction: 'OUT',
            amount: wallet.amount,
          }),
        );
      } else if (!wallet.stale && (books[wallet.vendor] ?? 0n) > 0n) {
        const booked = await bookGameResult(deps, { ...sub, vendor: wallet.vendor });
        if (booked) results.push(booked);
      }
    } catch (error) {
      if (!isAppError(error) || !['INVALID_STATE', 'INSUFFICIENT_FUNDS'].includes(error.code))
        throw error;
      app.log.info({ vendor: wallet.vendor, code: error.code }, 'all to main: wallet skipped');
    }
  }
  return results.sort((a, b) => a.id - b.id);
}
