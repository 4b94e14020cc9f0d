import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandId } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requireBrand } from '../brand/brand.service.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { TEAM_ROLLUP_JOB } from './agent-team.jobs.ts';
import { addDays, dayOf, dayStart } from './agent-team.model.ts';
import {
  finalizeDays,
  refreshDays,
  rollupPending,
  type TeamDeps,
  teamFiguresForWindow,
  type WindowFigures,
} from './agent-team.service.ts';
import { teamFixture } from './agent-team-test-kit.ts';

// Issue 15 (decision 042): team figures from the ledger, per day and per instant window.
let t: TestApp;
let deps: TeamDeps;
let brand: number;
let timezone: string;
let day: string;
let tree: Awaited<ReturnType<typeof teamFixture>>;
/** The app's clock, moved forward to see what the job does later. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  deps = { db: t.app.db, now: t.app.now };
  brand = await brandId(t.app);
  timezone = (await requireBrand(t.app.db)).timezone;
  day = addDays(dayOf(new Date(), timezone), -2);
  tree = await teamFixture(t.app, brand, day, timezone);
});
afterAll(async () => {
  const report = await reconcileLedger(t.app.db);
  await t.close();
  expect(report.ok).toBe(true);
});

const figures = (f: Partial<WindowFigures>): WindowFigures => ({
  deposits: 0n,
  withdrawals: 0n,
  betCount: 0,
  bets: 0n,
  validBets: 0n,
  wins: 0n,
  bonuses: 0n,
  rebates: 0n,
  activeMembers: 0,
  ...f,
});

// Worked by hand from teamFixture (default rule: deposits >= 10000 or valid bets >= 50000).
const B_TEAM = figures({
  deposits: 75_000n,
  withdrawals: 1_000n,
  betCount: 2,
  bets: 64_000n,
  validBets: 64_000n,
  wins: 1_500n,
  bonuses: 2_500n,
  activeMembers: 1,
});
const A_TEAM = figures({
  deposits: 98_000n,
  withdrawals: 1_000n,
  betCount: 5,
  bets: 73_000n,
  validBets: 73_000n,
  wins: 9_500n,
  bonuses: 2_500n,
  activeMembers: 2,
});
const U_TEAM = figures({
  deposits: 98_000n + 1_000n + 99_999n,
  withdrawals: 1_000n,
  betCount: 6,
  bets: 123_000n,
  validBets: 123_000n,
  wins: 9_500n,
  bonuses: 2_500n,
  activeMembers: 3,
});

const dayWindow = () => ({
  brandId: brand,
  timezone,
  start: dayStart(day, timezone),
  end: dayStart(addDays(day, 1), timezone),
});

describe('team figures', () => {
  it('a whole day equals the hand computation, each agent its own team only', async () => {
    const found = await teamFiguresForWindow(deps, {
      ...dayWindow(),
      agentIds: [tree.u.id, tree.a.id, tree.b.id, tree.s.id, tree.m1.id],
    });
    expect(found.get(tree.b.id)).toEqual(B_TEAM);
    expect(found.get(tree.a.id)).toEqual(A_TEAM);
    expect(found.get(tree.u.id)).toEqual(U_TEAM);
    expect(found.get(tree.s.id)).toEqual(
      figures({
        deposits: 99_999n,
        betCount: 1,
        bets: 50_000n,
        validBets: 50_000n,
        activeMembers: 1,
      }),
    );
    // A member without a team has no row.
    expect(found.has(tree.m1.id)).toBe(false);
  });

  it('the day is final once computed, and a day equals the sum of its hours', async () => {
    const [row] = (
      (await t.app.db.execute(sql`select computed_at from team_rollup_days
          where brand_id = ${brand} and day = ${day}::date`)) as unknown as {
        rows: { computed_at: string | Date }[];
      }
    ).rows;
    expect(new Date(String(row?.computed_at)).getTime()).toBeGreaterThan(
      dayWindow().end.getTime() + 60_000,
    );
    const agents = [tree.u.id, tree.a.id, tree.b.id];
    const whole = await teamFiguresForWindow(deps, { ...dayWindow(), agentIds: agents });
    const summed = new Map(agents.map((id) => [id, figures({})]));
    const { start } = dayWindow();
    for (let h = 0; h < 24; h++) {
      const hour = await teamFiguresForWindow(deps, {
        brandId: brand,
        timezone,
        start: new Date(start.getTime() + h * 3_600_000),
        end: new Date(start.getTime() + (h + 1) * 3_600_000),
        agentIds: agents,
      });
      for (const [id, f] of hour) {
        const into = summed.get(id) as WindowFigures;
        summed.set(id, {
          deposits: into.deposits + f.deposits,
          withdrawals: into.withdrawals + f.withdrawals,
          betCount: into.betCount + f.betCount,
          bets: into.bets + f.bets,
          validBets: into.validBets + f.validBets,
          wins: into.wins + f.wins,
          bonuses: into.bonuses + f.bonuses,
          rebates: into.rebates + f.rebates,
          // Not additive (a member active in two hours is one member): compared apart.
          activeMembers: 0,
        });
      }
    }
    for (const id of agents)
      expect(summed.get(id)).toEqual({ ...(whole.get(id) as WindowFigures), activeMembers: 0 });
    // The whole day read as an instant window (one second short of a day) from the ledger.
    const live = await teamFiguresForWindow(deps, {
      ...dayWindow(),
      end: new Date(dayWindow().end.getTime() - 1000),
      agentIds: [tree.a.id],
    });
    expect(live.get(tree.a.id)).toEqual(A_TEAM);
  });

  it('a final day is not computed again; callers racing to finalize a day compute it once', async () => {
    const computedAt = async () =>
      String(
        (
          (await t.app.db.execute(sql`select computed_at::text as at from team_rollup_days
              where brand_id = ${brand} and day = ${day}::date`)) as unknown as {
            rows: { at: string }[];
          }
        ).rows[0]?.at,
      );
    const final = await computedAt();
    await teamFiguresForWindow(deps, { ...dayWindow(), agentIds: [tree.a.id] });
    expect(await computedAt()).toBe(final);
    // Computed before the day ended (as by the job at 23:58): not final.
    await t.app.db.execute(sql`update team_rollup_days
        set computed_at = ${dayWindow().end.toISOString()}::timestamptz - interval '2 minutes'
      where brand_id = ${brand} and day = ${day}::date`);
    const computed = await Promise.all([
      finalizeDays(deps, brand, timezone, [day]),
      finalizeDays(deps, brand, timezone, [day]),
    ]);
    expect(computed[0] + computed[1]).toBe(1);
    expect(await computedAt()).not.toBe(final);
    const again = await teamFiguresForWindow(deps, { ...dayWindow(), agentIds: [tree.a.id] });
    expect(again.get(tree.a.id)).toEqual(A_TEAM);
    const stamps = (
      (await t.app.db.execute(sql`select count(*)::int as n from team_member_days
          where brand_id = ${brand} and day = ${day}::date and member_id = ${tree.m1.id}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n;
    expect(stamps).toBe(1);
  });

  it('refreshing a day twice writes the same rows', async () => {
    const snapshot = async () => {
      const memberDays = (await t.app.db.execute(sql`
        select member_id, deposits::text, withdrawals::text, bet_count, bets::text,
               valid_bets::text, wins::text, bonuses::text, rebates::text
          from team_member_days where brand_id = ${brand} and day = ${day}::date
         order by member_id`)) as unknown as { rows: unknown[] };
      const teamDays = (await t.app.db.execute(sql`
        select agent_id, deposits::text, withdrawals::text, bet_count, bets::text,
               valid_bets::text, wins::text, bonuses::text, rebates::text, new_members,
               active_members
          from team_days where brand_id = ${brand} and day = ${day}::date
         order by agent_id`)) as unknown as { rows: unknown[] };
      return { memberDays: memberDays.rows, teamDays: teamDays.rows };
    };
    await refreshDays(deps, brand, timezone, [day]);
    const first = await snapshot();
    const players = [tree.a, tree.b, tree.m1, tree.m2, tree.m3, tree.s1].map((m) => String(m.id));
    expect(first.memberDays.map((r) => String((r as { member_id: unknown }).member_id))).toEqual(
      expect.arrayContaining(players),
    );
    expect(first.teamDays).toContainEqual(
      expect.objectContaining({
        agent_id: expect.anything(),
        deposits: '98000',
        active_members: 2,
      }),
    );
    await refreshDays(deps, brand, timezone, [day, day]);
    expect(await snapshot()).toEqual(first);
  });

  it('the rollup job computes today and yesterday, then has nothing to do until something happens', async () => {
    const today = dayOf(clock(), timezone);
    await t.app.jobs.runNow(TEAM_ROLLUP_JOB);
    const computed = async () =>
      (
        (await t.app.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day from team_rollup_days
            where brand_id = ${brand} order by day`)) as unknown as { rows: { day: string }[] }
      ).rows.map((r) => r.day);
    expect(await computed()).toEqual(expect.arrayContaining([addDays(today, -1), today]));
    // Later, with nothing new since the last run (sign-ups of this test included): idle.
    offsetMs = 5 * 60_000;
    await t.app.jobs.runNow(TEAM_ROLLUP_JOB);
    expect(await rollupPending(deps)).toBe(false);
    // A new member today makes it pending again.
    await t.app.db.execute(
      sql`update members set created_at = ${clock().toISOString()}::timestamptz
           where id = ${tree.s1.id}`,
    );
    expect(await rollupPending(deps)).toBe(true);
    offsetMs = 0;
  });
});
