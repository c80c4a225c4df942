// Where the page cache keeps pages and when each data-cache tag was last revalidated: in this process's memory,
// or in Redis (REDIS_URL), shared by every site instance.
import { Redis } from 'ioredis';
import { deserialize, serialize } from '../redis-cache/codec.ts';

/** A sealed page as it is stored and served. */
export interface PageEntry {
  /** The canonical key it is stored and looked up under. */
  key: string;
  /** The canonical address it was rendered as (the key's path, with the journal's page number). */
  path: string;
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
  staleTimes: Record<string, number>;
}

/** Where pages are kept. */
export interface PageStore {
  lookup(key: string): Promise<Lookup>;
  store(entry: PageEntry): Promise<void>;
  drop(key: string): Promise<void>;
  /** Marks these tags revalidated at `at`; resolves with the paths of the pages that read any of them. */
  markStale(tags: readonly string[], at: number): Promise<string[]>;
  /** Drops the entries whose key `covers` accepts (a change of the redirects covers them); resolves with their keys. */
  dropWhere(covers: (key: string) => boolean): Promise<string[]>;
}

/** The fields of an entry that decide its size in memory. */
type Sized = Pick<PageEntry, 'body' | 'gzip' | 'brotli'>;
const entrySize = (entry: Sized) => entry.body.byteLength + entry.gzip.byteLength + entry.brotli.byteLength + 2048;

/** Entries kept in memory up to a size in bytes; the least recently used make room. */
export class MemoryPages {
  #entries = new Map<string, PageEntry>();
  #bytes = 0;
  #maxBytes: number;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get(key: string): PageEntry | null {
    const entry = this.#entries.get(key);
    if (entry === undefined) return null;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(entry: PageEntry): void {
    this.delete(entry.key);
    const size = entrySize(entry);
    if (size > this.#maxBytes) return;
    this.#entries.set(entry.key, entry);
    this.#bytes += size;
    for (const [key, oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(key);
      this.#bytes -= entrySize(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entrySize(entry);
  }

  /** The keys of the entries. */
  keys(): string[] {
    return [...this.#entries.keys()];
  }

  /** The paths of the entries that read any of these tags. */
  pathsTagged(tags: readonly string[]): string[] {
    return [...this.#entries.values()].filter((entry) => tags.some((tag) => tag in entry.tagTimes)).map((entry) => entry.path);
  }
}

/** One process: pages and tag revalidation times in memory. */
export class MemoryPageStore implements PageStore {
  #pages: MemoryPages;
  #staleTimes = new Map<string, number>();

  constructor({ maxBytes }: { maxBytes: number }) {
    this.#pages = new MemoryPages(maxBytes);
  }

  async lookup(key: string): Promise<Lookup> {
    return { entry: this.#pages.get(key), staleTimes: Object.fromEntries(this.#staleTimes) };
  }

  async store(entry: PageEntry): Promise<void> {
    this.#pages.set(entry);
  }

  async drop(key: string): Promise<void> {
    this.#pages.delete(key);
  }

  async markStale(tags: readonly string[], at: number): Promise<string[]> {
    for (const tag of tags) this.#staleTimes.set(tag, at);
    return this.#pages.pathsTagged(tags);
  }

  /** Drops the entries whose key `covers` accepts; resolves with their keys. */
  async dropWhere(covers: (key: string) => boolean): Promise<string[]> {
    const keys = this.#pages.keys().filter(covers);
    for (const key of keys) this.#pages.delete(key);
    return keys;
  }
}

const PREFIX = 'tessera:pages:';
const ENTRY = `${PREFIX}entry:`;
const ETAG = `${PREFIX}etag:`;
const STALE = `${PREFIX}stale`;
const TAGGED = `${PREFIX}tagged:`;
/** Pages live at most this long in Redis without a view that refreshes them; maxmemory may drop them sooner. */
const ENTRY_SECONDS = 7 * 24 * 3600;

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
  }

  async lookup(key: string): Promise<Lookup> {
    const [etag, staleTimes] = (await this.#redis
      .pipeline()
      .get(ETAG + key)
      .hgetall(STALE)
      .exec())!.map(([error, value]) => {
      if (error) throw error;
      return value;
    }) as [string | null, Record<string, string> | null];
    const times = Object.fromEntries(Object.entries(staleTimes ?? {}).map(([tag, at]) => [tag, Number(at)]));
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
    const pipeline = this.#redis
      .pipeline()
      .set(ENTRY + entry.key, serialize(entry), 'EX', ENTRY_SECONDS)
      .set(ETAG + entry.key, entry.etag, 'EX', ENTRY_SECONDS);
    for (const tag of Object.keys(entry.tagTimes)) pipeline.hset(TAGGED + tag, entry.key, entry.path);
    await pipeline.exec();
  }

  async drop(key: string): Promise<void> {
    this.#copies.delete(key);
    await this.#redis.del(ENTRY + key, ETAG + key);
  }

  async markStale(tags: readonly string[], at: number): Promise<string[]> {
    const pipeline = this.#redis.pipeline().hset(STALE, Object.fromEntries(tags.map((tag) => [tag, String(at)])));
    for (const tag of tags) pipeline.hvals(TAGGED + tag);
    const results = (await pipeline.exec()) ?? [];
    return [...new Set(results.slice(1).flatMap(([, paths]) => (paths as string[] | null) ?? []))];
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
