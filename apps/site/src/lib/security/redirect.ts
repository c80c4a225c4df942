// The site's one check of where a visitor is sent. Every redirect whose address comes from a request (preview's exit,
// sign-in's `next`, a form's page to return to, an editor's redirect rule below a prefix, another spelling of a page's
// address) takes its address from `safeRedirect`; `walls/checked-redirects` (scripts/eslint/redirects.mjs) fails
// `npm run check` on a redirect or a Location header built any other way.
//
// The address is checked as a browser will read it: after URL parsing has normalised it (dot segments collapsed,
// `%2e` read as `.`, tabs and line breaks dropped), not before. `/.//evil.example` and `/a/..//evil.example` pass
// every check of their raw text and normalise to `//evil.example`, which a browser follows to another host.

/** Where addresses are resolved while checking: a host that cannot exist (RFC 6761's `.invalid`). */
const BASE = 'https://tessera.invalid';
/** A longer address is no page of this site (and would only bloat a header). */
const MAX_LENGTH = 2000;
/** C0 controls, DEL, the C1 controls, and Unicode's line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same and a space, which no address as URL parsing writes it holds (it writes `%20`). */
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

export interface RedirectOptions {
  /** Paths (after normalising) that are no destination, such as the sign-in page after signing in. */
  except?: readonly string[];
  /**
   * Also an absolute `http:` or `https:` address of another site, as an editor's redirect rule may name. Only for
   * addresses an editor chose (checked at save by the redirects hook); never for one a visitor chose.
   */
  otherSites?: boolean;
}

/**
 * Where to send a visitor asked to go to `value`: the address, normalised, when it is a path of this site
 * (`/members`, `/posts?page=2#top`, `/de/%C3%BCber`); otherwise `fallback` (itself a path of this site). Anything
 * that could lead elsewhere falls back: absolute and protocol-relative addresses (`//host`, `/\host`, `\\host`, and
 * any spelling that normalises to one, `/.//host`, `/%2e//host`), other schemes, backslashes, controls (raw:
 * percent-encoded ones are part of a path; a space is written `%20`), user info, and values over 2,000 characters or not strings.
 */
export function safeRedirect(value: unknown, fallback: string, options: RedirectOptions = {}): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  // A space is kept: a query decoded from the address bar holds one (`?next=/search?q=two+words`); parsing encodes it.
  if (CONTROL.test(value) || value.includes('\\')) return fallback;
  if (options.otherSites && /^https?:\/\//i.test(value)) return otherSite(value) ?? fallback;
  if (!value.startsWith('/')) return fallback;
  const path = normalisedPath(value);
  if (path === null || options.except?.some((excepted) => normalisedPath(excepted)?.split(/[?#]/)[0] === path.split(/[?#]/)[0])) {
    return fallback;
  }
  return path;
}

/**
 * A path of this site as URL parsing writes it (`/a/../b?x#y` → `/b?x#y`), or null when the result is not one: a
 * path must still begin with exactly one `/`, and be a fixed point (parsed again, it is itself on this site).
 */
function normalisedPath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.username !== '' || url.password !== '') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || CONTROL_OR_SPACE.test(path)) return null;
  const again = new URL(path, BASE);
  return again.origin === BASE && `${again.pathname}${again.search}${again.hash}` === path ? path : null;
}

/** An absolute http(s) address with a host and no user info, as URL parsing writes it; null for anything else. */
function otherSite(value: string): string | null {
  try {
    const url = new URL(value);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.hostname !== '' && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
}
