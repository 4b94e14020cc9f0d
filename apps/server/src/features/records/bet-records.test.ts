import type { BetRecord, GameProfitReport } from '@nova/contracts/api/bet-records';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggedInMember, sessionCookie } from '../../test/accounts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { house, main, move } from '../ledger/ledger-test-kit.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import { crashRound, gamePostings, inhouseRound, type RoundRef } from './bet-records-test-kit.ts';
import { dayIn, postAt } from './records-test-kit.ts';

const TZ = 'Asia/Kuala_Lumpur';

const t = setUpTestApp();

interface BetsPage {
  content: BetRecord[];
  totalElements: number;
  totalPages: number;
  totals: { stake: string; payout: string; profit: string; count: number };
}

async function getJson(cookie: string, path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await t.app.inject({ url: `${path}?${search}`, headers: { cookie } });
  return { status: res.statusCode, body: res.json() };
}

const recent = () => ({ from: dayIn(TZ, -1), to: dayIn(TZ) });

async function bets(cookie: string, query: Record<string, string | number> = {}) {
  const res = await getJson(cookie, '/wps/records/bets', { ...recent(), pageSize: 100, ...query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as BetsPage;
}

async function funded() {
  const m = await loggedInMember(t.app);
  await t.app.ledger.post(
    move(t.brand, `fund-${m.id}`, 'DEPOSIT', house('PAYMENTS'), main(m.id), 1_000_000n),
  );
  return { ...m, play: gamePostings(t.app, t.brand, m.id) };
}

const seamless = (roundId: string, vendor = 'PT'): RoundRef => ({
  vendor,
  category: 'RNG',
  gameCode: 'PT-RNG-003',
  roundId,
  source: 'SEAMLESS',
});
const inhouse = (roundId: string, source: 'INHOUSE' | 'CRASH' = 'INHOUSE'): RoundRef => ({
  vendor: 'INHOUSE',
  category: 'RNG',
  gameCode: source === 'CRASH' ? 'INHOUSE-RNG-003' : 'INHOUSE-RNG-002',
  roundId,
  source,
});

describe('GET /wps/records/bets', () => {
  it('groups postings into rounds with stake, payout, status and source', async () => {
    const m = await funded();
    const { play } = m;
    // In-house round won with a jackpot; the contribution leg does not change the stake.
    const won = await inhouseRound(t.app, t.brand, m.id, 'SETTLED');
    await play.bet(inhouse(won), 1_000n, undefined, 10n);
    await play.win(inhouse(won), 3_000n);
    await play.jackpot(inhouse(won), 5n);
    // In-house round lost (no WIN posting) and one still open.
    const lost = await inhouseRound(t.app, t.brand, m.id, 'SETTLED');
    await play.bet(inhouse(lost), 400n);
    const open = await inhouseRound(t.app, t.brand, m.id, 'OPEN');
    await play.bet(inhouse(open), 300n);
    // A crash bet lost (same vendor INHOUSE, its own source), and one still placed.
    const crashLost = await crashRound(t.app, t.brand, m.id, 'LOST');
    await play.bet(inhouse(crashLost, 'CRASH'), 250n);
    const crashOpen = await crashRound(t.app, t.brand, m.id, 'PLACED');
    await play.bet(inhouse(crashOpen, 'CRASH'), 150n);
    // Seamless: two bets and a win; a refunded bet; a bet closed by end-round; an open bet.
    await play.bet(seamless('s1'), 200n, 's1-b1');
    await play.bet(seamless('s1'), 100n, 's1-b2');
    await play.win(seamless('s1'), 900n, 's1-w');
    await play.bet(seamless('s2'), 700n, 's2-b');
    await play.refund(seamless('s2'), 700n, 's2-b');
    await play.bet(seamless('s3'), 50n, 's3-b');
    await t.app.db.execute(sql`insert into vendor_rounds (brand_id, vendor, round_id, member_id, status)
      values (${t.brand}, 'PT', 's3', ${m.id}, 'SETTLED')`);
    await play.bet(seamless('s4'), 60n, 's4-b');
    // A transfer-mode vendor's bet from its feed.
    await t.app.db.execute(sql`
      insert into vendor_bet_records (brand_id, member_id, vendor, category, game_code, bet_id,
                                      round_id, stake, payout, status, placed_at, settled_at)
      values (${t.brand}, ${m.id}, 'AG', 'LIVE', 'AG-LIVE-001', 'ag-1', 'ag-r1', 500, 1000, 'SETTLED',
              now(), now())`);

    const page = await bets(m.cookie);
    const byKey = new Map(page.content.map((r) => [`${r.source}:${r.roundId}`, r]));
    expect(page.totalElements).toBe(10);
    expect(byKey.get(`INHOUSE:${won}`)).toMatchObject({
      stake: '1000',
      payout: '3005',
      profit: '2005',
      status: 'SETTLED',
      vassalage: 'INHOUSE',
      vendorName: 'Nova Originals',
      gameName: 'Nova Dice',
      gameType: 'RNG',
      inhouseRoundId: won,
    });
    expect(byKey.get(`INHOUSE:${lost}`)).toMatchObject({
      stake: '400',
      payout: '0',
      status: 'SETTLED',
    });
    expect(byKey.get(`INHOUSE:${open}`)).toMatchObject({ status: 'OPEN', settledAt: null });
    expect(byKey.get(`CRASH:${crashLost}`)).toMatchObject({
      stake: '250',
      status: 'SETTLED',
      gameName: 'Nova Crash',
      // Crash rounds are numbered apart: checked by their chain link, not as in-house rounds.
      inhouseRoundId: null,
      crashProof: { hash: expect.stringMatching(/^[0-9a-f]{64}$/u), salt: 'salt' },
    });
    expect(byKey.get(`CRASH:${crashOpen}`)).toMatchObject({ status: 'OPEN', crashProof: null });
    expect(byKey.get('SEAMLESS:s1')).toMatchObject({
      stake: '300',
      payout: '900',
      profit: '600',
      status: 'SETTLED',
      vendorName: 'Playtech',
      gameCode: 'PT-RNG-003',
      inhouseRoundId: null,
    });
    expect(byKey.get('SEAMLESS:s2')).toMatchObject({ stake: '0', status: 'CANCELLED' });
    expect(byKey.get('SEAMLESS:s3')?.status).toBe('SETTLED');
    expect(byKey.get('SEAMLESS:s4')).toMatchObject({ status: 'OPEN', settledAt: null });
    expect(byKey.get('TRANSFER:ag-r1')).toMatchObject({
      stake: '500',
      payout: '1000',
      gameType: 'LIVE',
      vendorName: 'Asia Gaming',
      status: 'SETTLED',
    });
    const stake = page.content.reduce((s, r) => s + BigInt(r.stake), 0n);
    const payout = page.content.reduce((s, r) => s + BigInt(r.payout), 0n);
    expect(page.totals).toEqual({
      stake: stake.toString(),
      payout: payout.toString(),
      profit: (payout - stake).toString(),
      count: 10,
    });

    // Filters.
    expect((await bets(m.cookie, { status: 'OPEN' })).totalElements).toBe(3);
    expect((await bets(m.cookie, { gameType: 'LIVE' })).content.map((r) => r.roundId)).toEqual([
      'ag-r1',
    ]);
    expect((await bets(m.cookie, { vassalage: 'PT' })).totalElements).toBe(4);
    expect((await bets(m.cookie, { gameCode: 'INHOUSE-RNG-003' })).totalElements).toBe(2);

    // Pages of 3 cover the same rounds.
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= 4; pageNo++)
      seen.push(
        ...(await bets(m.cookie, { pageSize: 3, pageNo })).content.map(
          (r) => `${r.source}:${r.roundId}`,
        ),
      );
    expect(new Set(seen)).toEqual(new Set(byKey.keys()));
    expect(seen).toHaveLength(10);

    // Another member sees none of it.
    const other = await loggedInMember(t.app);
    expect((await bets(other.cookie)).totalElements).toBe(0);
    expect(await reconcileLedger(t.app.db)).toMatchObject({ ok: true });
  });

  it('dates a round by its bet, in the brand zone, and counts a win after midnight with it', async () => {
    const m = await funded();
    const meta = { ...seamless('late'), txId: 'late-b' };
    // 23:30 local yesterday = 15:30 UTC yesterday; the win comes the next (local) day.
    const yesterday = dayIn(TZ, -1);
    await postAt(
      t.app,
      t.brand,
      `${yesterday}T15:30:00Z`,
      'BET',
      main(m.id),
      house('BETS'),
      100n,
      meta,
    );
    await postAt(t.app, t.brand, `${dayIn(TZ)}T00:30:00Z`, 'WIN', house('BETS'), main(m.id), 250n, {
      ...meta,
      txId: 'late-w',
    });
    const onDay = await bets(m.cookie, { from: yesterday, to: yesterday });
    expect(onDay.content).toHaveLength(1);
    expect(onDay.content[0]).toMatchObject({ stake: '100', payout: '250', status: 'SETTLED' });
    const today = await bets(m.cookie, { from: dayIn(TZ), to: dayIn(TZ) });
    expect(today.totalElements).toBe(0);
  });

  it('refuses trial accounts, visitors and ranges over 92 days', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      remoteAddress: '198.51.100.77',
    });
    const res = await getJson(sessionCookie(trial), '/wps/records/bets', recent());
    expect(res.body).toMatchObject({ success: false, code: 'TRIAL_FORBIDDEN' });
    const anonymous = await t.app.inject({
      url: `/wps/records/game-profit?from=${dayIn(TZ)}&to=${dayIn(TZ)}`,
    });
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const m = await loggedInMember(t.app);
    const wide = await getJson(m.cookie, '/wps/records/bets', {
      from: '2026-01-01',
      to: '2026-06-30',
    });
    expect(wide.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('GET /wps/records/game-profit', () => {
  it('groups profit by vendor and by game, with totals equal to the betting records', async () => {
    const m = await funded();
    const { play } = m;
    await play.bet(seamless('p1'), 100n, 'p1-b');
    await play.win(seamless('p1'), 300n, 'p1-w');
    await play.bet({ ...seamless('p2'), gameCode: 'PT-RNG-001' }, 200n, 'p2-b');
    await play.bet(seamless('p3', 'PNG'), 50n, 'p3-b');
    await play.refund(seamless('p3', 'PNG'), 50n, 'p3-b');
    const r = await inhouseRound(t.app, t.brand, m.id, 'SETTLED');
    await play.bet(inhouse(r), 40n);
    await play.win(inhouse(r), 10n);

    const res = await getJson(m.cookie, '/wps/records/game-profit', recent());
    expect(res.status).toBe(200);
    const report = res.body.value as GameProfitReport;
    expect(report.byVendor).toEqual(
      expect.arrayContaining([
        {
          vassalage: 'PT',
          vendorName: 'Playtech',
          stake: '300',
          payout: '300',
          profit: '0',
          rounds: 2,
        },
        {
          vassalage: 'PNG',
          vendorName: "Play'n GO",
          stake: '0',
          payout: '0',
          profit: '0',
          rounds: 0,
        },
        {
          vassalage: 'INHOUSE',
          vendorName: 'Nova Originals',
          stake: '40',
          payout: '10',
          profit: '-30',
          rounds: 1,
        },
      ]),
    );
    expect(report.byVendor).toHaveLength(3);
    expect(report.byGame.find((g) => g.gameCode === 'PT-RNG-001')).toMatchObject({
      vassalage: 'PT',
      gameType: 'RNG',
      stake: '200',
      profit: '-200',
      rounds: 1,
    });
    expect(report.byGame).toHaveLength(4);
    const records = await bets(m.cookie);
    expect(report.totals).toEqual({
      stake: records.totals.stake,
      payout: records.totals.payout,
      profit: records.totals.profit,
      rounds: 3,
    });
  });
});
