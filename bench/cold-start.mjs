// Cold start of the built server (apps/server/dist/server.mjs): time from spawn to the first
// healthy /healthz answer, and the resident memory then. Run 1 starts on an empty PGlite data
// directory (initdb, migrations, demo seed); run 2 restarts on the same directory.
// Usage: npm run build -w @nova/server && node bench/cold-start.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'apps', 'server', 'dist', 'server.mjs');
const RUN_TIMEOUT_MS = 60_000;
const POLL_MS = 20;

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

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? (kb / 1024).toFixed(1) : 'n/a';
  } catch {
    return 'n/a';
  }
}

async function healthy(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    return res.ok;
  } catch {
    return false;
  }
}

async function run(label, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const killTimer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  try {
    while (!exited && performance.now() - started < RUN_TIMEOUT_MS) {
      if (await healthy(port)) {
        const ms = performance.now() - started;
        const rss = rssMb(child.pid);
        console.log(
          `${label.padEnd(28)} healthy after ${ms.toFixed(0).padStart(6)} ms   RSS ${rss} MB`,
        );
        return ms;
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    throw new Error(`${label}: no healthy answer within ${RUN_TIMEOUT_MS} ms`);
  } finally {
    const done = new Promise((r) => (exited ? r() : child.once('exit', r)));
    if (!exited) child.kill('SIGTERM');
    await done;
    clearTimeout(killTimer);
  }
}

if (!existsSync(SERVER)) {
  console.error(`Missing ${SERVER}: run "npm run build -w @nova/server" first.`);
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'nova-bench-'));
try {
  console.log(`node ${process.version}, ${SERVER}`);
  await run('first start (empty data)', dataDir);
  await run('restart (warm data)', dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
