import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember, fundMain } from '../../test/accounts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { house, main } from '../ledger/ledger-test-kit.ts';
import { brandPlay } from './bet-records.service.ts';
import { dayIn, postAt } from './records-test-kit.ts';

// Issue 13 (decision 040): the dashboard reads each closed day's play from a roll-up made once,
// and it says exactly what reading the postings live says; only days up to `closedThrough`
// are rolled up, and a rolled-up day is never computed again.
const t = setUpTestApp();
const TZ = 'Asia/Kuala_Lumpur';
const day = (n: number) => dayIn(TZ, n);
const at = (n: number, time: string) => `${day(n)}T${time}+08:00`;
type Range = Parameters<typeof brandPlay>[2]['play'];
const brandPlayPerDay = async (db: typeof t.app.db, brand: number, range: Range) =>
  (await brandPlay(db, brand, { play: range, bettors: range })).play;
const playersWhoBet = async (db: typeof t.app.db, brand: number, range: Range) =>
  (await brandPlay(db, brand, { play: range, bettors: range })).bettors;

async function count(table: string): Promise<number> {
  const result = (await t.app.db.execute(
    sql.raw(`select count(*)::int as n from ${table} where brand_id = ${t.brand}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe('the daily play roll-up', () => {
  it('gives the live figures for closed days, computes each day once, and reads later days live', async () => {
    const [alice, bob] = [await createMember(t.app), await createMember(t.app)];
    const agent = await createMember(t.app, { type: 1 });
    for (const m of [alice, bob, agent]) await fundMain(t.app, m.id, 1_000_000n);
    // A real bet first, so the house BETS account exists for the dated postings below.
    await t.app.ledger.post({
      brandId: t.brand,
      idempotencyKey: `rollup-open-${alice.id}`,
      kind: 'BET',
      legs: [
        { account: main(alice.id), amount: -1n },
        { account: house('BETS'), amount: 1n },
      ],
    });
    const slot = { vendor: 'PT', category: 'RNG', gameCode: 'PT-RNG-001' };
    const live = { vendor: 'EVO', category: 'LIVE', gameCode: 'EVO-LIVE-001' };
    const uncategorised = { vendor: 'PT', gameCode: 'PT-RNG-001' };
    const post = (
      n: number,
      time: string,
      kind: string,
      who: number,
      amount: bigint,
      meta: Record<string, unknown>,
    ) =>
      kind === 'BET' || kind === 'BET_REFUND'
        ? postAt(t.app, t.brand, at(n, time), kind, main(who), house('BETS'), amount, meta)
        : postAt(t.app, t.brand, at(n, time), kind, house('BETS'), main(who), amount, meta);
    // Postings that reduce the member's balance are BET; the rest credit it.
    await post(-5, '00:00:00', 'BET', alice.id, 1000n, slot);
    await post(-5, '10:00:00', 'WIN', alice.id, 2500n, slot);
    await post(-5, '23:59:59', 'BET', bob.id, 300n, live);
    await post(-4, '09:00:00', 'BET', bob.id, 700n, uncategorised);
    await post(-4, '09:01:00', 'JACKPOT_WIN', bob.id, 90n, uncategorised);
    await post(-3, '12:00:00', 'BET', agent.id, 400n, slot);
    await post(-1, '08:00:00', 'BET', alice.id, 50n, live);
    await post(0, '08:00:00', 'BET', bob.id, 60n, slot);

    const range = { from: day(-6), to: day(0), timezone: TZ };
    // Everything live: nothing is closed before the range.
    const liveOnly = { ...range, closedThrough: day(-30) };
    const expectedPlay = await brandPlayPerDay(t.app.db, t.brand, liveOnly);
    const expectedBettors = await playersWhoBet(t.app.db, t.brand, liveOnly);
    expect(await count('play_day_rollups')).toBe(0);
    expect(expectedPlay.find((r) => r.day === day(-5) && r.vendor === 'PT')).toMatchObject({
      bets: 1,
      turnover: 1000n,
      wins: 2500n,
    });

    const rolled = { ...range, closedThrough: day(-2) };
    expect(await brandPlayPerDay(t.app.db, t.brand, rolled)).toEqual(expectedPlay);
    expect(await playersWhoBet(t.app.db, t.brand, rolled)).toEqual(
      expect.arrayContaining(expectedBettors),
    );
    expect((await playersWhoBet(t.app.db, t.brand, rolled)).length).toBe(expectedBettors.length);
    // Days -6 to -2 are rolled up (five markers); -1 and today are not.
    expect(await count('play_day_rollups')).toBe(5);
    const totals = await count('play_day_totals');
    expect(totals).toBeGreaterThan(0);
    // Day -5: alice and bob; day -4: bob; day -3: the agent, kept as a bettor of the day but
    // never counted as a player. (The demo seed's agent teams bet on these days too.)
    const ours = (await t.app.db.execute(
      sql`select count(*)::int as n from play_day_bettors
           where member_id in (${alice.id}, ${bob.id}, ${agent.id})`,
    )) as unknown as { rows: { n: number }[] };
    expect(ours.rows[0]?.n).toBe(4);
    expect(expectedBettors.map((b) => b.memberId)).not.toContain(agent.id);

    // Once rolled up, a day is not computed again: a posting written into it afterwards (which
    // no real flow can do) is not seen, while the live reading sees it.
    await post(-5, '11:00:00', 'BET', alice.id, 5n, slot);
    const again = await brandPlayPerDay(t.app.db, t.brand, rolled);
    expect(again).toEqual(expectedPlay);
    expect(await count('play_day_totals')).toBe(totals);
    const relive = await brandPlayPerDay(t.app.db, t.brand, liveOnly);
    expect(relive.find((r) => r.day === day(-5) && r.vendor === 'PT')?.turnover).toBe(1005n);

    // A posting on a day still read live counts at once.
    await post(-1, '09:00:00', 'BET', alice.id, 7n, live);
    const later = await brandPlayPerDay(t.app.db, t.brand, rolled);
    expect(later.find((r) => r.day === day(-1) && r.vendor === 'EVO')?.turnover).toBe(57n);
  });
});
