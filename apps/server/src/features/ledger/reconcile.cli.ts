/**
 * `npm run ledger:reconcile`: check every ledger invariant on the database the server uses
 * (DATABASE_URL, else the PGlite DATA_DIR), print the report, exit 1 on any breach.
 */
import { runDatabaseCheck } from '../../lib/database-cli.ts';
import { formatReport, reconcileLedger } from './reconcile.ts';

runDatabaseCheck(async (db) => {
  const report = await reconcileLedger(db, { money: true });
  return { ok: report.ok, text: formatReport(report) };
});
