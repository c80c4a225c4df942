import 'server-only';
import { Redis } from 'ioredis';
import { processSingleton } from './process-singleton';

/**
 * Commands give up after a second while Redis is unreachable instead of waiting for a reconnect,
 * so a Redis outage costs a request a second at most, never a hung page (the callers then fall
 * back: a cache miss, an allowed attempt).
 */
const REDIS_OPTIONS = { commandTimeout: 1000, maxRetriesPerRequest: 1 } as const;

/** The configured Redis URL, or undefined when the site runs alone (in-memory state). */
export function redisUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.REDIS_URL?.trim() || undefined;
}

/** One connection per server process, shared by every store. */
export function redisClient(url: string): Redis {
  return processSingleton(`redis:${url}`, () => {
    const client = new Redis(url, REDIS_OPTIONS);
    // ioredis reports connection trouble as 'error' events; unhandled they would crash the process.
    client.on('error', (error: Error) => console.warn(`[redis] ${error.message}`));
    return client;
  });
}
