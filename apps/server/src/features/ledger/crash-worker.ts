/**
 * Child process of ledger.crash.test.ts (SECURITY.md 41): a ledger under load that the test
 * kills with SIGKILL. Config is JSON in CRASH_WORKER_CONFIG. Protocol, one line per event on
 * stdout (written only after the event happened):
 *   READY                               database open and migrated, ledger built
 *   T <key> <transferId> <created>      a retried key posted (or replayed)
 *   T <key> - <code>                    a retried key refused
 *   RETRIED                             every retry settled
 *   A <key> <transferId> <created>      a posting ACKNOWLEDGED: written only after post() resolved
 *   R <key> <code>                      a posting refused (insufficient funds, ...)
 * A posting's content is a pure function of its key (requestFor), so any key, acknowledged
 * or not, can be retried by a later process with the same content.
 * Fault injection (only to prove the test can fail): fault 'ack-before-commit' also writes
 * `A <key> 0 true` from inside the batch transaction, before COMMIT.
 */
import { createHash } from 'node:crypto';
import { openDatabase } from '../../db/open.ts';
import type { AccountRef, PostingRequest } from './ledger.model.ts';
import { LedgerService } from './ledger.service.ts';

export interface CrashWorkerConfig {
  databaseUrl?: string;
  dataDir?: string;
  brandId: number;
  members: number[];
  /** Prefix of this process's keys: `<prefix>.<caller>.<seq>`. */
  prefix: string;
  /** Concurrent callers, each posting one at a time. */
  callers: number;
  /** Keys to post again (with their original content) before the load starts. */
  retry: string[];
  /** false: exit after the retries. */
  load: boolean;
  fault?: 'ack-before-commit';
}

const VENDORS = ['PGS', 'JILI'];

/** The posting a key stands for: the same key always yields the same content. */
export function requestFor(key: string, brandId: number, members: readonly number[]) {
  const h = createHash('sha256').update(key).digest();
  const m = members[h.readUInt32BE(0) % members.length] as number;
  const op = h.readUInt16BE(4) % 100;
  const vendorCode = VENDORS[(h[6] as number) % VENDORS.length] as string;
  const main: AccountRef = { memberId: m, kind: 'MAIN' };
  const vendor: AccountRef = { memberId: m, kind: 'VENDOR', vendor: vendorCode };
  const move = (kind: string, from: AccountRef, to: AccountRef, amount: bigint) =>
    ({
      brandId,
      idempotencyKey: key,
      kind,
      legs: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
      metadata: { crash: true, op },
    }) satisfies PostingRequest;
  if (op < 30) return move('DEPOSIT', { house: 'PAYMENTS' }, main, 1_000n);
  if (op < 60) return move('BET', main, { house: 'BETS' }, 100n + BigInt(op));
  if (op < 75) return move('WIN', { house: 'BETS' }, main, 150n);
  if (op < 88) return move('TRANSFER_OUT', main, vendor, 300n);
  return move('TRANSFER_IN', vendor, main, 200n);
}

/** stdout to a pipe is synchronous on Linux: the line is in the pipe when this returns. */
function emit(line: string): void {
  process.stdout.write(`${line}\n`);
}

const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'ERROR';

async function main(): Promise<void> {
  // The test's end of stdin closes when it dies: never outlive it as an orphan under load.
  process.stdin.on('end', () => process.exit(1));
  process.stdin.resume();
  const config = JSON.parse(process.env.CRASH_WORKER_CONFIG ?? '') as CrashWorkerConfig;
  const database = await openDatabase(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir ?? '' },
    (error) => process.stderr.write(`pool error: ${error.message}\n`),
  );
  const ledger = new LedgerService(database.db, {
    maxInFlight: database.driver === 'postgres' ? 4 : 1,
    houseShards: 8,
    onError: (error, context) => process.stderr.write(`${context}: ${String(error)}\n`),
    beforeCommit:
      config.fault === 'ack-before-commit'
        ? async (keys) => {
            for (const key of keys)
              if (key.startsWith(`${config.prefix}.`)) emit(`A ${key} 0 true`);
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        : undefined,
  });
  const request = (key: string) => requestFor(key, config.brandId, config.members);
  emit('READY');

  await Promise.all(
    config.retry.map((key) =>
      ledger.post(request(key)).then(
        (r) => emit(`T ${key} ${r.transferId} ${r.created}`),
        (error: unknown) => emit(`T ${key} - ${codeOf(error)}`),
      ),
    ),
  );
  emit('RETRIED');
  if (!config.load) {
    await ledger.close();
    await database.close();
    process.exit(0);
  }

  // Each caller posts, waits for the answer, reports it, posts the next: forever, until killed.
  // A little random think time keeps the callers out of lock-step, so batches differ in size
  // and overlap (several in flight on PostgreSQL) and a kill lands anywhere in a batch.
  const caller = async (c: number) => {
    for (let seq = 0; ; seq++) {
      if (Math.random() < 0.5)
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
      const key = `${config.prefix}.${c}.${seq}`;
      try {
        const r = await ledger.post(request(key));
        emit(`A ${key} ${r.transferId} ${r.created}`);
      } catch (error) {
        emit(`R ${key} ${codeOf(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: config.callers }, (_, c) => caller(c)));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
