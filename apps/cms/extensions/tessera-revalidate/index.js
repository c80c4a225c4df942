// Content changes must reach visitors without waiting for cache expiry: after writes to a
// collection the site renders, Directus calls the site's revalidation route with the collections
// that changed (the site's data cache is tagged per collection). Writes are coalesced (an import
// of hundreds of items is one call), and a failed call is retried with back-off; if the site stays
// unreachable, its cached content is still refreshed within the hour.
import { PRIVATE_FOLDER } from '@tessera/blocks';

/** The collections whose changes the site must hear of: what its data cache keeps, its redirects, and files (its image cache). */
export const RENDERED_COLLECTIONS = new Set([
  'site_settings',
  'languages',
  'navigation',
  'pages',
  'pages_sections',
  // Every section type's fields (@tessera/sections): a change reaches every page that shows the section.
  'sections',
  'posts',
  'categories',
  'authors',
  'locations',
  'forms',
  'products',
  // Not in the data cache: the site's proxy reloads its redirect table.
  'redirects',
  'directus_files',
]);
const COALESCE_MS = 250;
const RETRY_DELAYS_MS = [1000, 5000, 15000];
const REQUEST_TIMEOUT_MS = 5000;

/**
 * How long after a write its notification may still arrive at the site: coalescing, then every attempt timing
 * out and every back-off. The benchmarks wait this out after the set-up's writes before counting requests.
 */
export const NOTIFICATION_WINDOW_MS =
  COALESCE_MS + RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0) + (RETRY_DELAYS_MS.length + 1) * REQUEST_TIMEOUT_MS;

/**
 * Whether a write concerns the site: one to a collection it renders, except a file uploaded into the private folder
 * (what visitors attach to forms), which the site never serves (moving a file it served into the folder is an update,
 * reported as any other), so that visitors' uploads do not clear its file cache again and again.
 * @param {string} event
 * @param {{ collection?: string, payload?: unknown }} meta
 */
export function concernsSite(event, meta) {
  const collection = meta.collection ?? 'directus_files';
  if (!RENDERED_COLLECTIONS.has(collection)) return false;
  const payload = /** @type {{ folder?: unknown } | null | undefined} */ (meta.payload);
  return !(event === 'files.upload' && payload?.folder === PRIVATE_FOLDER.id);
}

/** @type {import('@directus/types').HookConfig} */
const registerRevalidation = ({ action }, { logger }) => {
  const siteUrl = process.env.SITE_URL;
  const secret = process.env.REVALIDATE_SECRET;
  if (!siteUrl || !secret) {
    logger.warn('tessera-revalidate: SITE_URL or REVALIDATE_SECRET is not set; the site will not be told about changes');
    return;
  }

  /** @type {Set<string>} */
  const pending = new Set();
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;

  /** @param {string[]} collections */
  async function post(collections) {
    const response = await fetch(new URL('/api/revalidate', siteUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ collections }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the site answered ${response.status}`);
  }

  async function flush() {
    timer = undefined;
    const collections = [...pending];
    pending.clear();
    for (let attempt = 0; ; attempt++) {
      try {
        return await post(collections);
      } catch (error) {
        if (attempt === RETRY_DELAYS_MS.length) {
          logger.warn(
            `tessera-revalidate: could not reach ${siteUrl} (${/** @type {Error} */ (error).message}); cached content refreshes within the hour`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
      }
    }
  }

  for (const event of ['items.create', 'items.update', 'items.delete', 'files.upload', 'files.update', 'files.delete']) {
    action(event, (meta) => {
      if (!concernsSite(event, meta)) return;
      pending.add(meta.collection ?? 'directus_files');
      timer ??= setTimeout(flush, COALESCE_MS);
    });
  }
};
export default registerRevalidation;
