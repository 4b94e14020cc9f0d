// Cold start of the built server (apps/server/dist/server.mjs): time from spawn to the first
// healthy /healthz answer, and the resident memory then. Run 1 starts on an empty PGlite data
// directory (initdb, migrations, demo seed); run 2 restarts on the same directory.
// Usage: npm run build -w @nova/server && node bench/cold-start.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BUILT_SERVER,
  cleanup,
  onCleanup,
  requireBuiltServer,
  startServer,
} from './lib/server.mjs';

const RUN_TIMEOUT_MS = 60_000;
const POLL_MS = 20;

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? (kb / 1024).toFixed(1) : 'n/a';
  } catch {
    return 'n/a';
  }
}

async function run(label, dataDir) {
  const server = await startServer({
    env: { DATA_DIR: dataDir },
    timeoutMs: RUN_TIMEOUT_MS,
    pollMs: POLL_MS,
  }).catch((error) => {
    throw new Error(`${label}: ${error instanceof Error ? error.message : error}`);
  });
  const rss = rssMb(server.pid);
  console.log(
    `${label.padEnd(28)} healthy after ${server.ms.toFixed(0).padStart(6)} ms   RSS ${rss} MB`,
  );
  await server.stop();
  return server.ms;
}

requireBuiltServer();
const dataDir = mkdtempSync(join(tmpdir(), 'nova-bench-'));
onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
try {
  console.log(`node ${process.version}, ${BUILT_SERVER}`);
  await run('first start (empty data)', dataDir);
  await run('restart (warm data)', dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
