import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTransfers } from '../../db/schema/wallet-transfers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import {
  call,
  newPlayer,
  planTransferFault,
  playAtVendor,
  requestId,
  vendorAmount,
  walletOf,
} from './transfers-test-kit.ts';
import { httpVendorTransferAdapter, vendorTransferSettings } from './vendor-transfer-adapter.ts';
import {
  PENDING_GRACE_MS,
  reconcilePending,
  reconcileUnknown,
} from './wallet-transfers.reconcile.ts';
import { playerOf, walletTransferPosting } from './wallet-transfers.service.ts';

/**
 * Crashes in the middle of a transfer (decision 015): rows left PENDING before or after the
 * hold or the vendor call, and decisions whose posting never happened. The clock is moved past
 * the grace period instead of waiting.
 */
let t: TestApp;
let now = new Date();
let brand: number;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  vendorTransferSettings.timeoutMs = 20_000;
  brand = await brandIdOf(t.app.db);
});
afterAll(async () => {
  const report = await reconcileLedger(t.app.db, { money: true });
  await t.close();
  expect(report.ok).toBe(true);
});

const deps = () => ({ app: t.app, adapter: httpVendorTransferAdapter(t.app) });

/** A row as a crashed request leaves it: PENDING, nothing else done. */
async function crashedRow(
  memberId: number,
  vendor: string,
  direction: 'IN' | 'OUT',
  amount: bigint,
) {
  const [row] = await t.app.db
    .insert(walletTransfers)
    .values({
      brandId: brand,
      memberId,
      requestId: requestId(),
      vendor,
      direction,
      amount,
      vendorTxId: `NT${randomBytes(16).toString('hex')}`,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

async function statusOf(id: number) {
  const [row] = await t.app.db.select().from(walletTransfers).where(eq(walletTransfers.id, id));
  return row?.status;
}

function later(): void {
  now = new Date(now.getTime() + PENDING_GRACE_MS + 1000);
}

describe('status check after a crash', () => {
  it('leaves a fresh PENDING transfer alone (its request may still be running)', async () => {
    const p = await newPlayer(t.app, 1000n);
    const row = await crashedRow(p.id, 'AG', 'IN', 500n);
    now = new Date();
    expect((await reconcileUnknown(deps())).checked).toBe(0);
    later();
    await reconcileUnknown(deps());
    expect(await statusOf(row.id)).toBe('FAILED');
  });

  it('a crash before the hold: the vendor never saw it, nothing moves in the end', async () => {
    const p = await newPlayer(t.app, 1000n);
    const row = await crashedRow(p.id, 'AG', 'IN', 600n);
    later();
    const result = await reconcileUnknown(deps());
    expect(result).toMatchObject({ checked: 1, settled: 1 });
    expect(await statusOf(row.id)).toBe('FAILED');
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '1000', held: '0' });
  });

  it('a crash before the hold, the money since spent: FAILED without any posting', async () => {
    const p = await newPlayer(t.app, 100n);
    const row = await crashedRow(p.id, 'AG', 'IN', 600n);
    later();
    await reconcileUnknown(deps());
    expect(await statusOf(row.id)).toBe('FAILED');
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '100', held: '0' });
  });

  it('a crash before an OUT booked its game result: the check books it, once, then releases', async () => {
    // Decision 027: the request stored the vendor's game result (won 500 there) and crashed
    // before any posting. The check posts result and hold, finds the OUT never reached the
    // vendor and releases it: our books then agree with the vendor.
    const p = await newPlayer(t.app, 1000n);
    await call(t.app, p.cookie, 'POST', '/wps/relay/GCS_walletTransfer', {
      from: 'MAIN',
      to: 'WD',
      amount: '1000',
      requestId: requestId(),
    });
    expect(await playAtVendor(t.app, p.id, 'WD', 100n, 600n)).toBe(1500n);
    const row = await crashedRow(p.id, 'WD', 'OUT', 1500n);
    await t.app.db
      .update(walletTransfers)
      .set({ vendorResult: 500n })
      .where(eq(walletTransfers.id, row.id));
    later();
    await Promise.all([reconcileUnknown(deps()), reconcileUnknown(deps())]);
    await reconcileUnknown(deps());
    expect(await statusOf(row.id)).toBe('FAILED');
    const wallet = await walletOf(t.app, p.cookie);
    expect(wallet).toMatchObject({ main: '0', held: '0' });
    expect(vendorAmount(wallet, 'WD')).toBe('1500');
  });

  it('a crash in a book-only OUT (a wallet lost there): the check books it once, asks no vendor', async () => {
    // Decision 027: "all to main" found the wallet lost at the vendor (0 there, 800 in our
    // books), stored the result on an amount-0 OUT and crashed before posting it.
    const p = await newPlayer(t.app, 800n);
    await call(t.app, p.cookie, 'POST', '/wps/relay/GCS_walletTransfer', {
      from: 'MAIN',
      to: 'KY',
      amount: '800',
      requestId: requestId(),
    });
    await playAtVendor(t.app, p.id, 'KY', 800n, 0n);
    const row = await crashedRow(p.id, 'KY', 'OUT', 0n);
    await t.app.db
      .update(walletTransfers)
      .set({ vendorResult: -800n })
      .where(eq(walletTransfers.id, row.id));
    // One that crashed before it learnt anything is closed with nothing booked.
    const p2 = await newPlayer(t.app);
    const empty = await crashedRow(p2.id, 'KY', 'OUT', 0n);
    later();
    await Promise.all([reconcileUnknown(deps()), reconcileUnknown(deps())]);
    await reconcileUnknown(deps());
    expect(await statusOf(row.id)).toBe('SUCCESS');
    expect(await statusOf(empty.id)).toBe('FAILED');
    const wallet = await walletOf(t.app, p.cookie);
    expect(wallet).toMatchObject({ main: '0', held: '0', total: '0' });
    expect(vendorAmount(wallet, 'KY')).toBe('0');
  });

  it('a crash after the vendor applied: settled, mirrored at the vendor', async () => {
    const p = await newPlayer(t.app, 1000n);
    const row = await crashedRow(p.id, 'RTG', 'IN', 700n);
    await t.app.ledger.post(walletTransferPosting(row, 'hold'));
    const adapter = httpVendorTransferAdapter(t.app);
    const player = playerOf(t.app, p.id);
    expect(
      await adapter.deposit({ vendor: 'RTG', player, txId: row.vendorTxId, amount: 700n }),
    ).toBe('SUCCESS');
    later();
    await Promise.all([reconcileUnknown(deps()), reconcileUnknown(deps())]);
    expect(await statusOf(row.id)).toBe('SUCCESS');
    const wallet = await walletOf(t.app, p.cookie);
    expect(wallet).toMatchObject({ main: '300', held: '0' });
    expect(vendorAmount(wallet, 'RTG')).toBe('700');
    expect(await adapter.balance({ vendor: 'RTG', player })).toBe(700n);
  });

  it('a crash between the decision and its posting is repaired once, however many passes run', async () => {
    const p = await newPlayer(t.app, 1000n);
    const row = await crashedRow(p.id, 'WD', 'IN', 400n);
    await t.app.ledger.post(walletTransferPosting(row, 'hold'));
    const player = playerOf(t.app, p.id);
    await httpVendorTransferAdapter(t.app).deposit({
      vendor: 'WD',
      player,
      txId: row.vendorTxId,
      amount: 400n,
    });
    await t.app.db
      .update(walletTransfers)
      .set({ status: 'SUCCESS' })
      .where(eq(walletTransfers.id, row.id));
    expect((await walletOf(t.app, p.cookie)).held).toBe('400');
    expect(await reconcilePending(deps())).toBe(true);
    // Two passes at once both find it; only the one whose posting lands counts it.
    const [first, second] = await Promise.all([reconcileUnknown(deps()), reconcileUnknown(deps())]);
    expect(first.settled + second.settled).toBe(1);
    expect((await reconcileUnknown(deps())).settled).toBe(0);
    const wallet = await walletOf(t.app, p.cookie);
    expect(wallet).toMatchObject({ main: '600', held: '0' });
    expect(vendorAmount(wallet, 'WD')).toBe('400');
  });

  it('a status check without an answer leaves the money held and counts the attempt', async () => {
    const p = await newPlayer(t.app, 1000n);
    const row = await crashedRow(p.id, 'XY', 'IN', 250n);
    await t.app.ledger.post(walletTransferPosting(row, 'hold'));
    await t.app.db
      .update(walletTransfers)
      .set({ status: 'UNKNOWN' })
      .where(eq(walletTransfers.id, row.id));
    expect(await reconcilePending(deps())).toBe(true);
    const broken = {
      app: t.app,
      adapter: { ...httpVendorTransferAdapter(t.app), status: async () => 'UNKNOWN' as const },
    };
    await reconcileUnknown(broken);
    await reconcileUnknown(broken);
    const [after] = await t.app.db
      .select()
      .from(walletTransfers)
      .where(eq(walletTransfers.id, row.id));
    expect(after).toMatchObject({ status: 'UNKNOWN', attempts: 2 });
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '750', held: '250' });
    // The vendor answers NOT_FOUND, but the request could still arrive late: kept held.
    await reconcileUnknown(deps());
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '750', held: '250' });
    expect(await statusOf(row.id)).toBe('UNKNOWN');
    // Past the grace period, NOT_FOUND (it never applied it) releases.
    later();
    await reconcileUnknown(deps());
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '1000', held: '0' });
  });
});

describe('the scheduled status check', () => {
  it('runs on its own every moneyJobsIntervalSeconds', async () => {
    // The scheduler ticks by hand (decision 032): what each period's timer does.
    const timed = await createTestApp({ moneyJobsIntervalSeconds: 1 }, { jobs: { timers: false } });
    try {
      await timed.app.listen({ port: 0, host: '127.0.0.1' });
      const p = await newPlayer(timed.app, 1000n);
      await planTransferFault(timed.app, { kind: 'error-after-apply' });
      const res = await call(timed.app, p.cookie, 'POST', '/wps/relay/GCS_walletTransfer', {
        from: 'MAIN',
        to: 'AG',
        amount: '300',
        requestId: requestId(),
      });
      expect(res.json().value.transfers[0].status).toBe('UNKNOWN');
      const id = res.json().value.transfers[0].id;
      expect(await timed.app.jobs.tick()).toContain('transfer-status-check');
      const [row] = await timed.app.db
        .select({ status: walletTransfers.status })
        .from(walletTransfers)
        .where(eq(walletTransfers.id, id));
      expect(row?.status).toBe('SUCCESS');
      expect(await walletOf(timed.app, p.cookie)).toMatchObject({ main: '700', held: '0' });
    } finally {
      await timed.close();
    }
  });
});
