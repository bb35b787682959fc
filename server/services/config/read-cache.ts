/** Options of {@link createReadCache}. */
export interface ReadCacheOptions {
  /**
   * How long an answer is served from memory. Writes through this server clear it at once; the
   * lifetime bounds how long a change made elsewhere (another server on the same database, psql)
   * stays unseen. 0 turns the cache off.
   */
  ttlMs?: number;
  /** The clock; a test passes its own. */
  now?: () => number;
}

/** Answers kept in memory by key, shared by every request of one app. */
export interface ReadCache {
  /** The kept answer of `key`, or `load()`'s (one load at a time per key, however many ask). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer; call it after a write that changes any of them. */
  clear(): void;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/** One second: at thousands of reads a second the database sees one of them. */
export const DEFAULT_READ_CACHE_MS = 1000;

/**
 * The cache of the open configuration reads (`GET /api/config`, the feature toggles, the
 * pseudo-constants), which every portal and widget start asks for and which change a few times a
 * year. Concurrent misses share one database read; a failed read is not kept.
 */
export function createReadCache({
  ttlMs = DEFAULT_READ_CACHE_MS,
  now = Date.now,
}: ReadCacheOptions = {}): ReadCache {
  // A read in flight when a write clears the map is dropped with it: requests that came before
  // the write may still get its answer, later ones read again.
  const entries = new Map<string, Entry>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const time = now();
      const kept = entries.get(key);
      if (kept && kept.expires > time) return kept.value as Promise<T>;
      // Keys that went out of use (yesterday's pseudo-constants) go when anything is read again.
      for (const [old, { expires }] of entries) if (expires <= time) entries.delete(old);
      const value = load();
      const entry: Entry = { value, expires: time + ttlMs };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
