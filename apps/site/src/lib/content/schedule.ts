import { listItems } from './client';
import type { Status } from './schema';

/**
 * Scheduled publishing: a published page or post is live from its `published_at` (none: at once) until its
 * `expires_at` (none: for good). Every read of public content filters with `liveFilter()`, at this server's clock;
 * the publication timer (features/scheduling) tells the caches when the next of these times has come, so the
 * cached reads, which were right until then, are read again (docs/site-features.md, "Scheduled publishing").
 */

/** The collections whose items have a publication window. */
export const SCHEDULED_COLLECTIONS = ['pages', 'posts'] as const;
export type ScheduledCollection = (typeof SCHEDULED_COLLECTIONS)[number];

export interface PublicationWindow {
  status: Status;
  published_at: string | null;
  expires_at: string | null;
}

/** Within its publication window at `at` (an ISO time): published by then, not yet expired. */
const inWindow = (at: string) =>
  [
    { _or: [{ published_at: { _null: true } }, { published_at: { _lte: at } }] },
    { _or: [{ expires_at: { _null: true } }, { expires_at: { _gt: at } }] },
  ] as const;

/**
 * Published, and live at `now` (ms since the epoch): the Directus filter of everything visitors may see. A
 * translation keeps its original's window as well as its own, so a scheduled post's translations appear with it
 * (and go with it) even when the translator gave them no times.
 */
export function liveFilter(now = Date.now()) {
  const at = new Date(now).toISOString();
  return {
    status: { _eq: 'published' },
    _and: [...inWindow(at), { _or: [{ translation_of: { _null: true } }, { translation_of: { _and: inWindow(at) } }] }],
  } as const;
}

/** The same rule as liveFilter() for an item already read (an original page linked from the navigation). */
export function isLive(item: PublicationWindow, now = Date.now()): boolean {
  if (item.status !== 'published') return false;
  if (item.published_at !== null && Date.parse(item.published_at) > now) return false;
  return item.expires_at === null || Date.parse(item.expires_at) > now;
}

/** The earliest of `field`'s times after `at` among published items of `collection`, in ms; null when there is none. */
async function nextTime(collection: ScheduledCollection, field: 'published_at' | 'expires_at', at: string): Promise<number | null> {
  const [item] = await listItems<typeof collection, Record<typeof field, string | null>>(
    collection,
    { fields: [field], filter: { status: { _eq: 'published' }, [field]: { _gt: at } }, sort: [field], limit: 1 },
    { fresh: true },
  );
  return item?.[field] ? Date.parse(item[field]) : null;
}

/** The latest of `field`'s times up to `at` among published items of `collection`, in ms; null when there is none. */
async function lastTime(collection: ScheduledCollection, field: 'published_at' | 'expires_at', at: string): Promise<number | null> {
  const [item] = await listItems<typeof collection, Record<typeof field, string | null>>(
    collection,
    { fields: [field], filter: { status: { _eq: 'published' }, [field]: { _lte: at } }, sort: [`-${field}`], limit: 1 },
    { fresh: true },
  );
  return item?.[field] ? Date.parse(item[field]) : null;
}

export interface PublicationSchedule {
  /** When the next published item appears or expires (ms since the epoch), or null when none is scheduled. */
  next: number | null;
  /** When the latest one did, up to now, or null when none ever did. */
  last: number | null;
}

/**
 * When what visitors see next changes by the clock alone, and when it last did: the earliest publication or expiry
 * time after `now` of a published page or post, and the latest one up to `now`. Read past every cache (eight
 * one-row reads), once when the server starts and once per change to pages or posts, never per page.
 */
export async function readPublicationSchedule(now = Date.now()): Promise<PublicationSchedule> {
  const at = new Date(now).toISOString();
  const reads = SCHEDULED_COLLECTIONS.flatMap((collection) =>
    (['published_at', 'expires_at'] as const).map((field) => [nextTime(collection, field, at), lastTime(collection, field, at)] as const),
  );
  const next = (await Promise.all(reads.map(([read]) => read))).filter((time) => time !== null);
  const last = (await Promise.all(reads.map(([, read]) => read))).filter((time) => time !== null);
  return { next: next.length > 0 ? Math.min(...next) : null, last: last.length > 0 ? Math.max(...last) : null };
}
