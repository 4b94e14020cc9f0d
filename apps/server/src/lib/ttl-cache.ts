/**
 * Small in-memory caches with expiry, kept per database handle so each app instance (and each
 * test's fresh database) has its own, and so a seed can clear them all at once.
 */
export interface TtlCache<V> {
  get(key: string, now?: number): V | undefined;
  set(key: string, value: V, now?: number): void;
  clear(): void;
}

const registry = new WeakMap<object, Map<string, TtlCache<unknown>>>();

export function createTtlCache<V>(ttlMs: number): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
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
