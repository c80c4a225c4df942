// Where the page cache keeps pages and when each data-cache tag was last revalidated: in this process's memory,
// or in Redis (REDIS_URL), shared by every site instance. An entry is
// `{ key, path, headers, body, brotli, gzip, etag, renderedAt, tagTimes }`, where tagTimes holds, per tag the
// page read, when the oldest data read under that tag was fetched from Directus.
import { Redis } from 'ioredis';
import { deserialize, serialize } from '../redis-cache/codec.mjs';

const entrySize = (entry) => entry.body.byteLength + entry.gzip.byteLength + entry.brotli.byteLength + 2048;

/** Entries kept in memory up to a size in bytes; the least recently used make room. */
export class MemoryPages {
  #entries = new Map();
  #bytes = 0;
  #maxBytes;

  constructor(maxBytes) {
    this.#maxBytes = maxBytes;
  }

  get(key) {
    const entry = this.#entries.get(key);
    if (entry === undefined) return null;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(entry) {
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

  delete(key) {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entrySize(entry);
  }

  /** The keys of the entries. */
  keys() {
    return [...this.#entries.keys()];
  }

  /** The paths of the entries that read any of these tags. */
  pathsTagged(tags) {
    return [...this.#entries.values()].filter((entry) => tags.some((tag) => tag in entry.tagTimes)).map((entry) => entry.path);
  }
}

/** One process: pages and tag revalidation times in memory. */
export class MemoryPageStore {
  #pages;
  #staleTimes = new Map();

  constructor({ maxBytes }) {
    this.#pages = new MemoryPages(maxBytes);
  }

  async lookup(key) {
    return { entry: this.#pages.get(key), staleTimes: Object.fromEntries(this.#staleTimes) };
  }

  async store(entry) {
    this.#pages.set(entry);
  }

  async drop(key) {
    this.#pages.delete(key);
  }

  async markStale(tags, at) {
    for (const tag of tags) this.#staleTimes.set(tag, at);
    return this.#pages.pathsTagged(tags);
  }

  /** Drops the entries whose key `covers` accepts; resolves with their keys. */
  async dropWhere(covers) {
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
export class RedisPageStore {
  #redis;
  #copies;

  constructor({ url, maxBytes, log }) {
    // Fail fast while Redis is unreachable: a miss renders the page, which beats a hung request.
    this.#redis = new Redis(url, { commandTimeout: 1000, maxRetriesPerRequest: 1 });
    this.#redis.on('error', (error) => log(`Redis: ${error.message}`));
    this.#copies = new MemoryPages(maxBytes);
  }

  async lookup(key) {
    const [[, etag], [, staleTimes]] = await this.#redis
      .pipeline()
      .get(ETAG + key)
      .hgetall(STALE)
      .exec();
    const times = Object.fromEntries(Object.entries(staleTimes ?? {}).map(([tag, at]) => [tag, Number(at)]));
    if (etag === null) return { entry: null, staleTimes: times };
    let entry = this.#copies.get(key);
    if (entry?.etag !== etag) {
      const text = await this.#redis.get(ENTRY + key);
      entry = text === null ? null : deserialize(text);
      if (entry) this.#copies.set(entry);
    }
    return { entry, staleTimes: times };
  }

  async store(entry) {
    this.#copies.set(entry);
    const pipeline = this.#redis
      .pipeline()
      .set(ENTRY + entry.key, serialize(entry), 'EX', ENTRY_SECONDS)
      .set(ETAG + entry.key, entry.etag, 'EX', ENTRY_SECONDS);
    for (const tag of Object.keys(entry.tagTimes)) pipeline.hset(TAGGED + tag, entry.key, entry.path);
    await pipeline.exec();
  }

  async drop(key) {
    this.#copies.delete(key);
    await this.#redis.del(ENTRY + key, ETAG + key);
  }

  async markStale(tags, at) {
    const pipeline = this.#redis.pipeline().hset(STALE, Object.fromEntries(tags.map((tag) => [tag, String(at)])));
    for (const tag of tags) pipeline.hvals(TAGGED + tag);
    const results = await pipeline.exec();
    return [...new Set(results.slice(1).flatMap(([, paths]) => paths ?? []))];
  }

  /** Drops the entries (of every instance) whose key `covers` accepts; resolves with their keys. */
  async dropWhere(covers) {
    const keys = [];
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

  async close() {
    this.#redis.disconnect();
  }
}
