// What one server test app costs to start (decision 030): the old way (a fresh database, every
// migration and the demo seed) against the clone of a database migrated and seeded once (a
// PGlite dump loaded in memory, or a PostgreSQL template database). The two are interleaved
// so a busy machine weighs on both alike. Prints the median and the spread of each, in ms.
// Usage: node --import tsx bench/test-app.mjs [runs=5]
//        PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/test-app.mjs pg
import { performance } from 'node:perf_hooks';
import { build } from '../apps/server/src/app.ts';
import { IN_MEMORY_DATA_DIR } from '../apps/server/src/config.ts';
import {
  databaseName,
  databaseUrl,
  dropDatabase,
  dumpPglite,
  migrateAndSeed,
  TEMPLATE_DATABASE_PREFIX,
  TEST_DATABASE_PREFIX,
  withAdmin,
} from '../apps/server/src/test/database-template.ts';

const args = process.argv.slice(2);
const postgres = args.includes('pg');
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const base = { logLevel: 'silent', nodeEnv: 'test', dataDir: IN_MEMORY_DATA_DIR, trustProxy: [] };

async function timeApp(config, testDatabase, database) {
  const started = performance.now();
  if (database) await withAdmin(adminUrl, (c) => c.query(database.create));
  const app = await build({ config: { ...base, ...config }, testDatabase, env: {} });
  await app.ready();
  const ms = performance.now() - started;
  await app.close();
  if (database) await withAdmin(adminUrl, (c) => dropDatabase(c, database.name));
  return ms;
}

function summary(label, times) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `${label.padEnd(34)} median ${median.toFixed(0).padStart(6)} ms   min ${sorted[0].toFixed(0).padStart(6)}   max ${sorted.at(-1).toFixed(0).padStart(6)}   (${times.length} runs)`,
  );
}

let setupMs = performance.now();
let template;
let dump;
if (postgres) {
  template = databaseName(TEMPLATE_DATABASE_PREFIX);
  await withAdmin(adminUrl, (c) => c.query(`create database ${template}`));
  const database = await migrateAndSeed(databaseUrl(adminUrl, template));
  await database.close();
  await withAdmin(adminUrl, (c) =>
    c.query(`alter database ${template} with is_template true allow_connections false`),
  );
} else {
  const database = await migrateAndSeed();
  dump = await dumpPglite(database);
  await database.close();
}
setupMs = performance.now() - setupMs;
console.log(
  `template (migrate + seed + ${postgres ? 'mark template' : 'dump'}): ${setupMs.toFixed(0)} ms once per run`,
);

const fresh = [];
const cloned = [];
try {
  for (let i = 0; i < runs; i++) {
    if (postgres) {
      const a = databaseName(TEST_DATABASE_PREFIX);
      fresh.push(
        await timeApp({ seedDemo: true, databaseUrl: databaseUrl(adminUrl, a) }, undefined, {
          name: a,
          create: `create database ${a}`,
        }),
      );
      const b = databaseName(TEST_DATABASE_PREFIX);
      cloned.push(
        await timeApp({ seedDemo: false, databaseUrl: databaseUrl(adminUrl, b) }, undefined, {
          name: b,
          create: `create database ${b} template ${template}`,
        }),
      );
    } else {
      fresh.push(await timeApp({ seedDemo: true }));
      cloned.push(await timeApp({ seedDemo: false }, { pgliteDump: dump }));
    }
  }
} finally {
  if (template) await withAdmin(adminUrl, (c) => dropDatabase(c, template));
}
const db = postgres ? 'PostgreSQL' : 'PGlite';
summary(`${db} fresh (migrate + seed)`, fresh);
summary(`${db} clone (${postgres ? 'template' : 'dump'})`, cloned);
