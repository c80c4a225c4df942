import 'server-only';
import type { Redis } from 'ioredis';
import { MemoryTtlCache, type TtlCache } from './cache';
import { processSingleton } from './process-singleton';
import { MemoryRateLimiter, type RateLimitDecision, type RateLimiter, type RateLimitOptions } from './rate-limit';
import { redisClient, redisUrl } from './redis';
import { deserialize, serialize } from './redis-cache/codec.ts';

/**
 * State that must be shared when the site runs as several instances: rate limits and server-side
 * caches. With REDIS_URL set they live in Redis, so a client's attempts count on every instance
 * and one instance's cached answer serves all; without it, in this process's memory.
 */

const KEY_PREFIX = 'tessera:';

/**
 * The sliding-window log of MemoryRateLimiter as one atomic script: a sorted set per key, scored by
 * Redis's own clock (instances with skewed clocks still agree). Returns [allowed, remaining, retryAfterMs].
 */
const CONSUME_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, 0, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', KEYS[1], now, now .. ':' .. ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return {1, limit - count - 1, 0}
`;

/** A RateLimiter whose windows live in Redis. If Redis cannot answer, the attempt is allowed and a warning logged: a limiter outage must not take forms and sign-in down with it. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    readonly redis: Redis,
    readonly name: string,
    readonly options: RateLimitOptions,
    readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {}

  #key(key: string): string {
    return `${KEY_PREFIX}limit:${this.name}:${key}`;
  }

  async consume(key: string): Promise<RateLimitDecision> {
    try {
      const [allowed, remaining, retryAfterMs] = (await this.redis.eval(
        CONSUME_SCRIPT,
        1,
        this.#key(key),
        this.options.windowMs,
        this.options.limit,
        crypto.randomUUID(),
      )) as [number, number, number];
      return { allowed: allowed === 1, remaining, retryAfterMs };
    } catch (error) {
      this.warn(`[rate-limit] ${this.name}: Redis did not answer, the attempt is allowed (${(error as Error).message})`);
      return { allowed: true, remaining: this.options.limit, retryAfterMs: 0 };
    }
  }

  async refund(key: string): Promise<void> {
    try {
      await this.redis.zpopmax(this.#key(key));
    } catch (error) {
      this.warn(`[rate-limit] ${this.name}: Redis did not take back an attempt (${(error as Error).message})`);
    }
  }
}

/** A TtlCache in Redis (SET with PX). Redis errors read as misses and skipped writes: the caller loads the value itself. */
export class RedisTtlCache<V> implements TtlCache<V> {
  constructor(
    readonly redis: Redis,
    readonly name: string,
    readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {}

  #key(key: string): string {
    return `${KEY_PREFIX}cache:${this.name}:${key}`;
  }

  async get(key: string): Promise<V | undefined> {
    try {
      const text = await this.redis.get(this.#key(key));
      return text === null ? undefined : deserialize<V>(text);
    } catch (error) {
      this.warn(`[cache] ${this.name}: Redis did not answer (${(error as Error).message})`);
      return undefined;
    }
  }

  async set(key: string, value: V, ttlMs: number): Promise<void> {
    if (!(ttlMs > 0)) return;
    try {
      await this.redis.set(this.#key(key), serialize(value), 'PX', Math.ceil(ttlMs));
    } catch (error) {
      this.warn(`[cache] ${this.name}: Redis did not store an entry (${(error as Error).message})`);
    }
  }
}

/**
 * A counter that every instance reads alike, for state each instance derives from Directus (the redirect table,
 * the search index): the instance that hears of a change bumps it, and every instance that sees a new value
 * rebuilds its copy.
 */
export interface SharedVersion {
  current(): Promise<string>;
  bump(): Promise<string>;
}

export class MemoryVersion implements SharedVersion {
  #value = 0;
  async current(): Promise<string> {
    return String(this.#value);
  }
  async bump(): Promise<string> {
    return String(++this.#value);
  }
}

/** A SharedVersion in Redis (GET, INCR). Redis errors throw: the caller keeps what it has and asks again later. */
export class RedisVersion implements SharedVersion {
  constructor(
    readonly redis: Redis,
    readonly name: string,
  ) {}

  #key(): string {
    return `${KEY_PREFIX}version:${this.name}`;
  }

  async current(): Promise<string> {
    return (await this.redis.get(this.#key())) ?? '0';
  }

  async bump(): Promise<string> {
    return String(await this.redis.incr(this.#key()));
  }
}

/** The rate limiter called `name`: in Redis when REDIS_URL is set, else in memory; one per process either way. */
export function sharedRateLimiter(name: string, options: RateLimitOptions): RateLimiter {
  return processSingleton(`shared-state:limit:${name}`, () => {
    const url = redisUrl();
    return url ? new RedisRateLimiter(redisClient(url), name, options) : new MemoryRateLimiter(options);
  });
}

/** The cache called `name`: in Redis when REDIS_URL is set, else in memory (at most `maxEntries`); one per process either way. */
export function sharedTtlCache<V>(name: string, { maxEntries }: { maxEntries?: number } = {}): TtlCache<V> {
  return processSingleton(`shared-state:cache:${name}`, () => {
    const url = redisUrl();
    return url ? new RedisTtlCache<V>(redisClient(url), name) : new MemoryTtlCache<V>({ maxEntries });
  });
}

/** The version called `name`: in Redis when REDIS_URL is set, else in memory; one per process either way. */
export function sharedVersion(name: string): SharedVersion {
  return processSingleton(`shared-state:version:${name}`, () => {
    const url = redisUrl();
    return url ? new RedisVersion(redisClient(url), name) : new MemoryVersion();
  });
}

/**
 * A first-in, first-out queue of JSON values that every instance shares (the newsletter's outbox): whoever takes an
 * item owns it, and puts it back if it could not finish it.
 */
export interface SharedQueue<T> {
  push(...items: T[]): Promise<void>;
  /** Takes up to `max` items from the front. */
  take(max: number): Promise<T[]>;
  size(): Promise<number>;
}

/** A SharedQueue in this process's memory, of at most `maxItems` (a push beyond it throws QueueFullError). */
export class MemoryQueue<T> implements SharedQueue<T> {
  readonly #items: T[] = [];
  constructor(readonly maxItems = 10_000) {}
  async push(...items: T[]): Promise<void> {
    if (this.#items.length + items.length > this.maxItems) throw new QueueFullError();
    this.#items.push(...items);
  }
  async take(max: number): Promise<T[]> {
    return this.#items.splice(0, max);
  }
  async size(): Promise<number> {
    return this.#items.length;
  }
}

export class QueueFullError extends Error {
  override name = 'QueueFullError';
  constructor() {
    super('The queue is full');
  }
}

/** A SharedQueue in a Redis list (RPUSH, LPOP with a count, LLEN). Redis errors throw: the caller keeps the item. */
export class RedisQueue<T> implements SharedQueue<T> {
  constructor(
    readonly redis: Redis,
    readonly name: string,
  ) {}

  #key(): string {
    return `${KEY_PREFIX}queue:${this.name}`;
  }

  async push(...items: T[]): Promise<void> {
    if (items.length > 0) await this.redis.rpush(this.#key(), ...items.map((item) => JSON.stringify(item)));
  }

  async take(max: number): Promise<T[]> {
    const taken = await this.redis.lpop(this.#key(), max);
    return (taken ?? []).map((text) => JSON.parse(text) as T);
  }

  async size(): Promise<number> {
    return this.redis.llen(this.#key());
  }
}

/** The queue called `name`: in Redis when REDIS_URL is set, else in memory; one per process either way. */
export function sharedQueue<T>(name: string): SharedQueue<T> {
  return processSingleton(`shared-state:queue:${name}`, () => {
    const url = redisUrl();
    return url ? new RedisQueue<T>(redisClient(url), name) : new MemoryQueue<T>();
  });
}
