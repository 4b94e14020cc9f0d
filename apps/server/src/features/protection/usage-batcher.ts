import type { Db } from '../../db/client.ts';
import { sqlState } from '../../lib/sql-state.ts';
import { addUsageRows, giveBackUsageRows, type UsageRow } from './protection.repository.ts';

interface Waiting {
  row: UsageRow;
  resolve(written: boolean): void;
  reject(error: unknown): void;
}

type Kind = 'guarded' | 'add' | 'giveBack';
const KINDS: readonly Kind[] = ['guarded', 'add', 'giveBack'];
const DEADLOCK = '40P01';
const ATTEMPTS = 3;

/**
 * The usage of concurrent stakes, wins and deposits written together (issue 14, decision 041):
 * what arrives while a flush is being prepared goes in one statement per kind — guarded (a
 * stake or deposit of a member with no limit and no exclusion), added (wins, late payments) and
 * given back (refused postings, rejected deposits) — so a burst of seamless callbacks shares its
 * protection statements as it shares its ledger and round statements (decision 017). Rows are
 * merged per member-hour and sorted, the kinds written one after the other, and a deadlock with
 * another instance's statement retried. One batcher per database handle.
 */
export class UsageBatcher {
  private readonly queues: Record<Kind, Waiting[]> = { guarded: [], add: [], giveBack: [] };
  private scheduled = false;

  constructor(private readonly db: Pick<Db, 'execute'>) {}

  /** Resolves true when written; a guarded row of a restricted member resolves false. */
  add(row: UsageRow, kind: Kind): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.queues[kind].push({ row, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    for (const kind of KINDS) {
      const waiting = this.queues[kind];
      this.queues[kind] = [];
      await this.write(kind, waiting);
    }
  }

  private async write(kind: Kind, waiting: Waiting[]): Promise<void> {
    if (waiting.length === 0) return;
    const merged = new Map<string, UsageRow>();
    for (const { row } of waiting) {
      const key = `${row.memberId}:${row.hour.getTime()}`;
      const same = merged.get(key);
      if (same) {
        same.deposited += row.deposited;
        same.staked += row.staked;
        same.won += row.won;
        if (row.at > same.at) same.at = row.at;
      } else merged.set(key, { ...row });
    }
    const rows = [...merged.values()].sort(
      (a, b) => a.memberId - b.memberId || a.hour.getTime() - b.hour.getTime(),
    );
    for (let attempt = 1; ; attempt++) {
      try {
        if (kind === 'giveBack') {
          await giveBackUsageRows(this.db, rows);
          for (const w of waiting) w.resolve(true);
        } else {
          const written = await addUsageRows(this.db, rows, kind === 'guarded');
          for (const w of waiting) w.resolve(kind === 'add' || written.has(w.row.memberId));
        }
        return;
      } catch (error) {
        if (attempt < ATTEMPTS && sqlState(error) === DEADLOCK) continue;
        for (const w of waiting) w.reject(error);
        return;
      }
    }
  }
}

const batchers = new WeakMap<object, UsageBatcher>();

/** The batcher of this database handle. */
export function usageBatcher(db: Pick<Db, 'execute'>): UsageBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new UsageBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}
