import type { Db } from '../../db/client.ts';
import type { LedgerAccountKind } from '../../db/schema/ledger.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import { sqlState } from '../../lib/sql-state.ts';
import {
  type AccountRef,
  accountKind,
  type HouseAccount,
  isHouseRef,
  type MemberAccountRef,
  type MemberBalance,
  type MemberBalances,
  memberRef,
  type PostingRequest,
  type PostResult,
  refKey,
  requestHash,
  validatePosting,
} from './ledger.model.ts';
import {
  type ExistingTransfer,
  findTransfers,
  houseAccountBalance,
  insertTransfers,
  insertTransfersIfUnchanged,
  type LockedAccount,
  lockAccounts,
  memberAccountBalances,
  type NewTransfer,
  openHouseAccount,
  openMemberAccounts,
  pairKey,
  readAccounts,
  type StoredAccount,
} from './ledger.repository.ts';

/**
 * Reads other features make outside a posting (the in-house games' round lookups, the jackpot
 * pool): they come through this module, never the repository (decision 031).
 */
export { findTransfers, houseAccountBalance } from './ledger.repository.ts';
/** A member's ledger lines for the back office (issue 13), newest first in keyset pages. */
export {
  type MemberEntry,
  type MemberPlay,
  memberEntries,
  memberPlaySince,
} from './member-entries.repository.ts';

export interface LedgerOptions {
  /** Most postings in one transaction. */
  maxBatch?: number;
  /** While a batch is in flight, how long a new posting waits for company (ms). */
  flushDelayMs?: number;
  /** Batches in flight at once: 1 on PGlite (one connection), a few on a pg pool. */
  maxInFlight?: number;
  /** Rows per house account; should be at least maxInFlight. */
  houseShards?: number;
  /** Attempts of a batch that lost a race (unique key, deadlock, serialization). */
  maxAttempts?: number;
  onError?: (error: unknown, context: string) => void;
  /** Told after each batch settles (metrics, decision 033); must not throw or block. */
  onBatch?: (report: LedgerBatchReport) => void;
  /** Tests only: runs inside each batch transaction after the inserts, before COMMIT. */
  beforeCommit?: (keys: readonly string[]) => void | Promise<void>;
}

/** One settled batch: its size and what became of its postings. */
export interface LedgerBatchReport {
  size: number;
  /** Committed now. */
  created: number;
  /** Already posted under the same idempotency key: answered, nothing moved. */
  replayed: number;
  /** Refused (insufficient funds, conflict) or failed with the batch. */
  refused: number;
}

export interface LedgerStats {
  batches: number;
  postings: number;
  largestBatch: number;
  retries: number;
  /** Batches that could not be written in one statement and took the locking transaction. */
  slowBatches: number;
}

interface Pending {
  request: PostingRequest;
  hash: string;
  pair: string;
  /** refKeys of its member accounts: no two batches in flight share one. */
  members: string[];
  resolve(result: PostResult): void;
  reject(error: unknown): void;
}

type Outcome = { ok: PostResult } | { error: AppError };

/** A batch decided in memory against some balances, waiting for its transfer ids. */
interface Decided {
  outcomes: (Outcome | { pending: number })[];
  accepted: (NewTransfer & { balances: MemberBalance[] })[];
  acceptedByPair: Map<string, { index: number; hash: string }>;
  /** A posting was refused on the balances or keys (not on its accounts). */
  refused: boolean;
}

/** A leg with its account resolved (house legs name the house; the shard is per batch). */
interface ResolvedLeg {
  ref: AccountRef;
  amount: bigint;
  accountId: number | undefined;
  house: { brandId: number; kind: LedgerAccountKind } | undefined;
}

const MEMBER_CACHE_LIMIT = 200_000;

/**
 * The only way money moves (issue 4, decision 011). `post()` queues a posting; queued
 * postings are written together in ONE transaction (group commit): the touched accounts are
 * locked in id order, the postings applied one by one in memory (an overdraft or a key
 * conflict rejects only that posting), then every transfer and entry is inserted in one
 * statement whose trigger moves the balances. A caller's promise settles only after COMMIT.
 */
export class LedgerService {
  readonly stats: LedgerStats = {
    batches: 0,
    postings: 0,
    largestBatch: 0,
    retries: 0,
    slowBatches: 0,
  };
  private readonly maxBatch: number;
  private readonly flushDelayMs: number;
  private readonly maxInFlight: number;
  private readonly houseShards: number;
  private readonly maxAttempts: number;
  private readonly shardSalt: number;
  private queue: Pending[] = [];
  /** Postings queued or in flight by (brand, key): a duplicate waits for the first. */
  private readonly inFlightKeys = new Map<string, Promise<unknown>>();
  private readonly freeLanes: number[];
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private idleWaiters: (() => void)[] = [];
  private closed = false;
  /** Account ids never change and accounts are never deleted, so ids can be cached. */
  private readonly memberAccounts = new Map<string, StoredAccount>();
  private readonly houseAccounts = new Map<string, number[]>();
  /**
   * Each account as this service last committed or read it. Only a guess: a batch decided on
   * it is written only if every member balance is still exactly this under the lock.
   */
  private readonly known = new Map<number, LockedAccount>();
  /** Member accounts (refKey) of the batches in flight. */
  private readonly busy = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly options: LedgerOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 256;
    this.flushDelayMs = options.flushDelayMs ?? 1;
    this.maxInFlight = options.maxInFlight ?? 1;
    this.houseShards = options.houseShards ?? 8;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.shardSalt = Math.floor(Math.random() * this.houseShards);
    this.freeLanes = Array.from({ length: this.maxInFlight }, (_, i) => i);
  }

  /** Post a balanced transfer. Rejects with VALIDATION_FAILED, NOT_FOUND, INSUFFICIENT_FUNDS,
   * IDEMPOTENCY_CONFLICT or SERVICE_UNAVAILABLE (nothing written; retry with the same key). */
  post(request: PostingRequest): Promise<PostResult> {
    if (this.closed) return Promise.reject(new AppError('SERVICE_UNAVAILABLE', 'ledger closed'));
    try {
      validatePosting(request);
    } catch (error) {
      return Promise.reject(error);
    }
    const pair = pairKey(request.brandId, request.idempotencyKey);
    const hash = requestHash(request);
    const earlier = this.inFlightKeys.get(pair);
    // The same key while the first is still queued or in flight: decide after it settles,
    // against what it wrote (a retry storm posts once, in one lookup, without a race).
    if (earlier)
      return earlier.then(
        () => this.enqueue(request, hash, pair),
        () => this.enqueue(request, hash, pair),
      );
    const promise = this.enqueue(request, hash, pair);
    const settled = promise.then(
      () => undefined,
      () => undefined,
    );
    this.inFlightKeys.set(pair, settled);
    void settled.then(() => this.inFlightKeys.delete(pair));
    return promise;
  }

  /** A member's balances (accounts not opened yet read as zero). */
  async balance(memberId: number): Promise<MemberBalances> {
    return (await this.balances([memberId])).get(memberId) ?? emptyBalances();
  }

  async balances(memberIds: readonly number[]): Promise<Map<number, MemberBalances>> {
    const out = new Map<number, MemberBalances>(memberIds.map((id) => [id, emptyBalances()]));
    for (const row of await memberAccountBalances(this.db, memberIds)) {
      const b = out.get(row.memberId) ?? emptyBalances();
      if (row.kind === 'MEMBER_MAIN') b.main = row.balance;
      else if (row.kind === 'MEMBER_HELD') b.held = row.balance;
      else if (row.vendor) b.vendors[row.vendor] = row.balance;
      out.set(row.memberId, b);
    }
    return out;
  }

  /** A house account's balance (the sum of its shards; negative means the house paid out). */
  houseBalance(brandId: number, house: HouseAccount): Promise<bigint> {
    return houseAccountBalance(this.db, brandId, `HOUSE_${house}`);
  }

  /** Write everything queued now and wait until nothing is queued or in flight. */
  async flush(): Promise<void> {
    while (this.queue.length > 0 || this.inFlight > 0) {
      this.startFlushes(true);
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    }
  }

  /** Refuse new postings, then write what is queued. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private enqueue(request: PostingRequest, hash: string, pair: string): Promise<PostResult> {
    if (this.closed) return Promise.reject(new AppError('SERVICE_UNAVAILABLE', 'ledger closed'));
    const members: string[] = [];
    for (const { account } of request.legs) if (!isHouseRef(account)) members.push(refKey(account));
    return new Promise<PostResult>((resolve, reject) => {
      this.queue.push({ request, hash, pair, members, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.queue.length === 0 || this.inFlight >= this.maxInFlight) return;
    if (this.queue.length >= this.maxBatch) {
      this.startFlushes(true);
    } else if (this.inFlight === 0) {
      // Idle: go at once, after the current tick so a synchronous burst shares the batch.
      this.immediate ??= setImmediate(() => {
        this.immediate = undefined;
        this.startFlushes(true);
      });
    } else {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.startFlushes(true);
      }, this.flushDelayMs);
    }
  }

  private startFlushes(force: boolean): void {
    while (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      if (!force && this.queue.length < this.maxBatch) break;
      const batch = this.takeBatch();
      if (batch.length === 0) break;
      const lane = this.freeLanes.pop() ?? 0;
      this.inFlight++;
      for (const item of batch) for (const k of item.members) this.busy.add(k);
      void this.runBatch(batch, lane).finally(() => {
        for (const item of batch) for (const k of item.members) this.busy.delete(k);
        this.inFlight--;
        this.freeLanes.push(lane);
        if (this.queue.length > 0) this.schedule();
        if (this.queue.length === 0 && this.inFlight === 0) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          for (const wake of waiters) wake();
        } else if (this.idleWaiters.length > 0) this.startFlushes(true);
      });
    }
  }

  /**
   * The next batch, in queue order, leaving for later any posting on a member account that a
   * batch in flight holds (and, to keep each account's order, every later posting on its
   * accounts): concurrent batches then never wait for each other's locks, and the balances
   * this service knows stay exact.
   */
  private takeBatch(): Pending[] {
    if (this.busy.size === 0) return this.queue.splice(0, this.maxBatch);
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const held = new Set<string>();
    for (const item of this.queue) {
      if (
        batch.length < this.maxBatch &&
        !item.members.some((k) => this.busy.has(k) || held.has(k))
      )
        batch.push(item);
      else {
        rest.push(item);
        for (const k of item.members) held.add(k);
      }
    }
    this.queue = rest;
    return batch;
  }

  private async runBatch(batch: Pending[], lane: number): Promise<void> {
    this.stats.batches++;
    this.stats.postings += batch.length;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    let outcomes: Outcome[];
    try {
      outcomes = await this.writeBatch(batch, lane);
    } catch (error) {
      if (batch.length > 1 && !isConnectionError(error)) {
        // A posting the database refused (it should not happen: all are validated) must not
        // sink the others: write each alone; only the bad one fails.
        this.options.onError?.(error, 'ledger batch failed; isolating postings');
        for (const item of batch) await this.runBatch([item], lane);
        return;
      }
      this.options.onError?.(error, 'ledger batch failed');
      const failure = new AppError('SERVICE_UNAVAILABLE', 'ledger batch failed');
      for (const item of batch) item.reject(failure);
      this.options.onBatch?.({
        size: batch.length,
        created: 0,
        replayed: 0,
        refused: batch.length,
      });
      return;
    }
    const report = { size: batch.length, created: 0, replayed: 0, refused: 0 };
    batch.forEach((item, i) => {
      const outcome = outcomes[i] as Outcome;
      if ('ok' in outcome) {
        item.resolve(outcome.ok);
        if (outcome.ok.created) report.created++;
        else report.replayed++;
      } else {
        item.reject(outcome.error);
        report.refused++;
      }
    });
    this.options.onBatch?.(report);
  }

  /**
   * One batch: accounts opened (autocommit), then ONE statement decided on the balances this
   * service knows; if that is not possible (a balance moved elsewhere, a posting refused, a key
   * posted before), the locking transaction, retried on lost races.
   */
  private async writeBatch(batch: Pending[], lane: number): Promise<Outcome[]> {
    const resolved = await this.resolveAccounts(batch);
    const shard = (this.shardSalt + lane) % this.houseShards;
    const fast = await this.writeAtOnce(batch, resolved, shard);
    if (fast) return fast;
    this.stats.slowBatches++;
    for (let attempt = 1; ; attempt++) {
      try {
        const { outcomes, accounts } = await this.db.transaction((tx) =>
          this.applyBatch(tx, batch, resolved, shard),
        );
        this.remember(accounts);
        return outcomes;
      } catch (error) {
        if (attempt >= this.maxAttempts || !isRetryable(error)) throw error;
        this.stats.retries++;
      }
    }
  }

  private houseId(house: { brandId: number; kind: LedgerAccountKind }, shard: number): number {
    const shards = this.houseAccounts.get(`${house.brandId}:${house.kind}`) ?? [];
    return shards[shard % shards.length] as number;
  }

  private legAccount(leg: ResolvedLeg, shard: number): number {
    return leg.house ? this.houseId(leg.house, shard) : (leg.accountId as number);
  }

  /** Every account the batch touches, in id order (the lock order). */
  private touchedIds(resolved: (ResolvedLeg[] | AppError)[], shard: number): number[] {
    const ids = new Set<number>();
    for (const legs of resolved)
      if (!(legs instanceof AppError)) for (const leg of legs) ids.add(this.legAccount(leg, shard));
    return [...ids].sort((a, b) => a - b);
  }

  private remember(accounts: Map<number, LockedAccount>): void {
    if (this.known.size > MEMBER_CACHE_LIMIT) this.known.clear();
    for (const [id, account] of accounts) this.known.set(id, account);
  }

  /**
   * The common case in one round trip: decide the batch on the balances this service knows
   * (read once, then kept from its own commits) and write it with one statement that locks the
   * accounts and inserts only if those balances are still exact. Undefined when the locking
   * transaction must decide instead; throws only on a lost connection.
   */
  private async writeAtOnce(
    batch: Pending[],
    resolved: (ResolvedLeg[] | AppError)[],
    shard: number,
  ): Promise<Outcome[] | undefined> {
    const ids = this.touchedIds(resolved, shard);
    if (ids.length === 0) return undefined;
    let decided: Decided;
    let accounts: Map<number, LockedAccount>;
    let transferIds: Map<string, number> | undefined;
    try {
      const missing = ids.filter((id) => !this.known.has(id));
      if (missing.length > 0) this.remember(await readAccounts(this.db, missing));
      accounts = new Map<number, LockedAccount>();
      const expected: { id: number; balance: bigint }[] = [];
      for (const id of ids) {
        const account = this.known.get(id);
        if (!account) return undefined;
        accounts.set(id, { ...account });
        if (!account.allowNegative) expected.push({ id, balance: account.balance });
      }
      decided = this.decideBatch(batch, resolved, accounts, new Map(), shard);
      const { accepted } = decided;
      if (decided.refused || accepted.length === 0) return undefined;
      const write = (db: Pick<Db, 'execute'>) =>
        insertTransfersIfUnchanged(db, ids, expected, accepted);
      const { beforeCommit } = this.options;
      transferIds = beforeCommit
        ? await this.db.transaction(async (tx) => {
            const written = await write(tx);
            if (written) await beforeCommit(batch.map((p) => p.request.idempotencyKey));
            return written;
          })
        : await write(this.db);
    } catch (error) {
      for (const id of ids) this.known.delete(id);
      if (isConnectionError(error)) throw error;
      return undefined;
    }
    if (!transferIds) {
      for (const id of ids) this.known.delete(id);
      return undefined;
    }
    this.remember(accounts);
    return this.settle(decided, transferIds);
  }

  private async applyBatch(
    tx: Pick<Db, 'execute'>,
    batch: Pending[],
    resolved: (ResolvedLeg[] | AppError)[],
    shard: number,
  ): Promise<{ outcomes: Outcome[]; accounts: Map<number, LockedAccount> }> {
    const accounts = await lockAccounts(tx, this.touchedIds(resolved, shard));
    // After the locks: a posting of the same key that held them has committed and is seen.
    const existing = new Map<string, ExistingTransfer>();
    const pairs = batch.map((p) => ({ brandId: p.request.brandId, key: p.request.idempotencyKey }));
    for (const t of await findTransfers(tx, dedupePairs(pairs)))
      existing.set(pairKey(t.brandId, t.key), t);
    const decided = this.decideBatch(batch, resolved, accounts, existing, shard);
    const transferIds = await insertTransfers(tx, decided.accepted);
    await this.options.beforeCommit?.(batch.map((p) => p.request.idempotencyKey));
    return { outcomes: this.settle(decided, transferIds), accounts };
  }

  /**
   * Apply the postings in order to `accounts` (their balances move as postings are accepted):
   * a replay answers the first result, an overdraft or key conflict refuses only its posting.
   */
  private decideBatch(
    batch: Pending[],
    resolved: (ResolvedLeg[] | AppError)[],
    accounts: Map<number, LockedAccount>,
    existing: Map<string, ExistingTransfer>,
    shard: number,
  ): Decided {
    const accepted: Decided['accepted'] = [];
    const acceptedByPair = new Map<string, { index: number; hash: string }>();
    let refused = false;
    const refuse = (error: AppError) => {
      refused = true;
      return { error };
    };
    const decide = (item: Pending, i: number): Outcome | { pending: number } => {
      const legs = resolved[i] as ResolvedLeg[] | AppError;
      if (legs instanceof AppError) return { error: legs };
      const prior = existing.get(item.pair);
      if (prior) {
        refused = true;
        if (prior.requestHash !== item.hash) return { error: new AppError('IDEMPOTENCY_CONFLICT') };
        return { ok: replayResult(prior) };
      }
      const sameBatch = acceptedByPair.get(item.pair);
      if (sameBatch) {
        if (sameBatch.hash !== item.hash) return refuse(new AppError('IDEMPOTENCY_CONFLICT'));
        return { pending: sameBatch.index };
      }
      const after = new Map<number, bigint>();
      let currency: string | undefined;
      for (const leg of legs) {
        const id = this.legAccount(leg, shard);
        const account = accounts.get(id);
        if (!account) return refuse(new AppError('NOT_FOUND', 'no account'));
        if (currency !== undefined && account.currency !== currency)
          return refuse(new AppError('VALIDATION_FAILED', 'mixed currencies'));
        currency = account.currency;
        const balance = account.balance + leg.amount;
        if (balance < 0n && !account.allowNegative)
          return refuse(new AppError('INSUFFICIENT_FUNDS'));
        after.set(id, balance);
      }
      for (const [id, balance] of after)
        (accounts.get(id) as { balance: bigint }).balance = balance;
      const balances: MemberBalance[] = [];
      const entries = legs.map((leg) => {
        const accountId = this.legAccount(leg, shard);
        const balanceAfter = leg.house ? null : (after.get(accountId) as bigint);
        if (balanceAfter !== null)
          balances.push({ account: leg.ref as MemberAccountRef, balance: balanceAfter });
        return { accountId, amount: leg.amount, balanceAfter };
      });
      acceptedByPair.set(item.pair, { index: i, hash: item.hash });
      accepted.push({
        brandId: item.request.brandId,
        key: item.request.idempotencyKey,
        requestHash: item.hash,
        kind: item.request.kind,
        metadataJson: JSON.stringify(item.request.metadata ?? {}),
        entries,
        balances,
      });
      return { pending: i };
    };
    const outcomes = batch.map((item, i) => decide(item, i));
    return { outcomes, accepted, acceptedByPair, refused };
  }

  /** Each posting's outcome once its batch's transfers are written. */
  private settle(decided: Decided, transferIds: Map<string, number>): Outcome[] {
    const results = new Map<number, PostResult>();
    for (const t of decided.accepted) {
      const pair = pairKey(t.brandId, t.key);
      const transferId = transferIds.get(pair);
      if (transferId === undefined) throw new Error('ledger: inserted transfer not returned');
      const index = decided.acceptedByPair.get(pair)?.index as number;
      results.set(index, { transferId, created: true, balances: t.balances });
    }
    return decided.outcomes.map((o, i) => {
      if (!('pending' in o)) return o;
      const first = results.get(o.pending) as PostResult;
      return { ok: o.pending === i ? first : { ...first, created: false } };
    });
  }

  /** Map each posting's legs to account ids, opening member and house accounts on first use. */
  private async resolveAccounts(batch: Pending[]): Promise<(ResolvedLeg[] | AppError)[]> {
    const missingMembers = new Map<
      string,
      { memberId: number; kind: LedgerAccountKind; vendor: string | null }
    >();
    const missingHouses = new Map<string, { brandId: number; kind: LedgerAccountKind }>();
    for (const { request } of batch)
      for (const { account } of request.legs) {
        if (isHouseRef(account)) {
          const key = `${request.brandId}:${accountKind(account)}`;
          if (!this.houseAccounts.has(key))
            missingHouses.set(key, { brandId: request.brandId, kind: accountKind(account) });
        } else if (!this.memberAccounts.has(refKey(account)))
          missingMembers.set(refKey(account), {
            memberId: account.memberId,
            kind: accountKind(account),
            vendor: account.kind === 'VENDOR' ? account.vendor : null,
          });
      }
    if (missingMembers.size > 0) {
      if (this.memberAccounts.size > MEMBER_CACHE_LIMIT) this.memberAccounts.clear();
      for (const a of await openMemberAccounts(this.db, [...missingMembers.values()]))
        this.memberAccounts.set(refKey(memberRef(a.memberId as number, a.kind, a.vendor)), a);
    }
    for (const [key, house] of missingHouses) {
      const shards = await openHouseAccount(this.db, house.brandId, house.kind, this.houseShards);
      if (shards.length > 0)
        this.houseAccounts.set(
          key,
          shards.map((s) => s.id),
        );
    }
    return batch.map(({ request }) => {
      const legs: ResolvedLeg[] = [];
      for (const { account, amount } of request.legs) {
        if (isHouseRef(account)) {
          const house = { brandId: request.brandId, kind: accountKind(account) };
          if (!this.houseAccounts.has(`${house.brandId}:${house.kind}`))
            return new AppError('NOT_FOUND', 'no such brand');
          legs.push({ ref: account, amount, accountId: undefined, house });
          continue;
        }
        const stored = this.memberAccounts.get(refKey(account));
        if (!stored) return new AppError('NOT_FOUND', 'no such member');
        if (stored.brandId !== request.brandId)
          return new AppError('VALIDATION_FAILED', 'member of another brand');
        legs.push({ ref: account, amount, accountId: stored.id, house: undefined });
      }
      return legs;
    });
  }
}

function emptyBalances(): MemberBalances {
  return { main: 0n, held: 0n, vendors: {} };
}

function replayResult(prior: ExistingTransfer): PostResult {
  return {
    transferId: prior.id,
    created: false,
    balances: prior.balances.map((b) => ({
      account: memberRef(b.memberId, b.kind, b.vendor),
      balance: b.after,
    })),
  };
}

function dedupePairs(pairs: { brandId: number; key: string }[]) {
  const seen = new Map(pairs.map((p) => [pairKey(p.brandId, p.key), p]));
  return [...seen.values()];
}

/** Lost races: another writer took the key first, a deadlock, a serialization failure. */
function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state === '23505' || state === '40P01' || state === '40001';
}

/** The connection or server is gone: the whole batch fails, nothing to isolate. */
function isConnectionError(error: unknown): boolean {
  if (isAppError(error)) return false;
  const state = sqlState(error);
  return state === undefined || state.startsWith('08') || state.startsWith('57');
}
