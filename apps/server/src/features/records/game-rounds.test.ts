import type { GameProfitReport } from '@nova/contracts/api/bet-records';
import type { ProfitRow } from '@nova/contracts/api/records';
import { describe, expect, it } from 'vitest';
import { loggedInMember } from '../../test/accounts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { house, main, move } from '../ledger/ledger-test-kit.ts';
import {
  crashRound,
  feedBet,
  gamePostings,
  inhouseRound,
  type RoundRef,
  vendorRound,
} from './bet-records-test-kit.ts';
import { dayIn } from './records-test-kit.ts';

/**
 * Issue 11, decision 025: the profit and loss summary (/wps/member/records/profit) and its
 * breakdown by vendor and game (/wps/records/game-profit) come from one definition of a round,
 * so for every kind of round the summary equals the sum of the breakdown.
 */
const TZ = 'Asia/Kuala_Lumpur';
const t = setUpTestApp();

async function value<T>(cookie: string, path: string): Promise<T> {
  const res = await t.app.inject({
    url: `${path}?from=${dayIn(TZ, -1)}&to=${dayIn(TZ)}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}

const sum = (values: string[]) => values.reduce((s, v) => s + BigInt(v), 0n).toString();

/** The summary's bets, wins and profit, checked against both breakdowns; returns them. */
async function expectOneTruth(cookie: string) {
  const summary = await value<{ rows: ProfitRow[]; totals: Omit<ProfitRow, 'date'> }>(
    cookie,
    '/wps/member/records/profit',
  );
  const report = await value<GameProfitReport>(cookie, '/wps/records/game-profit');
  for (const rows of [report.byVendor, report.byGame, [report.totals]]) {
    expect(sum(rows.map((r) => r.stake))).toBe(summary.totals.bets);
    expect(sum(rows.map((r) => r.payout))).toBe(summary.totals.wins);
    expect(sum(rows.map((r) => r.profit))).toBe(
      (BigInt(summary.totals.profit) - BigInt(summary.totals.bonus)).toString(),
    );
  }
  expect(sum(summary.rows.map((r) => r.bets))).toBe(summary.totals.bets);
  expect(sum(summary.rows.map((r) => r.wins))).toBe(summary.totals.wins);
  return { bets: summary.totals.bets, wins: summary.totals.wins };
}

const seamless = (roundId: string, vendor = 'PT'): RoundRef => ({
  vendor,
  category: 'RNG',
  gameCode: `${vendor}-RNG-001`,
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

async function player() {
  const m = await loggedInMember(t.app);
  await t.app.ledger.post(
    move(t.brand, `one-truth-fund-${m.id}`, 'DEPOSIT', house('PAYMENTS'), main(m.id), 100_000n),
  );
  return { ...m, play: gamePostings(t.app, t.brand, m.id) };
}

type Player = Awaited<ReturnType<typeof player>>;

const KINDS: [string, (p: Player) => Promise<void>, { bets: string; wins: string }][] = [
  [
    'in-house round won with a jackpot',
    async (p) => {
      const r = await inhouseRound(t.app, t.brand, p.id, 'SETTLED');
      await p.play.bet(inhouse(r), 1_000n, undefined, 10n);
      await p.play.win(inhouse(r), 3_000n);
      await p.play.jackpot(inhouse(r), 5n);
    },
    { bets: '1000', wins: '3005' },
  ],
  [
    'in-house round interrupted and refunded, and one still open',
    async (p) => {
      const refunded = await inhouseRound(t.app, t.brand, p.id, 'SETTLED');
      await p.play.bet(inhouse(refunded), 800n);
      await p.play.refund(inhouse(refunded), 800n);
      const open = await inhouseRound(t.app, t.brand, p.id, 'OPEN');
      await p.play.bet(inhouse(open), 300n);
    },
    { bets: '300', wins: '0' },
  ],
  [
    'crash bets lost and still placed',
    async (p) => {
      await p.play.bet(inhouse(await crashRound(t.app, t.brand, p.id, 'LOST'), 'CRASH'), 250n);
      await p.play.bet(inhouse(await crashRound(t.app, t.brand, p.id, 'PLACED'), 'CRASH'), 150n);
    },
    { bets: '400', wins: '0' },
  ],
  [
    'seamless rounds: bet and win, rolled back, partly rolled back, ended',
    async (p) => {
      const id = `s${p.id}`;
      await p.play.bet(seamless(`${id}-1`), 200n, `${id}-1b`);
      await p.play.win(seamless(`${id}-1`), 500n, `${id}-1w`);
      await p.play.bet(seamless(`${id}-2`, 'PNG'), 700n, `${id}-2b`);
      await p.play.refund(seamless(`${id}-2`, 'PNG'), 700n, `${id}-2b`);
      await vendorRound(t.app, t.brand, p.id, {
        vendor: 'PNG',
        roundId: `${id}-2`,
        status: 'ROLLED_BACK',
      });
      await p.play.bet(seamless(`${id}-3`), 600n, `${id}-3a`);
      await p.play.bet(seamless(`${id}-3`), 400n, `${id}-3b`);
      await p.play.refund(seamless(`${id}-3`), 400n, `${id}-3b`);
      await vendorRound(t.app, t.brand, p.id, {
        vendor: 'PT',
        roundId: `${id}-3`,
        status: 'ROLLED_BACK',
      });
      await p.play.bet(seamless(`${id}-4`), 50n, `${id}-4b`);
      await vendorRound(t.app, t.brand, p.id, {
        vendor: 'PT',
        roundId: `${id}-4`,
        status: 'SETTLED',
      });
    },
    { bets: '850', wins: '500' },
  ],
  [
    'transfer-mode vendor bets from the feed: settled, open and void',
    async (p) => {
      const id = `ag${p.id}`;
      const bet = {
        vendor: 'AG',
        betId: `${id}-1`,
        stake: 500n,
        payout: 1_200n,
        status: 'SETTLED',
      };
      await feedBet(t.app, t.brand, p.id, bet);
      await feedBet(t.app, t.brand, p.id, { ...bet, betId: `${id}-2`, payout: 0n, status: 'OPEN' });
      await feedBet(t.app, t.brand, p.id, { ...bet, betId: `${id}-3`, status: 'VOID' });
    },
    { bets: '1000', wins: '1200' },
  ],
];

describe('profit and loss: the summary equals the sum of its breakdown (issue 11)', () => {
  it.each(KINDS)('%s', async (_name, playRounds, expected) => {
    const p = await player();
    await playRounds(p);
    expect(await expectOneTruth(p.cookie)).toEqual(expected);
  });

  it('every kind together', async () => {
    const p = await player();
    for (const [, playRounds] of KINDS) await playRounds(p);
    const bets = KINDS.reduce((s, [, , e]) => s + BigInt(e.bets), 0n).toString();
    const wins = KINDS.reduce((s, [, , e]) => s + BigInt(e.wins), 0n).toString();
    expect(await expectOneTruth(p.cookie)).toEqual({ bets, wins });
  });
});
