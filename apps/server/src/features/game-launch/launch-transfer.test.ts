import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brand.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { invalidateBrandCache } from '../brand/brand.service.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import {
  call,
  clearTransferFaults,
  newPlayer,
  planBalanceFault,
  requestId,
  walletOf,
} from '../transfers/transfers-test-kit.ts';
import { vendorTransferSettings } from '../transfers/vendor-transfer-adapter.ts';

// Decision 027 (issue 11): a transfer-mode game launched with an empty vendor wallet no longer
// opens on 0 and "insufficient balance": the brand moves money there (AUTO) or the launch tells
// the web to ask (PROMPT, amount prefilled), and whether leaving brings it back.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  vendorTransferSettings.timeoutMs = 20_000;
  vendorTransferSettings.balanceTimeoutMs = 20_000;
});
afterEach(async () => {
  await clearTransferFaults(t.app);
  await setBrand({ transferOnLaunch: 'PROMPT', transferLaunchAmount: null });
});
afterAll(async () => {
  const report = await reconcileLedger(t.app.db, { money: true });
  await t.close();
  expect(report.ok).toBe(true);
});

async function setBrand(changes: Partial<typeof brands.$inferInsert>): Promise<void> {
  await t.app.db.update(brands).set(changes).where(eq(brands.code, 'NOVA88'));
  invalidateBrandCache(t.app.db);
}

async function launch(cookie: string, vassalage: string) {
  const res = await call(t.app, cookie, 'POST', '/wps/game/launchGame', {
    vassalage,
    gameType: 'RNG',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

/** The balance the vendor's game page shows once the browser follows the launch ticket. */
async function pageBalance(url: string): Promise<string | undefined> {
  const enter = await t.app.inject({ url });
  const res = await fetch(`${enter.headers.location}/api/state`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await res.json()) as { balance?: string }).balance;
}

describe('launching a transfer-mode game', () => {
  it('PROMPT (the demo brand): asks with all of main prefilled, moves nothing', async () => {
    const p = await newPlayer(t.app, 5_000n);
    const result = await launch(p.cookie, 'AG');
    expect(result.transfer).toEqual({
      vendor: 'AG',
      action: 'PROMPT',
      amount: '5000',
      vendorBalance: '0',
      stale: false,
      mainBalance: '5000',
      backOnLeave: true,
    });
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '5000', held: '0' });
  });

  it('AUTO: the brand amount is in the vendor wallet before the game reads it, once', async () => {
    await setBrand({ transferOnLaunch: 'AUTO', transferLaunchAmount: 2_000n });
    const p = await newPlayer(t.app, 5_000n);
    const result = await launch(p.cookie, 'RTG');
    expect(result.transfer).toMatchObject({
      action: 'TRANSFERRED',
      transferStatus: 'SUCCESS',
      amount: '2000',
      vendorBalance: '2000',
      mainBalance: '3000',
    });
    expect(await pageBalance(result.url)).toBe('2000');
    // The wallet holds money now: the next launch moves nothing more.
    expect((await launch(p.cookie, 'RTG')).transfer).toMatchObject({
      action: 'NONE',
      vendorBalance: '2000',
    });
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '3000', held: '0' });
  });

  it('AUTO without a brand amount moves all of main; never more than main', async () => {
    await setBrand({ transferOnLaunch: 'AUTO', transferLaunchAmount: 1_000_000n });
    const p = await newPlayer(t.app, 4_200n);
    const result = await launch(p.cookie, 'AG');
    expect(result.transfer).toMatchObject({ action: 'TRANSFERRED', amount: '4200' });
    await setBrand({ transferOnLaunch: 'AUTO', transferLaunchAmount: null });
    const q = await newPlayer(t.app, 3_100n);
    expect((await launch(q.cookie, 'AG')).transfer).toMatchObject({
      action: 'TRANSFERRED',
      amount: '3100',
      mainBalance: '0',
    });
  });

  it('AUTO asks instead when the vendor does not say its wallet is empty', async () => {
    await setBrand({ transferOnLaunch: 'AUTO', transferLaunchAmount: null });
    const p = await newPlayer(t.app, 5_000n);
    await planBalanceFault(t.app, { kind: 'error' });
    expect((await launch(p.cookie, 'WD')).transfer).toMatchObject({
      action: 'PROMPT',
      stale: true,
    });
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '5000', held: '0' });
  });

  it('an empty main wallet, or a seamless vendor: nothing to move or ask', async () => {
    const p = await newPlayer(t.app, 0n);
    expect((await launch(p.cookie, 'AG')).transfer).toMatchObject({ action: 'NONE' });
    const q = await newPlayer(t.app, 1_000n);
    expect((await launch(q.cookie, 'PT')).transfer).toBeUndefined();
    // The prompt's answer is an ordinary transfer.
    const moved = await call(t.app, q.cookie, 'POST', '/wps/relay/GCS_walletTransfer', {
      from: 'MAIN',
      to: 'AG',
      amount: '1000',
      requestId: requestId(),
    });
    expect(moved.json().value.transfers[0].status).toBe('SUCCESS');
    expect((await launch(q.cookie, 'AG')).transfer).toMatchObject({
      action: 'NONE',
      vendorBalance: '1000',
    });
  });
});
