import type { BetRecord, GameProfitReport } from '@nova/contracts/api/bet-records';
import type { ProfitRow } from '@nova/contracts/api/records';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { loggedInMember } from '../../test/accounts.ts';
import { soakSize } from '../../test/soak.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { house, main, move } from '../ledger/ledger-test-kit.ts';
import { addTurnoverRequirement, turnoverStatus } from '../withdrawals/turnover.service.ts';
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
 * Property (issue 11, decision 025): for any mix of rounds of every kind — in-house (won, lost,
 * refunded, open), crash (lost, placed), seamless (bets partly or wholly rolled back, won,
 * ended, open) and transfer-mode feed bets (settled, open, void) —
 * - the profit summary's bets and wins equal the sums of the breakdown by vendor and by game,
 *   and the per-day rows add up to the summary;
 * - bets are the kept stakes (bets − refunds) of every round, wins the payouts;
 * - turnover completed is the kept stakes of the SETTLED rounds, as the betting records list them.
 */
const TZ = 'Asia/Kuala_Lumpur';
const t = setUpTestApp();

const amount = fc.bigInt({ min: 1n, max: 900n });
const roundArb = fc.oneof(
  fc.record({
    kind: fc.constant('INHOUSE' as const),
    stake: amount,
    outcome: fc.constantFrom('WIN', 'LOSE', 'REFUND', 'OPEN'),
    payout: amount,
    jackpot: fc.option(amount, { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('CRASH' as const),
    stake: amount,
    outcome: fc.constantFrom('LOST' as const, 'PLACED' as const),
  }),
  fc.record({
    kind: fc.constant('SEAMLESS' as const),
    vendor: fc.constantFrom('PT', 'PNG'),
    bets: fc.array(fc.record({ stake: amount, rolledBack: fc.boolean() }), {
      minLength: 1,
      maxLength: 3,
    }),
    close: fc.constantFrom('WIN', 'END', 'NONE'),
    payout: amount,
  }),
  fc.record({
    kind: fc.constant('TRANSFER' as const),
    stake: amount,
    payout: fc.bigInt({ min: 0n, max: 2_000n }),
    status: fc.constantFrom('OPEN', 'SETTLED', 'VOID'),
  }),
);
type Round = typeof roundArb extends fc.Arbitrary<infer R> ? R : never;

/** What the round should count: kept stake, payout, and whether it is settled. */
function model(r: Round): { stake: bigint; payout: bigint; settled: boolean } {
  switch (r.kind) {
    case 'INHOUSE':
      if (r.outcome === 'REFUND') return { stake: 0n, payout: 0n, settled: false };
      return {
        stake: r.stake,
        payout: r.outcome === 'WIN' ? r.payout + (r.jackpot ?? 0n) : 0n,
        settled: r.outcome !== 'OPEN',
      };
    case 'CRASH':
      return { stake: r.stake, payout: 0n, settled: r.outcome === 'LOST' };
    case 'SEAMLESS': {
      const kept = r.bets.filter((b) => !b.rolledBack).reduce((s, b) => s + b.stake, 0n);
      // A rollback closes the round (the vendor wallet refuses wins after it).
      if (r.bets.some((b) => b.rolledBack)) return { stake: kept, payout: 0n, settled: kept > 0n };
      return {
        stake: kept,
        payout: r.close === 'WIN' ? r.payout : 0n,
        settled: r.close !== 'NONE',
      };
    }
    case 'TRANSFER':
      return r.status === 'VOID'
        ? { stake: 0n, payout: 0n, settled: false }
        : { stake: r.stake, payout: r.payout, settled: r.status === 'SETTLED' };
  }
}

const inhouse = (roundId: string, source: 'INHOUSE' | 'CRASH'): RoundRef => ({
  vendor: 'INHOUSE',
  category: 'RNG',
  gameCode: source === 'CRASH' ? 'INHOUSE-RNG-003' : 'INHOUSE-RNG-002',
  roundId,
  source,
});

async function playRound(memberId: number, r: Round, id: string): Promise<void> {
  const play = gamePostings(t.app, t.brand, memberId);
  switch (r.kind) {
    case 'INHOUSE': {
      const roundId = await inhouseRound(
        t.app,
        t.brand,
        memberId,
        r.outcome === 'OPEN' ? 'OPEN' : 'SETTLED',
      );
      const ref = inhouse(roundId, 'INHOUSE');
      await play.bet(ref, r.stake);
      if (r.outcome === 'REFUND') await play.refund(ref, r.stake);
      if (r.outcome === 'WIN') {
        await play.win(ref, r.payout);
        if (r.jackpot !== undefined) await play.jackpot(ref, r.jackpot);
      }
      return;
    }
    case 'CRASH': {
      const roundId = await crashRound(t.app, t.brand, memberId, r.outcome);
      await play.bet(inhouse(roundId, 'CRASH'), r.stake);
      return;
    }
    case 'SEAMLESS': {
      const ref: RoundRef = {
        vendor: r.vendor,
        category: 'RNG',
        gameCode: `${r.vendor}-RNG-00${r.bets.length}`,
        roundId: id,
        source: 'SEAMLESS',
      };
      for (const [i, b] of r.bets.entries()) await play.bet(ref, b.stake, `${id}-b${i}`);
      const rolledBack = r.bets.flatMap((b, i) => (b.rolledBack ? [[b, i] as const] : []));
      for (const [b, i] of rolledBack) await play.refund(ref, b.stake, `${id}-b${i}`);
      if (rolledBack.length > 0)
        await vendorRound(t.app, t.brand, memberId, {
          vendor: r.vendor,
          roundId: id,
          status: 'ROLLED_BACK',
        });
      else if (r.close === 'WIN') await play.win(ref, r.payout, `${id}-w`);
      else if (r.close === 'END')
        await vendorRound(t.app, t.brand, memberId, {
          vendor: r.vendor,
          roundId: id,
          status: 'SETTLED',
        });
      return;
    }
    case 'TRANSFER':
      await feedBet(t.app, t.brand, memberId, {
        vendor: 'AG',
        betId: id,
        stake: r.stake,
        payout: r.payout,
        status: r.status,
      });
  }
}

async function value<T>(cookie: string, path: string, extra = ''): Promise<T> {
  const res = await t.app.inject({
    url: `${path}?from=${dayIn(TZ, -1)}&to=${dayIn(TZ)}${extra}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}

const total = (values: string[]) => values.reduce((s, v) => s + BigInt(v), 0n);

it('summary = sum of the breakdown, and turnover = kept stakes of settled rounds, for any rounds', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(roundArb, { minLength: 0, maxLength: 6 }), async (rounds) => {
      const m = await loggedInMember(t.app);
      await t.app.ledger.post(
        move(t.brand, `grp-fund-${m.id}`, 'DEPOSIT', house('PAYMENTS'), main(m.id), 100_000n),
      );
      await addTurnoverRequirement(t.app.db, {
        brandId: t.brand,
        memberId: m.id,
        sourceKind: 'BONUS',
        sourceRef: `grp-${m.id}`,
        required: 1_000_000n,
      });
      for (const [i, r] of rounds.entries()) await playRound(m.id, r, `grp${m.id}-${i}`);

      const expected = rounds.map(model);
      const bets = expected.reduce((s, e) => s + e.stake, 0n);
      const wins = expected.reduce((s, e) => s + e.payout, 0n);
      const settled = expected.reduce((s, e) => s + (e.settled ? e.stake : 0n), 0n);

      const summary = await value<{ rows: ProfitRow[]; totals: Omit<ProfitRow, 'date'> }>(
        m.cookie,
        '/wps/member/records/profit',
      );
      expect(summary.totals).toMatchObject({ bets: `${bets}`, wins: `${wins}` });
      expect(total(summary.rows.map((r) => r.bets))).toBe(bets);
      expect(total(summary.rows.map((r) => r.wins))).toBe(wins);
      const report = await value<GameProfitReport>(m.cookie, '/wps/records/game-profit');
      for (const rows of [report.byVendor, report.byGame]) {
        expect(total(rows.map((r) => r.stake))).toBe(bets);
        expect(total(rows.map((r) => r.payout))).toBe(wins);
        expect(total(rows.map((r) => r.profit))).toBe(BigInt(summary.totals.profit));
      }

      const listed = await value<{ content: BetRecord[] }>(
        m.cookie,
        '/wps/records/bets',
        '&status=SETTLED&pageSize=100',
      );
      expect(total(listed.content.map((r) => r.stake))).toBe(settled);
      expect((await turnoverStatus(t.app.db, m.id)).completed).toBe(settled);
    }),
    { numRuns: soakSize(3, 10) },
  );
});
