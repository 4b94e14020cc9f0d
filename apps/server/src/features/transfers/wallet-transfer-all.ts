import {
  subTransfers,
  transferVendors,
  type WalletTransferRow,
} from './wallet-transfers.repository.ts';
import { type TransferDeps, transfer } from './wallet-transfers.service.ts';

/**
 * "All to main" (spec §7 GCS_walletTransfer, one click): an OUT transfer of the whole ledger
 * balance of every vendor wallet. Each sub-request id is `${requestId}:${vendor}` (':' is not
 * allowed in a client request id, so it never collides with one): a retry meets the same
 * transfers instead of making new ones.
 */
export async function transferAllToMain(
  deps: TransferDeps,
  brandId: number,
  memberId: number,
  requestId: string,
): Promise<WalletTransferRow[]> {
  const { app } = deps;
  const earlier = await subTransfers(app.db, memberId, requestId);
  const transferMode = new Set((await transferVendors(app.db)).map((v) => v.code));
  const done = new Set(earlier.map((row) => row.vendor));
  const balances = await app.ledger.balance(memberId);
  const results: WalletTransferRow[] = [...earlier];
  const vendors = Object.entries(balances.vendors)
    .filter(([vendor, amount]) => amount > 0n && transferMode.has(vendor) && !done.has(vendor))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [vendor, amount] of vendors) {
    results.push(
      await transfer(deps, {
        brandId,
        memberId,
        requestId: `${requestId}:${vendor}`,
        vendor,
        direction: 'OUT',
        amount,
      }),
    );
  }
  return results.sort((a, b) => a.id - b.id);
}
