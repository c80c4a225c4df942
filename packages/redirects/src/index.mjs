// Redirect rules as editors write them in Directus's `redirects` collection, read the same way by the site's
// proxy (which applies them) and by the CMS's save-time checks (which refuse loops and malformed rules).
// Plain JavaScript with no dependencies and no build step, so Directus loads it as it is.

export const REDIRECT_STATUSES = [301, 302, 307, 308];

/** How many rules one request may pass through before the chain counts as endless. */
export const MAX_CHAIN = 16;

/** A trailing slash does not make another address (except the root's). */
function trimSlash(path) {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A path as the site compares it: percent escapes decoded where they decode, trailing slash trimmed. */
export function normalizePath(path) {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // An escape that does not decode stays as written; the proxy refuses such requests anyway.
  }
  return trimSlash(decoded);
}

/**
 * Why a `from` cannot be used, or null: it must be a path on this site (starting with `/`, no query, no
 * fragment, no spaces), with at most one `*`, at its end after a `/` (`/blog/*`).
 */
export function fromProblem(from) {
  if (typeof from !== 'string' || from.trim() === '') return 'Enter the old path in "From", for example /old-page';
  if (!from.startsWith('/') || from.startsWith('//'))
    return `"From" must be a path on this site starting with /, like /old-page (got "${from}")`;
  if (/[\s?#]/.test(from)) return `"From" must be a path without spaces, ? or # (got "${from}"); the query string is kept by itself`;
  const star = from.indexOf('*');
  if (star !== -1 && (star !== from.length - 1 || !from.endsWith('/*')))
    return `"From" may only end with /* to match everything below a path, like /blog/* (got "${from}")`;
  return null;
}

/** Why a `to` cannot be used, or null: a path on this site or an http(s) address; a `*` only where `from` has one. */
export function toProblem(to, from) {
  if (typeof to !== 'string' || to.trim() === '') return 'Enter where visitors should go in "To", for example /new-page';
  if (/\s/.test(to)) return `"To" must not contain spaces (got "${to}")`;
  if (!to.startsWith('/') || to.startsWith('//')) {
    let url;
    try {
      url = new URL(to);
    } catch {
      return `"To" must be a path starting with / or an http(s) address (got "${to}")`;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return `"To" may only be a path on this site or an http(s) address, not a ${url.protocol.slice(0, -1)}: address`;
  }
  if (to.includes('*') && !(typeof from === 'string' && from.endsWith('/*')))
    return `"To" may only contain * when "From" ends with /* (the * stands for the rest of the old path)`;
  return null;
}

export function statusProblem(status) {
  return REDIRECT_STATUSES.includes(Number(status)) ? null : `"Status" must be one of ${REDIRECT_STATUSES.join(', ')} (got ${status})`;
}

/** The first problem of a rule, or null. */
export function ruleProblem({ from, to, status = 301 }) {
  return fromProblem(from) ?? toProblem(to, from) ?? statusProblem(status);
}

/**
 * The lookup table of valid rules: exact paths in one Map, prefix rules in another keyed by their base path, so
 * a lookup costs one Map read for an exact rule and one per path segment for prefixes, however many rules there are.
 * Invalid rules are left out (they cannot be saved; this guards against rows written past the checks).
 */
export function compileRedirects(rules) {
  const exact = new Map();
  const prefixes = new Map();
  for (const rule of rules) {
    if (ruleProblem(rule) !== null) continue;
    const entry = { from: rule.from, to: rule.to, status: Number(rule.status ?? 301) };
    if (rule.from.endsWith('/*')) prefixes.set(normalizePath(rule.from.slice(0, -2)) || '/', entry);
    else exact.set(normalizePath(rule.from), entry);
  }
  return { exact, prefixes, size: exact.size + prefixes.size };
}

/** The rule for a path: its exact rule, else the prefix rule with the longest base, with the rest of the path. */
function ruleFor(table, path) {
  const exact = table.exact.get(path);
  if (exact !== undefined) return { rule: exact, rest: '' };
  if (table.prefixes.size === 0) return null;
  for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1)) {
    const base = end === 0 ? '/' : path.slice(0, end);
    const rule = table.prefixes.get(base);
    if (rule !== undefined) return { rule, rest: path.slice(end + 1) };
  }
  return table.prefixes.has('/') ? { rule: table.prefixes.get('/'), rest: path.slice(1) } : null;
}

/** Where a rule sends a path: `*` replaced by the rest of the path, the request's query string appended. */
function target(rule, rest, search) {
  let location = rule.to.includes('*') ? rule.to.replace('*', rest) : rule.to;
  if (location.startsWith('/')) location = trimSlash(location) || '/';
  if (search === '' || search === '?') return location;
  const query = search.startsWith('?') ? search.slice(1) : search;
  const hash = location.indexOf('#');
  const [base, fragment] = hash === -1 ? [location, ''] : [location.slice(0, hash), location.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

/** The redirect for a request's path and query string (`?a=1` or ''), or null. */
export function matchRedirect(table, pathname, search = '') {
  if (table.size === 0) return null;
  const found = ruleFor(table, normalizePath(pathname));
  return found === null ? null : { location: target(found.rule, found.rest, search), status: found.rule.status };
}

/**
 * The chain a request for `from` would follow through the table, when it never ends at a page (it comes back
 * to an address it passed, or is longer than MAX_CHAIN); null when it ends. A prefix rule is followed with a
 * sample path below its base, which is what a loop between prefix rules does to every path below.
 */
export function findLoop(table, from) {
  let path = normalizePath(from.endsWith('/*') ? `${from.slice(0, -2)}/example` : from);
  const seen = [path];
  for (let hop = 0; hop < MAX_CHAIN; hop++) {
    const found = ruleFor(table, path);
    if (found === null) return null;
    const next = target(found.rule, found.rest, '');
    if (!next.startsWith('/')) return null;
    path = normalizePath(next);
    const loops = seen.includes(path);
    seen.push(path);
    if (loops) return seen;
  }
  return seen;
}
