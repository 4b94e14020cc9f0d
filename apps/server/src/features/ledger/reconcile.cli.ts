/**
 * `npm run ledger:reconcile`: check every ledger invariant on the database the server uses
 * (DATABASE_URL, else the PGlite DATA_DIR), print the report, exit 1 on any breach.
 */
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/open.ts';
import { formatReport, reconcileLedger } from './reconcile.ts';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    const report = await reconcileLedger(database.db, { money: true });
    process.stdout.write(`${formatReport(report)}\n`);
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(2);
  },
);
