// Settlement at issue 15's size, on PostgreSQL: 10^4 agents (tree depth up to 6), 10^5 members
// and a day of 10^6 bets (bench/lib/agent-tree-data.mjs: real, balanced ledger rows), every
// agent on a daily salary and a semimonthly dividend contract with its direct upline (the
// platform for the top levels). The clock is set just after the semimonthly period holding the
// day has closed; one settlement run then writes and pays every statement (the day's salaries
// and the period's dividends: 2 × 10^4), through the real settlement service and ledger. Timed
// and printed: the run, its parts (figures, statements, payments), statements per second; then
// a second run (nothing to do: each period settles once) and the ledger's reconciliation.
// Issue 15's target: all statements settled in under 30 s. Figures only, no assertions.
//
// Usage: node --import tsx bench/agent-settlement.mjs
// Env: BENCH_AGENTS (10000), BENCH_MEMBERS (100000), BENCH_BETS (1000000),
//      PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_KEEP_DB=1.
import { randomBytes } from 'node:crypto';
import { IN_MEMORY_DATA_DIR } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { periodAt } from '../apps/server/src/features/agent-contracts/agent-contracts.model.ts';
import { settleDue } from '../apps/server/src/features/agent-contracts/settlement.service.ts';
import { LedgerService } from '../apps/server/src/features/ledger/ledger.service.ts';
import { formatReport, reconcileLedger } from '../apps/server/src/features/ledger/reconcile.ts';
import { databaseUrl, dropDatabase, withAdmin } from '../apps/server/src/test/database-template.ts';
import { buildAgentTreeData } from './lib/agent-tree-data.mjs';
import { cleanup, onCleanup } from './lib/server.mjs';

const ADMIN_URL = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const AGENTS = Number(process.env.BENCH_AGENTS || 10_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 100_000);
const BETS = Number(process.env.BENCH_BETS || 1_000_000);

const name = `nova_bench_settle_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
const url = databaseUrl(ADMIN_URL, name);
const quiet = {
  debug() {},
  info() {},
  warn() {},
  error: (...args) => console.error(...args),
};

try {
  await withAdmin(ADMIN_URL, (c) => c.query(`create database ${name}`));
  if (!process.env.BENCH_KEEP_DB)
    onCleanup(() => withAdmin(ADMIN_URL, (c) => dropDatabase(c, name)));
  console.log(`database ${name}: migrating`);
  const migrated = await openDatabase({ databaseUrl: url, dataDir: IN_MEMORY_DATA_DIR });
  await migrated.close();
  console.log(`loading ${AGENTS} agents, ${MEMBERS} members, ${BETS} bets`);
  const data = await buildAgentTreeData(url, { agents: AGENTS, members: MEMBERS, bets: BETS });
  console.log(`  loaded in ${data.seconds.toFixed(1)} s; day ${data.day} (${data.timezone})`);
  const { brandId, timezone, day } = data;

  // The contracts, written directly (each as its parties would have signed it): the day's
  // salary (a contract for that one day) and the semimonthly dividend of the period holding it.
  const dayStart = new Date(
    (
      await withAdmin(url, (c) =>
        c.query(`select ((date '${day}')::timestamp at time zone '${timezone}') as at`),
      )
    ).rows[0].at,
  );
  const dayEnd = new Date(dayStart.getTime() + 86_400_000);
  const half = periodAt('SEMIMONTHLY', new Date(dayStart.getTime() + 3_600_000), timezone);
  const tiers = (first, second) =>
    JSON.stringify([
      { minBets: '0', minNetLoss: '0', minActive: 0, ratio: first, amount: '0' },
      { minBets: '5000000', minNetLoss: '1000000', minActive: 5, ratio: second, amount: '0' },
    ]);
  await withAdmin(url, async (c) => {
    const insert = (kind, period, tiersJson, startsAt, endsAt) =>
      c.query(
        `insert into agent_contracts (brand_id, upline_id, downline_id, kind, period, rate_type,
                                      tiers, state, signed_at, starts_at, ends_at)
         select m.brand_id, m.parent_id, m.id, $1, $2, 'PERCENT', $3::jsonb, 'SIGNED', $4, $4, $5
           from members m where m.brand_id = $6 and m.type in (1, 2)`,
        [kind, period, tiersJson, startsAt, endsAt, brandId],
      );
    await insert('SALARY_DAILY', 'DAILY', tiers(50, 80), dayStart, dayEnd);
    await insert('DIVIDEND', 'SEMIMONTHLY', tiers(2000, 3000), half.start, null);
    await c.query('analyze agent_contracts');
  });
  const contracts = (
    await withAdmin(url, (c) => c.query('select count(*)::int as n from agent_contracts'))
  ).rows[0].n;
  console.log(
    `  ${contracts} signed contracts; semimonthly period ${half.start.toISOString()} .. ${half.end.toISOString()}`,
  );

  const database = await openDatabase({ databaseUrl: url, dataDir: IN_MEMORY_DATA_DIR });
  onCleanup(() => database.close());
  const ledger = new LedgerService(database.db);
  onCleanup(() => ledger.close());
  const now = new Date(Math.max(half.end.getTime(), dayEnd.getTime()) + 120_000);
  const deps = { db: database.db, now: () => now, ledger, log: quiet };

  console.log('\n1. settlement (statements of every closed period, then payments)');
  const started = performance.now();
  const report = await settleDue(deps, { id: brandId, timezone });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${report.statements} statements in ${seconds.toFixed(2)} s: ${(report.statements / seconds).toFixed(0)} statements/s; paid ${report.paid}, owed ${report.owed}`,
  );
  const byStatus = await withAdmin(url, (c) =>
    c.query(
      `select kind, status, count(*)::int as n, sum(amount)::text as amount from agent_statements
        group by 1, 2 order by 1, 2`,
    ),
  );
  for (const r of byStatus.rows)
    console.log(`    ${r.kind} ${r.status}: ${r.n} (amount ${r.amount})`);

  console.log('\n2. the same run again (every period already settled)');
  const again = performance.now();
  const second = await settleDue(deps, { id: brandId, timezone });
  console.log(
    `  ${second.statements} statements, ${second.paid} paid in ${((performance.now() - again) / 1000).toFixed(2)} s`,
  );

  if (process.env.BENCH_RECONCILE) {
    console.log('\n3. reconciliation');
    console.log(formatReport(await reconcileLedger(database.db)));
  }
} finally {
  await cleanup();
}
