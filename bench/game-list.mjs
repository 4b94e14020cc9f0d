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
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = process.env.BENCH_SERVER || join(ROOT, 'apps', 'server', 'dist', 'server.mjs');
const CLIENTS = Number(process.env.BENCH_CLIENTS || 32);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const START_TIMEOUT_MS = 120_000;

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

const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('cleanup:', error instanceof Error ? error.message : error);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Start the built server on a fresh PGlite directory; resolves once /healthz answers. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-bench-games-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((r) => child.once('exit', r)).then(() => {
    exited = true;
  });
  cleanups.push(async () => {
    if (!exited) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  });
  const started = performance.now();
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (exited) throw new Error('server exited before it was healthy');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { port };
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server not healthy in time');
}

/**
 * One keep-alive HTTP/1.1 connection: a GET at a time, the response read by its
 * Content-Length (node:http would cost the load generator, which shares the cores with the
 * server, several times more CPU per request).
 */
class Connection {
  constructor(port) {
    this.port = port;
    this.buffer = Buffer.alloc(0);
    this.waiting = undefined;
  }

  open() {
    return new Promise((resolveOpen, reject) => {
      const socket = connect(this.port, '127.0.0.1', () => resolveOpen());
      socket.setNoDelay(true);
      socket.on('data', (chunk) => this.onData(chunk));
      socket.on('error', (error) => this.fail(error));
      socket.on('close', () => this.fail(new Error('connection closed')));
      socket.once('error', reject);
      this.socket = socket;
    });
  }

  fail(error) {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }

  onData(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.toString('latin1', 0, end);
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffer.length < end + 4 + length) return;
    const status = Number(head.slice(9, 12));
    this.buffer = this.buffer.subarray(end + 4 + length);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve(status);
  }

  get(path) {
    const started = performance.now();
    return new Promise((resolveGet, reject) => {
      this.waiting = {
        resolve: (status) => resolveGet({ status, ms: performance.now() - started }),
        reject,
      };
      this.socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${this.port}\r\n\r\n`);
    });
  }

  close() {
    this.socket?.destroy();
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
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
        const { status, ms } = await c.get(path);
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
  console.log(
    `game-list bench: ${CLIENTS} clients, ${SECONDS} s per route (+${WARMUP_SECONDS} s warm-up), ` +
      `${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const { port } = await startServer();
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
