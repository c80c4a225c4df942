// The CDN purge: after a change in Directus, one configurable HTTP call tells a CDN or reverse proxy in front of
// the site which of its copies to drop (docs/cdn.md shows it for Cloudflare, Fastly and Varnish).
//
// CDN_PURGE_URL      where to send it; with `{path}` in it, one call per affected page path. `{tags}` and `{paths}` in
//                    it stand for the lists separated by spaces, percent-encoded: a reverse proxy that cannot read a
//                    request's body (Varnish) gets them in the URL (docs/deploy/varnish.vcl)
// CDN_PURGE_METHOD   POST by default (PURGE, BAN, … for a reverse proxy)
// CDN_PURGE_BODY     the body; `{urls}`, `{paths}`, `{tags}` and `{surrogateKeys}` stand for JSON arrays of the
//                    pages' absolute URLs, their paths, the changed tags and the tags as a space-separated string
//                    (a JSON string). Default: {"urls":{urls},"paths":{paths},"tags":{tags}}; none when the URL has
//                    a placeholder.
// CDN_PURGE_HEADER   one `Name: value` header, the secret (e.g. `Authorization: Bearer …`, `Fastly-Key: …`)

/** Tags as pages carry them in Cache-Tag and Surrogate-Key (`directus:posts` → `directus-posts`). */
export const cdnTag = (tag: string): string => tag.replace(/[^A-Za-z0-9_.-]/g, '-');

const DEFAULT_BODY = '{"urls":{urls},"paths":{paths},"tags":{tags}}';
const TIMEOUT_MS = 10_000;

/** What a purge is told: the paths of the pages that changed and the data-cache tags whose change it was. */
export interface PurgeRequest {
  paths: readonly string[];
  tags: readonly string[];
}
export type Purge = (change: PurgeRequest) => Promise<void>;
type Env = Readonly<Record<string, string | undefined>>;

/** The purge configured by the environment, or null when CDN_PURGE_URL is not set. */
export function cdnPurgeFromEnv(
  env: Env,
  { log, fetch = globalThis.fetch }: { log: (message: string) => void; fetch?: typeof globalThis.fetch },
): Purge | null {
  const url = env.CDN_PURGE_URL?.trim();
  if (!url) return null;
  const method = env.CDN_PURGE_METHOD?.trim().toUpperCase() || 'POST';
  const perPath = url.includes('{path}');
  const listsInUrl = /\{(tags|paths)\}/.test(url);
  const body = env.CDN_PURGE_BODY ?? (perPath || listsInUrl ? '' : DEFAULT_BODY);
  const headers: Record<string, string> = {};
  const header = env.CDN_PURGE_HEADER?.trim();
  if (header) {
    const colon = header.indexOf(':');
    if (colon <= 0) throw new Error('CDN_PURGE_HEADER must be one "Name: value" header');
    headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
  }
  const siteUrl = (env.SITE_URL ?? '').replace(/\/+$/, '');

  const fillUrl = (template: string, { paths, tags }: PurgeRequest) =>
    template
      .replaceAll('{tags}', encodeURIComponent(tags.map(cdnTag).join(' ')))
      .replaceAll('{paths}', encodeURIComponent(paths.join(' ')));
  const fill = (template: string, { paths, tags }: PurgeRequest) =>
    template
      .replaceAll('{urls}', JSON.stringify(paths.map((path) => siteUrl + path)))
      .replaceAll('{paths}', JSON.stringify(paths))
      .replaceAll('{tags}', JSON.stringify(tags.map(cdnTag)))
      .replaceAll('{surrogateKeys}', JSON.stringify(tags.map(cdnTag).join(' ')));

  async function send(target: string, text: string) {
    const response = await fetch(target, {
      method,
      headers: text ? { 'content-type': 'application/json', ...headers } : headers,
      body: text || undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${method} ${new URL(target).origin} answered ${response.status}`);
  }

  /** Purges the pages at `paths` and everything tagged with `tags`; failures are logged, never thrown. */
  return async function purge({ paths, tags }) {
    if (paths.length === 0 && tags.length === 0) return;
    const calls = perPath
      ? paths.map((path) => send(fillUrl(url.replaceAll('{path}', path), { paths: [path], tags }), fill(body, { paths: [path], tags })))
      : [send(fillUrl(url, { paths, tags }), fill(body, { paths, tags }))];
    for (const outcome of await Promise.allSettled(calls)) {
      if (outcome.status === 'rejected')
        log(`CDN purge failed: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`);
    }
  };
}
