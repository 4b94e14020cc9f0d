/**
 * Child process of settlement.crash.test.ts (issue 15): a settlement run the test kills with
 * SIGKILL part way. Config is JSON in SETTLEMENT_WORKER_CONFIG. It prints READY once the
 * database is open, then runs one settlement (statements, then payments) and prints DONE with
 * the report. The clock is fixed by the test, past the periods to settle.
 */
import { openDatabase } from '../../db/open.ts';
import type { Logger } from '../../lib/logger.ts';
import { LedgerService } from '../ledger/ledger.service.ts';
import { settleDue } from './settlement.service.ts';

export interface SettlementWorkerConfig {
  databaseUrl?: string;
  dataDir?: string;
  brandId: number;
  timezone: string;
  /** The app clock, epoch ms. */
  nowMs: number;
}

const config = JSON.parse(process.env.SETTLEMENT_WORKER_CONFIG ?? '') as SettlementWorkerConfig;
// The test closes our stdin when it goes: no orphan worker after a failed test.
process.stdin.on('close', () => process.exit(1));
process.stdin.resume();

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir ?? '',
});
const ledger = new LedgerService(database.db);
const quiet = { error: (...args: unknown[]) => process.stderr.write(`${JSON.stringify(args)}\n`) };
process.stdout.write('READY\n');
const report = await settleDue(
  { db: database.db, now: () => new Date(config.nowMs), ledger, log: quiet as unknown as Logger },
  { id: config.brandId, timezone: config.timezone },
  // A short hold: a killed run's hold lapses before the test's next run.
  { runLeaseMs: 1_500 },
);
await ledger.close();
await database.close();
process.stdout.write(`${report ? 'DONE' : 'BUSY'} ${JSON.stringify(report)}\n`);
process.exit(0);
