import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, build } from '../app.ts';
import {
  type Config,
  IN_MEMORY_DATA_DIR,
  SANDBOX_GAME_VENDOR_SECRET,
  SANDBOX_PAYMENT_SECRET,
} from '../config.ts';
import { brandId } from './accounts.ts';
import {
  databaseName,
  databaseUrl,
  dropDatabase,
  TEST_DATABASE_PREFIX,
  withAdmin,
} from './database-template.ts';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: PGlite in memory, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (admin URL), a newly created database that close() drops. The database is
 * a clone of the run's migrated and seeded one (test/database-template.global-setup.ts,
 * decision 030), so the demo seed does not run again; an app asked for `seedDemo: false` (or
 * made outside the server project) migrates an empty database of its own. Its game and
 * transfer vendor is the run's sandbox vendor process (test/vendor-sandbox.global-setup.ts),
 * under a merchant code of its own, so no two apps share vendor wallets, faults or bets.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'config'> & { setup?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const seed = overrides.seedDemo ?? true;
  const template = seed ? inject('databaseTemplate') : undefined;
  const database = adminUrl
    ? await createDatabase(adminUrl, template?.kind === 'postgres' ? template.database : undefined)
    : undefined;
  const pgliteDump =
    !adminUrl && template?.kind === 'pglite' ? await readDump(template.dumpFile) : undefined;
  const cloned = Boolean(pgliteDump || (database && template));
  const config: Partial<Config> = {
    logLevel: 'silent',
    nodeEnv: 'test',
    dataDir: IN_MEMORY_DATA_DIR,
    databaseUrl: database?.url,
    operatorApiToken: undefined,
    trustProxy: [],
    // No job timers: a test runs jobs through app.jobs (runNow, tick) or asks for the timers.
    moneyJobsIntervalSeconds: 0,
    ...sandboxVendor(),
    ...overrides,
    // A clone already holds the demo seed.
    seedDemo: seed && !cloned,
  };
  let app: FastifyInstance;
  try {
    const { setup, ...buildOptions } = options;
    app = await build({
      ...buildOptions,
      config,
      testDatabase: pgliteDump ? { pgliteDump } : buildOptions.testDatabase,
    });
    setup?.(app);
    await app.ready();
  } catch (error) {
    await database?.drop();
    throw error;
  }
  return {
    app,
    async close() {
      await app.close();
      await database?.drop();
    },
  };
}

/** The app a whole test file shares, and the seeded brand's id. */
export interface FileTestApp {
  readonly app: FastifyInstance;
  readonly brand: number;
}

/**
 * One test app for the calling file: created (as createTestApp) before its first test, closed
 * after its last. Read `app` and `brand` inside hooks and tests, not at the top of the file.
 */
export function setUpTestApp(...args: Parameters<typeof createTestApp>): FileTestApp {
  let started: { test: TestApp; brand: number } | undefined;
  beforeAll(async () => {
    const test = await createTestApp(...args);
    try {
      started = { test, brand: await brandId(test.app) };
    } catch (error) {
      await test.close();
      throw error;
    }
  });
  afterAll(() => started?.test.close());
  const current = () => {
    if (!started) throw new Error('the file test app starts in beforeAll');
    return started;
  };
  return {
    get app() {
      return current().test.app;
    },
    get brand() {
      return current().brand;
    },
  };
}

/**
 * The sandbox app of the run: game vendor and payment gateway (/pay, decision 034). Absent
 * outside the server project: config defaults stay.
 */
function sandboxVendor(): Partial<Config> {
  const url = inject('gameVendorUrl');
  if (!url) return {};
  const partner = { url, secret: SANDBOX_GAME_VENDOR_SECRET };
  return {
    gameVendor: partner,
    transferVendor: partner,
    gameVendorMerchant: `T${randomBytes(8).toString('hex').toUpperCase()}`,
    paymentGateway: { url: `${url}/pay`, secret: SANDBOX_PAYMENT_SECRET },
  };
}

/** The run's PGlite dump, read once per test file. */
let dump: { file: string; blob: Promise<Blob> } | undefined;
function readDump(file: string): Promise<Blob> {
  if (dump?.file !== file) dump = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  return dump.blob;
}

async function createDatabase(
  adminUrl: string,
  template: string | undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = databaseName(TEST_DATABASE_PREFIX);
  await withAdmin(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => withAdmin(adminUrl, (client) => dropDatabase(client, name)),
  };
}
