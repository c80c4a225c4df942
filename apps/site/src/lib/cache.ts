/**
 * The site's server-side caches (video posters, visitor countries…), behind a small asynchronous interface so
 * that the in-memory implementation can be swapped for a shared one (Redis) without touching its callers. Values are plain data (strings, numbers,
 * booleans, Uint8Array); a networked implementation serializes them.
 */
export interface TtlCache<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlMs: number): Promise<void>;
}

export interface MemoryCacheOptions {
  /** When full, the least recently used entry makes room. */
  maxEntries?: number;
  now?: () => number;
}

/** A per-process cache with a time-to-live per entry and a bounded number of entries (least recently used out). */
export class MemoryTtlCache<V> implements TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor({ maxEntries = 10_000, now = Date.now }: MemoryCacheOptions = {}) {
    this.#maxEntries = Math.max(1, maxEntries);
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  async get(key: string): Promise<V | undefined> {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= this.#now()) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  async set(key: string, value: V, ttlMs: number): Promise<void> {
    this.#entries.delete(key);
    if (!(ttlMs > 0)) return;
    this.#entries.set(key, { value, expires: this.#now() + ttlMs });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
  }
}

/** Reads through a cache: a miss loads once, however many callers ask for the same key meanwhile. */
export class CachedLoader<V> {
  readonly #inFlight = new Map<string, Promise<V>>();

  constructor(
    readonly cache: TtlCache<V>,
    /** How long a loaded value stays fresh (e.g. shorter for failures). */
    readonly ttlMs: (value: V) => number,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const cached = await this.cache.get(key);
    if (cached !== undefined) return cached;
    let loading = this.#inFlight.get(key);
    if (loading === undefined) {
      loading = (async () => {
        try {
          const value = await load();
          await this.cache.set(key, value, this.ttlMs(value));
          return value;
        } finally {
          this.#inFlight.delete(key);
        }
      })();
      this.#inFlight.set(key, loading);
    }
    return loading;
  }
}
