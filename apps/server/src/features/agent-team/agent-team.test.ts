import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandId, sessionCookie, trialCookie } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requireBrand } from '../brand/brand.service.ts';
import { addDays, dayOf, dayStart } from './agent-team.model.ts';
import { refreshDays } from './agent-team.service.ts';
import { postAt, type TreeMember, teamFixture, treeMember } from './agent-team-test-kit.ts';

// Issue 15: the agent center's team pages, on the tree and the day of teamFixture.
let t: TestApp;
let day: string;
let today: string;
let tree: Awaited<ReturnType<typeof teamFixture>>;
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const timezone = (await requireBrand(t.app.db)).timezone;
  today = dayOf(new Date(), timezone);
  day = addDays(today, -2);
  tree = await teamFixture(t.app, await brandId(t.app), day, timezone);
  for (const [name, member] of Object.entries(tree)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: member.account, password: member.password },
    });
    cookies.set(name, sessionCookie(res));
  }
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type Who = keyof Awaited<ReturnType<typeof teamFixture>>;
function get(who: Who | string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: cookies.get(who) ?? who } });
}
function ok<T = Json>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}
const range = (from = day, to = day) => `from=${from}&to=${to}`;
const accountsIn = (content: { account: string }[]) => content.map((row) => row.account).sort();
const names = (...members: TreeMember[]) => members.map((m) => m.account).sort();

const A_TOTALS = {
  deposits: '98000',
  withdrawals: '1000',
  betCount: 5,
  bets: '73000',
  validBets: '73000',
  wins: '9500',
  bonuses: '2500',
  rebates: '0',
  netWinLoss: '-61000',
};

describe('team overview', () => {
  it("answers the agent's team figures by day, with team size and active members", async () => {
    const view = ok<Json & { days: Json[] }>(await get('a', `/wps/agent/team/overview?${range()}`));
    expect(view).toMatchObject({
      teamSize: 4,
      directCount: 2,
      newMembers: 0,
      activeMembers: 2,
      activeRule: { minDeposits: '10000', minValidBets: '50000' },
      totals: A_TOTALS,
      updatedAt: null,
    });
    expect(view.days).toEqual([{ date: day, ...A_TOTALS, newMembers: 0, activeMembers: 2 }]);
  });

  it('fills days without activity, counts sign-ups and shows when today was computed', async () => {
    const view = ok<Json & { days: Json[] }>(
      await get('a', `/wps/agent/team/overview?${range(addDays(day, -1), today)}`),
    );
    expect(view.days.map((d) => d.date)).toEqual([addDays(day, -1), day, addDays(day, 1), today]);
    expect(view.days[0]).toMatchObject({ bets: '0', betCount: 0, activeMembers: 0 });
    // Every team member signed up today; m1's deposit just after the day is the day after's.
    expect(view.newMembers).toBe(4);
    expect(view.days[3]).toMatchObject({ newMembers: 4 });
    expect(view.days[2]).toMatchObject({ deposits: '777' });
    expect(view.totals).toMatchObject({ deposits: '98777', bets: '73000' });
    expect(typeof view.updatedAt).toBe('string');
  });

  it('refuses a range that ends before it starts or spans more than 92 days', async () => {
    for (const url of [
      `/wps/agent/team/overview?${range(day, addDays(day, -1))}`,
      `/wps/agent/team/overview?${range(addDays(day, -92), day)}`,
      `/wps/agent/team/betting?${range(day, addDays(day, -1))}`,
      `/wps/agent/team/user-loss?${range(addDays(day, -100), day)}`,
      `/wps/agent/team/transactions?${range(day, addDays(day, -1))}`,
      `/wps/agent/team/pal?${range(addDays(day, -92), day)}`,
      `/wps/agent/team/revenue?${range(day, addDays(day, -1))}`,
      `/wps/agent/team/overview?${range('9999-12-30', '9999-12-31')}`,
      `/wps/agent/team/betting?${range('0001-01-01', '0001-01-02')}`,
    ]) {
      const res = await get('a', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    ok(await get('a', `/wps/agent/team/overview?${range(addDays(day, -91), day)}`));
  });
});

describe('downlines', () => {
  it('lists one level with level, balance and team size, and drills down with a trail', async () => {
    const top = ok<{ content: Json[]; trail: unknown[]; totalElements: number }>(
      await get('a', '/wps/agent/downlines'),
    );
    expect(top.totalElements).toBe(2);
    expect(top.trail).toEqual([]);
    expect(top.content).toEqual([
      expect.objectContaining({ id: tree.m1.id, level: 1, isAgent: false, teamSize: 0 }),
      expect.objectContaining({ id: tree.b.id, level: 1, isAgent: true, type: 2, teamSize: 2 }),
    ]);
    // 20000 - 5000 + 8000 - 3000 + 1000, and 777 the day after.
    expect(top.content[0]).toMatchObject({ balance: '21777', status: 'ACTIVE' });

    const down = ok<{ content: { account: string; level: number }[]; trail: Json[] }>(
      await get('a', `/wps/agent/downlines?parentId=${tree.b.id}`),
    );
    expect(accountsIn(down.content)).toEqual(names(tree.m2, tree.m3));
    expect(down.content.every((row) => row.level === 2)).toBe(true);
    expect(down.trail).toEqual([{ id: tree.b.id, account: tree.b.account }]);

    const agents = ok<{ content: { account: string }[] }>(
      await get('a', '/wps/agent/downlines?kind=AGENT'),
    );
    expect(accountsIn(agents.content)).toEqual(names(tree.b));
    const found = ok<{ content: Json[] }>(
      await get('a', `/wps/agent/downlines?keyword=${tree.m3.account.toUpperCase()}`),
    );
    expect(found.content).toEqual([expect.objectContaining({ id: tree.m3.id, level: 2 })]);
    const paged = ok<Json>(await get('a', '/wps/agent/downlines?pageSize=1&pageNo=2'));
    expect(paged).toMatchObject({ totalElements: 2, totalPages: 2, pageNum: 2 });
  });
});

describe('team reports', () => {
  it('team betting: each member most staked first, totals over the whole set', async () => {
    const page = ok<{ content: Json[]; totals: Json; totalElements: number }>(
      await get('a', `/wps/agent/team/betting?${range()}&pageSize=2`),
    );
    expect(page.totalElements).toBe(4);
    expect(page.totals).toEqual(A_TOTALS);
    expect(page.content).toEqual([
      expect.objectContaining({ memberId: tree.m3.id, level: 2, bets: '60000', wins: '1500' }),
      expect.objectContaining({ memberId: tree.m1.id, level: 1, bets: '7000', betCount: 2 }),
    ]);
    const one = ok<{ content: Json[]; totals: Json }>(
      await get('a', `/wps/agent/team/betting?${range()}&account=${tree.m2.account}`),
    );
    expect(one.content).toEqual([
      expect.objectContaining({ memberId: tree.m2.id, deposits: '5000', withdrawals: '1000' }),
    ]);
    expect(one.totals).toMatchObject({ bets: '4000', bonuses: '500' });
  });

  it('user loss: biggest loss first', async () => {
    const page = ok<{ content: { memberId: number; netWinLoss: string }[] }>(
      await get('a', `/wps/agent/team/user-loss?${range()}`),
    );
    expect(page.content.map((row) => [row.memberId, row.netWinLoss])).toEqual([
      [tree.m3.id, '-56500'],
      [tree.m2.id, '-3500'],
      [tree.b.id, '-2000'],
      [tree.m1.id, '1000'],
    ]);
  });

  it("team transactions: the members' money lines, newest first, with totals", async () => {
    const page = ok<{ content: Json[]; totals: Json; totalElements: number }>(
      await get('a', `/wps/agent/team/transactions?${range()}`),
    );
    expect(page.totalElements).toBe(7);
    expect(page.totals).toEqual({ credit: '100500', debit: '1000' });
    expect(page.content[0]).toMatchObject({
      account: tree.b.account,
      type: 'DEPOSIT',
      amount: '3000',
    });
    const held = ok<{ content: Json[]; totals: Json }>(
      await get('a', `/wps/agent/team/transactions?${range()}&type=WITHDRAWAL`),
    );
    expect(held.content).toEqual([
      expect.objectContaining({ account: tree.m2.account, amount: '-1000', balanceAfter: '0' }),
    ]);
    expect(held.totals).toEqual({ credit: '0', debit: '1000' });
  });

  it('profit and loss by period and category', async () => {
    const pal = ok<{ rows: Json[]; totals: Json }>(
      await get('a', `/wps/agent/team/pal?${range()}`),
    );
    expect(pal.rows).toEqual([
      {
        period: day,
        category: 'LIVE',
        bets: '2000',
        validBets: '2000',
        wins: '0',
        grossRevenue: '2000',
      },
      {
        period: day,
        category: 'SLOT',
        bets: '11000',
        validBets: '11000',
        wins: '9500',
        grossRevenue: '1500',
      },
      {
        period: day,
        category: 'SPORTS',
        bets: '60000',
        validBets: '60000',
        wins: '0',
        grossRevenue: '60000',
      },
    ]);
    expect(pal.totals).toEqual({
      bets: '73000',
      validBets: '73000',
      wins: '9500',
      grossRevenue: '63500',
      bonuses: '2500',
      rebates: '0',
      netRevenue: '61000',
    });
    const monthly = ok<{ rows: { period: string }[] }>(
      await get('a', `/wps/agent/team/pal?${range()}&groupBy=MONTH`),
    );
    expect(new Set(monthly.rows.map((row) => row.period))).toEqual(
      new Set([`${day.slice(0, 8)}01`]),
    );
  });

  it('revenue: self first, then each direct downline with its whole branch', async () => {
    const page = ok<{ content: Json[]; totals: Json; totalElements: number }>(
      await get('a', `/wps/agent/team/revenue?${range()}`),
    );
    expect(page.totalElements).toBe(3);
    expect(page.content).toEqual([
      expect.objectContaining({
        memberId: tree.a.id,
        self: true,
        deposits: '1000',
        bets: '0',
        teamSize: 4,
      }),
      expect.objectContaining({
        memberId: tree.b.id,
        self: false,
        isAgent: true,
        teamSize: 2,
        deposits: '78000',
        betCount: 3,
        bets: '66000',
        wins: '1500',
        bonuses: '2500',
      }),
      expect.objectContaining({ memberId: tree.m1.id, isAgent: false, bets: '7000', wins: '8000' }),
    ]);
    expect(page.totals).toMatchObject({ deposits: '99000', bets: '73000', netWinLoss: '-61000' });
  });
});

describe('only the agent, only its own team', () => {
  const ENDPOINTS = [
    `/wps/agent/team/overview?${'RANGE'}`,
    '/wps/agent/downlines',
    `/wps/agent/team/betting?${'RANGE'}`,
    `/wps/agent/team/user-loss?${'RANGE'}`,
    `/wps/agent/team/transactions?${'RANGE'}`,
    `/wps/agent/team/pal?${'RANGE'}`,
    `/wps/agent/team/revenue?${'RANGE'}`,
    '/wps/agent/referral',
  ];
  const urls = () => ENDPOINTS.map((url) => url.replace('RANGE', range(addDays(day, -1), today)));

  it('members, trial accounts and visitors are refused', async () => {
    const trial = await trialCookie(t.app);
    for (const url of urls()) {
      expect((await get('m1', url)).json(), url).toMatchObject({ code: 'FORBIDDEN' });
      expect((await get(trial, url)).json(), url).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
      expect((await get('', url)).statusCode, url).toBe(401);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/referral',
      headers: { cookie: cookies.get('m1') ?? '' },
    });
    expect(post.statusCode).toBe(403);
  });

  it("a sub-agent never sees its upline's, its upline's other members' or a sibling's data", async () => {
    const outside = [tree.u, tree.a, tree.m1, tree.s, tree.s1];
    const probes = [
      ...urls(),
      ...outside.flatMap((m) => [
        `/wps/agent/downlines?parentId=${m.id}`,
        `/wps/agent/downlines?keyword=${m.account}`,
        `/wps/agent/team/betting?${range()}&account=${m.account}`,
        `/wps/agent/team/user-loss?${range()}&account=${m.account}`,
        `/wps/agent/team/transactions?${range()}&account=${m.account}`,
      ]),
    ];
    for (const url of probes) {
      const body = (await get('b', url)).body;
      for (const m of outside) {
        expect(body, url).not.toContain(`"${m.account}"`);
        expect(body, url).not.toContain(`"id":${m.id},`);
        expect(body, url).not.toContain(`"memberId":${m.id},`);
      }
    }
    // Its own team is there.
    const mine = ok<{ content: { account: string }[] }>(await get('b', '/wps/agent/downlines'));
    expect(accountsIn(mine.content)).toEqual(names(tree.m2, tree.m3));
    const empty = ok<Json>(await get('b', `/wps/agent/downlines?parentId=${tree.s.id}`));
    expect(empty).toMatchObject({ content: [], totalElements: 0, trail: [] });
  });

  it("a sibling agent sees its own team's figures, not the other's", async () => {
    const view = ok<Json>(await get('s', `/wps/agent/team/overview?${range()}`));
    expect(view).toMatchObject({
      teamSize: 1,
      activeMembers: 1,
      totals: { deposits: '99999', bets: '50000', betCount: 1 },
    });
    const probe = ok<{ content: unknown[]; totals: Json }>(
      await get('s', `/wps/agent/team/betting?${range()}&account=${tree.m3.account}`),
    );
    expect(probe).toMatchObject({ content: [], totals: { bets: '0' } });
  });
});

describe('referral code', () => {
  it('is made once, 8 characters, and links to the register page that reads it', async () => {
    expect(ok(await get('a', '/wps/agent/referral'))).toEqual({ code: null, link: null });
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/agent/referral',
        headers: { cookie: cookies.get('a') ?? '' },
      });
    const made = ok<{ code: string; link: string }>(await post());
    expect(made.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(made.link).toMatch(new RegExp(`^https?://[^/]+/register\\?referralCode=${made.code}$`));
    expect(ok(await post())).toEqual(made);
    expect(ok(await get('a', '/wps/agent/referral'))).toEqual(made);
    // Another agent gets another code.
    const other = ok<{ code: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/wps/agent/referral',
        headers: { cookie: cookies.get('s') ?? '' },
      }),
    );
    expect(other.code).not.toBe(made.code);
  });
});

describe('the overview after the figures change', () => {
  it('counts a new member and a newly active one at once (nothing stale is kept)', async () => {
    const before = ok<Json>(await get('a', `/wps/agent/team/overview?${range()}`));
    expect(before).toMatchObject({ teamSize: 4, activeMembers: 2 });
    const timezone = (await requireBrand(t.app.db)).timezone;
    const brand = await brandId(t.app);
    await treeMember(t.app, tree.a, 0);
    await postAt(t.app, {
      brandId: brand,
      memberId: tree.m2.id,
      kind: 'DEPOSIT',
      amount: 5_000n,
      credit: true,
      at: new Date(dayStart(day, timezone).getTime() + 20 * 3_600_000),
    });
    // The day is final: only a refresh (the settlement's, an operator's) takes the late posting in.
    expect(ok<Json>(await get('a', `/wps/agent/team/overview?${range()}`))).toMatchObject({
      teamSize: 5,
      activeMembers: 2,
    });
    await refreshDays({ db: t.app.db, now: t.app.now }, brand, timezone, [day]);
    expect(ok<Json>(await get('a', `/wps/agent/team/overview?${range()}`))).toMatchObject({
      teamSize: 5,
      activeMembers: 3,
      totals: { deposits: '103000' },
    });
  });
});
