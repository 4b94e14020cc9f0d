// Game catalogue read path (issue 5 performance requirement): the built server
// (apps/server/dist/server.mjs) on the embedded PGlite default with the demo seed, then C
// concurrent keep-alive clients for D seconds against, one after the other: (a) the trivial
// route GET /healthz, (b) the game list (RNG, tab ALL, page 1; and one vendor's page), (c) the
// hot games. Prints requests/s, p50 and p99 of each and the ratios list/healthz and
// hot/healthz (target at least 0.5); and a name search. Note: /healthz pings
// the database, so on PGlite it is not free. Prints figures, asserts nothing.
// Usage: npm run build -w @nova/server && node bench/game-list.mjs
// Env: BENCH_CLIENTS (C, 32), BENCH_SECONDS (D, 10), BENCH_WARMUP_SECONDS (2),
//      BENCH_SERVER (another build of server.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, percentile } from './lib/http.mjs';
import {
  BUILT_SERVER,
  cleanup,
  onCleanup,
  requireBuiltServer,
  startServer,
} from './lib/server.mjs';

const SERVER = process.env.BENCH_SERVER || BUILT_SERVER;
const CLIENTS = Number(process.env.BENCH_CLIENTS || 32);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

const TARGETS = [
  { name: 'healthz', path: '/healthz' },
  {
    name: 'game list RNG ALL p1',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&tab=ALL&pageNo=1',
  },
  {
    name: 'game list RNG vendor PT',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PT&tab=ALL&pageNo=1',
  },
  { name: 'hot games', path: '/wps/relay/GCSGAME_hotGames?isPlatform=2' },
  // A name search: cut from the cached catalogue snapshot like every other list.
  {
    name: 'game list search',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&tab=ALL&pageNo=1&name=gold',
  },
];

/** Start the built server on a fresh PGlite directory with the demo seed. */
async function startGameServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-bench-games-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  return startServer({
    script: SERVER,
    env: {
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
    },
  });
}

/** C clients hammer one path for `seconds`; returns requests/s, p50, p99 and failures. */
async function drive(port, path, seconds) {
  const connections = Array.from({ length: CLIENTS }, () => new Connection(port));
  await Promise.all(connections.map((c) => c.open()));
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    connections.map(async (c) => {
      while (performance.now() < deadline) {
        const { status, ms } = await c.request('GET', path);
        if (status === 200) latencies.push(ms);
        else failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  for (const c of connections) c.close();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

async function main() {
  requireBuiltServer(SERVER);
  console.log(
    `game-list bench: ${CLIENTS} clients, ${SECONDS} s per route (+${WARMUP_SECONDS} s warm-up), ` +
      `${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const { port } = await startGameServer();
  const results = new Map();
  for (const target of TARGETS) {
    if (WARMUP_SECONDS > 0) await drive(port, target.path, WARMUP_SECONDS);
    const r = await drive(port, target.path, SECONDS);
    results.set(target.name, r);
    console.log(
      `${target.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s  ` +
        `p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms` +
        (r.failures ? `  (${r.failures} non-200)` : ''),
    );
  }
  const base = results.get('healthz').rps;
  for (const name of [...results.keys()].filter((n) => n !== 'healthz'))
    console.log(
      `ratio ${name} / healthz: ${(results.get(name).rps / base).toFixed(2)} (target >= 0.5)`,
    );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
