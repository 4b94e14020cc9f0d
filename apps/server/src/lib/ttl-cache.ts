import { LRUCache } from 'lru-cache';

/**
 * Small in-memory caches with expiry, kept per database handle so each app instance (and each
 * test's fresh database) has its own, and so a seed can clear them all at once. Each cache is
 * bounded (least recently used entries leave first): a key space an attacker can grow — a
 * language, a vendor code — never grows memory without end.
 */
export interface TtlCache<V> {
  get(key: string, now?: number): V | undefined;
  set(key: string, value: V, now?: number): void;
  clear(): void;
}

/** Entries per cache unless a caller says otherwise: brands × languages × vendors fit easily. */
export const DEFAULT_CACHE_MAX_ENTRIES = 1_000;

const registry = new WeakMap<object, Map<string, TtlCache<unknown>>>();

/**
 * The expiry is checked against the caller's clock (`now`, the app's clock in tests), so the
 * cache follows an injected clock; lru-cache's own TTL reads the process clock and is not used.
 */
export function createTtlCache<V>(
  ttlMs: number,
  maxEntries = DEFAULT_CACHE_MAX_ENTRIES,
): TtlCache<V> {
  const entries = new LRUCache<string, { value: V; expiresAt: number }>({ max: maxEntries });
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, now = Date.now()) {
      entries.set(key, { value, expiresAt: now + ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}

/** The named cache attached to `owner` (a database handle), created on first use. */
export function cacheFor<V>(owner: object, name: string, ttlMs: number): TtlCache<V> {
  let caches = registry.get(owner);
  if (!caches) {
    caches = new Map();
    registry.set(owner, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = createTtlCache<unknown>(ttlMs);
    caches.set(name, cache);
  }
  return cache as TtlCache<V>;
}

export function clearCachesFor(owner: object): void {
  for (const cache of registry.get(owner)?.values() ?? []) cache.clear();
}
