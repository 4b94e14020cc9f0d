/**
 * `npm run audit:verify`: walk the audit log's hash chain on the database the server uses
 * (DATABASE_URL, else the PGlite DATA_DIR), print the head, exit 1 on a break, 2 on an error.
 */
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/open.ts';
import { AuditService, formatChainReport } from './audit.service.ts';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    const report = await new AuditService(database.db).verify();
    process.stdout.write(`${formatChainReport(report)}\n`);
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
