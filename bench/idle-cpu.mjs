#!/usr/bin/env node
// Idle cost: starts `npm run serve` (the built server and its vendor sandbox on PORT + 1) on a
// free port in 3300-3319 with a fresh PGlite data directory, waits for /healthz, lets it settle,
// then samples the CPU time (utime + stime from /proc/<pid>/stat) of each process over a window
// with no traffic and prints it as % of one core.
// Usage: npm run build && node bench/idle-cpu.mjs
// Env: IDLE_SECONDS (window, default 30), SETTLE_SECONDS (after healthy, default 10),
// HEALTHY_SECONDS (start timeout, default 180); any other
// variable passes through to the server, e.g. MONEY_JOBS_INTERVAL_SECONDS=0 to see the share of
// the scheduled jobs (the difference between a run with and one without them).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_SERVER, cleanup, onCleanup, ROOT, requireBuiltServer } from './lib/server.mjs';

const WINDOW_S = Number(process.env.IDLE_SECONDS ?? 30);
const SETTLE_S = Number(process.env.SETTLE_SECONDS ?? 10);
const HEALTHY_TIMEOUT_MS = Number(process.env.HEALTHY_SECONDS ?? 180) * 1000;
const PORTS = Array.from({ length: 20 }, (_, i) => 3300 + i);
/** Clock ticks per second of /proc stat times (USER_HZ; 100 on Linux). */
const TICKS = 100;

const portFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

async function freePortPair() {
  for (const port of PORTS.slice(0, -1))
    if ((await portFree(port)) && (await portFree(port + 1))) return port;
  throw new Error('no free port pair in 3300-3319');
}

/** Every live process and its parent. */
function processTable() {
  const table = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.push({ pid: Number(entry), ppid: Number(fields[1]) });
    } catch {}
  }
  return table;
}

function descendants(root) {
  const table = processTable();
  const found = [root];
  for (let i = 0; i < found.length; i++)
    for (const p of table) if (p.ppid === found[i]) found.push(p.pid);
  return found;
}

/** utime + stime in seconds. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

function label(pid) {
  let cwd = '';
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {}
  const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  if (cwd.endsWith('apps/server') && cmd.includes('dist/server.mjs')) return 'server';
  if (cwd.endsWith('apps/vendor-sandbox') && cmd.includes('dist/server.mjs'))
    return 'vendor sandbox';
  return cmd.includes('serve.mjs') ? 'serve wrapper' : cmd.slice(0, 40);
}

async function waitHealthy(port, child) {
  const started = performance.now();
  while (performance.now() - started < HEALTHY_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error('npm run serve exited before it was healthy');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy within ${HEALTHY_TIMEOUT_MS} ms`);
}

requireBuiltServer();
const dataDir = mkdtempSync(join(tmpdir(), 'nova-idle-'));
// The sandbox keeps its own data next to the server's (scripts/run-with-sandbox.mjs).
onCleanup(() => {
  for (const path of [dataDir, `${dataDir}-vendor-sandbox`, `${dataDir}.lock`])
    rmSync(path, { recursive: true, force: true });
});
try {
  const port = await freePortPair();
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.mjs')], {
    cwd: ROOT,
    env: {
      NODE_ENV: 'development',
      TRUST_PROXY: '127.0.0.1,::1',
      OPERATOR_API_TOKEN: '0123456789abcdef0123456789abcdef',
      LOG_LEVEL: 'warn',
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  onCleanup(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  });
  await waitHealthy(port, child);
  await new Promise((r) => setTimeout(r, SETTLE_S * 1000));
  const pids = descendants(child.pid);
  const before = new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
  const started = performance.now();
  await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `node ${process.version}, ${BUILT_SERVER}, port ${port}, ${elapsed.toFixed(1)} s idle` +
      ` (MONEY_JOBS_INTERVAL_SECONDS=${process.env.MONEY_JOBS_INTERVAL_SECONDS ?? 'default'})`,
  );
  for (const pid of pids) {
    try {
      const used = cpuSeconds(pid) - before.get(pid);
      const pct = ((used / elapsed) * 100).toFixed(2);
      console.log(
        `${label(pid).padEnd(16)} pid ${String(pid).padEnd(8)} ${pct.padStart(6)} % of a core`,
      );
    } catch {}
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
