import { mkdirSync } from 'node:fs';
import { type Config, IN_MEMORY_DATA_DIR } from '../config.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { type Db, schema } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** Test-only ways to open a database; server.ts never passes them. */
export interface OpenOptions {
  /**
   * An in-memory PGlite starts from this data directory dump (`PGlite.dumpDataDir('none')`)
   * instead of an empty cluster: the test suite migrates and seeds once and clones per app
   * (test/database-template.ts). Migrations still run, and find nothing to do.
   */
  pgliteDump?: Blob;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Any constant shared by every instance; serialises migrations across servers. */
const MIGRATION_LOCK_ID = 8_808_801;

/**
 * Open the database and bring its schema up to date. PostgreSQL when DATABASE_URL is set,
 * otherwise embedded PGlite. Drivers are imported lazily so a start loads only the one used.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onPoolError: (error: Error) => void = () => {},
  options: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, onPoolError);
  return openPglite(config.dataDir, options.pgliteDump);
}

async function openPostgres(url: string, onPoolError: (error: Error) => void): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server must not crash the process (SECURITY.md 42).
  pool.on('error', onPoolError);
  // pool.end() resolves before sockets close; close() waits for every connection to end.
  const open = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    open.add(ended);
    void ended.then(() => open.delete(ended));
  });
  const close = async () => {
    await pool.end();
    await Promise.all(open);
  };
  const db = drizzle({ client: pool, schema });
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    lock.release();
    await close();
    throw error;
  }
  await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  lock.release();
  return { db: db as unknown as Db, driver: 'postgres', close };
}

async function openPglite(dataDir: string, dump?: Blob): Promise<Database> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const inMemory = dataDir === IN_MEMORY_DATA_DIR;
  if (dump && !inMemory) throw new Error('a PGlite dump loads only into an in-memory database');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  const client = inMemory ? new PGlite(dump ? { loadDataDir: dump } : {}) : new PGlite(dataDir);
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  const db = drizzle({ client, schema });
  try {
    await trimArrayParsers(client);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await close();
    throw error;
  }
  return { db: db as unknown as Db, driver: 'pglite', close };
}

/** What trimArrayParsers needs of a PGlite client (its public parser map and a query). */
export interface ParserOwner {
  parsers: Record<string, unknown>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

/**
 * PGlite parses every result with a copy of its whole `parsers` map (`{...parsers, ...options}`
 * per query), and at start it registers an array parser for every array type of the cluster:
 * about 300 entries, most of them arrays of the system catalogs' row types, which a query of ours
 * never returns. Copying that map cost about 96 µs of a 249 µs `select 1` (decision 017, "PGlite").
 * Kept: every scalar parser, and the array parsers of base types in the boolean, date/time,
 * numeric, string, user-defined (uuid, json, bytea) and timespan categories, so `int[]`,
 * `text[]`, `uuid[]` and `timestamptz[]` results still come back as arrays. Enum and table
 * types are created by our migrations after PGlite's start, so PGlite never registered theirs.
 */
export async function trimArrayParsers(client: ParserOwner): Promise<void> {
  const { rows } = await client.query<{ oid: number; keep: boolean }>(
    `select oid::int as oid,
            exists (select 1 from pg_type e
                    where e.typarray = a.oid and e.typtype = 'b'
                      and e.typcategory in ('B', 'D', 'N', 'S', 'U', 'T')) as keep
       from pg_type a where a.typcategory = 'A'`,
  );
  const dropped = new Set(rows.filter((row) => !row.keep).map((row) => String(row.oid)));
  client.parsers = Object.fromEntries(
    Object.entries(client.parsers).filter(([key]) => !dropped.has(key)),
  );
}
