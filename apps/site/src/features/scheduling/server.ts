import 'server-only';
import { readPublicationSchedule, SCHEDULED_COLLECTIONS } from '@/lib/content';
import { processSingleton } from '@/lib/process-singleton';
import { redisClient, redisUrl } from '@/lib/redis';
import { CACHE_REFRESH_SECONDS } from '@/lib/server-seam';
import { createPublicationTimer, type PublicationTimer } from './timer';

/**
 * The publication timer of this server process (./timer.ts), and how it learns of changes: the revalidation route
 * calls `publicationScheduleChanged()` when Directus reports a change to pages or posts; with REDIS_URL that route
 * runs on one instance only, so it also publishes the news on a Redis channel, and every instance reads the
 * schedule again. When the timer fires, it posts to this server's own /api/revalidate what Directus would post
 * after an edit, so a scheduled change takes exactly the path of an edit: data cache, page cache, CDN purge,
 * search index (docs/site-features.md, "Scheduled publishing").
 */

const CHANNEL = 'tessera:publication-schedule';
const ANNOUNCE_TIMEOUT_MS = 10_000;
const log = (message: string) => console.warn(`[scheduling] ${message}`);

/** This server over loopback, as apps/site/server.ts (or `next dev`) listens: PORT and HOSTNAME. */
function ownOrigin(env = process.env): string {
  const host = env.HOSTNAME && !['0.0.0.0', '::'].includes(env.HOSTNAME) ? env.HOSTNAME : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${Number(env.PORT) || 3000}`;
}

async function announce(): Promise<void> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) throw new Error('REVALIDATE_SECRET is not set');
  const response = await fetch(`${ownOrigin()}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ collections: SCHEDULED_COLLECTIONS, scheduled: true }),
    signal: AbortSignal.timeout(ANNOUNCE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`/api/revalidate answered ${response.status}`);
}

// One per process: the instrumentation hook and the route handlers are bundled apart, so module state is not shared.
function processTimer(): PublicationTimer {
  return processSingleton('publicationTimer', () =>
    createPublicationTimer(
      {
        readSchedule: () => readPublicationSchedule(),
        announce,
        now: Date.now,
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
        log,
      },
      // Older changes are in no cache any more: the caches read everything again after CACHE_REFRESH_SECONDS.
      { catchUpMs: CACHE_REFRESH_SECONDS * 1000 },
    ),
  );
}

/** Starts the timer when the server starts (src/instrumentation.ts), and listens for other instances' news. */
export async function startPublicationTimer(): Promise<void> {
  const url = redisUrl();
  if (url) {
    // A subscribed connection takes no other commands: one of its own.
    const subscriber = redisClient(url).duplicate();
    subscriber.on('error', (error: Error) => log(`Redis: ${error.message}`));
    subscriber.on('message', () => void processTimer().reload());
    // After a lost connection, news may have been missed while it was down.
    subscriber.on('ready', () => void processTimer().reload());
    await subscriber.subscribe(CHANNEL).catch((error: Error) => log(`could not subscribe to ${CHANNEL} (${error.message})`));
  }
  await processTimer().reload({ catchUp: true });
}

/** Pages or posts changed (from Directus, or the timer itself): every instance reads the schedule again. */
export async function publicationScheduleChanged(): Promise<void> {
  const url = redisUrl();
  if (url)
    await redisClient(url)
      .publish(CHANNEL, 'changed')
      .catch((error: Error) => log(`could not tell other instances (${error.message})`));
  await processTimer().reload();
}
