// Run a command against a local PostgreSQL: sets TEST_DATABASE_URL (an admin URL; each server
// test file creates and drops its own database under it) after checking the server answers.
// Usage: node scripts/with-pg-database.mjs vitest run --project server [--pg-floor]
// `--pg-floor` stands for the server tests that must run on both databases (scripts/pg-floor.mjs).
// Env: PG_ADMIN_URL overrides postgres://postgres@127.0.0.1:5432/postgres.
import { spawn } from 'node:child_process';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PG_FLOOR } from './pg-floor.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECT_TIMEOUT_MS = 5000;

function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

async function checkServer() {
  const client = new pg.Client({
    connectionString: ADMIN_URL,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

const [command, ...given] = process.argv.slice(2);
const args = given.flatMap((arg) =>
  arg === '--pg-floor' ? PG_FLOOR.map((path) => join('apps/server', path)) : [arg],
);
if (!command) {
  console.error('usage: node scripts/with-pg-database.mjs <command> [args...]');
  process.exit(2);
}

try {
  await checkServer();
} catch (error) {
  console.error(
    `PostgreSQL is not reachable at ${redact(ADMIN_URL)}: ${error instanceof Error ? error.message : error}\n` +
      'Start a local server (e.g. `docker run -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:17`) ' +
      'or set PG_ADMIN_URL.',
  );
  process.exit(1);
}

const child = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    TEST_DATABASE_URL: ADMIN_URL,
    // Let bare tool names (vitest) resolve when run outside an npm script.
    PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(delimiter),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`could not run ${command}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
