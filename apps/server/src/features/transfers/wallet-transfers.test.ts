import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../db/schema/catalogue.ts';
import { trialCookie } from '../../test/accounts.ts';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brandIdOf, house, move, vendor } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import {
  call,
  clearTransferFaults,
  newPlayer,
  type Player,
  planBalanceFault,
  planTransferFault,
  requestId,
  vendorAmount,
  walletOf,
} from './transfers-test-kit.ts';
import { httpVendorTransferAdapter, vendorTransferSettings } from './vendor-transfer-adapter.ts';
import { PENDING_GRACE_MS } from './wallet-transfers.reconcile.ts';
import { playerOf } from './wallet-transfers.service.ts';

const TRANSFER = '/wps/relay/GCS_walletTransfer';
const RECONCILE = '/ops/payments/wallet-transfers/reconcile';

let t: TestApp;
/** The app's clock: moved past the status check's grace period instead of waiting. */
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await createTestApp(
    { operatorApiToken: OPERATOR_TOKEN },
    { now: () => new Date(Date.now() + clockOffsetMs) },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // A slow shared machine must not turn ordinary calls into timeouts.
  vendorTransferSettings.timeoutMs = 20_000;
});
afterEach(async () => {
  await clearTransferFaults(t.app);
  vendorTransferSettings.timeoutMs = 20_000;
});
afterAll(async () => {
  const report = await reconcileLedger(t.app.db, { money: true });
  await t.close();
  expect(report.ok).toBe(true);
});

async function walletTransfer(
  p: Player,
  from: string,
  to: string,
  amount: string,
  id = requestId(),
) {
  return call(t.app, p.cookie, 'POST', TRANSFER, { from, to, amount, requestId: id });
}

async function reconcile(): Promise<{ checked: number; settled: number }> {
  const res = await t.app.inject({ method: 'POST', url: RECONCILE, headers: operatorHeaders() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

/** What the sandbox vendor itself holds for the player. */
async function atVendor(p: Player, code: string): Promise<bigint | null> {
  return httpVendorTransferAdapter(t.app).balance({ vendor: code, player: playerOf(t.app, p.id) });
}

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  let ok = await check();
  for (let i = 0; i < 400 && !ok; i++) {
    await new Promise((r) => setTimeout(r, 50));
    ok = await check();
  }
  expect(ok).toBe(true);
}

describe('GCS_walletTransfer', () => {
  it('moves main -> vendor and back, mirrored at the vendor', async () => {
    const p = await newPlayer(t.app, 10_000n);
    const res = await walletTransfer(p, 'MAIN', 'AG', '4000');
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.transfers).toMatchObject([
      { vendor: 'AG', direction: 'IN', amount: '4000', status: 'SUCCESS' },
    ]);
    expect(value.balance).toMatchObject({ main: '6000', held: '0', total: '10000' });
    expect(vendorAmount(value.balance, 'AG')).toBe('4000');
    expect(await atVendor(p, 'AG')).toBe(4000n);

    const out = await walletTransfer(p, 'AG', 'MAIN', '1500');
    expect(out.json().value.transfers[0]).toMatchObject({ direction: 'OUT', status: 'SUCCESS' });
    expect(out.json().value.balance).toMatchObject({ main: '7500', held: '0' });
    expect(await atVendor(p, 'AG')).toBe(2500n);
  });

  it('refuses seamless and unknown vendors, and main to main', async () => {
    const p = await newPlayer(t.app, 1000n);
    for (const [from, to] of [
      ['MAIN', 'PT'],
      ['MAIN', 'NOPE'],
      ['PT', 'MAIN'],
      ['MAIN', 'MAIN'],
    ]) {
      const res = await walletTransfer(p, from as string, to as string, '100');
      expect(res.json().code, `${from}->${to}`).toBe('VALIDATION_FAILED');
    }
    expect((await walletOf(t.app, p.cookie)).main).toBe('1000');
  });

  it('refuses more than the main wallet holds, leaving nothing held', async () => {
    const p = await newPlayer(t.app, 1000n);
    const id = requestId();
    const res = await walletTransfer(p, 'MAIN', 'AG', '1001', id);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await walletTransfer(p, 'MAIN', 'AG', '1001', id)).json().code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '1000', held: '0' });
    const list = await call(t.app, p.cookie, 'GET', '/wps/relay/GCS_walletTransfers');
    expect(list.json().value.map((x: { status: string }) => x.status)).toEqual(['FAILED']);
  });

  it('a replayed request id makes one transfer; other content is a conflict', async () => {
    const p = await newPlayer(t.app, 5000n);
    const id = requestId();
    const [a, b] = await Promise.all([
      walletTransfer(p, 'MAIN', 'RTG', '1000', id),
      walletTransfer(p, 'MAIN', 'RTG', '1000', id),
    ]);
    const again = await walletTransfer(p, 'MAIN', 'RTG', '1000', id);
    expect(again.json().value.transfers[0].id).toBe(a.json().value.transfers[0].id);
    expect(b.json().value.transfers[0].id).toBe(a.json().value.transfers[0].id);
    expect(again.json().value.transfers[0].status).toBe('SUCCESS');
    expect((await walletTransfer(p, 'MAIN', 'RTG', '999', id)).json().code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect((await walletOf(t.app, p.cookie)).main).toBe('4000');
    expect(await atVendor(p, 'RTG')).toBe(1000n);
  });

  it('a vendor refusal releases the hold back to the source', async () => {
    const p = await newPlayer(t.app, 0n);
    // Our ledger says 500 is at the vendor, the vendor holds nothing; its balance call does
    // not answer, so the known 500 is tried (decision 027) and the vendor refuses the OUT.
    const brand = await brandIdOf(t.app.db);
    await t.app.ledger.post(
      move(brand, `skew-${p.id}`, 'TEST', house('PAYMENTS'), vendor(p.id, 'AG'), 500n),
    );
    await planBalanceFault(t.app, { kind: 'error' });
    const res = await walletTransfer(p, 'AG', 'MAIN', '500');
    expect(res.json().value.transfers[0]).toMatchObject({ direction: 'OUT', status: 'FAILED' });
    expect(res.json().value.balance).toMatchObject({ main: '0', held: '0' });
    expect(vendorAmount(res.json().value.balance, 'AG')).toBe('500');
    // When the vendor answers, what it holds decides: nothing to move, nothing held.
    expect((await walletTransfer(p, 'AG', 'MAIN', '500')).json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '0', held: '0' });
  });

  it('a duplicate delivery at the vendor moves the money once', async () => {
    const p = await newPlayer(t.app, 3000n);
    await planTransferFault(t.app, { kind: 'duplicate' });
    const res = await walletTransfer(p, 'MAIN', 'KY', '3000');
    expect(res.json().value.transfers[0].status).toBe('SUCCESS');
    expect(await atVendor(p, 'KY')).toBe(3000n);
  });
});

describe('concurrency and availability', () => {
  it('concurrent transfers never take more than the main wallet holds', async () => {
    const p = await newPlayer(t.app, 5000n);
    // Six wallets at once (one wallet takes one open transfer at a time: decision 027).
    const wallets = ['SV3', 'AG', 'RTG', 'WD', 'OG', 'KY'];
    const results = await Promise.all(
      wallets.map((code) => walletTransfer(p, 'MAIN', code, '2000')),
    );
    const codes = results.map((r) => r.json().value?.transfers[0].status ?? r.json().code);
    expect(codes.filter((c) => c === 'SUCCESS')).toHaveLength(2);
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS')).toHaveLength(4);
    const wallet = await walletOf(t.app, p.cookie);
    expect(wallet).toMatchObject({ main: '1000', held: '0' });
    let atVendors = 0n;
    for (const code of wallets) atVendors += (await atVendor(p, code)) ?? 0n;
    expect(atVendors).toBe(4000n);
  });

  it('answers SERVICE_UNAVAILABLE without a configured vendor, holding nothing', async () => {
    const bare = await createTestApp({ transferVendor: null });
    try {
      const p = await newPlayer(bare.app, 1000n);
      const res = await call(bare.app, p.cookie, 'POST', TRANSFER, {
        from: 'MAIN',
        to: 'AG',
        amount: '100',
        requestId: requestId(),
      });
      expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
      expect(await walletOf(bare.app, p.cookie)).toMatchObject({ main: '1000', held: '0' });
    } finally {
      await bare.close();
    }
  });

  it('sends no new money to a vendor under maintenance', async () => {
    const p = await newPlayer(t.app, 5000n);
    await t.app.db.update(vendors).set({ maintenance: true }).where(eq(vendors.code, 'WGB'));
    try {
      const res = await walletTransfer(p, 'MAIN', 'WGB', '1000');
      expect(res.json().code).toBe('VENDOR_UNAVAILABLE');
    } finally {
      await t.app.db.update(vendors).set({ maintenance: false }).where(eq(vendors.code, 'WGB'));
    }
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '5000', held: '0' });
  });
});

describe('unknown outcomes and the status check', () => {
  it('a timeout stays UNKNOWN and held, then settles once however often the check runs', async () => {
    const p = await newPlayer(t.app, 10_000n);
    vendorTransferSettings.timeoutMs = 1000;
    await planTransferFault(t.app, { kind: 'timeout', delayMs: 3000 });
    const res = await walletTransfer(p, 'MAIN', 'AG', '2500');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.transfers[0].status).toBe('UNKNOWN');
    expect(res.json().value.balance).toMatchObject({ main: '7500', held: '2500' });
    // The vendor applied it although our call timed out: wait until its wallet shows it.
    await waitFor(async () => (await atVendor(p, 'AG')) === 2500n);

    const [first, second] = await Promise.all([reconcile(), reconcile()]);
    expect(first.settled + second.settled).toBe(1);
    expect((await reconcile()).settled).toBe(0);
    const wallet = await walletOf(t.app, p.cookie);
    expect(wallet).toMatchObject({ main: '7500', held: '0' });
    expect(vendorAmount(wallet, 'AG')).toBe('2500');
    expect(await atVendor(p, 'AG')).toBe(2500n);
  });

  it('an error after the vendor applied settles as a success: not lost, not doubled', async () => {
    const p = await newPlayer(t.app, 5000n);
    await planTransferFault(t.app, { kind: 'error-after-apply' });
    const res = await walletTransfer(p, 'MAIN', 'OG', '5000');
    expect(res.json().value.transfers[0].status).toBe('UNKNOWN');
    expect(res.json().value.balance).toMatchObject({ main: '0', held: '5000' });
    await reconcile();
    await reconcile();
    const list = await call(t.app, p.cookie, 'GET', '/wps/relay/GCS_walletTransfers');
    expect(list.json().value[0]).toMatchObject({ status: 'SUCCESS', amount: '5000' });
    const wallet = await walletOf(t.app, p.cookie);
    expect(wallet).toMatchObject({ main: '0', held: '0', total: '5000' });
    expect(await atVendor(p, 'OG')).toBe(5000n);
  });

  it('an error before the vendor applied is NOT_FOUND there and is released', async () => {
    const p = await newPlayer(t.app, 5000n);
    await planTransferFault(t.app, { kind: 'error-before-apply' });
    const res = await walletTransfer(p, 'MAIN', 'OG', '2000');
    expect(res.json().value.transfers[0].status).toBe('UNKNOWN');
    expect(res.json().value.balance).toMatchObject({ main: '3000', held: '2000' });
    // Within the grace period the request could still reach the vendor: NOT_FOUND waits.
    await reconcile();
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '3000', held: '2000' });
    clockOffsetMs += PENDING_GRACE_MS + 1000;
    await Promise.all([reconcile(), reconcile()]);
    await reconcile();
    expect(await walletOf(t.app, p.cookie)).toMatchObject({
      main: '5000',
      held: '0',
      total: '5000',
    });
    expect(await atVendor(p, 'OG')).toBe(0n);
  });

  it('an unknown OUT the vendor refused is released back to the vendor wallet', async () => {
    const p = await newPlayer(t.app, 1000n);
    await walletTransfer(p, 'MAIN', 'IBC', '1000');
    const brand = await brandIdOf(t.app.db);
    await t.app.ledger.post(
      move(brand, `skew2-${p.id}`, 'TEST', house('PAYMENTS'), vendor(p.id, 'IBC'), 700n),
    );
    // The vendor's balance call does not answer: the known 1700 is tried (decision 027).
    await planBalanceFault(t.app, { kind: 'error' });
    await planTransferFault(t.app, { kind: 'error-after-apply' });
    const res = await walletTransfer(p, 'IBC', 'MAIN', '1700');
    expect(res.json().value.transfers[0].status).toBe('UNKNOWN');
    await reconcile();
    const wallet = await walletOf(t.app, p.cookie);
    expect(wallet).toMatchObject({ main: '0', held: '0' });
    expect(vendorAmount(wallet, 'IBC')).toBe('1700');
    const list = await call(t.app, p.cookie, 'GET', '/wps/relay/GCS_walletTransfers');
    expect(list.json().value[0]).toMatchObject({ status: 'FAILED', direction: 'OUT' });
  });
});

describe('all to main, merchant wallets, consolidated funds', () => {
  it('brings every vendor wallet home; a retry makes nothing new', async () => {
    const p = await newPlayer(t.app, 9000n);
    await walletTransfer(p, 'MAIN', 'AG', '2000');
    await walletTransfer(p, 'MAIN', 'BBIN', '3000');
    const id = requestId();
    const res = await call(t.app, p.cookie, 'POST', '/wps/relay/GCS_walletTransferAll', {
      requestId: id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(
      value.transfers
        .map((x: { vendor: string; status: string }) => `${x.vendor}:${x.status}`)
        .sort(),
    ).toEqual(['AG:SUCCESS', 'BBIN:SUCCESS']);
    expect(value.balance).toMatchObject({
      main: '9000',
      held: '0',
      vendors: [
        { vendor: 'AG', amount: '0' },
        { vendor: 'BBIN', amount: '0' },
      ],
    });
    const again = await call(t.app, p.cookie, 'POST', '/wps/relay/GCS_walletTransferAll', {
      requestId: id,
    });
    expect(again.json().value.transfers.map((x: { id: number }) => x.id)).toEqual(
      value.transfers.map((x: { id: number }) => x.id),
    );
    expect(await atVendor(p, 'AG')).toBe(0n);
    expect(await atVendor(p, 'BBIN')).toBe(0n);
  });

  it('lists the main wallet and the transfer-mode vendors only', async () => {
    const res = await t.app.inject({ url: '/wps/relay/MCSFE_merchantWallet' });
    const value = res.json().value;
    expect(value.isSingle).toBe(false);
    expect(value.wallets[0]).toMatchObject({ code: 'MAIN', walletMode: 'MAIN' });
    const codes = value.wallets.map((w: { code: string }) => w.code);
    expect(codes).toContain('AG');
    expect(codes).not.toContain('PT');
    expect(value.wallets.find((w: { code: string }) => w.code === 'AG').gameTypes).toEqual(
      expect.arrayContaining(['LIVE', 'RNG', 'FISH']),
    );
    const single = await t.app.inject({ url: '/wps/relay/MCSFE_merchantWallet?isSingle=1' });
    expect(single.json().value).toMatchObject({ isSingle: true, wallets: [{ code: 'MAIN' }] });
  });

  it('answers the consolidated funds with the contract flags off', async () => {
    const p = await newPlayer(t.app, 1234n);
    const res = await call(t.app, p.cookie, 'GET', '/wps/member/info/funds/consolidated');
    expect(res.json().value).toMatchObject({
      balance: { main: '1234' },
      dailysalreqtype: '0',
      divtypereq: '0',
      contracthoursalreq: '0',
      realtimesalreqtype: '0',
    });
  });

  it('refuses a trial account', async () => {
    const p = { id: 0, account: '', cookie: await trialCookie(t.app) };
    expect((await walletTransfer(p, 'MAIN', 'AG', '100')).json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('leaves no open transfer behind', async () => {
    expect(await reconcile()).toMatchObject({ checked: 0 });
  });
});
