/**
 * `npm run audit:verify`: walk the audit log's hash chain on the database the server uses
 * (DATABASE_URL, else the PGlite DATA_DIR), print the head, exit 1 on a break, 2 on an error.
 */
import { runDatabaseCheck } from '../../lib/database-cli.ts';
import { AuditService, formatChainReport } from './audit.service.ts';

runDatabaseCheck(async (db) => {
  const report = await new AuditService(db).verify();
  return { ok: report.ok, text: formatChainReport(report) };
});
