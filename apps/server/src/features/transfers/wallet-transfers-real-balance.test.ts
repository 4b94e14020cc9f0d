import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import {
  call,
  clearTransferFaults,
  newPlayer,
  type Player,
  planBalanceFault,
  planTransferFault,
  playAtVendor,
  requestId,
  vendorAmount,
  walletOf,
} from './transfers-test-kit.ts';
import { playerOf } from './vendor-balances.ts';
import { httpVendorTransferAdapter, vendorTransferSettings } from './vendor-transfer-adapter.ts';

/**
 * Decision 027 (issue 11): a transfer-mode vendor wallet is what the VENDOR holds, winnings
 * included, not a mirror of what we sent. Transfers out, "all to main" and the balances shown
 * use the vendor's balance call; the difference is booked as the player's game result there.
 */
const TRANSFER = '/wps/relay/GCS_walletTransfer';
const ALL = '/wps/relay/GCS_walletTransferAll';
const BALANCES = '/wps/relay/GCS_vendorBalances';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  vendorTransferSettings.timeoutMs = 20_000;
  vendorTransferSettings.balanceTimeoutMs = 20_000;
});
afterEach(async () => {
  await clearTransferFaults(t.app);
});
afterAll(async () => {
  const report = await reconcileLedger(t.app.db, { money: true });
  await t.close();
  expect(report.ok).toBe(true);
});

function move(p: Player, from: string, to: string, amount: bigint, id = requestId()) {
  return call(t.app, p.cookie, 'POST', TRANSFER, {
    from,
    to,
    amount: amount.toString(),
    requestId: id,
  });
}

function allToMain(p: Player, vendor?: string, id = requestId()) {
  return call(t.app, p.cookie, 'POST', ALL, { requestId: id, ...(vendor && { vendor }) });
}

async function shown(p: Player): Promise<{ vendor: string; amount: string; stale: boolean }[]> {
  const res = await call(t.app, p.cookie, 'GET', BALANCES);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

async function atVendor(p: Player, code: string): Promise<bigint | null> {
  return httpVendorTransferAdapter(t.app).balance({ vendor: code, player: playerOf(t.app, p.id) });
}

/** The game-result postings of a member: (kind, BETS leg) in order. */
async function resultPostings(p: Player): Promise<string[]> {
  const res = (await t.app.db.execute(sql`
    select e.amount::text as amount from ledger_transfers t
      join ledger_entries e on e.transfer_id = t.id
      join ledger_accounts a on a.id = e.account_id
     where t.kind = 'TRANSFER_VENDOR_RESULT' and a.kind = 'MEMBER_VENDOR' and a.member_id = ${p.id}
     order by t.id`)) as unknown as { rows: { amount: string }[] };
  return res.rows.map((r) => r.amount);
}

describe('winnings at a transfer-mode vendor', () => {
  it('the issue: RM 50 in, 78 after winning; the balance shows 78 and all 78 come back', async () => {
    const p = await newPlayer(t.app, 10_000n);
    expect((await move(p, 'MAIN', 'IBC', 5000n)).json().value.transfers[0].status).toBe('SUCCESS');
    expect(await playAtVendor(t.app, p.id, 'IBC', 2000n, 4800n)).toBe(7800n);

    expect(await shown(p)).toEqual([{ vendor: 'IBC', amount: '7800', stale: false }]);

    const res = await allToMain(p);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.transfers).toMatchObject([
      { vendor: 'IBC', direction: 'OUT', amount: '7800', status: 'SUCCESS', gameResult: '2800' },
    ]);
    const wallet = res.json().value.balance;
    expect(wallet).toMatchObject({ main: '12800', held: '0', total: '12800' });
    expect(vendorAmount(wallet, 'IBC')).toBe('0');
    expect(await atVendor(p, 'IBC')).toBe(0n);
    // The win is booked from the house's BETS account to the vendor wallet, once.
    expect(await resultPostings(p)).toEqual(['2800']);
    expect(await shown(p)).toEqual([{ vendor: 'IBC', amount: '0', stale: false }]);
  });

  it('a transfer out of more than was sent, up to the vendor balance, is made', async () => {
    const p = await newPlayer(t.app, 5000n);
    await move(p, 'MAIN', 'AG', 5000n);
    await playAtVendor(t.app, p.id, 'AG', 1000n, 3000n);
    const out = await move(p, 'AG', 'MAIN', 6000n);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().value.transfers[0]).toMatchObject({ status: 'SUCCESS', gameResult: '2000' });
    expect(out.json().value.balance).toMatchObject({ main: '6000', held: '0' });
    // Our books now agree with the vendor: 1000 left there.
    expect(vendorAmount(out.json().value.balance, 'AG')).toBe('1000');
    expect(await atVendor(p, 'AG')).toBe(1000n);
    // More than the vendor holds is refused before anything is held.
    const over = await move(p, 'AG', 'MAIN', 1001n);
    expect(over.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '6000', held: '0' });
  });

  it('a loss there: all to main brings back what the vendor holds and books the loss', async () => {
    const p = await newPlayer(t.app, 5000n);
    await move(p, 'MAIN', 'OG', 5000n);
    await playAtVendor(t.app, p.id, 'OG', 2000n, 0n);
    expect(await shown(p)).toEqual([{ vendor: 'OG', amount: '3000', stale: false }]);
    const res = await allToMain(p);
    expect(res.json().value.transfers).toMatchObject([
      { vendor: 'OG', amount: '3000', status: 'SUCCESS', gameResult: '-2000' },
    ]);
    const wallet = res.json().value.balance;
    expect(wallet).toMatchObject({ main: '3000', held: '0', total: '3000' });
    expect(vendorAmount(wallet, 'OG')).toBe('0');
  });

  it('leaving a game: all to main of one vendor leaves the others', async () => {
    const p = await newPlayer(t.app, 6000n);
    await move(p, 'MAIN', 'KY', 3000n);
    await move(p, 'MAIN', 'SV3', 3000n);
    await playAtVendor(t.app, p.id, 'KY', 1000n, 1500n);
    const res = await allToMain(p, 'KY');
    expect(res.json().value.transfers).toMatchObject([
      { vendor: 'KY', amount: '3500', gameResult: '500', status: 'SUCCESS' },
    ]);
    expect(await shown(p)).toEqual([
      { vendor: 'KY', amount: '0', stale: false },
      { vendor: 'SV3', amount: '3000', stale: false },
    ]);
  });
});

describe('a vendor that does not answer its balance call', () => {
  it('shows the last known amount marked stale, and still moves that amount', async () => {
    const p = await newPlayer(t.app, 5000n);
    await move(p, 'MAIN', 'WD', 5000n);
    await playAtVendor(t.app, p.id, 'WD', 1000n, 3000n);
    await planBalanceFault(t.app, { kind: 'error' });
    expect(await shown(p)).toEqual([{ vendor: 'WD', amount: '5000', stale: true }]);

    await planBalanceFault(t.app, { kind: 'error' });
    const out = await move(p, 'WD', 'MAIN', 5000n);
    expect(out.json().value.transfers[0]).toMatchObject({ status: 'SUCCESS', gameResult: '0' });
    // The winnings are still there, and the next answer shows and brings them.
    expect(await shown(p)).toEqual([{ vendor: 'WD', amount: '2000', stale: false }]);
    const all = await allToMain(p);
    expect(all.json().value.transfers).toMatchObject([{ amount: '2000', gameResult: '2000' }]);
    expect(all.json().value.balance).toMatchObject({ main: '7000', held: '0', total: '7000' });
  });
});

describe('one open transfer per vendor wallet', () => {
  it('a transfer while another of the same wallet is unknown is refused and moves nothing', async () => {
    const p = await newPlayer(t.app, 10_000n);
    await planTransferFault(t.app, { kind: 'error-after-apply' });
    const first = await move(p, 'MAIN', 'BBIN', 4000n);
    expect(first.json().value.transfers[0].status).toBe('UNKNOWN');
    const second = await move(p, 'MAIN', 'BBIN', 1000n);
    expect(second.json().code).toBe('INVALID_STATE');
    // All to main leaves the unsettled wallet alone instead of guessing its balance.
    const all = await allToMain(p);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().value.transfers).toEqual([]);
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '6000', held: '4000' });
    const check = await t.app.inject({
      method: 'POST',
      url: '/ops/payments/wallet-transfers/reconcile',
      headers: operatorHeaders(),
    });
    expect(check.json().value.settled).toBe(1);
    expect((await allToMain(p)).json().value.balance).toMatchObject({ main: '10000', held: '0' });
  });

  it('concurrent transfers out of a wallet with winnings book the result once', async () => {
    const p = await newPlayer(t.app, 5000n);
    await move(p, 'MAIN', 'XY', 5000n);
    await playAtVendor(t.app, p.id, 'XY', 1000n, 4000n);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => move(p, 'XY', 'MAIN', 8000n)),
    );
    const outcomes = results.map((r) => r.json().value?.transfers[0].status ?? r.json().code);
    expect(outcomes.filter((o) => o === 'SUCCESS')).toHaveLength(1);
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '8000', held: '0' });
    expect(await resultPostings(p)).toEqual(['3000']);
    expect(await atVendor(p, 'XY')).toBe(0n);
  });
});

describe('a wallet lost at the vendor (books above the vendor, nothing to move)', () => {
  it('all to main books the loss without a transfer; the wallet total drops to main', async () => {
    const p = await newPlayer(t.app, 8000n);
    await move(p, 'MAIN', 'IBC', 5000n);
    await playAtVendor(t.app, p.id, 'IBC', 5000n, 0n);
    // Our books still hold the 50 we sent; the vendor holds nothing.
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '3000', total: '8000' });
    expect(await shown(p)).toEqual([{ vendor: 'IBC', amount: '0', stale: false }]);

    const id = requestId();
    const res = await allToMain(p, undefined, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.transfers).toMatchObject([
      { vendor: 'IBC', direction: 'OUT', amount: '0', status: 'SUCCESS', gameResult: '-5000' },
    ]);
    expect(res.json().value.balance).toMatchObject({ main: '3000', held: '0', total: '3000' });
    expect(vendorAmount(res.json().value.balance, 'IBC')).toBe('0');
    expect(await resultPostings(p)).toEqual(['-5000']);

    // The same request again, and a new one: the loss is booked once.
    const again = await allToMain(p, undefined, id);
    expect(again.json().value.transfers).toMatchObject([{ amount: '0', gameResult: '-5000' }]);
    expect((await allToMain(p)).json().value.transfers).toEqual([]);
    expect(await resultPostings(p)).toEqual(['-5000']);
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '3000', total: '3000' });
  });

  it('all to main of the one vendor being left books its loss too', async () => {
    const p = await newPlayer(t.app, 6000n);
    await move(p, 'MAIN', 'KY', 3000n);
    await move(p, 'MAIN', 'AG', 3000n);
    await playAtVendor(t.app, p.id, 'KY', 3000n, 0n);
    const res = await allToMain(p, 'KY');
    expect(res.json().value.transfers).toMatchObject([
      { vendor: 'KY', amount: '0', gameResult: '-3000', status: 'SUCCESS' },
    ]);
    expect(res.json().value.balance).toMatchObject({ main: '0', total: '3000' });
    expect(vendorAmount(res.json().value.balance, 'AG')).toBe('3000');
  });

  it('a transfer out refused as more than the vendor holds books the loss it learnt', async () => {
    const p = await newPlayer(t.app, 5000n);
    await move(p, 'MAIN', 'OG', 5000n);
    await playAtVendor(t.app, p.id, 'OG', 3000n, 0n);
    const over = await move(p, 'OG', 'MAIN', 5000n);
    expect(over.json().code).toBe('INSUFFICIENT_FUNDS');
    const wallet = await walletOf(t.app, p.cookie);
    expect(wallet).toMatchObject({ main: '0', held: '0', total: '2000' });
    expect(vendorAmount(wallet, 'OG')).toBe('2000');
    expect(await resultPostings(p)).toEqual(['-3000']);
    // What is left moves with no further result.
    const out = await move(p, 'OG', 'MAIN', 2000n);
    expect(out.json().value.transfers[0]).toMatchObject({ status: 'SUCCESS', gameResult: '0' });
    expect(await resultPostings(p)).toEqual(['-3000']);
  });

  it('concurrent all to main requests book the loss once', async () => {
    const p = await newPlayer(t.app, 5000n);
    await move(p, 'MAIN', 'SV3', 5000n);
    await playAtVendor(t.app, p.id, 'SV3', 5000n, 0n);
    const results = await Promise.all(Array.from({ length: 4 }, () => allToMain(p)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(await resultPostings(p)).toEqual(['-5000']);
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '0', held: '0', total: '0' });
  });

  it('never while a transfer of that wallet is open: nothing is booked', async () => {
    const p = await newPlayer(t.app, 5000n);
    await move(p, 'MAIN', 'BBIN', 3000n);
    await playAtVendor(t.app, p.id, 'BBIN', 3000n, 0n);
    // An IN the vendor never applied, without an answer: open (UNKNOWN) until the status check.
    await planTransferFault(t.app, { kind: 'error-before-apply' });
    const open = await move(p, 'MAIN', 'BBIN', 1000n);
    expect(open.json().value.transfers[0].status).toBe('UNKNOWN');
    const all = await allToMain(p);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().value.transfers).toEqual([]);
    expect(await resultPostings(p)).toEqual([]);
    expect(await walletOf(t.app, p.cookie)).toMatchObject({ main: '1000', held: '1000' });
  });
});
