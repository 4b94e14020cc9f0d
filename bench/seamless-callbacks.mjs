// Seamless-wallet callbacks over HTTP (issue 5 performance requirement): the built server
// (apps/server/dist/server.mjs) on a fresh PostgreSQL database plays ROUNDS the way a seamless
// vendor does: a signed bet naming a live game session (issue 5: bets need one; the game
// sessions and their site sessions are created in the database beforehand, as launch would),
// then a signed win of the same round (which settles the round in vendor_rounds). C concurrent
// keep-alive clients, M members, D seconds. In the same run pgbench's default TPC-B script runs
// against the same PostgreSQL server with the same C and D. Prints rounds/s, p50/p99 latency of
// the callbacks and of a whole round, and the ratio rounds/s : pgbench tps (target >= 1.0 with
// p99 < 50 ms); then the same HTTP load on the embedded PGlite default. Asserts nothing.
// Copied from bench/ledger-throughput.mjs (issue 4) and changed where the rounds differ.
// Usage: npm run build -w @nova/server && node bench/seamless-callbacks.mjs
// Env: BENCH_CLIENTS (C, 64), BENCH_SECONDS (D, 15), BENCH_MEMBERS (M, 2000),
//      BENCH_PGBENCH_SCALE (pgbench -i -s, 1), BENCH_SKIP_PGLITE=1, BENCH_SKIP_POSTGRES=1,
//      PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
// Profiling only: BENCH_SKIP_PGBENCH=1, BENCH_NODE_ARGS (extra node flags for the server).
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Connection, percentile } from './lib/http.mjs';
import { cleanup, onCleanup, requireBuiltServer, startServer } from './lib/server.mjs';

const ADMIN_URL = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(process.env.BENCH_CLIENTS || 64);
const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 2000);
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE || 1);
const VENDOR = 'BENCH';
const GAME = 'BENCH-RNG-001';
const SECRET = randomBytes(24).toString('hex');
// Each member is funded by one win without a bet (issue 11: allowed against the member's open game
// session, at most VENDOR_NO_BET_WINS_MAX_PER_DAY = RM 10,000.00 per member per 24 hours), enough
// for 20,000 rounds of 100 that lose 5 each.
const FUNDING = 1_000_000n;

function dbUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function sql(url, text, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

async function createDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await sql(ADMIN_URL, `create database ${name}`);
  onCleanup(() => sql(ADMIN_URL, `drop database if exists ${name} with (force)`));
  return name;
}

/** Start the built server as the BENCH vendor's wallet. Returns {port, stop, pid}. */
function startWalletServer(env) {
  return startServer({
    env: { ...env, NODE_ENV: 'development', VENDOR_WALLET_SECRETS: `${VENDOR}:${SECRET}` },
    nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  });
}

const MEMBERS_SQL = `insert into members (brand_id, account, nickname, password_hash)
  select (select id from brands order by id limit 1), 'bench' || g, 'bench' || g, 'x'
  from generate_series(1, $1::int) g returning id`;

/**
 * A live site session and a REAL game session at VENDOR for each member, as launch would make
 * them (only the token's SHA-256 is stored); the tokens are $2, in member order.
 */
const SESSIONS_SQL = `with m as (
    select unnest($1::bigint[]) as member_id, unnest($2::text[]) as token
  ), s as (
    insert into sessions (token_hash, member_id, created_at, last_seen_at, idle_expires_at,
      absolute_expires_at, ip, method)
    select encode(sha256(convert_to('site-' || token, 'UTF8')), 'hex'), member_id, now(), now(),
      now() + interval '12 hours', now() + interval '12 hours', '127.0.0.1', 'PASSWORD'
    from m returning id, member_id
  )
  insert into game_sessions (brand_id, member_id, site_session_id, token_hash, vendor, game_code,
    category, mode, language, expires_at)
  select (select id from brands order by id limit 1), s.member_id, s.id,
    encode(sha256(convert_to(m.token, 'UTF8')), 'hex'), '${VENDOR}', '${GAME}', 'RNG', 'REAL', 'EN',
    now() + interval '12 hours'
  from s join m on m.member_id = s.member_id`;

/** Members and their game session tokens. */
async function seedPlayers(query) {
  const ids = (await query(MEMBERS_SQL, [MEMBERS])).rows.map((r) => Number(r.id));
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await query(SESSIONS_SQL, [ids, tokens]);
  return ids.map((id, i) => ({ id, token: tokens[i] }));
}

/** One signed callback of a simulated vendor on `connection`; resolves {status, body, ms}. */
function call(connection, kind, payload) {
  const raw = JSON.stringify(payload);
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', SECRET).update(`${ts}.`).update(raw).digest('hex');
  return connection.request(
    'POST',
    `/vendor/wallet/${kind}`,
    `content-type: application/json\r\nx-timestamp: ${ts}\r\nx-signature: ${signature}\r\n`,
    raw,
  );
}

/** CPU seconds (user + system) of a process from /proc, or NaN off Linux. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Pids of the PostgreSQL processes that work for this run: the backends connected to one of
 * `databases` (their process title names the database) and the shared background processes
 * (WAL writer, checkpointer, ...). Backends of other databases on the same server (other
 * people's tests) are left out and show up as "other processes".
 */
function postgresPids(databases) {
  const pids = [];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
        const words = title.split(/\s+/);
        // A client backend: "postgres: 15/main: <user> <database> <host>(<port>) <state>".
        const client = /\(\d+\)|\[local\]/.test(title);
        if (!client || databases.some((d) => words.includes(d))) pids.push(entry);
      } catch {}
    }
  } catch {}
  return pids;
}

/**
 * CPU seconds PostgreSQL has used since this was called, sampled every 100 ms so that
 * backends which start and exit inside the window (pgbench's) are counted up to their last
 * sample. Call the returned function to read it (it samples once more).
 */
function postgresCpuSampler(databases) {
  const first = new Map();
  const last = new Map();
  const sample = (initial) => {
    for (const pid of postgresPids(databases)) {
      const seconds = cpuSeconds(pid);
      if (Number.isNaN(seconds)) continue;
      if (!first.has(pid)) first.set(pid, initial ? seconds : 0);
      last.set(pid, seconds);
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), 100);
  return () => {
    clearInterval(timer);
    sample(false);
    let total = 0;
    for (const [pid, seconds] of last) total += seconds - (first.get(pid) ?? 0);
    return total;
  };
}

/** Busy CPU seconds of the whole machine (all cores) from /proc/stat, or NaN off Linux. */
function machineBusySeconds() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds of the children this process has waited for (pgbench after spawnSync). */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Where the CPU went during a measured window: each named source (seconds so far), PostgreSQL,
 * and everything else on the machine (other people's processes compete for the same cores and
 * slow a run down; a window with a large "other" share is not a fair figure).
 */
function cpuMeter(databases, sources) {
  const all = { ...sources, postgres: postgresCpuSampler(databases) };
  const start = Object.fromEntries(
    Object.entries(all).map(([name, read]) => [name, name === 'postgres' ? 0 : read()]),
  );
  const machine = machineBusySeconds();
  const wall = performance.now();
  const load = loadavg()[0].toFixed(1);
  let result;
  return (count) => {
    if (result !== undefined) return result;
    const seconds = (performance.now() - wall) / 1000;
    const used = Object.fromEntries(
      Object.entries(all).map(([name, read]) => [name, read() - start[name]]),
    );
    const ours = Object.values(used).reduce((a, b) => a + b, 0);
    const other = Math.max(0, machineBusySeconds() - machine - ours);
    const share = (s) => `${((100 * s) / seconds).toFixed(0)}%`;
    const lines = [
      `  CPU over the window (100% = one core; ${cpus().length} cores): ` +
        Object.entries(used)
          .map(([name, s]) => `${name} ${share(s)}`)
          .join('   ') +
        `   other processes ${share(other)}   (load average before: ${load})`,
    ];
    if (count !== undefined) {
      const per = (s) => ((1e6 * s) / Math.max(1, count)).toFixed(0);
      lines.push(
        `  CPU per posting (µs): ${Object.entries(used)
          .map(([name, s]) => `${name} ${per(s)}`)
          .join('   ')}`,
      );
    }
    result = lines.join('\n');
    return result;
  };
}

/** Committed transactions of a database so far (pg_stat_database, flushed about once a second). */
async function commitsOf(url) {
  const { rows } = await sql(
    url,
    'select xact_commit::int8::text as n from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0].n);
}

/** Fund every member with a win, then C clients loop rounds (bet + win) for D seconds. */
async function drive(label, server, players, statsUrl, databases = []) {
  const { port } = server;
  const connections = Array.from({ length: CLIENTS }, () => new Connection(port));
  await Promise.all(connections.map((c) => c.open()));
  const run = randomBytes(3).toString('hex');
  let serial = 0;
  const txId = () => `${run}-${++serial}`;
  // Funding: a win per member (each its own round, no bet) credits MAIN from HOUSE_BETS.
  const queue = [...players];
  await Promise.all(
    connections.map(async (connection) => {
      for (let p = queue.pop(); p !== undefined; p = queue.pop()) {
        const res = await call(connection, 'win', {
          vendor: VENDOR,
          memberId: p.id,
          roundId: `fund-${run}-${p.id}`,
          txId: txId(),
          amount: String(FUNDING),
          gameCode: GAME,
          sessionToken: p.token,
        });
        if (res.status !== 200) throw new Error(`funding failed: ${res.status} ${res.body}`);
      }
    }),
  );
  const callMs = [];
  const roundMs = [];
  let errors = 0;
  let firstError = '';
  const fail = (res) => {
    if (errors++ === 0) firstError = `${res.status} ${res.body}`;
  };
  const deadline = performance.now() + SECONDS * 1000;
  const cpu = cpuMeter(databases, {
    client: () => {
      const c = process.cpuUsage();
      return (c.user + c.system) / 1e6;
    },
    server: () => cpuSeconds(server.pid),
  });
  const commitsBefore = statsUrl ? await commitsOf(statsUrl) : 0;
  const started = performance.now();
  await Promise.all(
    connections.map(async (connection, client) => {
      let round = 0;
      while (performance.now() < deadline) {
        const p = players[Math.floor(Math.random() * players.length)];
        const roundId = `${run}-${client}-${++round}`;
        const betTx = txId();
        const bet = await call(connection, 'bet', {
          vendor: VENDOR,
          memberId: p.id,
          roundId,
          txId: betTx,
          amount: '100',
          gameCode: GAME,
          sessionToken: p.token,
        });
        if (bet.status !== 200) {
          fail(bet);
          continue;
        }
        const win = await call(connection, 'win', {
          vendor: VENDOR,
          memberId: p.id,
          roundId,
          txId: txId(),
          amount: '95',
          betTxId: betTx,
          gameCode: GAME,
        });
        if (win.status !== 200) {
          fail(win);
          continue;
        }
        callMs.push(bet.ms, win.ms);
        roundMs.push(bet.ms + win.ms);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuLine = cpu(roundMs.length);
  for (const connection of connections) connection.close();
  if (statsUrl) await new Promise((r) => setTimeout(r, 1500));
  const commits = statsUrl ? (await commitsOf(statsUrl)) - commitsBefore : 0;
  const calls = [...callMs].sort((a, b) => a - b);
  const rounds = [...roundMs].sort((a, b) => a - b);
  const figures = {
    roundsPerSecond: rounds.length / elapsed,
    p50: percentile(calls, 50),
    p99: percentile(calls, 99),
    roundP50: percentile(rounds, 50),
    roundP99: percentile(rounds, 99),
    errors,
  };
  console.log(
    `${label}: ${rounds.length} rounds (bet + win) in ${elapsed.toFixed(1)} s` +
      `, ${errors} errors${firstError ? ` (first: ${firstError.slice(0, 160)})` : ''}`,
  );
  console.log(
    `  rounds/s ${figures.roundsPerSecond.toFixed(0)}` +
      `   callback latency p50 ${figures.p50.toFixed(1)} ms   p99 ${figures.p99.toFixed(1)} ms` +
      `   (whole round p50 ${figures.roundP50.toFixed(1)} ms   p99 ${figures.roundP99.toFixed(1)} ms)`,
  );
  console.log(cpuLine.replace('CPU per posting', 'CPU per round'));
  if (statsUrl)
    console.log(
      `  PostgreSQL commits in the app database ≈ ${commits} (${(commits / elapsed).toFixed(0)}/s),` +
        ` ≈ ${(rounds.length / Math.max(1, commits)).toFixed(2)} rounds per commit`,
    );
  return figures;
}

/** Run a command to its end without blocking the event loop; resolves {status, stdout, stderr}. */
function runCommand(command, args, env) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d) => {
      stderr += d;
    });
    child.once('error', reject);
    child.once('close', (status) => resolveRun({ status, stdout, stderr }));
  });
}

async function pgbench(dbName, scale = PGBENCH_SCALE) {
  const url = new URL(ADMIN_URL);
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: url.password } : {}) };
  const init = spawnSync('pgbench', [...args, '-i', '-q', '-s', String(scale), dbName], {
    env,
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const runArgs = ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), dbName];
  const cpu = cpuMeter([dbName], { pgbench: childrenCpuSeconds });
  const run = await runCommand('pgbench', [...args, ...runArgs], env);
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
  const done = Number(/actually processed: (\d+)/.exec(run.stdout)?.[1]);
  console.log(
    `pgbench TPC-B (scale ${scale}, -c ${CLIENTS} -j 2 -T ${SECONDS}): tps ${tps.toFixed(0)}` +
      `   latency average ${latency} ms`,
  );
  console.log(cpu(done).replace('CPU per posting', 'CPU per transaction'));
  return tps;
}

async function postgresRun() {
  const version = (await sql(ADMIN_URL, 'show server_version')).rows[0].server_version;
  const syncCommit = (await sql(ADMIN_URL, 'show synchronous_commit')).rows[0].synchronous_commit;
  console.log(`PostgreSQL ${version}, synchronous_commit=${syncCommit}`);
  const appDb = await createDatabase('nova_bench');
  const server = await startWalletServer({ DATABASE_URL: dbUrl(appDb), SEED_DEMO: 'true' });
  const players = await seedPlayers((text, params) => sql(dbUrl(appDb), text, params));
  const http = await drive('PostgreSQL HTTP', server, players, dbUrl(appDb), [appDb]);
  await server.stop();
  if (process.env.BENCH_SKIP_PGBENCH === '1') return;
  const tps = await pgbench(await createDatabase('nova_pgbench'));
  console.log(
    `RATIO rounds/s : pgbench tps = ${(http.roundsPerSecond / tps).toFixed(2)}` +
      `   callback p99 ${http.p99.toFixed(1)} ms   target (issue 12) ratio >= 2.5 with p99 < 50 ms`,
  );
}

async function pgliteRun() {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-bench-pglite-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  // First start: migrations and the demo seed; then the players while it is stopped (PGlite
  // has one process), then the measured start.
  const first = await startWalletServer({
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
  });
  await first.stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  const players = await seedPlayers((text, params) => db.query(text, params));
  await db.close();
  const server = await startWalletServer({
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
  });
  await drive('PGlite HTTP (embedded default)', server, players);
  await server.stop();
}

requireBuiltServer();
try {
  console.log(
    `node ${process.version}; C=${CLIENTS} clients, D=${SECONDS} s, M=${MEMBERS} members, ` +
      'one round = signed bet (with its game session) + signed win',
  );
  if (process.env.BENCH_SKIP_POSTGRES !== '1') await postgresRun();
  if (process.env.BENCH_SKIP_PGLITE !== '1') await pgliteRun();
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
