import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, build } from '../app.ts';
import { type Config, IN_MEMORY_DATA_DIR, SANDBOX_GAME_VENDOR_SECRET } from '../config.ts';
import { brandId } from './accounts.ts';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: PGlite in memory, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (admin URL), a newly created database that close() drops. Its game and
 * transfer vendor is the run's sandbox vendor process (test/vendor-sandbox.global-setup.ts),
 * under a merchant code of its own, so no two apps share vendor wallets, faults or bets.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'config'> & { setup?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? await createDatabase(adminUrl) : undefined;
  const config: Partial<Config> = {
    logLevel: 'silent',
    nodeEnv: 'test',
    dataDir: IN_MEMORY_DATA_DIR,
    databaseUrl: database?.url,
    seedDemo: true,
    operatorApiToken: undefined,
    trustProxy: [],
    // No job timers: a test runs jobs through app.jobs (runNow, tick) or asks for the timers.
    moneyJobsIntervalSeconds: 0,
    ...sandboxVendor(),
    ...overrides,
  };
  let app: FastifyInstance;
  try {
    const { setup, ...buildOptions } = options;
    app = await build({ ...buildOptions, config });
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

/** The sandbox vendor of the run (absent outside the server project: config defaults stay). */
function sandboxVendor(): Partial<Config> {
  const url = inject('gameVendorUrl');
  if (!url) return {};
  const partner = { url, secret: SANDBOX_GAME_VENDOR_SECRET };
  return {
    gameVendor: partner,
    transferVendor: partner,
    gameVendorMerchant: `T${randomBytes(8).toString('hex').toUpperCase()}`,
  };
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nova_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdmin(
  adminUrl: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
