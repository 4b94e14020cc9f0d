import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { isPglite, runPrepared } from './pglite-prepared.ts';

/** What drizzle wraps: a node-postgres Pool or PGlite; both answer `query(text, params)`. */
interface DriverClient {
  query(
    textOrConfig: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/**
 * Run a fixed statement (placeholders $1..$n) on the driver itself, skipping drizzle's query
 * builder, which on the hot path cost more CPU than the rest of the batch's JavaScript. On
 * node-postgres it is a named prepared statement (parsed once per connection, then planned from
 * the plan cache), and on PGlite one too (pglite-prepared.ts). In a drizzle transaction (no
 * driver handle) the same text goes through drizzle with the same parameters.
 */
export async function runFixed<T>(
  db: Pick<Db, 'execute'>,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as { $client?: DriverClient }).$client;
  if (client && 'totalCount' in client)
    return (await client.query({ name, text, values })).rows as T[];
  if (client && isPglite(client)) return runPrepared<T>(client, name, text, values);
  const chunks = text.split(/\$(\d+)/);
  const parts: SQL[] = [];
  chunks.forEach((chunk, i) => {
    parts.push(i % 2 === 0 ? sql.raw(chunk) : sql`${sql.param(values[Number(chunk) - 1])}`);
  });
  return rows<T>(db, sql.join(parts));
}

async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
