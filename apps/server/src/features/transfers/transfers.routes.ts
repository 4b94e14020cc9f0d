import { CONTRACT_KINDS } from '@nova/contracts/api/agent-contracts';
import * as opsMoney from '@nova/contracts/api/ops-money';
import * as transfers from '@nova/contracts/api/transfers';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { requireRealMemberId } from '../../plugins/session.ts';
import { contractFlags } from '../agent-contracts/agent-contracts.service.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { MAX_LEG_AMOUNT } from '../ledger/ledger.model.ts';
import { toWalletBalance } from '../wallet/wallet.service.ts';
import { transferTargets, transferToMember } from './member-transfer.service.ts';
import { merchantWallets } from './merchant-wallets.ts';
import { transfersAdminRoutes } from './transfers-admin.routes.ts';
import { vendorBalances } from './vendor-balances.ts';
import { httpVendorTransferAdapter } from './vendor-transfer-adapter.ts';
import { transferAllToMain } from './wallet-transfer-all.ts';
import { reconcilePending, reconcileUnknown } from './wallet-transfers.reconcile.ts';
import { findTransferVendor, latestTransfers } from './wallet-transfers.repository.ts';
import { type TransferDeps, toWalletTransfer, transfer } from './wallet-transfers.service.ts';

/**
 * Transfers between funds (issue 4; spec §1, §2 transferFund/transferUpline, §7; decision 015):
 * vendor wallet transfers, the status check job, merchant wallets, consolidated funds and
 * member-to-member transfers. Money moves only through the ledger.
 */
export const TRANSFER_STATUS_CHECK_JOB = 'transfer-status-check';

export async function transfersRoutes(app: FastifyInstance): Promise<void> {
  const deps: TransferDeps = { app, adapter: httpVendorTransferAdapter(app) };

  async function balanceOf(memberId: number, brand: Parameters<typeof toWalletBalance>[1]) {
    return toWalletBalance(await app.ledger.balance(memberId), brand);
  }

  // An UNKNOWN outcome answers 200 with the transfer in status UNKNOWN (the money is held and
  // the status check decides); the web shows "pending, your money is safe".
  route(app, transfers.walletTransfer, async ({ request, body }) => {
    const memberId = await requireRealMemberId(request);
    requireVendorConfigured(app);
    const brand = await resolveBrand(request);
    const direction = body.from === 'MAIN' ? 'IN' : 'OUT';
    const vendor = direction === 'IN' ? body.to : body.from;
    const found = await findTransferVendor(app.db, vendor);
    if (!found)
      throw new AppError('VALIDATION_FAILED', 'not a transfer-mode vendor', [
        { path: direction === 'IN' ? 'body.to' : 'body.from', issue: 'not a transfer wallet' },
      ]);
    // No new money into a vendor under maintenance; taking money out is still tried (an
    // unanswered OUT is just held until the status check).
    if (found.maintenance && direction === 'IN') throw new AppError('VENDOR_UNAVAILABLE');
    const amount = BigInt(body.amount);
    if (amount > MAX_LEG_AMOUNT)
      throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, [
        { path: 'body.amount', issue: 'too large' },
      ]);
    const row = await transfer(deps, {
      brandId: brand.id,
      memberId,
      requestId: body.requestId,
      vendor,
      direction,
      amount,
    });
    return { transfers: [toWalletTransfer(row)], balance: await balanceOf(memberId, brand) };
  });

  route(app, transfers.walletTransferAllToMain, async ({ request, body }) => {
    const memberId = await requireRealMemberId(request);
    requireVendorConfigured(app);
    const brand = await resolveBrand(request);
    const rows = await transferAllToMain(deps, brand.id, memberId, body.requestId, body.vendor);
    return { transfers: rows.map(toWalletTransfer), balance: await balanceOf(memberId, brand) };
  });

  // Decision 027: the vendor wallets at the vendors' real balances (the ledger only mirrors
  // what was sent); a vendor that does not answer in time shows our last known figure, stale.
  route(app, transfers.getVendorBalances, async ({ request }) => {
    const memberId = await requireRealMemberId(request);
    const wallets = await vendorBalances(app, deps.adapter, memberId);
    return wallets.map((w) => ({ vendor: w.vendor, amount: w.amount.toString(), stale: w.stale }));
  });

  route(app, transfers.listWalletTransfers, async ({ request }) => {
    const memberId = await requireRealMemberId(request);
    return (await latestTransfers(app.db, memberId, 20)).map(toWalletTransfer);
  });

  route(app, transfers.getMerchantWallets, async ({ query }) => {
    const isSingle = query.isSingle === '1';
    return { isSingle, wallets: await merchantWallets(app.db, isSingle) };
  });

  // Spec §3 "Consolidated data": the balance and the four agent contract flags, from the
  // agent's real contracts (issue 15, decision 042).
  route(app, transfers.getConsolidatedFunds, async ({ request }) => {
    const memberId = await requireRealMemberId(request);
    const brand = await resolveBrand(request);
    const flags = await contractFlags(
      { db: app.db, now: app.now },
      { id: memberId, type: request.member?.type ?? 0 },
      CONTRACT_KINDS,
    );
    return { balance: await balanceOf(memberId, brand), ...flags };
  });

  route(app, transfers.getTransferTargets, async ({ request }) => {
    const memberId = await requireRealMemberId(request);
    return transferTargets(app, await resolveBrand(request), memberId);
  });

  route(app, transfers.transferToMember, async ({ request, body }) => {
    const memberId = await requireRealMemberId(request);
    const brand = await resolveBrand(request);
    const result = await transferToMember(app, brand, memberId, body);
    return {
      transferId: result.transferId,
      toAccount: result.toAccount,
      amount: result.amount.toString(),
      balance: await balanceOf(memberId, brand),
    };
  });

  app.jobs.register({
    name: TRANSFER_STATUS_CHECK_JOB,
    // Every moneyJobsIntervalSeconds (0: only through the operator API; decision 032).
    everySeconds: app.config.moneyJobsIntervalSeconds,
    pending: () => reconcilePending(deps),
    run: () => reconcileUnknown(deps),
  });
  route(app, opsMoney.opsReconcileTransfers, async () =>
    app.jobs.runNow<Awaited<ReturnType<typeof reconcileUnknown>>>(TRANSFER_STATUS_CHECK_JOB),
  );
  // The back office's list, "check now" and manual resolution (issue 13).
  await transfersAdminRoutes(app, deps);
}

/** Without a configured vendor nothing is held: a call could only end UNKNOWN. */
function requireVendorConfigured(app: FastifyInstance): void {
  if (!app.config.transferVendor)
    throw new AppError('SERVICE_UNAVAILABLE', 'transfer vendor not configured');
}
