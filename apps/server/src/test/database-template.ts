import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { IN_MEMORY_DATA_DIR } from '../config.ts';
import { type Database, openDatabase } from '../db/open.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { seedDemoOperators } from '../db/seed/seed-operators.ts';
import { LedgerService } from '../features/ledger/ledger.service.ts';

/**
 * The migrated and seeded database of a test run, made once by the server project's global
 * setup (database-template.global-setup.ts) and cloned by every createTestApp() (decision 030):
 * on PostgreSQL a template database (`create database … template …`), on PGlite a data
 * directory dump each app loads into its in-memory instance.
 */
export type DatabaseTemplate =
  | { kind: 'postgres'; database: string }
  | { kind: 'pglite'; dumpFile: string };

export const TEST_DATABASE_PREFIX = 'nova_test_';
export const TEMPLATE_DATABASE_PREFIX = 'nova_tpl_';
/** Databases of crashed runs are dropped by a later run once they are this old. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** `<prefix><unix seconds>_<random>`: the creation time in the name tells a stale one. */
export function databaseName(prefix: string): string {
  return `${prefix}${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString('hex')}`;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrate and seed as a starting server does (app.ts: the db plugin, then the demo seed
 * through a ledger), without the rest of the app: nothing else a server does at start writes
 * to the database before the first request.
 */
export async function migrateAndSeed(databaseUrl?: string): Promise<Database> {
  const database = await openDatabase({ databaseUrl, dataDir: IN_MEMORY_DATA_DIR });
  try {
    const ledger = new LedgerService(database.db, { maxInFlight: databaseUrl ? 2 : 1 });
    try {
      await seedDemo(database.db, ledger);
      await seedDemoOperators(database.db);
    } finally {
      await ledger.close();
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** An uncompressed dump of a PGlite database (loading it beats a gzip one several times). */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.driver !== 'pglite') throw new Error('only a PGlite database dumps');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

export async function withAdmin<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drop a test or template database, whoever is still connected to it. */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  if (name.startsWith(TEMPLATE_DATABASE_PREFIX)) {
    // A template refuses `drop`; `if exists` is not available on `alter database`.
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) await client.query(`alter database ${name} with is_template false`);
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

/**
 * Drop the test and template databases crashed runs left behind, once they are a day old (a
 * younger one may belong to a run in progress, here or in another checkout). The age is in the
 * name; a name without one (runs before decision 030) is aged by its directory's files when
 * the role may read them, and otherwise left alone.
 */
export async function dropStaleDatabases(client: pg.Client, now = Date.now()): Promise<string[]> {
  const { rows } = await client.query<{ datname: string; oid: number }>(
    `select datname, oid from pg_database where datname like $1 or datname like $2`,
    [
      `${TEST_DATABASE_PREFIX.replaceAll('_', '\\_')}%`,
      `${TEMPLATE_DATABASE_PREFIX.replaceAll('_', '\\_')}%`,
    ],
  );
  const dropped: string[] = [];
  for (const { datname, oid } of rows) {
    if (!isStale(await createdAt(client, datname, oid), now)) continue;
    await dropDatabase(client, datname);
    dropped.push(datname);
  }
  return dropped;
}

/** The creation time (ms) a name made by databaseName() carries; undefined for any other. */
export function stampedTime(name: string): number | undefined {
  const stamped = /^nova_(?:test|tpl)_(\d{10})_[0-9a-f]+$/.exec(name);
  return stamped ? Number(stamped[1]) * 1000 : undefined;
}

/** Old enough to be a crashed run's; a database of unknown age is never stale. */
export function isStale(created: number | undefined, now: number): boolean {
  return created !== undefined && now - created >= STALE_AFTER_MS;
}

async function createdAt(
  client: pg.Client,
  name: string,
  oid: number,
): Promise<number | undefined> {
  const stamped = stampedTime(name);
  if (stamped !== undefined) return stamped;
  try {
    const { rows } = await client.query<{ modification: Date }>(
      `select (pg_stat_file('base/' || $1::text || '/PG_VERSION')).modification`,
      [oid],
    );
    return rows[0]?.modification.getTime();
  } catch {
    return undefined;
  }
}
