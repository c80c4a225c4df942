// Redirect rules as editors write them in Directus's `redirects` collection, read the same way by the site's
// proxy (which applies them) and by the CMS's save-time checks (which refuse loops and rules that could send
// visitors elsewhere than the editor meant). No dependencies; built to dist/ by `tsc -b` (npm install does it),
// which is what Directus loads.

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** How many rules one request may pass through before the chain counts as endless. */
export const MAX_CHAIN = 16;

/** A rule as stored in Directus. */
export interface RedirectRule {
  from: string;
  to: string;
  status?: number | string | null;
}

export interface RedirectEntry {
  from: string;
  to: string;
  status: number;
}

export interface RedirectTable {
  /** Exact rules by their normalised `from`. */
  readonly exact: ReadonlyMap<string, RedirectEntry>;
  /** Prefix rules by their normalised base (`/blog` for `/blog/*`, `/` for `/*`). */
  readonly prefixes: ReadonlyMap<string, RedirectEntry>;
  readonly size: number;
}

export interface RedirectMatch {
  location: string;
  status: number;
}

/** A trailing slash does not make another address (except the root's). */
function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A path as the site compares it: percent escapes decoded where they decode, trailing slash trimmed. */
export function normalizePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // An escape that does not decode stays as written; the proxy refuses such requests anyway.
  }
  return trimSlash(decoded);
}

/** The first characters of what an editor wrote, for a message: a 100 kB value is never echoed whole. */
const excerpt = (value: string) => (value.length <= 60 ? value : `${value.slice(0, 60)}… (${value.length} characters)`);

/**
 * Why a `from` cannot be used, or null: it must be a path on this site (starting with `/`, no query, no
 * fragment, no spaces), with at most one `*`, at its end after a `/` (`/blog/*`).
 */
export function fromProblem(from: unknown): string | null {
  if (typeof from !== 'string' || from.trim() === '') return 'Enter the old path in "From", for example /old-page';
  if (!from.startsWith('/') || from.startsWith('//'))
    return `"From" must be a path on this site starting with /, like /old-page (got "${excerpt(from)}")`;
  if (/[\s?#]/.test(from))
    return `"From" must be a path without spaces, ? or # (got "${excerpt(from)}"); the query string is kept by itself`;
  const star = from.indexOf('*');
  if (star !== -1 && (star !== from.length - 1 || !from.endsWith('/*')))
    return `"From" may only end with /* to match everything below a path, like /blog/* (got "${excerpt(from)}")`;
  return null;
}

/** Spaces, tabs, line breaks and other control characters: browsers drop or misread them in an address. */
const INVISIBLE = /[\s\u0000-\u001f\u007f]/;

/**
 * Why a `to` cannot be used, or null: a path on this site or an http(s) address written in full, a `*` (once)
 * only where `from` has one, and nothing that lets the appended rest of the old address choose the host.
 */
export function toProblem(to: unknown, from?: unknown): string | null {
  if (typeof to !== 'string' || to.trim() === '') return 'Enter where visitors should go in "To", for example /new-page';
  if (INVISIBLE.test(to)) return `"To" must not contain spaces, tabs or line breaks (got ${JSON.stringify(excerpt(to))})`;
  // Browsers read \ as /, so /\evil.example is another site's address.
  if (to.includes('\\')) return `"To" must not contain a backslash (\\); write / instead (got "${excerpt(to)}")`;
  const star = to.indexOf('*');
  if (star !== -1 && !(typeof from === 'string' && from.endsWith('/*')))
    return `"To" may only contain * when "From" ends with /* (the * stands for the rest of the old path)`;
  if (star !== to.lastIndexOf('*')) return `"To" may contain * only once (got "${excerpt(to)}")`;
  if (to.startsWith('/') && !to.startsWith('//')) return null;
  if (star !== -1 && /^https?:/i.test(to) && !/^https?:\/\/[^/?#*]+[/?#]/i.test(to.slice(0, star)))
    return `"To" needs a / between the host and the *, like https://shop.example/*: otherwise the rest of the old address would be added to the host name and could lead to another site (got "${excerpt(to)}")`;
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return `"To" must be a path starting with / or an http(s) address (got "${excerpt(to)}")`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `"To" may only be a path on this site or an http(s) address, not a ${url.protocol.slice(0, -1)}: address`;
  if (!/^https?:\/\/[^/\\]/i.test(to))
    return `"To" must be a path starting with / or a full address like https://shop.example/page (got "${excerpt(to)}")`;
  if (url.username !== '' || url.password !== '' || /^https?:\/\/[^/?#]*@/i.test(to))
    return `"To" must not contain a name or password before the host (the part before @), which hides where it leads (got "${excerpt(to)}")`;
  return null;
}

export function statusProblem(status: unknown): string | null {
  return (REDIRECT_STATUSES as readonly number[]).includes(Number(status))
    ? null
    : `"Status" must be one of ${REDIRECT_STATUSES.join(', ')} (got ${excerpt(String(status))})`;
}

/** The first problem of a rule, or null. */
export function ruleProblem({ from, to, status = 301 }: RedirectRule): string | null {
  return fromProblem(from) ?? toProblem(to, from) ?? statusProblem(status);
}

/**
 * The lookup table of valid rules: exact paths in one Map, prefix rules in another keyed by their base path, so
 * a lookup costs one Map read for an exact rule and one per path segment for prefixes, however many rules there are.
 * Invalid rules are left out (they cannot be saved; this guards against rows written past the checks).
 */
export function compileRedirects(rules: Iterable<RedirectRule>): RedirectTable {
  const exact = new Map<string, RedirectEntry>();
  const prefixes = new Map<string, RedirectEntry>();
  for (const rule of rules) {
    if (ruleProblem(rule) !== null) continue;
    const entry = { from: rule.from, to: rule.to, status: Number(rule.status ?? 301) };
    if (rule.from.endsWith('/*')) prefixes.set(normalizePath(rule.from.slice(0, -2)) || '/', entry);
    else exact.set(normalizePath(rule.from), entry);
  }
  return { exact, prefixes, size: exact.size + prefixes.size };
}

interface Found {
  rule: RedirectEntry;
  /** The prefix rule's base, null for an exact rule. */
  base: string | null;
}

/** The rule for a normalised path: its exact rule, else the prefix rule with the longest base. */
function ruleFor(table: RedirectTable, path: string): Found | null {
  const exact = table.exact.get(path);
  if (exact !== undefined) return { rule: exact, base: null };
  if (table.prefixes.size === 0) return null;
  for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1)) {
    const base = path.slice(0, end);
    const rule = table.prefixes.get(base);
    if (rule !== undefined) return { rule, base };
  }
  const root = table.prefixes.get('/');
  return root === undefined ? null : { rule: root, base: '/' };
}

/** Characters a path segment keeps as they are (RFC 3986 pchar without `%`, which only starts an escape). */
const SEGMENT_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;

/** A segment of a request's path made safe to put into an address: every other character percent-encoded. */
function encodeSegment(segment: string): string {
  let encoded = '';
  for (let i = 0; i < segment.length;) {
    const escape = /^%[0-9A-Fa-f]{2}/.exec(segment.slice(i, i + 3));
    if (escape) {
      encoded += escape[0].toUpperCase();
      i += 3;
      continue;
    }
    const char = String.fromCodePoint(segment.codePointAt(i)!);
    i += char.length;
    if (SEGMENT_CHAR.test(char)) encoded += char;
    else if (char.length === 1 && char >= '\ud800' && char <= '\udfff') encoded += '%EF%BF%BD';
    else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/**
 * The part of the path below a prefix rule's base, as the visitor sent it, made safe to append: empty and dot
 * segments dropped (`//evil.example` is another site's address) and every character that could end the path or
 * be read as a slash (`\`, a tab, `?`, `#`, …) percent-encoded. `pathname`'s segments line up with its normalised
 * form's, because decoding never makes a `/` (decodeURI keeps `%2F`).
 */
function restOf(pathname: string, base: string): string {
  const below = base === '/' ? 0 : base.split('/').length - 1;
  return trimSlash(pathname)
    .split('/')
    .slice(1 + below)
    .filter((segment) => !['', '.', '..'].includes(normalizePath(segment)))
    .map(encodeSegment)
    .join('/');
}

/** Where a rule sends a path: `*` replaced by the rest of the path, the request's query string appended. */
function target(rule: RedirectEntry, rest: string, search: string): string {
  let location = rule.to.includes('*') ? rule.to.replace('*', rest) : rule.to;
  if (location.startsWith('/')) location = trimSlash(location) || '/';
  if (search === '' || search === '?') return location;
  const query = search.startsWith('?') ? search.slice(1) : search;
  const hash = location.indexOf('#');
  const [base, fragment] = hash === -1 ? [location, ''] : [location.slice(0, hash), location.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

/** An origin no address can have, to resolve site paths against. */
const PROBE = 'http://site.invalid';

/**
 * Whether a location leads where its rule's `to` does: a path to this site, an absolute address to its own
 * host. The rules are checked at save and the rest is encoded, so this only holds the line for rows that got past.
 */
function keepsItsHost(location: string, to: string): boolean {
  try {
    if (to.startsWith('/')) return !/^[/\\]{2}/.test(location) && new URL(location, PROBE).origin === PROBE;
    return new URL(location).origin === new URL(to.replace('*', '')).origin;
  } catch {
    return false;
  }
}

/**
 * The redirect for a request's path (as sent, percent-encoded) and query string (`?a=1` or ''), or null. The
 * rest below a prefix rule never changes where the target leads: a path stays on this site, an address keeps
 * its host.
 */
export function matchRedirect(table: RedirectTable, pathname: string, search = ''): RedirectMatch | null {
  if (table.size === 0) return null;
  const found = ruleFor(table, normalizePath(pathname));
  if (found === null) return null;
  const location = target(found.rule, found.base === null ? '' : restOf(pathname, found.base), search);
  return keepsItsHost(location, found.rule.to) ? { location, status: found.rule.status } : null;
}

/** Whether a rule of the table covers a path (`/posts/a`; a page cache key's query, `?page=2`, is ignored). */
export function coversPath(table: RedirectTable, path: string): boolean {
  return ruleFor(table, normalizePath(path.split('?')[0]!)) !== null;
}

/** Rules whose `to` or status differ between two tables, or that only one of them has (all of `after` without `before`). */
export function changedRedirects(before: RedirectTable | undefined, after: RedirectTable): RedirectTable {
  const differ = (one: ReadonlyMap<string, RedirectEntry>, other: ReadonlyMap<string, RedirectEntry> | undefined) => {
    const changed = new Map<string, RedirectEntry>();
    for (const [key, entry] of one) {
      const counterpart = other?.get(key);
      if (counterpart?.to !== entry.to || counterpart.status !== entry.status) changed.set(key, entry);
    }
    return changed;
  };
  const exact = new Map([...differ(after.exact, before?.exact), ...(before ? differ(before.exact, after.exact) : [])]);
  const prefixes = new Map([...differ(after.prefixes, before?.prefixes), ...(before ? differ(before.prefixes, after.prefixes) : [])]);
  return { exact, prefixes, size: exact.size + prefixes.size };
}

/** The addresses a table's rules start from, as a CDN may hold them: each as written and normalised, the prefixes' bases. */
export function ruleAddresses(table: RedirectTable): string[] {
  const paths = new Set<string>();
  for (const [path, entry] of table.exact) paths.add(path).add(entry.from);
  for (const base of table.prefixes.keys()) paths.add(base);
  return [...paths].map((path) => encodeURI(path));
}

/**
 * Whether an absolute address leads to the site itself, at one of `siteUrls` (its public addresses): the same
 * host name and port, whatever the scheme (a proxy upgrades http to https, so the two are one site).
 */
export function isSiteAddress(address: URL, siteUrls: readonly string[]): boolean {
  return siteUrls.some((site) => {
    const parsed = URL.parse(site);
    return parsed !== null && parsed.hostname === address.hostname && parsed.port === address.port;
  });
}

/**
 * The chain a request for `from` would follow through the table, when it never ends at a page (it comes back
 * to an address it passed, or is longer than MAX_CHAIN); null when it ends. A prefix rule is followed with a
 * sample path below its base, which is what a loop between prefix rules does to every path below. A target at
 * one of `siteUrls` (the site's own public addresses) is followed like a path.
 */
export function findLoop(table: RedirectTable, from: string, siteUrls: readonly string[] = []): string[] | null {
  let path = normalizePath(from.endsWith('/*') ? `${from.slice(0, -2)}/example` : from);
  const passed = [path];
  const chain = [path];
  for (let hop = 0; hop < MAX_CHAIN; hop++) {
    const found = ruleFor(table, path);
    if (found === null) return null;
    const next = target(found.rule, found.base === null ? '' : restOf(path, found.base), '');
    if (next.startsWith('/')) path = normalizePath(next);
    else {
      const address = URL.parse(next);
      if (address === null || !isSiteAddress(address, siteUrls)) return null;
      path = normalizePath(address.pathname);
    }
    chain.push(next.startsWith('/') ? path : next);
    if (passed.includes(path)) return chain;
    passed.push(path);
  }
  return chain;
}
