import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  type DatabaseTemplate,
  databaseName,
  databaseUrl,
  dropDatabase,
  dropStaleDatabases,
  dumpPglite,
  migrateAndSeed,
  TEMPLATE_DATABASE_PREFIX,
  withAdmin,
} from './database-template.ts';

/**
 * vitest globalSetup of the server suite: migrate and seed ONE database for the whole run and
 * provide it as 'databaseTemplate' (decision 030). createTestApp() clones it instead of
 * migrating and seeding a database of its own. With TEST_DATABASE_URL (an admin URL) it is a
 * PostgreSQL template database, dropped at teardown together with the leftovers of crashed
 * runs older than a day; otherwise a PGlite dump in a temporary file, removed at teardown.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = databaseName(TEMPLATE_DATABASE_PREFIX);
    await withAdmin(adminUrl, async (client) => {
      const stale = await dropStaleDatabases(client);
      if (stale.length > 0) process.stderr.write(`dropped stale test databases: ${stale}\n`);
      await client.query(`create database ${name}`);
    });
    const drop = () => withAdmin(adminUrl, (client) => dropDatabase(client, name));
    try {
      const database = await migrateAndSeed(databaseUrl(adminUrl, name));
      await database.close();
      // No session may be connected to a template while it is copied; refuse them all.
      await withAdmin(adminUrl, (client) =>
        client.query(`alter database ${name} with is_template true allow_connections false`),
      );
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide('databaseTemplate', { kind: 'postgres', database: name });
    return drop;
  }
  const dir = await mkdtemp(join(tmpdir(), 'nova-pglite-template-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const database = await migrateAndSeed();
    const dumpFile = join(dir, 'seeded.tar');
    try {
      await writeFile(dumpFile, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
    } finally {
      await database.close();
    }
    project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}
