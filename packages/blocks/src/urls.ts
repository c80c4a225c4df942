/**
 * URL policy. Checks run on the string a browser would actually parse, and the output is that cleaned
 * string, so what we approve and what the browser follows cannot differ.
 */
import type { ResolveAsset } from './blocks/types.js';
import { isDigit, isLetter, matchesAt } from './chars.js';

/** A link target that passed the allowlist; `external` links get `rel="noopener noreferrer"`. */
export interface SafeLink {
  readonly href: string;
  readonly external: boolean;
}

/** An image or attachment source: a Directus asset (resized through `resolveAsset`) or an absolute http(s) URL. */
export type FileSource = { readonly kind: 'asset'; readonly id: string } | { readonly kind: 'remote'; readonly url: string };

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const SLASH = 0x2f;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const DOT = 0x2e;
const HYPHEN = 0x2d;

/**
 * Mirrors the WHATWG URL parser's preprocessing: leading and trailing C0 controls and spaces are stripped and
 * tabs and newlines anywhere are removed, which is how `java\tscript:` still runs in a browser.
 */
export function cleanUrl(raw: string): string {
  let start = 0;
  let end = raw.length;
  while (start < end && raw.charCodeAt(start) <= SPACE) start++;
  while (end > start && raw.charCodeAt(end - 1) <= SPACE) end--;
  const trimmed = start === 0 && end === raw.length ? raw : raw.slice(start, end);
  if (trimmed.indexOf('\t') === -1 && trimmed.indexOf('\n') === -1 && trimmed.indexOf('\r') === -1) return trimmed;
  let url = '';
  let run = 0;
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed.charCodeAt(i);
    if (c === TAB || c === LF || c === CR) {
      url += trimmed.slice(run, i);
      run = i + 1;
    }
  }
  return url + trimmed.slice(run);
}

function isSlash(c: number): boolean {
  // Browsers read a backslash as a slash in http(s) URLs, so `/\evil.example` leaves the site.
  return c === SLASH || c === BACKSLASH;
}

/** Where the authority of an `http(s)://` URL starts, or -1 for any other URL. */
function httpAuthority(url: string): number {
  // The spelling editors write, matched natively before the case-insensitive, backslash-tolerant check.
  if (url.startsWith('https://')) return 8;
  if (url.startsWith('http://')) return 7;
  const colon = matchesAt(url, 0, 'https:') ? 6 : matchesAt(url, 0, 'http:') ? 5 : -1;
  return colon !== -1 && isSlash(url.charCodeAt(colon)) && isSlash(url.charCodeAt(colon + 1)) ? colon + 2 : -1;
}

/**
 * Whether the authority at `start` is a plain host name with an optional port, which the URL parser always
 * accepts. Anything else (user info, IP addresses, IDNs…) is left to `URL.canParse`: exact, but slower.
 */
function isPlainHost(url: string, start: number): boolean {
  let label = start;
  let i = start;
  for (; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === DOT) {
      if (i === label) return false;
      label = i + 1;
    } else if (c === COLON || isSlash(c) || c === 0x3f || c === 0x23) {
      break;
    } else if (!isLetter(c) && !isDigit(c) && c !== HYPHEN) {
      return false;
    } else if (i === label && matchesAt(url, i, 'xn--')) {
      return false;
    }
  }
  // A last label starting with a digit makes the parser read an IPv4 address, which can fail.
  if (i === label || isDigit(url.charCodeAt(label))) return false;
  if (url.charCodeAt(i) !== COLON) return true;
  let port = 0;
  for (i++; i < url.length && isDigit(url.charCodeAt(i)); i++) port = port * 10 + url.charCodeAt(i) - 0x30;
  return port <= 0xffff && (i === url.length || isSlash(url.charCodeAt(i)) || url.charCodeAt(i) === 0x3f || url.charCodeAt(i) === 0x23);
}

/** An http(s) URL a browser can follow; `http://<` and the like are refused. */
function isHttpUrl(url: string): boolean {
  const authority = httpAuthority(url);
  return authority !== -1 && (isPlainHost(url, authority) || URL.canParse(url));
}

/** Whether an http(s) URL is on `origin` (lower case, from {@link normalizeOrigin}). */
function isOnOrigin(url: string, origin: string): boolean {
  if (!matchesAt(url, 0, origin)) return false;
  const next = url.charCodeAt(origin.length);
  return Number.isNaN(next) || isSlash(next) || next === 0x3f || next === 0x23;
}

/**
 * An http(s) link as editors write them (`https://example.com/path?a=1&amp;b=2`), recognised at once: a
 * host of plain labels (none empty, none `xn--`, the last not starting with a digit), a port of up to four
 * digits, then only URL characters that need no HTML escaping, `&` only as `&amp;`. Exactly what
 * {@link safeLink} approves of the same URL decoded, with the same `external`: its scheme, host and port,
 * all that it reads, have no entity to decode, and its {@link isPlainHost} accepts every such host.
 */
const PLAIN_WEB_LINK =
  /^https?:\/\/(?:(?!xn--)[a-z0-9-]+\.)*(?!xn--)[a-z-][a-z0-9-]*(?::[0-9]{1,4})?(?:[/?#](?:[\w\-.~!$()*+,;=:@/?#%]|&amp;)*)?$/i;

/**
 * The link of an href as it stands in the source, undecoded, when it is {@link PLAIN_WEB_LINK}: its
 * `href` is then that source, which is its own escaped form (decoding changes only `&amp;`, escaping
 * restores it). Undefined for any other href, which goes through decoding and {@link safeLink}. One regex
 * test instead of decoding, cleaning, the host check and escaping: a third of a link's cost.
 */
export function plainWebLink(source: string, siteOrigin: string | undefined): SafeLink | undefined {
  if (!PLAIN_WEB_LINK.test(source)) return undefined;
  // The origin check reads no further than the host and port, where decoding changes nothing.
  return { href: source, external: siteOrigin === undefined || !isOnOrigin(source, siteOrigin) };
}

/**
 * Approves a link target: http(s), mailto and tel URLs, root-relative paths and fragments. `//host` is
 * treated as an external http(s) link. `siteOrigin` (from {@link normalizeOrigin}) marks the site's own links.
 * A mailto or tel URL must be one the URL parser accepts, as a browser does before following it:
 * `mailto://<i` names a host no parser can read, so it is no address and gets no link.
 */
export function safeLink(raw: string, siteOrigin: string | undefined): SafeLink | undefined {
  const href = cleanUrl(raw);
  if (href === '') return undefined;
  const first = href.charCodeAt(0);
  if (first === 0x23) return { href, external: false };
  if (isSlash(first)) {
    if (!isSlash(href.charCodeAt(1))) return { href, external: false };
    return isPlainHost(href, 2) || URL.canParse(href, 'https://base.invalid') ? { href, external: true } : undefined;
  }
  if (matchesAt(href, 0, 'mailto:') || matchesAt(href, 0, 'tel:')) return URL.canParse(href) ? { href, external: false } : undefined;
  if (!isHttpUrl(href)) return undefined;
  return { href, external: siteOrigin === undefined || !isOnOrigin(href, siteOrigin) };
}

const ASSET_PATH = /^\/assets\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:[/?#]|$)/i;
/** Where the uuid of an {@link ASSET_PATH} starts and ends. */
const ASSET_ID_START = '/assets/'.length;
const ASSET_ID_END = ASSET_ID_START + 36;

/** A Directus asset path's source; test() and a slice, not exec(): no match array and capture to allocate for every image. */
function assetSource(url: string): FileSource | undefined {
  return ASSET_PATH.test(url) ? { kind: 'asset', id: url.slice(ASSET_ID_START, ASSET_ID_END).toLowerCase() } : undefined;
}

/** Classifies an image or file URL from Directus: `/assets/<uuid>` (what the file library stores) or absolute http(s). */
export function fileSource(raw: string): FileSource | undefined {
  // An asset path as stored is recognised before cleaning too, which could only change what follows its id.
  const stored = assetSource(raw);
  if (stored !== undefined) return stored;
  const url = cleanUrl(raw);
  return assetSource(url) ?? (isHttpUrl(url) ? { kind: 'remote', url } : undefined);
}

/** The origin links are compared with, e.g. `https://example.com`; throws a TypeError for a malformed origin. */
export function normalizeOrigin(origin: string): string {
  return new URL(origin).origin.toLowerCase();
}

/** What the default resolver appends to an asset's URL for a width, before the width. */
export const DEFAULT_WIDTH_QUERY = '?width=';

/** Directus's own asset URLs, resized with `?width=N`: the default of the `resolveAsset` option. */
export const defaultResolveAsset: ResolveAsset = (id, { width }) =>
  width === undefined ? `/assets/${id}` : `/assets/${id}${DEFAULT_WIDTH_QUERY}${width}`;
