import type { BetRecord, GameProfitReport } from '@nova/contracts/api/bet-records';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { loggedInMember } from '../../test/accounts.ts';
import { soakSize } from '../../test/soak.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { house, main } from '../ledger/ledger-test-kit.ts';
import { gamePostings, type RoundRef } from './bet-records-test-kit.ts';
import { dayIn, ledgerPoster } from './records-test-kit.ts';

/**
 * Property: for any rounds (bets, wins, refunds on a few vendors and games), the totals the
 * betting records report equal the sums over all their pages for any page size and filter, the
 * count is the number listed, every round's profit is payout − stake, and the profit report's
 * totals, vendor rows and game rows all add up to the same figures.
 */
const TZ = 'Asia/Kuala_Lumpur';
const t = setUpTestApp();
const post = ledgerPoster(t, 'bprop');

const GAMES = [
  { vendor: 'PT', gameCode: 'PT-RNG-001' },
  { vendor: 'PT', gameCode: 'PT-RNG-002' },
  { vendor: 'PNG', gameCode: 'PNG-RNG-001' },
] as const;

const roundArb = fc.record({
  game: fc.constantFrom(...GAMES),
  bets: fc.array(fc.bigInt({ min: 1n, max: 500n }), { minLength: 1, maxLength: 2 }),
  win: fc.option(fc.bigInt({ min: 1n, max: 2_000n }), { nil: undefined }),
  refund: fc.boolean(),
});

async function get(cookie: string, path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await t.app.inject({ url: `${path}?${search}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

const sum = (values: string[]) => values.reduce((s, v) => s + BigInt(v), 0n);

it('totals equal the sums over all pages, and the profit report adds up', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(roundArb, { minLength: 0, maxLength: 6 }),
      fc.integer({ min: 1, max: 4 }),
      fc.option(fc.constantFrom('PT', 'PNG'), { nil: undefined }),
      async (rounds, pageSize, vendor) => {
        const m = await loggedInMember(t.app);
        await post('DEPOSIT', house('PAYMENTS'), main(m.id), 100_000n);
        const play = gamePostings(t.app, t.brand, m.id);
        for (const [i, r] of rounds.entries()) {
          const ref: RoundRef = {
            ...r.game,
            category: 'RNG',
            roundId: `p${m.id}-${i}`,
            source: 'SEAMLESS',
          };
          for (const [j, stake] of r.bets.entries()) {
            const txId = `${ref.roundId}-b${j}`;
            await play.bet(ref, stake, txId);
            if (r.refund) await play.refund(ref, stake, txId);
          }
          if (r.win !== undefined && !r.refund) await play.win(ref, r.win, `${ref.roundId}-w`);
        }
        const range = { from: dayIn(TZ, -1), to: dayIn(TZ) };
        const filter: Record<string, string> = vendor ? { vassalage: vendor } : {};
        const listed: BetRecord[] = [];
        let totals: { stake: string; payout: string; profit: string; count: number } | undefined;
        for (let pageNo = 1; ; pageNo++) {
          const page = await get(m.cookie, '/wps/records/bets', {
            ...range,
            ...filter,
            pageSize,
            pageNo,
          });
          totals = page.totals;
          listed.push(...page.content);
          if (page.content.length < pageSize) break;
        }
        const expected = rounds.filter((r) => !vendor || r.game.vendor === vendor);
        expect(listed).toHaveLength(expected.length);
        expect(totals?.count).toBe(expected.length);
        expect(totals?.stake).toBe(sum(listed.map((r) => r.stake)).toString());
        expect(totals?.payout).toBe(sum(listed.map((r) => r.payout)).toString());
        expect(totals?.profit).toBe(sum(listed.map((r) => r.profit)).toString());
        for (const r of listed) expect(BigInt(r.profit)).toBe(BigInt(r.payout) - BigInt(r.stake));
        const stakeExpected = expected.reduce(
          (s, r) => s + (r.refund ? 0n : r.bets.reduce((a, b) => a + b, 0n)),
          0n,
        );
        expect(totals?.stake).toBe(stakeExpected.toString());

        const report: GameProfitReport = await get(m.cookie, '/wps/records/game-profit', range);
        for (const rows of [report.byVendor, report.byGame]) {
          expect(sum(rows.map((r) => r.stake))).toBe(BigInt(report.totals.stake));
          expect(sum(rows.map((r) => r.profit))).toBe(BigInt(report.totals.profit));
          expect(rows.reduce((n, r) => n + r.rounds, 0)).toBe(report.totals.rounds);
        }
        expect(report.totals.rounds).toBe(rounds.filter((r) => !r.refund).length);
      },
    ),
    { numRuns: soakSize(4, 12) },
  );
});
