// Which requests the page cache answers, and under which key (the answers and the fills: ./page-cache.ts).
import type { IncomingMessage } from 'node:http';
import { markdownAddress, prefersMarkdown } from '../markdown-address.ts';
import { FORM_RESULT_COOKIE, PREVIEW_COOKIE, SESSION_COOKIE } from '../server-seam.ts';
import { addressOf } from './canonical.ts';
import { remembered } from './remembered.ts';

/**
 * The field that marks the page cache's own renders (./fill.ts), with a per-process secret: never answered from the
 * cache, whatever else the request says.
 */
export const FILL_HEADER = 'x-tessera-page-fill';

/** What the page cache reads of a request. */
export type PageRequest = Pick<IncomingMessage, 'method' | 'headers'> & { url?: string | undefined };

/**
 * The key a request URL's page is stored under: its canonical address (./canonical.ts; an alias's is the page it
 * leads to), or null for a path that is never cached.
 */
export function cacheKey(url: string): string | null {
  const address = addressOf(url);
  if (address?.kind === 'alias') return cacheKey(address.location);
  return address?.key ?? null;
}

/** An Accept header's preference, worked out once per header (./remembered.ts). */
const prefersMarkdownType = remembered(prefersMarkdown);

const hasCookie = (cookieHeader: string, name: string) => cookieHeader.split(';').some((part) => part.trim().startsWith(`${name}=`));

/**
 * Whether a request may be answered from the cache: a GET or HEAD without the session cookie (signed-in members),
 * the preview pass (an editor's preview and Visual Editor) or a form's outcome, and not a React Server Components or
 * server action request. Everyone else is rendered per request with a nonce, and told `private, no-store`.
 */
export function isSharedRequest(request: PageRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const headers = request.headers;
  if (headers.rsc !== undefined || headers['next-action'] !== undefined || headers['next-router-state-tree'] !== undefined) return false;
  if (/[?&]_rsc=/.test(request.url ?? '')) return false;
  const cookies = headers.cookie ?? '';
  return !hasCookie(cookies, SESSION_COOKIE) && !hasCookie(cookies, PREVIEW_COOKIE) && !hasCookie(cookies, FORM_RESULT_COOKIE);
}

/**
 * The key under which a request is answered from the cache, or null when it is rendered for itself. A page's own
 * address asked for with `Accept: text/markdown` is answered with its Markdown version, under that version's
 * address (`/posts/a-post.md`), which is also what a fill of that key renders.
 */
export function sharedKeyOf(request: PageRequest): string | null {
  if (!isSharedRequest(request)) return null;
  const address = addressOf(request.url ?? '/');
  if (address?.kind !== 'page') return null;
  const accept = request.headers.accept;
  const markdown = accept !== undefined && prefersMarkdownType(accept) ? markdownAddress(address.key) : null;
  return markdown ?? address.key;
}
