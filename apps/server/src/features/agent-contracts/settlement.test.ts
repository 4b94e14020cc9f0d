import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password.ts';
import { brandId as brandIdOf, fundMain } from '../../test/accounts.ts';
import { OPERATOR_TOKEN } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { PAYOUTS_JOB } from './agent-contracts.jobs.ts';
import {
  agentCall,
  dividendTerms,
  downlineContract,
  member,
  opsCall,
  type Party,
  platformContract,
  play,
  relogin,
  tier,
} from './agent-contracts-test-kit.ts';
import { CUT_DELAY_MS } from './settlement.service.ts';

/**
 * Settlement (issue 15; SECURITY.md 22): each period settles once into a statement that keeps
 * its figures and formula, each agent is paid by its direct upline (the platform for the top),
 * an upline that cannot pay is frozen after the grace time and paid from as funds arrive.
 *
 * The app's clock runs ahead of the real one by `shift`: contracts are signed and play is
 * posted now (the database's time), then the clock moves past the period's end so it closes.
 */
let t: TestApp;
let shift = 0;
let brand: number;
const PIN = '135790';
let pinHash: string;

/**
 * Each block gets its own app and database: the day rollups are final once the clock has
 * passed a day's end, so a block that moved the clock on cannot be followed by play on the
 * same real day in the same database.
 */
function freshApp() {
  beforeAll(async () => {
    shift = 0;
    t = await createTestApp(
      { operatorApiToken: OPERATOR_TOKEN },
      { now: () => new Date(Date.now() + shift) },
    );
    brand = await brandIdOf(t.app);
    pinHash ??= await hashPassword(PIN);
  });
  afterAll(async () => {
    const report = await reconcileLedger(t.app.db, { money: true });
    await t.close();
    expect(report.ok).toBe(true);
  });
}

const MINUTE = 60_000;
const DAY = 86_400_000;

async function settle() {
  const res = await opsCall(t.app, 'POST', '/ops/contracts/settle', { reason: 'test close' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { statements: number; paid: number; owed: number };
}

interface StatementView {
  id: number;
  kind: string;
  agent: string;
  payer: string | null;
  amount: string;
  paid: string;
  status: string;
  ratio: number;
  rateType: string;
  formula: string;
  periodStart: string;
  figures: {
    bets: string;
    validBets: string;
    wins: string;
    netLoss: string;
    activeMembers: number;
  };
}

/** Every statement an agent received or paid (a wide date range around now). */
async function statementsOf(who: Party, role: 'RECEIVED' | 'PAID'): Promise<StatementView[]> {
  await relogin(t.app, who);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const now = Date.now() + shift;
  const res = await agentCall(
    t.app,
    who,
    'GET',
    `/wps/agent/statements?role=${role}&from=${day(now - 10 * DAY)}&to=${day(now + DAY)}&pageSize=100`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.content;
}

const main = async (who: Party) => (await t.app.ledger.balance(who.id)).main;
const sum = (list: StatementView[], pick: (s: StatementView) => string | number) =>
  list.reduce((total, s) => total + BigInt(pick(s)), 0n);

/** The formula, recomputed from the statement's own figures. */
function recomputed(s: StatementView): bigint {
  const base = s.kind === 'DIVIDEND' ? BigInt(s.figures.netLoss) : BigInt(s.figures.validBets);
  if (s.ratio === 0 || base <= 0n) return 0n;
  return (base * BigInt(s.ratio)) / 10_000n;
}

describe('settlement of salaries and dividends', () => {
  freshApp();

  it('pays real-time salaries every 5 minutes, down the tree, once', async () => {
    const top = await member(t.app, { type: 1 });
    const sub = await member(t.app, { type: 2, parent: top });
    const p1 = await member(t.app, { parent: sub, funds: 500_000n });
    const p2 = await member(t.app, { parent: top, funds: 500_000n });
    const salary = (ratio: number) => ({
      kind: 'SALARY_REALTIME' as const,
      period: 'REALTIME' as const,
      rateType: 'PERCENT' as const,
      tiers: [tier(ratio)],
    });
    const topContract = await platformContract(t.app, top, salary(100));
    const subContract = await downlineContract(t.app, top, sub, salary(50));
    await play(t.app, brand, p1, 100_000n, 20_000n);
    await play(t.app, brand, p2, 50_000n, 0n);
    shift += 11 * MINUTE;
    const first = await settle();
    expect(first.statements).toBeGreaterThanOrEqual(2);
    const received = await statementsOf(top, 'RECEIVED');
    const paid = await statementsOf(top, 'PAID');
    const subReceived = await statementsOf(sub, 'RECEIVED');
    // Every valid bet counted once, in one of the closed windows.
    expect(sum(received, (s) => s.figures.validBets)).toBe(150_000n);
    expect(sum(subReceived, (s) => s.figures.validBets)).toBe(100_000n);
    for (const s of [...received, ...subReceived]) {
      expect(BigInt(s.amount), s.formula).toBe(recomputed(s));
      expect(s.status).toBe(BigInt(s.amount) > 0n ? 'PAID' : 'NOTHING');
    }
    // Both sides see the same statements.
    expect(paid.map((s) => [s.id, s.amount])).toEqual(subReceived.map((s) => [s.id, s.amount]));
    expect(await main(top)).toBe(sum(received, (s) => s.paid) - sum(paid, (s) => s.paid));
    expect(await main(sub)).toBe(sum(subReceived, (s) => s.paid));
    expect(sum(received, (s) => s.amount)).toBeGreaterThan(0n);
    // Running again writes and pays nothing more.
    const balances = [await main(top), await main(sub)];
    expect((await settle()).statements).toBe(0);
    expect([await main(top), await main(sub)]).toEqual(balances);
    // Ended here, so the later tests' clock moves settle nothing more for them.
    await opsCall(t.app, 'POST', `/ops/contracts/${topContract}/terminate`, { reason: 'done' });
    await agentCall(t.app, top, 'POST', `/wps/agent/contracts/${subContract}/terminate`);
  });

  it('settles a day of dividends and daily salary from both sides, with the same figures', async () => {
    shift = 0;
    const top = await member(t.app, { type: 1 });
    const sub = await member(t.app, { type: 2, parent: top });
    const p1 = await member(t.app, { parent: sub, funds: 500_000n });
    const p2 = await member(t.app, { parent: top, funds: 500_000n });
    await platformContract(t.app, top, dividendTerms([tier(3000)]));
    await downlineContract(t.app, top, sub, dividendTerms([tier(2000)]));
    const daily = (amount: string) => ({
      kind: 'SALARY_DAILY' as const,
      period: 'DAILY' as const,
      rateType: 'FIXED' as const,
      tiers: [{ ...tier(0, '100000', 1), amount }],
    });
    await platformContract(t.app, top, daily('900'));
    await downlineContract(t.app, top, sub, daily('700'));
    await play(t.app, brand, p1, 100_000n, 20_000n);
    await play(t.app, brand, p2, 50_000n, 0n);
    shift += 2 * DAY;
    await settle();
    const topDividends = (await statementsOf(top, 'RECEIVED')).filter((s) => s.kind === 'DIVIDEND');
    const subDividends = (await statementsOf(sub, 'RECEIVED')).filter((s) => s.kind === 'DIVIDEND');
    // The team's loss: 150000 staked, 20000 won back; the sub's team only p1.
    expect(sum(topDividends, (s) => s.figures.netLoss)).toBe(130_000n);
    expect(sum(topDividends, (s) => s.amount)).toBe(39_000n);
    expect(sum(subDividends, (s) => s.figures.netLoss)).toBe(80_000n);
    expect(sum(subDividends, (s) => s.amount)).toBe(16_000n);
    for (const s of [...topDividends, ...subDividends]) {
      expect(BigInt(s.amount)).toBe(recomputed(s));
      if (BigInt(s.amount) > 0n) expect(s.formula).toContain(` × ${s.ratio} / 10000`);
    }
    const played = topDividends.find((s) => BigInt(s.amount) > 0n);
    expect(played?.figures.activeMembers).toBe(2);
    // A fixed daily salary on the day the team reached 100000 of valid bets and 1 active member.
    const topSalary = (await statementsOf(top, 'RECEIVED')).filter(
      (s) => s.kind === 'SALARY_DAILY',
    );
    const subSalary = (await statementsOf(sub, 'RECEIVED')).filter(
      (s) => s.kind === 'SALARY_DAILY',
    );
    expect(sum(topSalary, (s) => s.amount)).toBe(900n);
    expect(sum(subSalary, (s) => s.amount)).toBe(700n);
    // The top agent: from the platform 39000 + 900, to its sub 16000 + 700.
    expect(await main(top)).toBe(39_000n + 900n - 16_000n - 700n);
    expect(await main(sub)).toBe(16_700n);
    const paidBySub = await statementsOf(top, 'PAID');
    expect(sum(paidBySub, (s) => s.paid)).toBe(16_700n);
    // The ledger's own lines agree: the records page lists the payouts as commission.
    const day = new Date(Date.now() + shift).toISOString().slice(0, 10);
    const from = new Date(Date.now() + shift - 5 * DAY).toISOString().slice(0, 10);
    const records = await agentCall(
      t.app,
      sub,
      'GET',
      `/wps/member/records/transactions?from=${from}&to=${day}&type=COMMISSION`,
    );
    expect(records.json().value.totals.net).toBe('16700');
    await relogin(t.app, top);
    const income = await agentCall(t.app, top, 'GET', `/wps/agent/income?from=${from}&to=${day}`);
    expect(income.json().value.totals).toEqual({
      received: '39900',
      paid: '16700',
      net: '23200',
    });
  });
});

describe('an upline that cannot pay', () => {
  freshApp();

  it('freezes an upline that cannot pay after the grace time, and takes the payout as funds arrive', async () => {
    await t.app.db.execute(sql`
      insert into brand_agent_settings (brand_id, active_min_deposits, active_min_valid_bets, overdue_grace_minutes)
      values (${brand}, 10000, 50000, 30)
      on conflict (brand_id) do update set overdue_grace_minutes = 30`);
    const top = await member(t.app, { type: 1, paymentPasswordHash: pinHash });
    const sub = await member(t.app, { type: 2, parent: top });
    const loser = await member(t.app, { parent: sub, funds: 200_000n });
    const winner = await member(t.app, { parent: top, funds: 200_000n });
    await platformContract(t.app, top, dividendTerms([tier(1000)]));
    await downlineContract(t.app, top, sub, dividendTerms([tier(1000)]));
    // The sub's team loses 100000; the top's own player wins it back: the top earns nothing
    // from the platform but owes its sub 10 %.
    await play(t.app, brand, loser, 100_000n, 0n);
    await play(t.app, brand, winner, 10_000n, 110_000n);
    shift += DAY;
    await settle();
    const owed = (await statementsOf(top, 'PAID')).find((s) => BigInt(s.amount) > 0n);
    expect(owed).toMatchObject({ amount: '10000', paid: '0', status: 'OWED' });
    const send = async (requestId: string) =>
      agentCall(t.app, await relogin(t.app, top), 'POST', '/wps/member/transfer', {
        target: 'DOWNLINE',
        toAccount: sub.account,
        amount: '100',
        paymentPassword: PIN,
        requestId,
      });
    // Before the grace time ends: not frozen, still owed.
    await t.app.jobs.runNow(PAYOUTS_JOB);
    expect((await statementsOf(top, 'PAID')).find((s) => s.id === owed?.id)?.status).toBe('OWED');
    shift += 31 * MINUTE;
    await t.app.jobs.runNow(PAYOUTS_JOB);
    expect((await statementsOf(top, 'PAID')).find((s) => s.id === owed?.id)?.status).toBe(
      'OVERDUE',
    );
    expect((await send('frozen-transfer-1')).json().code).toBe('ACCOUNT_FROZEN');
    const withdrawal = await agentCall(t.app, top, 'POST', '/wps/payment/withdrawals', {
      bankAccountId: 1,
      amount: '100',
      paymentPassword: PIN,
      requestId: 'frozen-withdrawal-1',
    });
    expect(withdrawal.json().code).toBe('ACCOUNT_FROZEN');
    // Funds arrive: what is there is taken, until the statement is paid.
    await fundMain(t.app, top.id, 4_000n);
    await t.app.jobs.runNow(PAYOUTS_JOB);
    expect((await statementsOf(top, 'PAID')).find((s) => s.id === owed?.id)).toMatchObject({
      paid: '4000',
      status: 'OVERDUE',
    });
    expect(await main(top)).toBe(0n);
    expect(await main(sub)).toBe(4_000n);
    await fundMain(t.app, top.id, 10_000n);
    await t.app.jobs.runNow(PAYOUTS_JOB);
    expect((await statementsOf(sub, 'RECEIVED')).find((s) => s.id === owed?.id)).toMatchObject({
      paid: '10000',
      status: 'PAID',
    });
    expect(await main(top)).toBe(4_000n);
    expect(await main(sub)).toBe(10_000n);
    // Paid up: no longer frozen.
    const after = await send('frozen-transfer-2');
    expect(after.statusCode, after.body).toBe(200);
  });
});

describe('racing settlements', () => {
  freshApp();

  it('two settlements racing write each statement once and pay it once', async () => {
    const top = await member(t.app, { type: 1 });
    const p = await member(t.app, { parent: top, funds: 100_000n });
    await platformContract(t.app, top, dividendTerms([tier(5000)]));
    await play(t.app, brand, p, 40_000n, 0n);
    shift += DAY;
    const before = await main(top);
    // One run holds the brand's settlement; the others are told to try again (409).
    const answers = await Promise.all(
      [1, 2, 3].map(() => opsCall(t.app, 'POST', '/ops/contracts/settle', { reason: 'race' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toContain(200);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const runs = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => a.json().value as { statements: number });
    const mine = (await statementsOf(top, 'RECEIVED')).filter((s) => BigInt(s.amount) > 0n);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amount: '20000', paid: '20000', status: 'PAID' });
    expect(await main(top)).toBe(before + 20_000n);
    expect(runs.reduce((n, r) => n + r.statements, 0)).toBeGreaterThanOrEqual(1);
    const keys = await t.app.db.execute(sql`
      select count(*)::int as n from ledger_transfers
       where idempotency_key like ${`agent-pay:${mine[0]?.id}:%`}`);
    expect((keys as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});

describe('closing the running period now', () => {
  freshApp();

  it('settles the period so far at once, and the rest of it when it ends', async () => {
    const top = await member(t.app, { type: 1 });
    const p = await member(t.app, { parent: top, funds: 100_000n });
    await platformContract(t.app, top, dividendTerms([tier(1000)]));
    await play(t.app, brand, p, 30_000n, 0n);
    // The cut falls CUT_DELAY_MS before the request: with the clock that far ahead, exactly at
    // the request, so the play above is before it and the play below after it.
    shift = CUT_DELAY_MS;
    const closed = await opsCall(t.app, 'POST', '/ops/contracts/settle', {
      reason: 'close now',
      closeCurrent: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const first = await statementsOf(top, 'RECEIVED');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ amount: '3000', status: 'PAID' });
    expect(await main(top)).toBe(3_000n);
    await play(t.app, brand, p, 20_000n, 0n);
    shift = 2 * DAY;
    await settle();
    const all = (await statementsOf(top, 'RECEIVED')).filter((s) => BigInt(s.amount) > 0n);
    expect(all.map((s) => s.amount).sort()).toEqual(['2000', '3000']);
    expect(await main(top)).toBe(5_000n);
  });
});

describe('a contract ended and replaced in the same period', () => {
  freshApp();

  it('settles the running period under one of them only', async () => {
    const top = await member(t.app, { type: 1 });
    const p = await member(t.app, { parent: top, funds: 100_000n });
    const first = await platformContract(t.app, top, dividendTerms([tier(1000)]));
    // A new offer while the first is signed; the agent ends the first, then signs the offer.
    const offered = await opsCall(t.app, 'POST', '/ops/contracts', {
      ...dividendTerms([tier(2000)]),
      agentId: top.id,
      reason: 'better terms',
    });
    const second = offered.json().value.id as number;
    await agentCall(t.app, top, 'POST', `/wps/agent/contracts/${first}/terminate`);
    const signed = await agentCall(t.app, top, 'POST', `/wps/agent/contracts/${second}/sign`, {});
    expect(signed.statusCode, signed.body).toBe(200);
    await play(t.app, brand, p, 30_000n, 0n);
    shift = 3 * DAY;
    await settle();
    const paid = (await statementsOf(top, 'RECEIVED')).filter((s) => BigInt(s.amount) > 0n);
    // The running day under the first contract (10 %), never again under the second.
    expect(paid.map((s) => s.amount)).toEqual(['3000']);
    expect(await main(top)).toBe(3_000n);
  });
});

describe('closing a fixed salary early', () => {
  freshApp();

  it('pays the period its fixed amount once, however often it is closed early', async () => {
    const top = await member(t.app, { type: 1 });
    const p = await member(t.app, { parent: top, funds: 100_000n });
    await platformContract(t.app, top, {
      kind: 'SALARY_DAILY',
      period: 'DAILY',
      rateType: 'FIXED',
      // Only a day with play pays (the days after, without any, do not).
      tiers: [{ ...tier(0, '1'), amount: '5000' }],
    });
    await play(t.app, brand, p, 10_000n, 0n);
    shift = CUT_DELAY_MS;
    const close = () =>
      opsCall(t.app, 'POST', '/ops/contracts/settle', { reason: 'close', closeCurrent: true });
    expect((await close()).statusCode).toBe(200);
    await play(t.app, brand, p, 10_000n, 0n);
    shift = CUT_DELAY_MS + 5_000;
    expect((await close()).statusCode).toBe(200);
    shift = 2 * DAY;
    await settle();
    const all = await statementsOf(top, 'RECEIVED');
    expect(sum(all, (s) => s.amount)).toBe(5_000n);
    expect(await main(top)).toBe(5_000n);
  });
});
