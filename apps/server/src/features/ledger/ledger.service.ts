import type { Db } from '../../db/client.ts';
import type { LedgerAccountKind } from '../../db/schema/ledger.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
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
  lockAccounts,
  memberAccountBalances,
  type NewTransfer,
  openHouseAccount,
  openMemberAccounts,
  pairKey,
  type StoredAccount,
} from './ledger.repository.ts';

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
  /** Tests only: runs inside each batch transaction after the inserts, before COMMIT. */
  beforeCommit?: (keys: readonly string[]) => void | Promise<void>;
}

export interface LedgerStats {
  batches: number;
  postings: number;
  largestBatch: number;
  retries: number;
}

interface Pending {
  request: PostingRequest;
  hash: string;
  pair: string;
  resolve(result: PostResult): void;
  reject(error: unknown): void;
}

type Outcome = { ok: PostResult } | { error: AppError };

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
  readonly stats: LedgerStats = { batches: 0, postings: 0, largestBatch: 0, retries: 0 };
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
    return new Promise<PostResult>((resolve, reject) => {
      this.queue.push({ request, hash, pair, resolve, reject });
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
      const batch = this.queue.splice(0, this.maxBatch);
      const lane = this.freeLanes.pop() ?? 0;
      this.inFlight++;
      void this.runBatch(batch, lane).finally(() => {
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
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i] as Outcome;
      if ('ok' in outcome) item.resolve(outcome.ok);
      else item.reject(outcome.error);
    });
  }

  /** One batch: accounts opened (autocommit), then one transaction, retried on lost races. */
  private async writeBatch(batch: Pending[], lane: number): Promise<Outcome[]> {
    const resolved = await this.resolveAccounts(batch);
    const shard = (this.shardSalt + lane) % this.houseShards;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction((tx) => this.applyBatch(tx, batch, resolved, shard));
      } catch (error) {
        if (attempt >= this.maxAttempts || !isRetryable(error)) throw error;
        this.stats.retries++;
      }
    }
  }

  private async applyBatch(
    tx: Pick<Db, 'execute'>,
    batch: Pending[],
    resolved: (ResolvedLeg[] | AppError)[],
    shard: number,
  ): Promise<Outcome[]> {
    const houseId = (house: { brandId: number; kind: LedgerAccountKind }) => {
      const shards = this.houseAccounts.get(`${house.brandId}:${house.kind}`) ?? [];
      return shards[shard % shards.length] as number;
    };
    const ids = new Set<number>();
    for (const legs of resolved)
      if (!(legs instanceof AppError))
        for (const leg of legs) ids.add(leg.house ? houseId(leg.house) : (leg.accountId as number));
    const accounts = await lockAccounts(
      tx,
      [...ids].sort((a, b) => a - b),
    );
    // After the locks: a posting of the same key that held them has committed and is seen.
    const existing = new Map<string, ExistingTransfer>();
    const pairs = batch.map((p) => ({ brandId: p.request.brandId, key: p.request.idempotencyKey }));
    for (const t of await findTransfers(tx, dedupePairs(pairs)))
      existing.set(pairKey(t.brandId, t.key), t);

    const outcomes: (Outcome | { pending: number })[] = [];
    const accepted: (NewTransfer & { balances: MemberBalance[] })[] = [];
    const acceptedByPair = new Map<string, { index: number; hash: string }>();
    const decide = (item: Pending, i: number): Outcome | { pending: number } => {
      const legs = resolved[i] as ResolvedLeg[] | AppError;
      if (legs instanceof AppError) return { error: legs };
      const prior = existing.get(item.pair);
      if (prior) {
        if (prior.requestHash !== item.hash) return { error: new AppError('IDEMPOTENCY_CONFLICT') };
        return { ok: replayResult(prior) };
      }
      const sameBatch = acceptedByPair.get(item.pair);
      if (sameBatch) {
        if (sameBatch.hash !== item.hash) return { error: new AppError('IDEMPOTENCY_CONFLICT') };
        return { pending: sameBatch.index };
      }
      const after = new Map<number, bigint>();
      let currency: string | undefined;
      for (const leg of legs) {
        const id = leg.house ? houseId(leg.house) : (leg.accountId as number);
        const account = accounts.get(id);
        if (!account) return { error: new AppError('NOT_FOUND', 'no account') };
        if (currency !== undefined && account.currency !== currency)
          return { error: new AppError('VALIDATION_FAILED', 'mixed currencies') };
        currency = account.currency;
        const balance = account.balance + leg.amount;
        if (balance < 0n && !account.allowNegative)
          return { error: new AppError('INSUFFICIENT_FUNDS') };
        after.set(id, balance);
      }
      for (const [id, balance] of after)
        (accounts.get(id) as { balance: bigint }).balance = balance;
      const balances: MemberBalance[] = [];
      const entries = legs.map((leg) => {
        const accountId = leg.house ? houseId(leg.house) : (leg.accountId as number);
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
    batch.forEach((item, i) => {
      outcomes.push(decide(item, i));
    });

    const transferIds = await insertTransfers(tx, accepted);
    await this.options.beforeCommit?.(batch.map((p) => p.request.idempotencyKey));
    const results = new Map<number, PostResult>();
    for (const t of accepted) {
      const transferId = transferIds.get(pairKey(t.brandId, t.key));
      if (transferId === undefined) throw new Error('ledger: inserted transfer not returned');
      const index = acceptedByPair.get(pairKey(t.brandId, t.key))?.index as number;
      results.set(index, { transferId, created: true, balances: t.balances });
    }
    return outcomes.map((o, i) => {
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

/** The SQLSTATE of a driver error, through drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
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
