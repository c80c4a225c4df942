// Where a page's Markdown version is (features/markdown): its address with `.md` added (`/posts/a-post.md`; a home page
// is `index.md`: `/index.md`, `/de/index.md`), or the page's own address asked for with `Accept: text/markdown`. Shared
// by the proxy, which routes both to the Markdown route, the page cache, which stores a negotiated answer under the
// `.md` address, and the redirects, which lead `.md` addresses as they lead their pages.
//
// Node runs this file as it is (server.ts imports it through the page cache): only erasable TypeScript, no imports.

/** The extension of a Markdown version's address. */
export const MARKDOWN_EXTENSION = '.md';

/** The site's own top-level routes, none of which is a page with a Markdown version but a post's and a product's. */
const NOT_PAGES = new Set(['_next', 'account', 'api', 'assets', 'checkout', 'md', 'posts', 'products', 'search', 'visual-editing']);
/** A first segment that may be a language's prefix (as lib/page-cache/canonical.ts reads one). */
const LANGUAGE_PREFIX = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;

/** Whether a path without a language prefix may have a Markdown version: a CMS page, a post, a product. */
function hasVersion(path: string): boolean {
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  if (first === 'posts' || first === 'products') return rest.length === 1 && !['category', 'author'].includes(rest[0]!);
  return !NOT_PAGES.has(first);
}

/**
 * The Markdown address of a page's canonical path (`/posts/a-post` → `/posts/a-post.md`, `/` → `/index.md`, `/de` →
 * `/de/index.md`, when `de` may be a language's prefix), or null for a path that has none (a listing, a file, the
 * site's own routes).
 */
export function markdownAddress(path: string): string | null {
  if (path.includes('?')) return null;
  if (path === '/') return `/index${MARKDOWN_EXTENSION}`;
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  const prefixed = LANGUAGE_PREFIX.test(first);
  // A first segment like a language's prefix is read both ways, which must both allow a version (`/faq/help` is a page
  // either way; `/de/posts` is a language's journal, not the page `de/posts`).
  if (!hasVersion(path) || (prefixed && !hasVersion(`/${rest.join('/')}`))) return null;
  if (prefixed && rest.length === 0) return `${path}/index${MARKDOWN_EXTENSION}`;
  return `${path}${MARKDOWN_EXTENSION}`;
}

/** The page path of a Markdown address (`/posts/a-post.md` → `/posts/a-post`, `/de/index.md` → `/de`), or null. */
export function pageOfMarkdown(path: string): string | null {
  if (!path.endsWith(MARKDOWN_EXTENSION) || path.length <= MARKDOWN_EXTENSION.length + 1) return null;
  const page = path.slice(0, -MARKDOWN_EXTENSION.length);
  if (page === '/index') return '/';
  return page.endsWith('/index') ? page.slice(0, -'/index'.length) : page;
}

/** A media range's weight in an Accept header (`q`), 1 when it has none, 0 when it is unreadable. */
function weightOf(parameters: readonly string[]): number {
  const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
  if (q === undefined) return 1;
  const weight = Number(q.slice(q.indexOf('=') + 1).trim());
  return Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0;
}

/**
 * Whether an Accept header prefers Markdown to HTML: `text/markdown` is named, with a weight above 0 and at least that
 * of HTML (`text/html`, else `text/*`, else `*∕*`). Browsers name `text/html` and never Markdown, so they get HTML.
 */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const weights = new Map<string, number>();
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim());
    if (type !== '' && !weights.has(type.toLowerCase())) weights.set(type.toLowerCase(), weightOf(parameters));
  }
  const markdown = weights.get('text/markdown') ?? 0;
  const html = weights.get('text/html') ?? weights.get('text/*') ?? weights.get('*/*') ?? 0;
  return markdown > 0 && markdown >= html;
}
