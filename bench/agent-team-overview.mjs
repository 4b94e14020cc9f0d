// Team overview and team figures at issue 15's size, on PostgreSQL: 10^4 agents (tree depth up
// to 6), 10^5 members and a day of 10^6 bets (bench/lib/agent-tree-data.mjs: real, balanced
// ledger rows through the ledger's triggers) in a throwaway database, migrated as the server
// migrates at start. Then, timed and printed:
//   1. the day's rollup (refreshDays: team_member_days and team_days of every member and agent),
//      and the refresh of a day without play;
//   2. teamFiguresForWindow for the whole day for all 10^4 agents (the settlement's read: the day
//      is final, so team_member_days summed per member, rolled up to every agent), and for one
//      hour of the day (read from the ledger);
//   3. GET /wps/agent/team/overview of the top agent (whose team is every member), default
//      7-day range ending today, through the app (app.inject: session, contract, serialisation),
//      200 calls after a warm-up (which computes the range's other days): p50, p95, max;
//   4. the overview's "active members over the range" query alone (team_member_days summed per
//      team member over the range), 200 calls: p50, p95.
// Issue 15's target: overview p95 under 150 ms. Figures only, no assertions.
//
// Usage: node --import tsx bench/agent-team-overview.mjs
// Env: BENCH_AGENTS (10000), BENCH_MEMBERS (100000), BENCH_BETS (1000000), BENCH_CALLS (200),
//      PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_KEEP_DB=1 (leave the
//      database; drop it yourself), BENCH_DATABASE (measure such a kept database again, no
//      load), BENCH_RECONCILE=1 (check the loaded ledger with the app's
//      own reconciliation first).
import { randomBytes } from 'node:crypto';
import { build } from '../apps/server/src/app.ts';
import { IN_MEMORY_DATA_DIR } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { addDays, dayOf } from '../apps/server/src/features/agent-team/agent-team.model.ts';
import {
  activeRuleOf,
  agentSettings,
  refreshDays,
  teamFiguresForWindow,
} from '../apps/server/src/features/agent-team/agent-team.service.ts';
import {
  activeOverRange,
  findNode,
} from '../apps/server/src/features/agent-team/team-pages.repository.ts';
import { formatReport, reconcileLedger } from '../apps/server/src/features/ledger/reconcile.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { clearCachesFor } from '../apps/server/src/lib/ttl-cache.ts';
import { databaseUrl, dropDatabase, withAdmin } from '../apps/server/src/test/database-template.ts';
import { buildAgentTreeData } from './lib/agent-tree-data.mjs';
import { percentile } from './lib/http.mjs';
import { cleanup, onCleanup } from './lib/server.mjs';

const ADMIN_URL = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const AGENTS = Number(process.env.BENCH_AGENTS || 10_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 100_000);
const BETS = Number(process.env.BENCH_BETS || 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS || 200);
const PASSWORD = 'Kx9#mTq2!vLr-bench';

const ms = (t) => `${t.toFixed(1)} ms`;
const s = (t) => `${(t / 1000).toFixed(2)} s`;
async function timed(work) {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}
function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1))}  (${sorted.length} calls)`;
}

const kept = process.env.BENCH_DATABASE;
const name =
  kept ?? `nova_bench_team_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
const url = databaseUrl(ADMIN_URL, name);
try {
  let data;
  if (kept) {
    data = await withAdmin(url, async (c) => {
      const brand = (await c.query('select id, timezone from brands order by id limit 1')).rows[0];
      const day = (
        await c.query(
          `select to_char((max(created_at) at time zone $1)::date, 'YYYY-MM-DD') as day
             from ledger_transfers where brand_id = $2`,
          [brand.timezone, brand.id],
        )
      ).rows[0].day;
      const agents = await c.query(
        `select id from members where brand_id = $1 and type in (1, 2) order by id`,
        [brand.id],
      );
      return {
        brandId: brand.id,
        timezone: brand.timezone,
        day,
        agentIds: agents.rows.map((r) => Number(r.id)),
      };
    });
    console.log(`database ${name} (kept): day ${data.day}, ${data.agentIds.length} agents`);
  } else {
    await withAdmin(ADMIN_URL, (c) => c.query(`create database ${name}`));
    if (!process.env.BENCH_KEEP_DB)
      onCleanup(() => withAdmin(ADMIN_URL, (c) => dropDatabase(c, name)));
    console.log(`database ${name}: migrating`);
    const migrated = await openDatabase({ databaseUrl: url, dataDir: IN_MEMORY_DATA_DIR });
    await migrated.close();
    console.log(`loading ${AGENTS} agents, ${MEMBERS} members, ${BETS} bets`);
    data = await buildAgentTreeData(url, {
      agents: AGENTS,
      members: MEMBERS,
      bets: BETS,
      passwordHash: await hashPassword(PASSWORD),
    });
    console.log(`  loaded in ${data.seconds.toFixed(1)} s; day ${data.day} (${data.timezone})`);
    await withAdmin(url, (c) => c.query('vacuum (analyze)'));
  }

  const app = await build({
    config: {
      databaseUrl: url,
      seedDemo: false,
      logLevel: 'silent',
      nodeEnv: 'test',
      dataDir: IN_MEMORY_DATA_DIR,
      trustProxy: [],
      moneyJobsIntervalSeconds: 0,
    },
    env: {},
    jobs: { timers: false },
  });
  onCleanup(() => app.close());
  await app.ready();
  const deps = { db: app.db, now: () => new Date() };
  const { brandId, timezone, day, agentIds } = data;
  if (process.env.BENCH_RECONCILE) console.log(formatReport(await reconcileLedger(app.db)));
  const top = agentIds[0];

  console.log('\n1. rollup');
  const refresh = await timed(() => refreshDays(deps, brandId, timezone, [day]));
  console.log(`  refreshDays(${day}), ${BETS} bets: ${s(refresh.ms)}`);
  const quiet = await timed(() => refreshDays(deps, brandId, timezone, [addDays(day, -1)]));
  console.log(`  refreshDays(${addDays(day, -1)}), no play: ${s(quiet.ms)}`);
  await withAdmin(url, (c) => c.query('analyze team_member_days, team_days, team_rollup_days'));

  console.log('\n2. teamFiguresForWindow');
  const start = new Date(
    (await app.db.execute(`select ((date '${day}')::timestamp at time zone '${timezone}') as at`))
      .rows[0].at,
  );
  const end = new Date(start.getTime() + 86_400_000);
  const whole = await timed(() =>
    teamFiguresForWindow(deps, { brandId, timezone, start, end, agentIds }),
  );
  const f = whole.value.get(top);
  console.log(`  whole day, ${agentIds.length} agents: ${s(whole.ms)} (${whole.value.size} teams)`);
  console.log(
    `  top agent's team: bets ${f?.bets} (${f?.betCount} bets), valid ${f?.validBets}, wins ${f?.wins}, deposits ${f?.deposits}, active ${f?.activeMembers}`,
  );
  const noon = new Date(start.getTime() + 12 * 3_600_000);
  const hour = await timed(() =>
    teamFiguresForWindow(deps, {
      brandId,
      timezone,
      start: noon,
      end: new Date(noon.getTime() + 3_600_000),
      agentIds,
    }),
  );
  const h = hour.value.get(top);
  console.log(
    `  one hour (12:00-13:00, from the ledger), ${agentIds.length} agents: ${s(hour.ms)}; top agent bets ${h?.bets} (${h?.betCount} bets)`,
  );

  console.log('\n3. GET /wps/agent/team/overview (top agent, 7 days to today)');
  const login = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: 'tag0', password: PASSWORD },
  });
  const cookie = login.cookies.find((c) => c.name === 'nova_sid');
  if (login.statusCode !== 200 || !cookie)
    throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const today = dayOf(new Date(), timezone);
  const overviewUrl = `/wps/agent/team/overview?from=${addDays(today, -6)}&to=${today}`;
  const call = () =>
    app.inject({
      method: 'GET',
      url: overviewUrl,
      headers: { cookie: `nova_sid=${cookie.value}` },
    });
  const warm = await timed(call);
  if (warm.value.statusCode !== 200) throw new Error(`overview: ${warm.value.body}`);
  console.log(`  first call (computes the range's other days): ${ms(warm.ms)}`);
  for (let i = 0; i < 5; i++) await call();
  const times = [];
  let last;
  for (let i = 0; i < CALLS; i++) {
    const r = await timed(call);
    times.push(r.ms);
    last = r.value;
  }
  console.log(
    `  warm (its reads that grow with the team cached until the figures change): ${spread(times)}`,
  );
  const cold = [];
  for (let i = 0; i < CALLS; i++) {
    clearCachesFor(app.db);
    cold.push((await timed(call)).ms);
  }
  console.log(`  cold (every in-memory cache cleared before each call): ${spread(cold)}`);
  const view = last.json().value;
  console.log(
    `  teamSize ${view.teamSize}, direct ${view.directCount}, new ${view.newMembers}, active ${view.activeMembers}; totals: bets ${view.totals.bets} (${view.totals.betCount}), wins ${view.totals.wins}, deposits ${view.totals.deposits}, net ${view.totals.netWinLoss}; updatedAt ${view.updatedAt}`,
  );

  console.log('\n4. active members over the range, alone');
  const agent = await findNode(app.db, top);
  const rule = activeRuleOf(await agentSettings(deps, brandId));
  const activeTimes = [];
  for (let i = 0; i < CALLS; i++) {
    const r = await timed(() =>
      activeOverRange(app.db, agent, { from: addDays(today, -6), to: today }, rule),
    );
    activeTimes.push(r.ms);
  }
  console.log(`  ${spread(activeTimes)}`);

  // The bench plays one day; a busy team plays every day. The same query over 7 days that each
  // hold the day's play (its team_member_days copied to the range's other days, then recomputed
  // from the ledger again).
  console.log('\n5. active members over 7 days of play each, alone (cold)');
  const range = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(today, -i)).filter((d) => d !== day);
  await withAdmin(url, async (c) => {
    await c.query(
      `insert into team_member_days (brand_id, member_id, day, deposits, withdrawals, bet_count,
                                     bets, valid_bets, wins, bonuses, rebates)
       select brand_id, member_id, d::date, deposits, withdrawals, bet_count, bets, valid_bets,
              wins, bonuses, rebates
         from team_member_days, unnest($2::text[]) d
        where brand_id = $1 and day = $3::date
       on conflict (member_id, day) do nothing`,
      [brandId, range, day],
    );
    await c.query('analyze team_member_days');
  });
  const busy = [];
  for (let i = 0; i < CALLS; i++) {
    const r = await timed(() =>
      activeOverRange(app.db, agent, { from: addDays(today, -6), to: today }, rule),
    );
    busy.push(r.ms);
  }
  console.log(`  ${spread(busy)} (${7 * (MEMBERS / 1000).toFixed(0)}k member-days)`);
  await refreshDays(deps, brandId, timezone, range);
} finally {
  await cleanup();
}
