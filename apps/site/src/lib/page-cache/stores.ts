// Where the page cache keeps pages and when each data-cache tag was last revalidated: in this process's memory,
// or in Redis (REDIS_URL), shared by every site instance.
import { Redis } from 'ioredis';
import { deserialize, serialize } from '../redis-cache/codec.ts';
import { CACHE_REFRESH_SECONDS } from '../server-seam.ts';

/**
 * How long a tag's revalidation is remembered. A page that read the tag's data before it was revalidated is stale by
 * its age once this much time has passed since (./freshness.ts), so older revalidations change nothing.
 */
const REVALIDATION_MS = CACHE_REFRESH_SECONDS * 1000;

/** A sealed page as it is stored and served. */
export interface PageEntry {
  /** Its canonical address (./canonical.ts): the key it is stored under, and what it was rendered and is purged as. */
  key: string;
  /** The response headers it keeps from its render, and its tags for a CDN. */
  headers: Record<string, string>;
  body: Buffer;
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
  renderedAt: number;
  /** Per tag the page read, when the oldest data read under that tag was fetched from Directus. */
  tagTimes: Record<string, number>;
}

/** What a lookup finds: the entry, if any, and when each tag was last revalidated. */
export interface Lookup {
  entry: PageEntry | null;
  staleTimes: Readonly<Record<string, number>>;
}

/** Where pages are kept. */
export interface PageStore {
  lookup(key: string): Promise<Lookup>;
  /**
   * lookup()'s answer when the store can give it without asking anyone (this process's memory is the whole truth),
   * else undefined: then lookup() must be asked.
   */
  lookupAtOnce(key: string): Lookup | undefined;
  store(entry: PageEntry): Promise<void>;
  drop(key: string): Promise<void>;
  /** Marks these tags revalidated at `at`; resolves with the addresses of the pages that read any of them. */
  markStale(tags: readonly string[], at: number): Promise<string[]>;
  /** Drops the entries whose key `covers` accepts (a change of the redirects covers them); resolves with their keys. */
  dropWhere(covers: (key: string) => boolean): Promise<string[]>;
  /** Keeps `mirror` a copy of this store: only a store whose lookups are all at once (this process's memory) has one. */
  mirrorTo?(mirror: PageStoreMirror): void;
}

/**
 * A copy of a memory store kept in another thread (the site's front, ./front.ts): told of every entry stored, every
 * entry deleted or evicted, and every change of the tags' revalidation times, in order.
 */
export interface PageStoreMirror {
  set(entry: PageEntry): void;
  delete(key: string): void;
  staleTimes(times: Readonly<Record<string, number>>): void;
}

/**
 * The entry with its three bodies in one block of shared memory, so that another thread is handed them, not a copy
 * (a SharedArrayBuffer crosses postMessage by reference).
 */
export function inSharedMemory(entry: PageEntry): PageEntry {
  const { body, brotli, gzip } = entry;
  const memory = Buffer.from(new SharedArrayBuffer(body.byteLength + brotli.byteLength + gzip.byteLength));
  body.copy(memory, 0);
  brotli.copy(memory, body.byteLength);
  gzip.copy(memory, body.byteLength + brotli.byteLength);
  const gzipAt = body.byteLength + brotli.byteLength;
  return {
    ...entry,
    body: memory.subarray(0, body.byteLength),
    brotli: memory.subarray(body.byteLength, gzipAt),
    gzip: memory.subarray(gzipAt),
  };
}

/** The fields of an entry that decide its size in memory. */
type Sized = Pick<PageEntry, 'body' | 'gzip' | 'brotli'>;
const entrySize = (entry: Sized) => entry.body.byteLength + entry.gzip.byteLength + entry.brotli.byteLength + 2048;

/** Entries kept in memory up to a size in bytes; the least recently used make room. */
export class MemoryPages {
  #entries = new Map<string, PageEntry>();
  /** The key at the most recently used end of #entries. */
  #newest: string | undefined;
  #bytes = 0;
  #maxBytes: number;
  /** Told of each entry that leaves, deleted or evicted. */
  #left: (key: string) => void;

  constructor(maxBytes: number, { left = () => {} }: { left?: (key: string) => void } = {}) {
    this.#maxBytes = maxBytes;
    this.#left = left;
  }

  get(key: string): PageEntry | null {
    const entry = this.#entries.get(key);
    if (entry === undefined) return null;
    // Moved to the most recently used end, unless it is there already (a busy page's hits in a row).
    if (key !== this.#newest) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.#newest = key;
    }
    return entry;
  }

  set(entry: PageEntry): void {
    // The entry it replaces is not reported as gone: the new one takes its place.
    this.#remove(entry.key);
    const size = entrySize(entry);
    if (size > this.#maxBytes) return void this.#left(entry.key);
    this.#entries.set(entry.key, entry);
    this.#newest = entry.key;
    this.#bytes += size;
    for (const [key, oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(key);
      this.#bytes -= entrySize(oldest);
      this.#left(key);
    }
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  delete(key: string): void {
    if (this.#remove(key)) this.#left(key);
  }

  /** Whether there was an entry at `key` to remove. */
  #remove(key: string): boolean {
    const entry = this.#entries.get(key);
    if (entry === undefined) return false;
    this.#entries.delete(key);
    if (key === this.#newest) this.#newest = undefined;
    this.#bytes -= entrySize(entry);
    return true;
  }

  /** The keys of the entries. */
  keys(): string[] {
    return [...this.#entries.keys()];
  }

  /** The keys of the entries that read any of these tags. */
  keysTagged(tags: readonly string[]): string[] {
    return [...this.#entries.values()].filter((entry) => tags.some((tag) => tag in entry.tagTimes)).map((entry) => entry.key);
  }

  /** Entries and bytes held now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }
}

/** One process: pages and tag revalidation times in memory. */
export class MemoryPageStore implements PageStore {
  #pages: MemoryPages;
  /** Replaced, never changed, when a tag is revalidated: every lookup hands out the same object, made once per change. */
  #staleTimes: Readonly<Record<string, number>> = {};
  #mirror: PageStoreMirror | null = null;

  constructor({ maxBytes }: { maxBytes: number }) {
    this.#pages = new MemoryPages(maxBytes, { left: (key) => this.#mirror?.delete(key) });
  }

  /** Keeps `mirror` a copy of this store from now on (what it holds already included), its pages in shared memory. */
  mirrorTo(mirror: PageStoreMirror): void {
    this.#mirror = mirror;
    mirror.staleTimes(this.#staleTimes);
    for (const key of this.#pages.keys()) {
      const entry = inSharedMemory(this.#pages.get(key)!);
      this.#pages.set(entry);
      mirror.set(entry);
    }
  }

  async lookup(key: string): Promise<Lookup> {
    return this.lookupAtOnce(key);
  }

  lookupAtOnce(key: string): Lookup {
    return { entry: this.#pages.get(key), staleTimes: this.#staleTimes };
  }

  async store(entry: PageEntry): Promise<void> {
    const kept = this.#mirror === null ? entry : inSharedMemory(entry);
    this.#pages.set(kept);
    // (An entry larger than the whole store is not kept, and reported gone.)
    if (this.#pages.has(kept.key)) this.#mirror?.set(kept);
  }

  async drop(key: string): Promise<void> {
    this.#pages.delete(key);
  }

  async markStale(tags: readonly string[], at: number): Promise<string[]> {
    const kept = Object.entries(this.#staleTimes).filter(([, time]) => time >= at - REVALIDATION_MS);
    this.#staleTimes = Object.freeze(Object.fromEntries([...kept, ...tags.map((tag) => [tag, at] as const)]));
    this.#mirror?.staleTimes(this.#staleTimes);
    return this.#pages.keysTagged(tags);
  }

  /** What this store holds now: pages, their bytes, and remembered revalidations. */
  get size(): { entries: number; bytes: number; revalidations: number } {
    return { ...this.#pages.size, revalidations: Object.keys(this.#staleTimes).length };
  }

  /** Drops the entries whose key `covers` accepts; resolves with their keys. */
  async dropWhere(covers: (key: string) => boolean): Promise<string[]> {
    const keys = this.#pages.keys().filter(covers);
    for (const key of keys) this.#pages.delete(key);
    return keys;
  }
}

// Every key expires: a page's two after ENTRY_SECONDS unless it is stored again, a tag's index ENTRY_SECONDS after
// the last page that read it was stored, the revalidation times REVALIDATION_MS after the last one. Members of the
// sorted sets carry when they stop counting, and are trimmed as new ones come in.
const PREFIX = 'tessera:pages:';
const ENTRY = `${PREFIX}entry:`;
const ETAG = `${PREFIX}etag:`;
/** A sorted set: tag → when it was last revalidated (ms since the epoch). */
const REVALIDATED = `${PREFIX}revalidated`;
/** Per tag, a sorted set: the keys of the pages that read it → when their entry expires (ms since the epoch). */
const TAG_INDEX = `${PREFIX}tag:`;
/** What earlier versions kept without expiry: a hash of revalidation times and a hash of pages per tag. */
const LEGACY_KEYS = { hash: `${PREFIX}stale`, pattern: `${PREFIX}tagged:*` };
/** Pages live at most this long in Redis without a view that refreshes them; maxmemory may drop them sooner. */
const ENTRY_SECONDS = 7 * 24 * 3600;

const valuesOf = (results: [Error | null, unknown][] | null) =>
  (results ?? []).map(([error, value]) => {
    if (error) throw error;
    return value;
  });

/**
 * Every instance: pages and tag revalidation times in Redis, with a copy of the pages in this process's memory.
 * A view costs one round trip of a few bytes (the entry's ETag and the tags' times); the page itself crosses
 * only when another instance stored a newer one.
 */
export class RedisPageStore implements PageStore {
  #redis: Redis;
  #copies: MemoryPages;

  constructor({ url, maxBytes, log }: { url: string; maxBytes: number; log: (message: string) => void }) {
    // Fail fast while Redis is unreachable: a miss renders the page, which beats a hung request.
    this.#redis = new Redis(url, { commandTimeout: 1000, maxRetriesPerRequest: 1 });
    this.#redis.on('error', (error) => log(`Redis: ${error.message}`));
    this.#copies = new MemoryPages(maxBytes);
    this.#removeLegacyKeys().catch((error: unknown) => log(`Redis: could not remove the keys of an earlier version (${String(error)})`));
  }

  async #removeLegacyKeys(): Promise<void> {
    await this.#redis.unlink(LEGACY_KEYS.hash);
    for await (const keys of this.#redis.scanStream({ match: LEGACY_KEYS.pattern, count: 500 })) {
      if ((keys as string[]).length > 0) await this.#redis.unlink(...(keys as string[]));
    }
  }

  /** Never at once: another instance may have stored a newer page or revalidated a tag (one round trip tells). */
  lookupAtOnce(): undefined {
    return undefined;
  }

  async lookup(key: string): Promise<Lookup> {
    const now = Date.now();
    const [etag, revalidations] = valuesOf(
      await this.#redis
        .pipeline()
        .get(ETAG + key)
        .zrangebyscore(REVALIDATED, now - REVALIDATION_MS, '+inf', 'WITHSCORES')
        .exec(),
    ) as [string | null, string[]];
    const times: Record<string, number> = {};
    for (let index = 0; index + 1 < revalidations.length; index += 2) times[revalidations[index]!] = Number(revalidations[index + 1]);
    if (etag === null) return { entry: null, staleTimes: times };
    let entry = this.#copies.get(key);
    if (entry?.etag !== etag) {
      const text = await this.#redis.get(ENTRY + key);
      entry = text === null ? null : deserialize<PageEntry>(text);
      if (entry) this.#copies.set(entry);
    }
    return { entry, staleTimes: times };
  }

  async store(entry: PageEntry): Promise<void> {
    this.#copies.set(entry);
    const now = Date.now();
    const pipeline = this.#redis
      .pipeline()
      .set(ENTRY + entry.key, serialize(entry), 'EX', ENTRY_SECONDS)
      .set(ETAG + entry.key, entry.etag, 'EX', ENTRY_SECONDS);
    for (const tag of Object.keys(entry.tagTimes)) {
      pipeline
        .zadd(TAG_INDEX + tag, now + ENTRY_SECONDS * 1000, entry.key)
        .zremrangebyscore(TAG_INDEX + tag, '-inf', now)
        .expire(TAG_INDEX + tag, ENTRY_SECONDS);
    }
    valuesOf(await pipeline.exec());
  }

  async drop(key: string): Promise<void> {
    const text = await this.#redis.get(ENTRY + key);
    const entry = this.#copies.get(key) ?? (text === null ? null : deserialize<PageEntry>(text));
    this.#copies.delete(key);
    const pipeline = this.#redis.pipeline().del(ENTRY + key, ETAG + key);
    for (const tag of Object.keys(entry?.tagTimes ?? {})) pipeline.zrem(TAG_INDEX + tag, key);
    valuesOf(await pipeline.exec());
  }

  async markStale(tags: readonly string[], at: number): Promise<string[]> {
    const pipeline = this.#redis
      .pipeline()
      .zadd(REVALIDATED, ...tags.flatMap((tag) => [at, tag]))
      .zremrangebyscore(REVALIDATED, '-inf', `(${at - REVALIDATION_MS}`)
      .pexpire(REVALIDATED, REVALIDATION_MS);
    for (const tag of tags) pipeline.zrangebyscore(TAG_INDEX + tag, at, '+inf');
    const keys = valuesOf(await pipeline.exec()).slice(3) as string[][];
    return [...new Set(keys.flat())];
  }

  /** Drops the entries (of every instance) whose key `covers` accepts; resolves with their keys. */
  async dropWhere(covers: (key: string) => boolean): Promise<string[]> {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await this.#redis.scan(cursor, 'MATCH', `${ETAG}*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...found.map((name) => name.slice(ETAG.length)).filter(covers));
    } while (cursor !== '0');
    for (const key of keys) this.#copies.delete(key);
    if (keys.length > 0) await this.#redis.del(...keys.flatMap((key) => [ENTRY + key, ETAG + key]));
    return keys;
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
  }
}
