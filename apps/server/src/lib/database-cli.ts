import { ConfigError, loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';

/**
 * A check run from the command line (`npm run ledger:reconcile`, `npm run audit:verify`) on
 * the database the server uses (DATABASE_URL, else the PGlite DATA_DIR): prints its report and
 * exits 0 when it holds, 1 when it does not, 2 on an error (a bad config, no database).
 */
export function runDatabaseCheck(check: (db: Db) => Promise<{ ok: boolean; text: string }>): void {
  const main = async (): Promise<number> => {
    const database = await openDatabase(loadConfig(process.env));
    try {
      const { ok, text } = await check(database.db);
      process.stdout.write(`${text}\n`);
      return ok ? 0 : 1;
    } finally {
      await database.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exit(2);
    },
  );
}
