// The page cache as the environment configures it (docs/configuration.md):
// PAGE_CACHE=off        no page cache: every page renders per request (the benchmarks' baseline)
// PAGE_CACHE_MB         memory for pages per instance, 128 by default (with Redis, a copy of the shared pages)
// PAGE_CACHE_FILLS      pages rendered at once for the cache per instance, 4 by default; more wait (./fill-limit.ts)
// CDN_MAX_AGE           seconds a CDN or reverse proxy may keep a page (s-maxage), 60 by default
// REDIS_URL             pages and their tags shared by every instance
// CDN_PURGE_*           the CDN purge (./cdn-purge.ts)
import { join } from 'node:path';
import { cdnPurgeFromEnv } from './cdn-purge.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import { MemoryPageStore, RedisPageStore } from './stores.ts';

type Env = Readonly<Record<string, string | undefined>>;

const log = (message: string) => console.warn(`[page-cache] ${message}`);

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number of 0 or more, not "${value}"`);
  return number;
}

/** The page cache, or null with PAGE_CACHE=off. */
export function startPageCache({
  env,
  dir,
  hostname,
  port,
}: {
  env: Env;
  dir: string;
  hostname: string | undefined;
  port: number;
}): PageCache | null {
  const setting = env.PAGE_CACHE?.trim().toLowerCase();
  if (setting === 'off') return null;
  if (setting && setting !== 'on') throw new Error(`PAGE_CACHE must be "on" or "off", not "${env.PAGE_CACHE}"`);
  const maxBytes = positiveNumber(env.PAGE_CACHE_MB, 128, 'PAGE_CACHE_MB') * 2 ** 20;
  const maxFills = positiveNumber(env.PAGE_CACHE_FILLS, 4, 'PAGE_CACHE_FILLS');
  if (!Number.isInteger(maxFills) || maxFills < 1)
    throw new Error(`PAGE_CACHE_FILLS must be a whole number of 1 or more, not "${env.PAGE_CACHE_FILLS}"`);
  const redisUrl = env.REDIS_URL?.trim();
  const store = redisUrl ? new RedisPageStore({ url: redisUrl, maxBytes, log }) : new MemoryPageStore({ maxBytes });
  const loopback = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  return createPageCache({
    store,
    origin: `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`,
    distDir: join(dir, env.NEXT_DIST_DIR || '.next'),
    sharedMaxAge: positiveNumber(env.CDN_MAX_AGE, 60, 'CDN_MAX_AGE'),
    maxFills,
    purge: cdnPurgeFromEnv(env, { log }),
    log,
  });
}
