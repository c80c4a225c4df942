import { PRIVATE_FOLDER } from '@tessera/blocks';
import { fetchAsset, fileFolder, type AssetTransform } from './client';
import { ContentError } from './errors';

/**
 * Images the site served lately, kept in this process's memory: a page's images then come from the site at once
 * instead of through one Directus request each, so the largest image of a page (its LCP) arrives early, Directus
 * does no work per image view, and during a Directus outage the images of cached pages still show. Without a CDN
 * in front of the site this is its image cache; with one, it only serves the CDN's misses.
 *
 * Per process on purpose: image bytes do not belong in Redis. An editor's change to a file reaches this
 * instance through the revalidation call (`clearAssetCache`); other instances serve the old bytes for
 * {@link FRESH_MS} at most, well within the day that browsers keep an image (the route's Cache-Control).
 */

/** How long a kept image is served without asking Directus again. */
export const FRESH_MS = 5 * 60_000;
/** Larger files stream through uncached: they are downloads and rare, and would crowd out many images. */
export const MAX_ENTRY_BYTES = 2 * 2 ** 20;
/** The headers of Directus's answer that the site passes on. */
const ASSET_HEADERS = ['content-type', 'content-length', 'content-disposition', 'last-modified', 'etag'] as const;

export interface Asset {
  readonly body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  readonly headers: Readonly<Record<string, string>>;
}

interface Entry {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly headers: Readonly<Record<string, string>>;
  readonly storedAt: number;
}

/**
 * A least-recently-used map bounded by the bytes it holds. Entries past {@link FRESH_MS} stay until they are
 * pushed out, so that one can still be served when Directus cannot be asked.
 */
export class AssetMemoryCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The entry and whether it is still fresh; marks it recently used. */
  get(key: string): { entry: Entry; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { entry, fresh: this.now() - entry.storedAt < FRESH_MS };
  }

  /** Whether a file of this many bytes would be kept (none is, with a budget of 0). */
  keeps(bytes: number): boolean {
    return bytes <= Math.min(MAX_ENTRY_BYTES, this.maxBytes);
  }

  set(key: string, body: Uint8Array<ArrayBuffer>, headers: Readonly<Record<string, string>>): void {
    this.delete(key);
    if (!this.keeps(body.byteLength)) return;
    this.entries.set(key, { body, headers, storedAt: this.now() });
    this.bytes += body.byteLength;
    // Maps iterate in insertion order, and every read re-inserts: the first key is the least recently used.
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }
}

/**
 * One key per distinct answer Directus can give: with `format: 'auto'` it picks AVIF, WebP or the original by
 * the Accept header (as its assets controller does), so only then does Accept take part.
 */
export function assetCacheKey(id: string, transform: AssetTransform, accept: string | undefined): string {
  const parts = Object.entries(transform)
    .filter(([, value]) => value !== undefined && value !== false)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${String(value)}`);
  const format =
    transform.format !== 'auto' ? '' : accept?.includes('image/avif') ? 'avif' : accept?.includes('image/webp') ? 'webp' : 'original';
  return `${id}?${parts.join('&')}#${format}`;
}

const DEFAULT_MEGABYTES = 64;

/** `ASSET_CACHE_MB`; 0 turns the cache off. A value that is no size keeps the default, with a warning. */
function configuredMaxBytes(): number {
  const value = process.env.ASSET_CACHE_MB?.trim();
  const megabytes = value ? Number(value) : DEFAULT_MEGABYTES;
  if (Number.isFinite(megabytes) && megabytes >= 0) return Math.floor(megabytes * 2 ** 20);
  console.warn(`ASSET_CACHE_MB must be a number of megabytes, not "${value}"; using ${DEFAULT_MEGABYTES}`);
  return DEFAULT_MEGABYTES * 2 ** 20;
}

let cache: AssetMemoryCache | undefined;
function assetCache(): AssetMemoryCache {
  return (cache ??= new AssetMemoryCache(configuredMaxBytes()));
}

/**
 * Files found outside the private folder, and when: their other sizes and formats within {@link FRESH_MS} need not
 * ask for the folder again. Only real files get here (a missing id fails its folder read), so it stays as small as
 * the site's files.
 */
const publicSince = new Map<string, number>();

/** Forgets every kept image and folder: called when Directus reports a change to files. */
export function clearAssetCache(): void {
  cache?.clear();
  publicSince.clear();
}

function passedHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ASSET_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}

/**
 * A file's bytes from Directus, unless the file is in the private folder (@tessera/blocks' PRIVATE_FOLDER): then it
 * is "not found", as a missing file is. The site's token reads every file (the Core plan has no per-file rules), so
 * this check is what keeps private files off the site; its folder is read beside the bytes, not before them, and
 * once per {@link FRESH_MS} for all of a file's sizes and formats.
 * @throws {ContentError} as `fetchAsset` does, or `not-found` for a private file.
 */
async function fetchPublicAsset(id: string, transform: AssetTransform, accept: string | undefined): Promise<Response> {
  if (Date.now() - (publicSince.get(id) ?? -Infinity) < FRESH_MS) return fetchAsset(id, transform, accept);
  const [folder, asset] = await Promise.allSettled([fileFolder(id), fetchAsset(id, transform, accept)]);
  const refusal =
    folder.status === 'rejected'
      ? folder.reason
      : folder.value === PRIVATE_FOLDER.id
        ? new ContentError(`File ${id} is private`, 'not-found', 404)
        : null;
  if (refusal) {
    if (asset.status === 'fulfilled') await asset.value.body?.cancel().catch(() => {});
    // Directus's own answer about the file (missing, forbidden, unavailable) comes first.
    throw asset.status === 'rejected' ? asset.reason : refusal;
  }
  if (asset.status === 'rejected') throw asset.reason;
  publicSince.set(id, Date.now());
  return asset.value;
}

/**
 * A file's bytes (transformed) for the site's asset route: from memory when this process served them within
 * {@link FRESH_MS}, else from Directus. When Directus is unavailable, an older copy is served rather than nothing.
 * @throws {ContentError} as `fetchAsset` does, when there is no copy to fall back on.
 */
export async function readAsset(id: string, transform: AssetTransform, accept: string | undefined): Promise<Asset> {
  const cache = assetCache();
  const key = assetCacheKey(id, transform, accept);
  const kept = cache.get(key);
  if (kept?.fresh) return kept.entry;
  let response: Response;
  try {
    response = await fetchPublicAsset(id, transform, accept);
  } catch (error) {
    if (kept && error instanceof ContentError && error.kind === 'unavailable') return kept.entry;
    throw error;
  }
  const headers = passedHeaders(response);
  const length = Number(headers['content-length'] ?? NaN);
  // What would not be kept streams through as it arrives (an unknown length included).
  if (!response.body || !cache.keeps(length)) return { body: response.body ?? new Uint8Array(), headers };
  const body = new Uint8Array(await response.arrayBuffer());
  cache.set(key, body, headers);
  return { body, headers };
}
