import { randomBytes } from 'node:crypto';
import type { Dashboard } from '@nova/contracts/api/ops-dashboard';
import { DEFAULT_OPERATOR_ROLES } from '@nova/contracts/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, fundMain, trialCookie } from '../../test/accounts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { house, main } from '../ledger/ledger-test-kit.ts';
import {
  channelId,
  type Member,
  newMember,
  postDeposit,
  requestId,
  uploadProof,
} from '../payments/payments-test-kit.ts';
import { feedBet, gamePostings, type RoundRef } from '../records/bet-records-test-kit.ts';
import { postAt } from '../records/records-test-kit.ts';
import { newPlayer, planTransferFault } from '../transfers/transfers-test-kit.ts';
import { fundedMember, withdraw } from '../withdrawals/withdrawals-test-kit.ts';
import { addDays, dayOf } from './dashboard-days.ts';

// Issue 13: the dashboard's figures are what the real flows wrote, in the brand's calendar.
const t = setUpTestApp();

let admin: Record<string, string>;
beforeAll(async () => {
  admin = {
    authorization: `Bearer ${await t.app.operators.issueServiceKey('dash-admin', 'SUPER_ADMIN')}`,
  };
});

async function figures(headers = admin): Promise<Dashboard> {
  const res = await t.app.inject({ url: '/ops/dashboard', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

async function ops(url: string, payload?: object, headers = admin) {
  const res = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

const minus = (a: string, b: string | undefined) => (BigInt(a) - BigInt(b ?? '0')).toString();

/** What a play line grew by between two snapshots (bets, turnover, wins, ggr). */
function playDelta(
  after: Dashboard['today']['play'] | undefined,
  before: Dashboard['today']['play'] | undefined,
) {
  return {
    bets: (after?.bets ?? 0) - (before?.bets ?? 0),
    turnover: minus(after?.turnover ?? '0', before?.turnover),
    wins: minus(after?.wins ?? '0', before?.wins),
    ggr: minus(after?.ggr ?? '0', before?.ggr),
  };
}

function byKey<K extends 'category' | 'vendor'>(
  rows: (Dashboard['today']['play'] & Record<K, string>)[],
  key: K,
  value: string,
) {
  return rows.find((row) => row[key] === value);
}

describe('GET /ops/dashboard', () => {
  it('equals what deposits, withdrawals, play, registrations and sign-ins wrote today', async () => {
    const before = await figures();
    const tz = before.timezone;
    expect(tz).toBe('Asia/Kuala_Lumpur');
    const today = dayOf(new Date(), tz);
    expect(before.today).toMatchObject({ from: today, to: today });
    expect(before.month).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today });
    expect(before.series).toHaveLength(30);
    expect(before.series.at(-1)?.date).toBe(today);
    expect(before.series[0]?.date).toBe(addDays(today, -29));

    // Deposits: two approved (10000 + 25000), one rejected, one left pending.
    const depositors = [
      await newMember(t.app),
      await newMember(t.app),
      await newMember(t.app),
      await newMember(t.app),
    ] as const;
    const bank = await channelId(t.app, 'BANK_TRANSFER');
    const channels = await t.app.inject({
      url: '/wps/payment/channels',
      headers: { cookie: depositors[0].cookie },
    });
    const bankId = channels.json().value.find((c: { code: string }) => c.code === 'BANK_TRANSFER')
      .banks[0].id;
    async function deposit(member: Member, amount: string): Promise<number> {
      const res = await postDeposit(t.app, member, {
        channelId: bank,
        receivingBankId: bankId,
        amount,
        requestId: requestId(),
        proofUploadIds: [await uploadProof(t.app, member)],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.id;
    }
    const [d1, d2, d3, d4] = [
      await deposit(depositors[0], '10000'),
      await deposit(depositors[1], '25000'),
      await deposit(depositors[2], '7000'),
      await deposit(depositors[3], '3000'),
    ];
    await ops(`/ops/payments/deposits/${d1}/approve`);
    await ops(`/ops/payments/deposits/${d2}/approve`);
    await ops(`/ops/payments/deposits/${d3}/reject`, { reason: 'no such transfer' });
    expect(d4).toBeGreaterThan(0);

    // Withdrawals: one paid (20000), one approved (15000), one rejected, one pending.
    const withdrawers = [
      await fundedMember(t.app),
      await fundedMember(t.app),
      await fundedMember(t.app),
      await fundedMember(t.app),
    ];
    const ids: number[] = [];
    for (const [i, amount] of ['20000', '15000', '9000', '6000'].entries()) {
      const w = withdrawers[i];
      if (!w) throw new Error('no withdrawer');
      const res = await withdraw(t.app, w.m, w.bank, amount);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().value.id);
    }
    await ops(`/ops/payments/withdrawals/${ids[0]}/approve`);
    await ops(`/ops/payments/withdrawals/${ids[0]}/pay`, { payoutReference: 'MBB-778812' });
    await ops(`/ops/payments/withdrawals/${ids[1]}/approve`);
    await ops(`/ops/payments/withdrawals/${ids[2]}/reject`, { reason: 'name mismatch' });

    // Play, as the game features post it: two players who never sign in.
    const b1 = await createMember(t.app);
    const b2 = await createMember(t.app);
    await fundMain(t.app, b1.id, 100_000n);
    await fundMain(t.app, b2.id, 100_000n);
    const tag = randomBytes(4).toString('hex');
    const round = (over: Partial<RoundRef>): RoundRef => ({
      vendor: 'PT',
      category: 'RNG',
      gameCode: 'PT-RNG-001',
      roundId: `dash-${tag}-${over.vendor ?? 'PT'}-${over.source ?? 'SEAMLESS'}`,
      source: 'SEAMLESS',
      ...over,
    });
    const p1 = gamePostings(t.app, t.brand, b1.id);
    const p2 = gamePostings(t.app, t.brand, b2.id);
    const pt = round({});
    await p1.bet(pt, 1000n);
    await p1.win(pt, 400n);
    const slot = round({ vendor: 'INHOUSE', source: 'INHOUSE', gameCode: 'INHOUSE-RNG-001' });
    await p1.bet(slot, 500n);
    await p1.win(slot, 1200n);
    const fish = round({ vendor: 'JILI', category: 'FISH', gameCode: 'JILI-FISH-001' });
    await p2.bet(fish, 300n);
    await p2.refund(fish, 300n);
    await p2.jackpot(slot, 50n);
    await feedBet(t.app, t.brand, b2.id, {
      vendor: 'AG',
      betId: `dash-${tag}-1`,
      stake: 2000n,
      payout: 1500n,
      status: 'SETTLED',
    });
    await feedBet(t.app, t.brand, b2.id, {
      vendor: 'AG',
      betId: `dash-${tag}-2`,
      stake: 999n,
      payout: 0n,
      status: 'VOID',
    });
    // Either side of the brand's midnight (Kuala Lumpur is UTC+8 all year): a bet at 23:59
    // yesterday is yesterday's, one at 00:00 today is today's.
    const late = await createMember(t.app);
    await fundMain(t.app, late.id, 1000n);
    const midnight = `${today}T00:00:00+08:00`;
    const meta = { vendor: 'PT', category: 'RNG', gameCode: 'PT-RNG-001', source: 'SEAMLESS' };
    await postAt(
      t.app,
      t.brand,
      `${today}T00:00:00+08:00`,
      'BET',
      main(b1.id),
      house('BETS'),
      222n,
      {
        ...meta,
        roundId: `dash-${tag}-midnight`,
      },
    );
    const lastMinute = new Date(new Date(midnight).getTime() - 60_000).toISOString();
    await postAt(t.app, t.brand, lastMinute, 'BET', main(late.id), house('BETS'), 111n, {
      ...meta,
      roundId: `dash-${tag}-late`,
    });

    // Neither an agent nor a trial account is a new player.
    await createMember(t.app, { type: 1 });
    await trialCookie(t.app);
    // A four-eyes request and a transfer whose outcome the vendor left unknown.
    await ops(
      `/ops/members/${b1.id}/adjustments`,
      { direction: 'CREDIT', amount: '5000', reason: 'goodwill' },
      { authorization: `Bearer ${await t.app.operators.issueServiceKey('dash-fin', 'FINANCE')}` },
    );
    const mover = await newPlayer(t.app, 10_000n);
    await planTransferFault(t.app, { kind: 'error-after-apply' });
    const moved = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { cookie: mover.cookie },
      payload: { from: 'MAIN', to: 'AG', amount: '2500', requestId: `dash${tag}` },
    });
    expect(moved.json().value.transfers[0].status).toBe('UNKNOWN');

    const after = await figures();
    const grew = (period: 'today' | 'month') => ({
      deposits: {
        count: after[period].deposits.count - before[period].deposits.count,
        amount: minus(after[period].deposits.amount, before[period].deposits.amount),
      },
      withdrawals: {
        count: after[period].withdrawals.count - before[period].withdrawals.count,
        amount: minus(after[period].withdrawals.amount, before[period].withdrawals.amount),
      },
      play: playDelta(after[period].play, before[period].play),
      newPlayers: after[period].newPlayers - before[period].newPlayers,
      activePlayers: after[period].activePlayers - before[period].activePlayers,
    });
    // 4 depositors + 4 withdrawers + 1 transfer player signed in; b1 and b2 bet; `late` only
    // bet yesterday; the agent and the trial account are not players.
    expect(grew('today')).toEqual({
      deposits: { count: 2, amount: '35000' },
      withdrawals: { count: 2, amount: '35000' },
      // Bets: 1000 + 500 + 222 (b1), 300 refunded (b2), the AG feed's 2000 (the VOID one is out).
      play: { bets: 5, turnover: '3722', wins: '3150', ggr: '572' },
      newPlayers: 4 + 4 + 1 + 3,
      activePlayers: 4 + 4 + 1 + 2,
    });
    const firstOfMonth = today.endsWith('-01');
    expect(grew('month')).toEqual({
      ...grew('today'),
      ...(firstOfMonth
        ? {}
        : {
            play: { bets: 6, turnover: '3833', wins: '3150', ggr: '683' },
            activePlayers: 4 + 4 + 1 + 3,
          }),
    });

    const category = (c: string) =>
      playDelta(
        byKey(after.today.byCategory, 'category', c),
        byKey(before.today.byCategory, 'category', c),
      );
    expect(category('RNG')).toEqual({ bets: 3, turnover: '1722', wins: '1650', ggr: '72' });
    expect(category('FISH')).toEqual({ bets: 1, turnover: '0', wins: '0', ggr: '0' });
    expect(category('LIVE')).toEqual({ bets: 1, turnover: '2000', wins: '1500', ggr: '500' });
    const vendor = (v: string) =>
      playDelta(
        byKey(after.today.byVendor, 'vendor', v),
        byKey(before.today.byVendor, 'vendor', v),
      );
    expect(vendor('PT')).toEqual({ bets: 2, turnover: '1222', wins: '400', ggr: '822' });
    expect(vendor('INHOUSE')).toEqual({ bets: 1, turnover: '500', wins: '1250', ggr: '-750' });
    expect(vendor('JILI')).toEqual({ bets: 1, turnover: '0', wins: '0', ggr: '0' });
    expect(vendor('AG')).toEqual({ bets: 1, turnover: '2000', wins: '1500', ggr: '500' });
    expect(after.today.byVendor.find((v) => v.vendor === 'AG')?.vendorName).toMatch(/\S/u);
    // The parts add up to the whole.
    const sum = (rows: { turnover: string }[]) =>
      rows.reduce((s, row) => s + BigInt(row.turnover), 0n).toString();
    expect(sum(after.today.byCategory)).toBe(after.today.play.turnover);
    expect(sum(after.month.byVendor)).toBe(after.month.play.turnover);

    expect({
      deposits: after.pending.deposits - before.pending.deposits,
      withdrawals: after.pending.withdrawals - before.pending.withdrawals,
      approvals: after.pending.approvals - before.pending.approvals,
      unknownTransfers: after.pending.unknownTransfers - before.pending.unknownTransfers,
    }).toEqual({ deposits: 1, withdrawals: 1, approvals: 1, unknownTransfers: 1 });

    // The chart: today's and yesterday's points moved by exactly their own figures.
    const point = (d: Dashboard, date: string) => d.series.find((p) => p.date === date);
    const yesterday = addDays(today, -1);
    const pointDelta = (date: string) => {
      const [a, b] = [point(after, date), point(before, date)];
      if (!a || !b) throw new Error(`no point ${date}`);
      return {
        deposits: minus(a.deposits, b.deposits),
        withdrawals: minus(a.withdrawals, b.withdrawals),
        turnover: minus(a.turnover, b.turnover),
        ggr: minus(a.ggr, b.ggr),
        newPlayers: a.newPlayers - b.newPlayers,
      };
    };
    expect(pointDelta(today)).toEqual({
      deposits: '35000',
      withdrawals: '35000',
      turnover: '3722',
      ggr: '572',
      newPlayers: 12,
    });
    expect(pointDelta(yesterday)).toEqual({
      deposits: '0',
      withdrawals: '0',
      turnover: '111',
      ggr: '111',
      newPlayers: 0,
    });
    // The month is the sum of its days in the series (when the month fits in it).
    const monthDays = after.series.filter((p) => p.date >= after.month.from);
    if (monthDays.length === Number(today.slice(8))) {
      expect(sum(monthDays)).toBe(after.month.play.turnover);
      expect(monthDays.reduce((s, p) => s + BigInt(p.deposits), 0n).toString()).toBe(
        after.month.deposits.amount,
      );
    }
  });

  it.each(Object.keys(DEFAULT_OPERATOR_ROLES))('is open to the role %s', async (role) => {
    expect(DEFAULT_OPERATOR_ROLES[role]).toContain('dashboard.read');
    const key = await t.app.operators.issueServiceKey(`dash-${role.toLowerCase()}`, role);
    const res = await t.app.inject({
      url: '/ops/dashboard',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a caller without a key', async () => {
    expect((await t.app.inject({ url: '/ops/dashboard' })).statusCode).toBe(401);
  });
});
