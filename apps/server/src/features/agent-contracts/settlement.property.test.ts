import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { brandId as brandIdOf } from '../../test/accounts.ts';
import { OPERATOR_TOKEN } from '../../test/helpers.ts';
import { soakSize } from '../../test/soak.ts';
import { createTestApp } from '../../test/test-app.ts';
import { reconcileLedger } from '../ledger/reconcile.ts';
import {
  dividendTerms,
  downlineContract,
  member,
  opsCall,
  type Party,
  platformContract,
  play,
  tier,
} from './agent-contracts-test-kit.ts';

/**
 * Issue 15 "Property tests": for random agent trees, contracts and play, settled by the real
 * service: every statement equals its formula recomputed here from the raw ledger (not from the
 * rollups the service reads), the money paid down equals the money received (statements against
 * the ledger's own contract postings, per member), and the ledger reconciles.
 * Each run is a fresh database (a closed day's rollup is final, decision 042); CI runs a few,
 * SOAK=1 more.
 */
const RUNS = soakSize(3, 15);
const DAY = 86_400_000;

const scenario = fc.record({
  /** parent index of each agent (-1: top level), at most 6 agents. */
  parents: fc.array(fc.integer({ min: -1, max: 5 }), { minLength: 1, maxLength: 6 }),
  /** a ratio draw per agent (scaled under its upline's). */
  ratios: fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 6, maxLength: 6 }),
  salary: fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 6, maxLength: 6 }),
  /** players: [agent index, stake, payout]. */
  plays: fc.array(
    fc.tuple(
      fc.integer({ min: 0, max: 5 }),
      fc.integer({ min: 1, max: 90_000 }),
      fc.integer({ min: 0, max: 150_000 }),
    ),
    { minLength: 1, maxLength: 8 },
  ),
});

interface Row {
  agent_id: string;
  payer_id: string | null;
  kind: string;
  period_start: Date | string;
  period_end: Date | string;
  ratio: number;
  amount: string;
  paid: string;
  valid_bets: string;
  bets: string;
  wins: string;
}

it('statements equal their formula on raw data; money paid down equals money received', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async (s) => {
      let shift = 0;
      const t = await createTestApp(
        { operatorApiToken: OPERATOR_TOKEN },
        { now: () => new Date(Date.now() + shift) },
      );
      try {
        const brand = await brandIdOf(t.app);
        const agents: Party[] = [];
        const ratio: number[] = [];
        const salary: number[] = [];
        for (const [i, p] of s.parents.entries()) {
          const parentIndex = p >= 0 && p < i ? p : -1;
          const parent = parentIndex >= 0 ? agents[parentIndex] : undefined;
          const agent = await member(t.app, { type: parent ? 2 : 1, parent });
          agents.push(agent);
          // At most the upline's own ratio (the ceiling), at least 1 basis point.
          const cap = parent ? (ratio[parentIndex] as number) : 10_000;
          ratio.push(Math.max(1, Math.floor(((s.ratios[i] as number) * cap) / 10_000)));
          const salaryCap = parent ? (salary[parentIndex] as number) : 200;
          salary.push(Math.max(1, Math.min(salaryCap, s.salary[i] as number)));
          const dividend = dividendTerms([tier(ratio[i] as number)]);
          const realtime = {
            kind: 'SALARY_REALTIME' as const,
            period: 'REALTIME' as const,
            rateType: 'PERCENT' as const,
            tiers: [tier(salary[i] as number)],
          };
          if (parent) {
            await downlineContract(t.app, parent, agent, dividend);
            await downlineContract(t.app, parent, agent, realtime);
          } else {
            await platformContract(t.app, agent, dividend);
            await platformContract(t.app, agent, realtime);
          }
        }
        for (const [index, stake, payout] of s.plays) {
          const under = agents[index % agents.length] as Party;
          const p = await member(t.app, { parent: under, funds: BigInt(stake) });
          await play(t.app, brand, p, BigInt(stake), BigInt(payout));
        }
        shift = 2 * DAY;
        const settled = await opsCall(t.app, 'POST', '/ops/contracts/settle', { reason: 'prop' });
        expect(settled.statusCode, settled.body).toBe(200);

        const statements = (
          (await t.app.db.execute(sql`
            select agent_id::text as agent_id, payer_id::text as payer_id, kind, period_start, period_end, ratio, amount::text, paid::text,
                   valid_bets::text, bets::text, wins::text
              from agent_statements`)) as unknown as { rows: Row[] }
        ).rows;
        expect(statements.length).toBeGreaterThan(0);
        for (const st of statements) {
          // The team's play in the window, straight from the ledger.
          const [raw] = (
            (await t.app.db.execute(sql`
              select coalesce(sum(-e.amount) filter (where tr.kind = 'BET'), 0)::text as bets,
                     coalesce(sum(e.amount) filter (where tr.kind = 'WIN'), 0)::text as wins
                from ledger_entries e
                join ledger_transfers tr on tr.id = e.transfer_id
                join ledger_accounts a on a.id = e.account_id and a.kind = 'MEMBER_MAIN'
                join members m on m.id = a.member_id
               where m.path like ${`%/${st.agent_id}/%`} and m.id <> ${st.agent_id}
                 and tr.kind in ('BET', 'WIN')
                 and e.created_at >= ${new Date(st.period_start).toISOString()}::timestamptz
                 and e.created_at < ${new Date(st.period_end).toISOString()}::timestamptz`)) as unknown as {
              rows: { bets: string; wins: string }[];
            }
          ).rows;
          const bets = BigInt(raw?.bets ?? '0');
          const wins = BigInt(raw?.wins ?? '0');
          expect([st.bets, st.wins]).toEqual([bets.toString(), wins.toString()]);
          const base = st.kind === 'DIVIDEND' ? bets - wins : bets;
          const expected = base > 0n ? (base * BigInt(st.ratio)) / 10_000n : 0n;
          expect(BigInt(st.amount)).toBe(expected);
          expect(BigInt(st.paid)).toBeLessThanOrEqual(BigInt(st.amount));
        }
        // Money: each member's contract postings equal what its statements say it received
        // less what it paid; the platform's equal what it paid.
        const net = new Map<string, bigint>();
        let platform = 0n;
        for (const st of statements) {
          net.set(st.agent_id, (net.get(st.agent_id) ?? 0n) + BigInt(st.paid));
          if (st.payer_id === null) platform += BigInt(st.paid);
          else net.set(st.payer_id, (net.get(st.payer_id) ?? 0n) - BigInt(st.paid));
        }
        const ledger = (
          (await t.app.db.execute(sql`
            select a.member_id::text as member_id, a.kind, sum(e.amount)::text as amount
              from ledger_entries e
              join ledger_transfers tr on tr.id = e.transfer_id
              join ledger_accounts a on a.id = e.account_id
             where tr.kind in ('AGENT_DIVIDEND', 'AGENT_SALARY')
             group by 1, 2`)) as unknown as {
            rows: { member_id: string | null; kind: string; amount: string }[];
          }
        ).rows;
        for (const row of ledger) {
          if (row.member_id === null) expect(-BigInt(row.amount)).toBe(platform);
          else expect(BigInt(row.amount), row.member_id).toBe(net.get(row.member_id) ?? 0n);
        }
        const members = ledger.filter((r) => r.member_id !== null).map((r) => r.member_id);
        for (const [id, amount] of net) if (amount !== 0n) expect(members).toContain(id);
        const report = await reconcileLedger(t.app.db, { money: true });
        expect(report.ok).toBe(true);
      } finally {
        await t.close();
      }
    }),
    { numRuns: RUNS },
  );
}, 300_000);
