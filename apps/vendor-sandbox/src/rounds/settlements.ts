import type { Sql } from '../store/db.ts';
import { walletUrlOf } from '../store/merchants.ts';
import { type Answer, readAnswer, sendCallback, type WalletCall } from './wallet-client.ts';

/**
 * The settlement retry queue (sandbox-api.md "Settlements"): a win or end-round that got no
 * answer (timeout, 5xx, connection error) is not forgotten. It is kept in the sandbox's own
 * database and sent again with the same txId (the merchant must answer a repeat idempotently)
 * after 1 s, 2 s, 4 s … (capped), up to MAX_SETTLE_ATTEMPTS sends in all; then it is parked as
 * FAILED for a human. A refused settlement (a business error answer) is recorded as REFUSED and
 * never retried. A settlement answered ok at the first send leaves no row.
 */
export type SettleOp = 'win' | 'end-round';
export type SettlementStatus = 'PENDING' | 'DONE' | 'REFUSED' | 'FAILED';

export const MAX_SETTLE_ATTEMPTS = 8;

export interface SettlementTiming {
  /** The first retry's delay; each later one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}
export const DEFAULT_SETTLEMENT_TIMING: SettlementTiming = {
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  maxAttempts: MAX_SETTLE_ATTEMPTS,
};

export interface SettlementKey {
  merchant: string;
  vendor: string;
  /** The win's txId, or `${roundId}-E` for an end-round (it has no txId of its own). */
  id: string;
}

export interface Settlement extends SettlementKey {
  op: SettleOp;
  roundId: string;
  status: SettlementStatus;
  attempts: number;
  lastStatus: number | null;
  nextAt: string;
  createdAt: string;
  updatedAt: string;
}

/** Who a settlement finishes for (the sports slips listen). */
export type SettledListener = (s: Settlement) => void;

export interface WalletKeys {
  walletKey: string;
  walletSecrets: Readonly<Record<string, string>>;
}

export class SettlementQueue {
  readonly #db: Sql;
  readonly #now: () => Date;
  readonly #keys: WalletKeys;
  readonly #timing: SettlementTiming;
  readonly #listeners = new Set<SettledListener>();
  #running: Promise<number> | undefined;
  /**
   * When the earliest PENDING settlement falls due (ms), as far as this queue knows: read from
   * the table after every run, lowered by every row this queue records. Until then the timer's
   * retryDue() asks the database nothing (an idle sandbox costs near nothing). Undefined: not
   * known yet, so the next run looks.
   */
  #nextDueMs: number | undefined;
  readonly #pendingListeners = new Set<() => void>();

  constructor(db: Sql, now: () => Date, keys: WalletKeys, timing: Partial<SettlementTiming> = {}) {
    this.#db = db;
    this.#now = now;
    this.#keys = keys;
    this.#timing = { ...DEFAULT_SETTLEMENT_TIMING, ...timing };
  }

  onSettled(listener: SettledListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The delay before retry number `attempt` (1: the first retry). */
  delayMs(attempt: number): number {
    return Math.min(this.#timing.maxDelayMs, this.#timing.baseDelayMs * 2 ** (attempt - 1));
  }

  /**
   * The first send of a settlement. `dropAnswers`: sends whose answer is lost on the way back
   * (the win-timeout fault: the merchant applies them, the sandbox never hears).
   */
  async first(
    key: SettlementKey,
    op: SettleOp,
    roundId: string,
    walletUrl: string,
    body: Record<string, unknown>,
    dropAnswers = 0,
  ): Promise<{ status: SettlementStatus; answer: Answer; call: WalletCall }> {
    const call = await this.#send(key.vendor, walletUrl, op, body, dropAnswers > 0);
    return this.record(key, op, roundId, body, call, Math.max(0, dropAnswers - 1));
  }

  /**
   * A settlement already sent once (by first(), or by a round's own sender under a fault):
   * answered ok it leaves no row; otherwise it is kept, REFUSED or PENDING for the timer.
   */
  async record(
    key: SettlementKey,
    op: SettleOp,
    roundId: string,
    body: Record<string, unknown>,
    call: WalletCall,
    dropAnswers = 0,
  ): Promise<{ status: SettlementStatus; answer: Answer; call: WalletCall }> {
    const answer = readAnswer(key.vendor, call);
    if (answer.kind === 'ok') return { status: 'DONE', answer, call };
    const status = answer.kind === 'refused' ? 'REFUSED' : 'PENDING';
    const nextAt = new Date(this.#now().getTime() + this.delayMs(1));
    await this.#db.query(
      `insert into settlements
         (merchant, vendor, id, op, round_id, body, status, drop_answers, last_status, next_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (merchant, vendor, id) do nothing`,
      [
        key.merchant,
        key.vendor,
        key.id,
        op,
        roundId,
        JSON.stringify(body),
        status,
        dropAnswers,
        call.status,
        nextAt.toISOString(),
      ],
    );
    // After the row exists: a retry run that read the table before it must not hide it.
    if (status === 'PENDING') this.#due(nextAt.getTime());
    return { status, answer, call };
  }

  /** Sends every due PENDING settlement once; one run at a time. Answers how many were sent. */
  retryDue(): Promise<number> {
    if (this.#running === undefined && this.#nextDueMs !== undefined)
      if (this.#now().getTime() < this.#nextDueMs) return Promise.resolve(0);
    this.#running ??= this.#retryDue().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Call `listener` whenever a PENDING settlement is known to fall due (the timer wakes). */
  onPending(listener: () => void): () => void {
    this.#pendingListeners.add(listener);
    return () => this.#pendingListeners.delete(listener);
  }

  /** True when the last look found no PENDING settlement and none was recorded since. */
  nothingPending(): boolean {
    return this.#running === undefined && this.#nextDueMs === Number.POSITIVE_INFINITY;
  }

  /** Resolves when no retry run is under way (close waits for it). */
  async idle(): Promise<void> {
    await this.#running?.catch(() => 0);
  }

  async #retryDue(): Promise<number> {
    // Forget the hint first: a row recorded while this run is under way lowers it again.
    this.#nextDueMs = undefined;
    let learnt = Number.POSITIVE_INFINITY;
    try {
      const { rows } = await this.#db.query<Row>(
        `select ${COLUMNS}, body, drop_answers from settlements
         where status = 'PENDING' and next_at <= $1 order by next_at limit 100`,
        [this.#now().toISOString()],
      );
      for (const row of rows) await this.#retry(row);
      const next = await this.#db.query<{ next_at: string | Date | null }>(
        `select min(next_at) as next_at from settlements where status = 'PENDING'`,
      );
      const at = next.rows[0]?.next_at;
      if (at !== null && at !== undefined) learnt = new Date(at).getTime();
      return rows.length;
    } catch (error) {
      learnt = Number.NaN;
      throw error;
    } finally {
      // After a failure nothing is known: the next tick looks again.
      if (Number.isNaN(learnt)) this.#nextDueMs = undefined;
      else this.#due(learnt);
    }
  }

  /** A PENDING settlement falls due at `ms`: the hint never waits past it. */
  #due(ms: number): void {
    this.#nextDueMs = Math.min(this.#nextDueMs ?? Number.POSITIVE_INFINITY, ms);
    if (Number.isFinite(ms)) for (const listener of this.#pendingListeners) listener();
  }

  async #retry(row: Row): Promise<void> {
    const walletUrl = await walletUrlOf(this.#db, row.merchant);
    const attempts = row.attempts + 1;
    const call = walletUrl
      ? await this.#send(row.vendor, walletUrl, row.op, row.body, row.drop_answers > 0)
      : { path: '', status: 0, body: null };
    const answer = readAnswer(row.vendor, call);
    const status: SettlementStatus =
      answer.kind === 'ok'
        ? 'DONE'
        : answer.kind === 'refused'
          ? 'REFUSED'
          : attempts >= this.#timing.maxAttempts
            ? 'FAILED'
            : 'PENDING';
    const nextAt = new Date(this.#now().getTime() + this.delayMs(attempts));
    const { rows } = await this.#db.query<Row>(
      `update settlements set status = $4, attempts = $5, last_status = $6, next_at = $7,
         drop_answers = greatest(drop_answers - 1, 0), updated_at = now()
       where merchant = $1 and vendor = $2 and id = $3 and status = 'PENDING'
       returning ${COLUMNS}`,
      [row.merchant, row.vendor, row.id, status, attempts, call.status, nextAt.toISOString()],
    );
    const updated = rows[0];
    if (updated && status !== 'PENDING') {
      for (const listener of this.#listeners) listener(view(updated));
    }
  }

  async #send(
    vendor: string,
    walletUrl: string,
    op: SettleOp,
    body: Record<string, unknown>,
    dropAnswer: boolean,
  ): Promise<WalletCall> {
    const call = await sendCallback({ walletUrl, vendor, ...this.#keys }, op, body);
    return dropAnswer ? { path: call.path, status: 0, body: null } : call;
  }

  /** A merchant's queued settlements, newest first (GET-like: POST /api/settlements). */
  async list(merchant: string, status?: SettlementStatus): Promise<Settlement[]> {
    const { rows } = await this.#db.query<Row>(
      `select ${COLUMNS} from settlements where merchant = $1 and ($2::text is null or status = $2)
       order by created_at desc limit 200`,
      [merchant, status ?? null],
    );
    return rows.map(view);
  }

  async find(key: SettlementKey): Promise<Settlement | undefined> {
    const { rows } = await this.#db.query<Row>(
      `select ${COLUMNS} from settlements where merchant = $1 and vendor = $2 and id = $3`,
      [key.merchant, key.vendor, key.id],
    );
    return rows[0] && view(rows[0]);
  }
}

const COLUMNS =
  'merchant, vendor, id, op, round_id, status, attempts, last_status, next_at, created_at, updated_at';

interface Row {
  merchant: string;
  vendor: string;
  id: string;
  op: SettleOp;
  round_id: string;
  status: SettlementStatus;
  attempts: number;
  last_status: number | null;
  next_at: Date;
  created_at: Date;
  updated_at: Date;
  body: Record<string, unknown>;
  drop_answers: number;
}

function view(row: Row): Settlement {
  return {
    merchant: row.merchant,
    vendor: row.vendor,
    id: row.id,
    op: row.op,
    roundId: row.round_id,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.last_status,
    nextAt: new Date(row.next_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
