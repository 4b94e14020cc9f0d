import type { TransactionRecord, TransactionType } from '@nova/contracts/api/records';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedInMember, sessionCookie } from '../../test/accounts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { getBrand } from '../brand/brand.service.ts';
import type { AccountRef } from '../ledger/ledger.model.ts';
import { held, house, main, vendor } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { grantBonus } from '../withdrawals/bonus.service.ts';
import { dayIn, getRecords, ledgerPoster, postAt } from './records-test-kit.ts';

const TZ = 'Asia/Kuala_Lumpur';

const t = setUpTestApp();
const post = ledgerPoster(t, 'rec');

/** Today and yesterday in the brand's zone: a range that holds what was just posted. */
const recent = () => ({ from: dayIn(TZ, -1), to: dayIn(TZ) });

/**
 * One posting of every kind the product uses, with the metadata each feature writes
 * (withdrawals: reference; wallet transfers: vendor; vendor wallet: vendor, txId; bonus:
 * source, title; member transfer: from, to account names). Returns the member and its counterpart.
 */
async function everyKind() {
  const a = await loggedInMember(t.app);
  const b = await loggedInMember(t.app);
  const m = main(a.id);
  await post('DEPOSIT', house('PAYMENTS'), m, 100_000n, { depositId: 1, reference: 'D-0001' });
  await post('WITHDRAWAL_HOLD', m, held(a.id), 20_000n, { withdrawalId: 1, reference: 'W-1' });
  await post('WITHDRAWAL_PAY', held(a.id), house('PAYMENTS'), 20_000n, { reference: 'W-1' });
  await post('WITHDRAWAL_HOLD', m, held(a.id), 5_000n, { reference: 'W-2' });
  await post('WITHDRAWAL_RELEASE', held(a.id), m, 5_000n, { reference: 'W-2' });
  await post('WITHDRAWAL_REFUND', house('PAYMENTS'), m, 1_000n, { reference: 'W-1' });
  const ag = { vendor: 'AG', direction: 'IN', walletTransferId: 1 };
  await post('TRANSFER_HOLD', m, held(a.id), 10_000n, ag);
  await post('TRANSFER_IN', held(a.id), vendor(a.id, 'AG'), 10_000n, ag);
  await post('TRANSFER_HOLD', vendor(a.id, 'AG'), held(a.id), 4_000n, { vendor: 'AG' });
  await post('TRANSFER_OUT', held(a.id), m, 4_000n, { vendor: 'AG', direction: 'OUT' });
  await post('TRANSFER_HOLD', m, held(a.id), 3_000n, { vendor: 'PG' });
  await post('TRANSFER_RELEASE', held(a.id), m, 3_000n, { vendor: 'PG' });
  const between = { from: a.account, to: b.account, remark: '' };
  await post('MEMBER_TRANSFER', m, main(b.id), 2_000n, between);
  await post('BET', m, house('BETS'), 3_000n, { vendor: 'AG', txId: 'b1', roundId: 'r1' });
  await post('WIN', house('BETS'), m, 4_500n, { vendor: 'AG', txId: 'w1', roundId: 'r1' });
  const bonusKey = `bonus:k-${a.id}`;
  await post(
    'BONUS',
    house('BONUS'),
    m,
    1_500n,
    { source: 'PROMOTION', title: 'Welcome' },
    bonusKey,
  );
  await t.app.db.execute(sql`
    insert into turnover_requirements (brand_id, member_id, source_kind, source_ref, required)
    values (${t.brand}, ${a.id}, 'BONUS', ${bonusKey}, 15000)`);
  await post('BONUS', house('BONUS'), m, 500n, { source: 'REBATE' });
  await post('TEST_FIX', house('PAYMENTS'), m, 7n, { reference: 'fix-1' });
  return { a, b };
}

async function allPages(cookie: string, query: Record<string, string | number>) {
  const first = await getRecords(t.app, cookie, 'transactions', { ...query, pageNo: 1 });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const records: TransactionRecord[] = [...first.body.value.content];
  for (let page = 2; page <= first.body.value.totalPages; page++) {
    const next = await getRecords(t.app, cookie, 'transactions', { ...query, pageNo: page });
    expect(next.body.value.totals).toEqual(first.body.value.totals);
    records.push(...next.body.value.content);
  }
  return { first: first.body.value, records };
}

describe('GET /wps/member/records/transactions', () => {
  it('lists every MAIN-wallet entry newest first, typed, with references and totals', async () => {
    const { a, b } = await everyKind();
    const { first, records } = await allPages(a.cookie, { ...recent(), pageSize: 100 });
    const kinds = records.map((r) => r.kind);
    // WITHDRAWAL_PAY, TRANSFER_IN and the vendor-side hold do not touch MAIN.
    expect(kinds).toEqual([
      'TEST_FIX',
      'BONUS',
      'BONUS',
      'WIN',
      'BET',
      'MEMBER_TRANSFER',
      'TRANSFER_RELEASE',
      'TRANSFER_HOLD',
      'TRANSFER_OUT',
      'TRANSFER_HOLD',
      'WITHDRAWAL_REFUND',
      'WITHDRAWAL_RELEASE',
      'WITHDRAWAL_HOLD',
      'WITHDRAWAL_HOLD',
      'DEPOSIT',
    ]);
    const byKind = (kind: string) => records.find((r) => r.kind === kind);
    expect(byKind('DEPOSIT')).toMatchObject({
      type: 'DEPOSIT',
      amount: '100000',
      balanceAfter: '100000',
      reference: 'D-0001',
    });
    expect(byKind('WITHDRAWAL_REFUND')).toMatchObject({ type: 'WITHDRAWAL', reference: 'W-1' });
    expect(byKind('TRANSFER_OUT')).toMatchObject({ type: 'TRANSFER', reference: 'AG' });
    expect(byKind('MEMBER_TRANSFER')).toMatchObject({ amount: '-2000', reference: b.account });
    expect(byKind('BET')).toMatchObject({ type: 'BET', amount: '-3000', reference: 'AG b1' });
    expect(byKind('WIN')).toMatchObject({ type: 'WIN', amount: '4500', reference: 'AG w1' });
    expect(byKind('BONUS')).toMatchObject({ type: 'BONUS', reference: 'REBATE' });
    expect(byKind('TEST_FIX')).toMatchObject({ type: 'ADJUSTMENT', reference: 'fix-1' });
    for (const r of records) expect(Date.parse(r.time)).not.toBeNaN();
    // credit: 100000 + 5000 + 1000 + 4000 + 3000 + 4500 + 1500 + 500 + 7
    expect(first.totals).toEqual({ credit: '119507', debit: '43000', net: '76507' });
    const wallet = await t.app.ledger.balance(a.id);
    expect(first.totals.net).toBe(wallet.main.toString());
    expect(first.totalElements).toBe(15);
  });

  it('filters by type in SQL, totals over the filtered range only', async () => {
    const { a } = await everyKind();
    const expected: Record<TransactionType, [number, string]> = {
      DEPOSIT: [1, '100000'],
      WITHDRAWAL: [4, '-19000'],
      TRANSFER: [4, '-6000'],
      MEMBER_TRANSFER: [1, '-2000'],
      BET: [1, '-3000'],
      WIN: [1, '4500'],
      BONUS: [2, '2000'],
      COMMISSION: [0, '0'],
      ADJUSTMENT: [1, '7'],
    };
    for (const [type, [count, net]] of Object.entries(expected)) {
      const { first, records } = await allPages(a.cookie, { ...recent(), type, pageSize: 2 });
      expect(records.map((r) => r.type)).toEqual(Array(count).fill(type));
      expect([first.totalElements, first.totals.net]).toEqual([count, net]);
    }
  });

  it('pages: page 2, totalPages, totals equal the sum over all pages, past the end is empty', async () => {
    const { a } = await everyKind();
    const query = { ...recent(), pageSize: 4 };
    const { first, records } = await allPages(a.cookie, query);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 4, totalPages: 4, totalElements: 15 });
    expect(records).toHaveLength(15);
    expect(new Set(records.map((r) => r.id)).size).toBe(15);
    const ids = records.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const sum = (sign: 1n | -1n) =>
      records.map((r) => BigInt(r.amount)).reduce((s, v) => (v * sign > 0n ? s + v : s), 0n);
    expect(first.totals.credit).toBe(sum(1n).toString());
    expect(first.totals.debit).toBe((-sum(-1n)).toString());
    const page2 = await getRecords(t.app, a.cookie, 'transactions', { ...query, pageNo: 2 });
    expect(page2.body.value.content.map((r: TransactionRecord) => r.id)).toEqual(ids.slice(4, 8));
    const past = await getRecords(t.app, a.cookie, 'transactions', { ...query, pageNo: 9 });
    expect(past.body.value).toMatchObject({ content: [], totalElements: 15, totals: first.totals });
  });

  it("shows only the member's own entries; the counterpart sees its credit", async () => {
    const { a, b } = await everyKind();
    const { records } = await allPages(b.cookie, { ...recent(), pageSize: 100 });
    expect(records).toEqual([
      expect.objectContaining({ kind: 'MEMBER_TRANSFER', amount: '2000', reference: a.account }),
    ]);
    const profit = await getRecords(t.app, b.cookie, 'profit', recent());
    expect(profit.body.value.rows).toEqual([]);
    const bonus = await getRecords(t.app, b.cookie, 'bonus', recent());
    expect(bonus.body.value).toMatchObject({ content: [], total: '0' });
    const empty = await loggedInMember(t.app);
    const none = await getRecords(t.app, empty.cookie, 'transactions', recent());
    expect(none.body.value).toMatchObject({
      content: [],
      totalElements: 0,
      totalPages: 0,
      totals: { credit: '0', debit: '0', net: '0' },
    });
  });

  it('refuses invalid ranges with details; accepts 92 days', async () => {
    const m = await loggedInMember(t.app);
    const bad = [
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2026-01-01', to: '2026-04-03' },
      { from: '2026-02-30', to: '2026-03-01' },
    ];
    for (const range of bad)
      for (const path of ['transactions', 'profit', 'bonus'] as const) {
        const res = await getRecords(t.app, m.cookie, path, range);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    const tooLong = await getRecords(t.app, m.cookie, 'transactions', bad[1] as never);
    expect(tooLong.body.details).toEqual([expect.objectContaining({ path: 'to' })]);
    const ok = await getRecords(t.app, m.cookie, 'transactions', {
      from: '2026-01-01',
      to: '2026-04-02',
    });
    expect(ok.status).toBe(200);
  });

  it('refuses trial and anonymous callers', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      remoteAddress: '198.51.100.61',
    });
    for (const path of ['transactions', 'profit', 'bonus'] as const) {
      const res = await getRecords(t.app, sessionCookie(trial), path, recent());
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'TRIAL_FORBIDDEN' });
      const anonymous = await getRecords(t.app, '', path, recent());
      expect(anonymous.status).toBe(401);
    }
  });
});

describe('brand-local calendar days', () => {
  it('converts days and instants in the brand zone in SQL', async () => {
    const { dayStart, localDay } = await import('./records.repository.ts');
    const result = (await t.app.db.execute(sql`
      select to_char(${dayStart('2026-03-10', TZ)} at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as start,
             ${localDay(sql`'2026-03-10T15:30:00Z'::timestamptz`, TZ)} as late,
             ${localDay(sql`'2026-03-10T16:00:00Z'::timestamptz`, TZ)} as midnight,
             ${localDay(sql`'2026-03-08T07:30:00Z'::timestamptz`, 'America/New_York')} as dst`)) as unknown as {
      rows: Record<string, string>[];
    };
    expect(result.rows[0]).toEqual({
      start: '2026-03-09 16:00',
      late: '2026-03-10',
      midnight: '2026-03-11',
      dst: '2026-03-08',
    });
  });

  it('an entry at 23:30 local shows on that day, one at 00:30 on the next', async () => {
    const m = await loggedInMember(t.app);
    await post('DEPOSIT', house('PAYMENTS'), main(m.id), 10_000n);
    await post('BET', main(m.id), house('BETS'), 1n);
    await post('WIN', house('BETS'), main(m.id), 1n);
    const at = (iso: string, kind: string, from: AccountRef, to: AccountRef, amount: bigint) =>
      postAt(t.app, t.brand, iso, kind, from, to, amount, { vendor: 'AG', txId: iso });
    await at('2026-03-09T16:00:00Z', 'BET', main(m.id), house('BETS'), 100n); // 00:00 Mar 10
    await at('2026-03-10T15:30:00Z', 'BET', main(m.id), house('BETS'), 200n); // 23:30 Mar 10
    await at('2026-03-10T16:30:00Z', 'WIN', house('BETS'), main(m.id), 700n); // 00:30 Mar 11
    await at('2026-03-09T15:59:59Z', 'WIN', house('BETS'), main(m.id), 50n); // 23:59 Mar 9
    const day10 = await getRecords(t.app, m.cookie, 'transactions', {
      from: '2026-03-10',
      to: '2026-03-10',
    });
    expect(day10.body.value.content.map((r: TransactionRecord) => r.amount)).toEqual([
      '-200',
      '-100',
    ]);
    const profit = await getRecords(t.app, m.cookie, 'profit', {
      from: '2026-03-09',
      to: '2026-03-11',
    });
    expect(profit.body.value.rows).toEqual([
      expect.objectContaining({ date: '2026-03-09', bets: '0', wins: '50', profit: '50' }),
      expect.objectContaining({ date: '2026-03-10', bets: '300', wins: '0', profit: '-300' }),
      expect.objectContaining({ date: '2026-03-11', bets: '0', wins: '700', profit: '700' }),
    ]);
    expect(profit.body.value.totals).toMatchObject({ bets: '300', wins: '750', profit: '450' });
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });
});

describe('GET /wps/member/records/profit', () => {
  it('sums bets, wins, bonus, deposits and paid withdrawals per day, with totals', async () => {
    const { a } = await everyKind();
    const res = await getRecords(t.app, a.cookie, 'profit', recent());
    expect(res.status).toBe(200);
    const figures = {
      bets: '3000',
      wins: '4500',
      bonus: '2000',
      profit: '3500',
      deposits: '100000',
      withdrawals: '20000',
    };
    expect(res.body.value).toEqual({ rows: [{ date: dayIn(TZ), ...figures }], totals: figures });
    const none = await getRecords(t.app, a.cookie, 'profit', {
      from: dayIn(TZ, 1),
      to: dayIn(TZ, 2),
    });
    expect(none.body.value.rows).toEqual([]);
    expect(none.body.value.totals).toMatchObject({ bets: '0', profit: '0', withdrawals: '0' });
  });
});

describe('a transfer-mode game result (decision 027)', () => {
  /**
   * What a transfer out after a win at IBC books: 50 in, the vendor reports 78, so +28 is the
   * game result (house BETS -> the member's IBC wallet), then hold and settle of the 78; later a
   * wallet lost there, booked without a transfer (-20).
   */
  async function wonThenLost() {
    const a = await loggedInMember(t.app);
    const m = main(a.id);
    const ibc = vendor(a.id, 'IBC');
    const meta = (id: number, direction?: string) => ({
      walletTransferId: id,
      vendor: 'IBC',
      ...(direction && { direction }),
    });
    await post('DEPOSIT', house('PAYMENTS'), m, 10_000n, { reference: 'D-9' });
    await post('TRANSFER_HOLD', m, held(a.id), 5_000n, meta(1, 'IN'));
    await post('TRANSFER_IN', held(a.id), ibc, 5_000n, meta(1, 'IN'));
    await post('TRANSFER_VENDOR_RESULT', house('BETS'), ibc, 2_800n, meta(2));
    await post('TRANSFER_HOLD', ibc, held(a.id), 7_800n, meta(2, 'OUT'));
    await post('TRANSFER_OUT', held(a.id), m, 7_800n, meta(2, 'OUT'));
    await post('TRANSFER_HOLD', m, held(a.id), 2_000n, meta(3, 'IN'));
    await post('TRANSFER_IN', held(a.id), ibc, 2_000n, meta(3, 'IN'));
    await post('TRANSFER_VENDOR_RESULT', ibc, house('BETS'), 2_000n, meta(4));
    return a;
  }

  it('lists each game result as its own transfer line, outside the main-wallet totals', async () => {
    const a = await wonThenLost();
    const { first, records } = await allPages(a.cookie, { ...recent(), pageSize: 100 });
    expect(records.map((r) => [r.kind, r.amount, r.balanceAfter, r.reference])).toEqual([
      ['TRANSFER_VENDOR_RESULT', '-2000', '10800', 'IBC'],
      ['TRANSFER_HOLD', '-2000', '10800', 'IBC'],
      ['TRANSFER_OUT', '7800', '12800', 'IBC'],
      ['TRANSFER_VENDOR_RESULT', '2800', '5000', 'IBC'],
      ['TRANSFER_HOLD', '-5000', '5000', 'IBC'],
      ['DEPOSIT', '10000', '10000', 'D-9'],
    ]);
    expect(records[0]?.type).toBe('TRANSFER');
    // The totals are the main wallet's money in and out: a game result moved none of it.
    expect(first.totals).toEqual({ credit: '17800', debit: '7000', net: '10800' });
    expect(first.totals.net).toBe((await t.app.ledger.balance(a.id)).main.toString());
    expect(first.totalElements).toBe(6);

    const transfers = await allPages(a.cookie, { ...recent(), type: 'TRANSFER', pageSize: 2 });
    expect(transfers.records.map((r) => r.kind)).toEqual([
      'TRANSFER_VENDOR_RESULT',
      'TRANSFER_HOLD',
      'TRANSFER_OUT',
      'TRANSFER_VENDOR_RESULT',
      'TRANSFER_HOLD',
    ]);
    expect(transfers.first.totals).toEqual({ credit: '7800', debit: '7000', net: '800' });
    const adjustments = await allPages(a.cookie, { ...recent(), type: 'ADJUSTMENT' });
    expect(adjustments.records).toEqual([]);
  });

  it('profit and loss does not count it (the bet feed rounds are the play)', async () => {
    const a = await wonThenLost();
    const res = await getRecords(t.app, a.cookie, 'profit', recent());
    expect(res.body.value.totals).toMatchObject({
      bets: '0',
      wins: '0',
      profit: '0',
      deposits: '10000',
    });
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });
});

describe('GET /wps/member/records/bonus', () => {
  it('lists bonuses with source, title and required turnover; total over the range', async () => {
    const { a } = await everyKind();
    const res = await getRecords(t.app, a.cookie, 'bonus', { ...recent(), pageSize: 1 });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      content: [{ source: 'REBATE', title: null, amount: '500', turnoverRequired: '0' }],
      pageNum: 1,
      totalPages: 2,
      totalElements: 2,
      total: '2000',
    });
    const page2 = await getRecords(t.app, a.cookie, 'bonus', {
      ...recent(),
      pageSize: 1,
      pageNo: 2,
    });
    expect(page2.body.value.content).toEqual([
      expect.objectContaining({
        source: 'PROMOTION',
        title: 'Welcome',
        amount: '1500',
        turnoverRequired: '15000',
      }),
    ]);
    const other = await loggedInMember(t.app);
    const none = await getRecords(t.app, other.cookie, 'bonus', recent());
    expect(none.body.value).toMatchObject({ content: [], totalElements: 0, total: '0' });
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });

  it('shows the turnover the operator bonus grant requires (the real grant, its ledger key)', async () => {
    const m = await loggedInMember(t.app);
    const brandRow = await getBrand(t.app.db);
    if (!brandRow) throw new Error('no brand');
    const grant = { account: m.account, turnoverPercent: 250, idempotencyKey: `g-${m.id}` };
    await grantBonus(t.app, brandRow, { ...grant, amount: '2000', title: 'Reload' });
    await grantBonus(t.app, brandRow, {
      ...grant,
      amount: '300',
      title: 'Free',
      turnoverPercent: 0,
      idempotencyKey: `g0-${m.id}`,
    });
    const res = await getRecords(t.app, m.cookie, 'bonus', recent());
    expect(res.body.value.content).toEqual([
      expect.objectContaining({
        source: 'MANUAL',
        title: 'Free',
        amount: '300',
        turnoverRequired: '0',
      }),
      expect.objectContaining({
        source: 'MANUAL',
        title: 'Reload',
        amount: '2000',
        turnoverRequired: '5000',
      }),
    ]);
    expect(res.body.value.total).toBe('2300');
  });
});
