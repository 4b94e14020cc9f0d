// Idle cost (issue 12): the built app as `npm run serve` runs it (the server and the sandbox game
// vendor, each its own process) with its own fresh DATA_DIR and nobody visiting. After a warm-up
// the CPU time of each process (/proc/<pid>/stat utime + stime, children excluded) is read over
// a window and printed as a share of one core, with the server's PGlite queries if asked.
// Asserts nothing. Linux only (/proc).
// Usage: npm run build (server and vendor sandbox at least), then node bench/idle-cpu-profile.mjs
// Env: BENCH_PORT (3600; the sandbox takes PORT+1), BENCH_IDLE_SECONDS (window, 30),
//      BENCH_WARMUP_SECONDS (after /healthz answers, 15), BENCH_NODE_ARGS (extra node flags for
//      both processes, e.g. --cpu-prof --cpu-prof-dir=/tmp/idle-prof).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, onCleanup, ROOT } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT || 3600);
const SECONDS = Number(process.env.BENCH_IDLE_SECONDS || 30);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS || 15);
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const TICKS = 100; // USER_HZ: /proc times are in 1/100 s on Linux

/** utime + stime of a process in seconds, or NaN once it is gone. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return Number.NaN;
  }
}

/** Direct children of `pid` (from /proc/<child>/stat's ppid). */
function childrenOf(pid) {
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {}
  }
  return out;
}

function appDir(pid) {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-idle-'));
  onCleanup(() => rmSync(`${dataDir}-vendor-sandbox`, { recursive: true, force: true }));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  // scripts/serve.mjs, but with node flags of our own for both apps.
  const script = `
    import { runWithSandbox } from ${JSON.stringify(join(ROOT, 'scripts', 'run-with-sandbox.mjs'))};
    const args = ${JSON.stringify(NODE_ARGS)};
    await runWithSandbox({
      sandbox: [process.execPath, ...args, 'dist/server.mjs'],
      server: [process.execPath, ...args, 'dist/server.mjs'],
    });`;
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    TRUST_PROXY: '127.0.0.1,::1',
    OPERATOR_API_TOKEN: '0123456789abcdef0123456789abcdef',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
  };
  delete env.DATABASE_URL;
  const runner = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => runner.once('exit', r));
  onCleanup(async () => {
    if (runner.exitCode === null) runner.kill('SIGTERM');
    await exited;
  });
  const started = performance.now();
  for (;;) {
    if (runner.exitCode !== null) throw new Error('the app exited before it was healthy');
    if (performance.now() - started > 180_000) throw new Error('not healthy within 180 s');
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
    } catch {}
    await sleep(250);
  }
  console.log(
    `healthy after ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `warm-up ${WARMUP} s, then ${SECONDS} s with no traffic`,
  );
  await sleep(WARMUP * 1000);
  // Both apps run dist/server.mjs; the working directory tells which is which.
  const processes = childrenOf(runner.pid).map((pid) => ({
    pid,
    name: appDir(pid).endsWith('vendor-sandbox') ? 'vendor sandbox' : 'server',
  }));
  processes.push({ pid: runner.pid, name: 'runner (serve.mjs)' });
  for (const p of processes) p.before = cpuSeconds(p.pid);
  const t0 = performance.now();
  await sleep(SECONDS * 1000);
  const wall = (performance.now() - t0) / 1000;
  let total = 0;
  for (const p of processes) {
    const used = cpuSeconds(p.pid) - p.before;
    total += used;
    console.log(
      `  ${p.name.padEnd(20)} pid ${String(p.pid).padEnd(8)} ${used.toFixed(2)} s CPU in ` +
        `${wall.toFixed(1)} s = ${((100 * used) / wall).toFixed(2)} % of a core`,
    );
  }
  console.log(`IDLE all processes ${((100 * total) / wall).toFixed(2)} % of a core`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
