// The server tests that must also run on PostgreSQL (decision 030, "Which tests run on both
// databases"): `npm test` runs the whole server project on PGlite; `npm run test:pg` runs these
// on PostgreSQL, and `npm run test:pg:all` the whole project there. Paths are relative to
// apps/server and may name a directory (every test under it) or one file.
// scripts/pg-floor.test.mjs fails when an entry names nothing, or when a test that by its name
// or its feature belongs to the floor (races, crashes, properties, money) is left out.

/** Features whose every test moves or counts money, or runs SQL a driver may treat differently. */
export const PG_FLOOR_FEATURES = [
  'src/db', // migrations and the demo seed
  'src/features/ledger', // postings, batches, the crash soak, the property runs, reconciliation
  'src/features/records', // the records' and bet records' SQL (game rounds, profit, turnover)
  'src/features/withdrawals', // holds, payouts in flight, turnover, the auto-confirm job
  'src/features/transfers', // vendor wallet transfers in flight and their recovery
  'src/features/vendor-wallet', // the seamless wallet's callbacks (concurrent bets and wins)
  'src/features/payments', // deposits credited once under concurrent callbacks
  'src/features/inhouse', // in-house rounds, the crash lease (advisory locks), the jackpot
  'src/features/game-launch', // launch transfers and the bet feed
  'src/features/wallet', // balances and their events
  'src/features/approvals', // four-eyes: checkers racing on one request, postings by request
  'src/features/audit', // the chain's advisory lock under concurrent writers
  'src/features/protection', // limits against concurrent bets (advisory locks), exclusions at every money point
  'src/features/kyc', // the KYC gate on withdrawals and deposits (money gating), document review
  'src/features/agent-contracts', // settlement once per period under races and kill -9, payouts
  'src/features/agent-team', // team figures' set-based SQL, the day rollup's lock
];

/** Single files outside those features. */
export const PG_FLOOR_FILES = [
  'src/test/database-template.test.ts', // template databases and their clones
  'src/features/health/health.test.ts', // readiness against the database
  'src/features/session/login-protection.test.ts', // the limiter's store under parallel logins
  'src/features/verification/verification.concurrency.test.ts', // code guesses in parallel
  'src/plugins/rate-limit.test.ts', // limiter store (advisory locks on PostgreSQL)
  'src/plugins/rate-limit.concurrency.test.ts',
  'src/plugins/jobs.test.ts', // pg-boss on node-postgres
  'src/plugins/openapi.fuzz.test.ts', // every operation, then the ledger reconciled
];

/** A test file whose name says race, crash or property must be in the floor wherever it lives. */
export const PG_FLOOR_NAME = /(concurren|race|crash|property|repair|recovery|retry)/;

export const PG_FLOOR = [...PG_FLOOR_FEATURES, ...PG_FLOOR_FILES];
