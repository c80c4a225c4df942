import { clientIp } from './client-ip';

/**
 * Per-client limits (form submissions, sign-ins, checkouts, geocoding). The interface is asynchronous so a shared
 * store can replace the in-memory one when the site runs on several instances (lib/shared-state.ts: a sorted set
 * per key in Redis, ZADD now, ZREMRANGEBYSCORE older than the window, ZCARD; refund with ZPOPMAX).
 */
export interface RateLimiter {
  /** Counts one attempt for `key`, unless its limit is reached. */
  consume(key: string): Promise<RateLimitDecision>;
  /** Takes back the latest attempt of `key`: it did not go through (for example, the CMS was down). */
  refund(key: string): Promise<void>;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts left in the current window. */
  remaining: number;
  /** When refused: how long until the next attempt is allowed. */
  retryAfterMs: number;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Clients remembered by the in-memory limiter (Redis expires idle keys itself). */
  maxKeys?: number;
}

/** A sliding-window log in one process's memory, bounded to `maxKeys` clients (the least recently seen go first). */
export class MemoryRateLimiter implements RateLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #maxKeys: number;
  readonly #now: () => number;

  constructor({ limit, windowMs, maxKeys = 10_000, now = Date.now }: RateLimitOptions & { now?: () => number }) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#maxKeys = maxKeys;
    this.#now = now;
  }

  async consume(key: string): Promise<RateLimitDecision> {
    const now = this.#now();
    const hits = (this.#hits.get(key) ?? []).filter((time) => time > now - this.#windowMs);
    this.#hits.delete(key);
    if (hits.length >= this.#limit) {
      this.#hits.set(key, hits);
      return { allowed: false, remaining: 0, retryAfterMs: hits[0]! + this.#windowMs - now };
    }
    hits.push(now);
    this.#hits.set(key, hits);
    for (const oldest of this.#hits.keys()) {
      if (this.#hits.size <= this.#maxKeys) break;
      this.#hits.delete(oldest);
    }
    return { allowed: true, remaining: this.#limit - hits.length, retryAfterMs: 0 };
  }

  async refund(key: string): Promise<void> {
    const hits = this.#hits.get(key);
    hits?.pop();
    if (hits?.length === 0) this.#hits.delete(key);
  }
}

/**
 * Whom an attempt counts against in per-client rate limits: the client's IP address (see clientIp
 * for which header is trusted). Requests whose address cannot be trusted share one allowance: keying
 * them by anything a client sends would give it a new allowance with every request.
 */
export function rateLimitKey(requestHeaders: Headers): string {
  return clientIp(requestHeaders) ?? 'unknown';
}
