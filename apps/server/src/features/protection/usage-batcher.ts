import type { Db } from '../../db/client.ts';
import { addUsageRows, type UsageRow } from './protection.repository.ts';

interface Waiting {
  row: UsageRow;
  resolve(written: boolean): void;
  reject(error: unknown): void;
}

/**
 * The usage of concurrent stakes, wins and deposits written together (issue 14, decision 041):
 * what arrives while a flush is being prepared goes in one statement per kind — guarded (a
 * stake or deposit of a member with no limit and no exclusion) or plain (wins, give-backs) — so
 * a burst of seamless callbacks shares its protection statements as it shares its ledger and
 * round statements (decision 017). One batcher per database handle.
 */
export class UsageBatcher {
  private guarded: Waiting[] = [];
  private plain: Waiting[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Pick<Db, 'execute'>,
    private readonly now: () => Date,
  ) {}

  /** Resolves true when written; a guarded row of a restricted member resolves false. */
  add(row: UsageRow, guarded: boolean): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      (guarded ? this.guarded : this.plain).push({ row, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const guarded = this.guarded;
    const plain = this.plain;
    this.guarded = [];
    this.plain = [];
    await Promise.all([this.write(guarded, this.now()), this.write(plain, null)]);
  }

  private async write(waiting: Waiting[], guardedAt: Date | null): Promise<void> {
    if (waiting.length === 0) return;
    const merged = new Map<string, UsageRow>();
    for (const { row } of waiting) {
      const key = `${row.memberId}:${row.hour.getTime()}`;
      const same = merged.get(key);
      if (same) {
        same.deposited += row.deposited;
        same.staked += row.staked;
        same.won += row.won;
      } else merged.set(key, { ...row });
    }
    try {
      const written = await addUsageRows(this.db, [...merged.values()], guardedAt);
      for (const w of waiting) w.resolve(guardedAt === null || written.has(w.row.memberId));
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  }
}

const batchers = new WeakMap<object, UsageBatcher>();

/** The batcher of this database handle (made on first use with its clock). */
export function usageBatcher(db: Pick<Db, 'execute'>, now: () => Date): UsageBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new UsageBatcher(db, now);
    batchers.set(db, batcher);
  }
  return batcher;
}
