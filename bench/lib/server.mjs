// What every server bench needs: the built server's path, a free port, a cleanup stack that
// also runs on Ctrl-C, and starting the built server until /healthz answers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// BENCH_SERVER_SCRIPT runs another build (e.g. a copy of the previous one, for a before/after
// comparison within the same minute on a shared machine).
export const BUILT_SERVER =
  process.env.BENCH_SERVER_SCRIPT || join(ROOT, 'apps', 'server', 'dist', 'server.mjs');

/** Exits with a hint when the server has not been built. */
export function requireBuiltServer(script = BUILT_SERVER) {
  if (existsSync(script)) return;
  console.error(`Missing ${script}: run "npm run build -w @nova/server" first.`);
  process.exit(1);
}

const cleanups = [];

/** Registers work (stop a server, drop a database, remove a directory) for cleanup(). */
export function onCleanup(task) {
  cleanups.push(task);
}

/** Runs the registered work, last registered first; a failing task does not stop the rest. */
export async function cleanup() {
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

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts the built server on a free port with `env` over this process's environment (an
 * undefined value removes a variable) and polls /healthz every `pollMs`. Resolves
 * {port, pid, ms, stop} once it answers, `ms` counted from the spawn; `stop` (also registered
 * for cleanup) sends SIGTERM, then SIGKILL after 15 s.
 */
export async function startServer({
  env = {},
  script = BUILT_SERVER,
  nodeArgs = [],
  timeoutMs = 120_000,
  pollMs = 50,
} = {}) {
  // BENCH_PORT pins the port (a shared machine hands each engineer a range of ports).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const merged = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // BENCH_LOG_LEVEL measures what the server's logging costs (its default level is info).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: merged,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((r) => child.once('exit', r)).then(() => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  };
  onCleanup(stop);
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error('server exited before it was healthy');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok)
        return { port, pid: child.pid, ms: performance.now() - started, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, pollMs));
  }
  await stop();
  throw new Error(`server not healthy within ${timeoutMs} ms`);
}
