import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../db/open.ts';
import { databaseUrl, withAdmin } from './database-template.ts';

/**
 * Where a SIGKILL crash test keeps its data (the ledger's and the settlement's, decision 030):
 * PostgreSQL when TEST_DATABASE_URL is set (a fresh database, dropped at the end; the kill
 * takes down the process, not the database server), else PGlite on a temporary DATA_DIR (the
 * kill takes the embedded database down too). `location` is what a worker process opens.
 */
export interface CrashDatabase {
  location: { databaseUrl?: string; dataDir?: string };
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

export async function crashDatabase(prefix: string): Promise<CrashDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let location: CrashDatabase['location'];
  let cleanup: () => Promise<void>;
  if (adminUrl) {
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
    location = { databaseUrl: databaseUrl(adminUrl, name) };
    cleanup = async () => {
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
    location = { dataDir: join(dir, 'data') };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  return {
    location,
    open: () =>
      openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir ?? '' }),
    cleanup,
  };
}
