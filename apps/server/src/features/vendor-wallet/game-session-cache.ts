import type { Db } from '../../db/client.ts';
import { findGameSessionsByHash, type WalletGameSession } from './vendor-wallet.repository.ts';

/**
 * A game session changes only when it ends; a bet may be decided on a row read at most this
 * long ago. This server evicts a session at once when it ends one (logout, decision 017); an
 * end on another instance, an expired or revoked site session are seen within this time, and
 * the expiry instants themselves are checked on every bet against the clock.
 */
export const GAME_SESSION_CACHE_MS = 5_000;
/** Past this age a cached session is still served while a background lookup renews it. */
const REFRESH_AFTER_MS = 3_000;
/** Background refreshes wait this long for company: one query renews many sessions. */
const REFRESH_GATHER_MS = 200;
const GAME_SESSION_CACHE_LIMIT = 100_000;

interface Entry {
  row: WalletGameSession;
  fetchedAt: number;
  refreshing: boolean;
}

type Found = WalletGameSession | undefined;

interface Lookup {
  promise: Promise<Found>;
  resolve(row: Found): void;
  reject(error: unknown): void;
}

/**
 * Game sessions by token hash, per app (database handle), evictable by site session. Lookups
 * are gathered like the member cache's (issue 4): those a bet waits for in one query per tick,
 * background refreshes in one query per REFRESH_GATHER_MS, so a busy game never waits for the
 * database and the database sees one query for many sessions.
 */
export class GameSessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly bySite = new Map<number, Set<string>>();
  private urgent = new Map<string, Lookup>();
  private background = new Map<string, Lookup>();
  private immediate: NodeJS.Immediate | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Bumped by every eviction: a lookup started before one is neither joined nor cached. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(tokenHash: string, nowMs: number): Promise<Found> {
    const entry = this.entries.get(tokenHash);
    if (entry && nowMs - entry.fetchedAt < GAME_SESSION_CACHE_MS) {
      if (!entry.refreshing && nowMs - entry.fetchedAt >= REFRESH_AFTER_MS) {
        entry.refreshing = true;
        this.lookUp(tokenHash, false).catch(() => {
          entry.refreshing = false;
        });
      }
      return entry.row;
    }
    return this.lookUp(tokenHash, true);
  }

  /** Forget the game sessions launched from a site session (it just ended). */
  evictSiteSession(siteSessionId: number): void {
    this.forgetLookups();
    for (const hash of this.bySite.get(siteSessionId) ?? []) this.entries.delete(hash);
    this.bySite.delete(siteSessionId);
  }

  evict(tokenHash: string): void {
    this.forgetLookups();
    this.drop(tokenHash);
  }

  /**
   * A query already in flight may have read a row from before the end: its rows are not cached
   * (and, taken out of the gathering maps when it started, it is joined by no later get).
   * Lookups still gathering run after the end and read the ended row.
   */
  private forgetLookups(): void {
    this.generation += 1;
  }

  private lookUp(tokenHash: string, urgent: boolean): Promise<Found> {
    const pending = this.urgent.get(tokenHash) ?? this.background.get(tokenHash);
    if (pending && (!urgent || this.urgent.has(tokenHash))) return pending.promise;
    const lookup = {} as Lookup;
    lookup.promise = new Promise<Found>((resolve, reject) => {
      lookup.resolve = resolve;
      lookup.reject = reject;
    });
    if (urgent) {
      this.urgent.set(tokenHash, lookup);
      this.immediate ??= setImmediate(() => void this.run(this.takeUrgent()));
    } else {
      this.background.set(tokenHash, lookup);
      if (!this.timer) {
        this.timer = setTimeout(() => void this.run(this.takeBackground()), REFRESH_GATHER_MS);
        this.timer.unref();
      }
    }
    return lookup.promise;
  }

  private takeUrgent(): Map<string, Lookup> {
    this.immediate = undefined;
    const batch = this.urgent;
    this.urgent = new Map();
    return batch;
  }

  private takeBackground(): Map<string, Lookup> {
    this.timer = undefined;
    const batch = this.background;
    this.background = new Map();
    return batch;
  }

  private async run(batch: Map<string, Lookup>): Promise<void> {
    if (batch.size === 0) return;
    const generation = this.generation;
    const startedAt = this.clock();
    try {
      const found = await findGameSessionsByHash(this.db, [...batch.keys()]);
      for (const [hash, lookup] of batch) {
        const row = found.get(hash);
        if (!row) this.drop(hash);
        else if (generation === this.generation) this.put(hash, row, startedAt);
        lookup.resolve(row);
      }
    } catch (error) {
      for (const lookup of batch.values()) lookup.reject(error);
    }
  }

  private put(tokenHash: string, row: WalletGameSession, fetchedAt: number): void {
    if (this.entries.size >= GAME_SESSION_CACHE_LIMIT) {
      this.entries.clear();
      this.bySite.clear();
    }
    this.entries.set(tokenHash, { row, fetchedAt, refreshing: false });
    if (row.siteSessionId !== null) {
      let set = this.bySite.get(row.siteSessionId);
      if (!set) {
        set = new Set();
        this.bySite.set(row.siteSessionId, set);
      }
      set.add(tokenHash);
    }
  }

  private drop(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    this.entries.delete(tokenHash);
    if (entry?.row.siteSessionId != null)
      this.bySite.get(entry.row.siteSessionId)?.delete(tokenHash);
  }
}

const caches = new WeakMap<Db, GameSessionCache>();

/** The app's game session cache (one per database handle, like lib/ttl-cache.ts). */
export function gameSessionCache(db: Db, clock?: () => number): GameSessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new GameSessionCache(db, clock);
    caches.set(db, cache);
  }
  return cache;
}
