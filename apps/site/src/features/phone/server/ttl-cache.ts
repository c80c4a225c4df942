/**
 * A small key-value cache with per-entry expiry. The interface is asynchronous so a shared store
 * (Redis: SET key value PX ttl / GET key) can replace the in-memory one when the site runs on
 * several instances.
 */
export interface TtlCache<Value> {
  get(key: string): Promise<Value | undefined>;
  set(key: string, value: Value, ttlMs: number): Promise<void>;
}

/** One process's cache, bounded: beyond `maxEntries` the least recently written entries go first. */
export class MemoryTtlCache<Value> implements TtlCache<Value> {
  readonly #entries = new Map<string, { value: Value; expiresAt: number }>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor({ maxEntries = 10_000, now = Date.now }: { maxEntries?: number; now?: () => number } = {}) {
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  async get(key: string): Promise<Value | undefined> {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  async set(key: string, value: Value, ttlMs: number): Promise<void> {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
