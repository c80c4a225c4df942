export declare const REDIRECT_STATUSES: readonly [301, 302, 307, 308];
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
/** How many rules one request may pass through before the chain counts as endless. */
export declare const MAX_CHAIN = 16;
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
/** A path as the site compares it: percent escapes decoded where they decode, trailing slash trimmed. */
export declare function normalizePath(path: string): string;
/**
 * Why a `from` cannot be used, or null: it must be a path on this site (starting with `/`, no query, no
 * fragment, no spaces), with at most one `*`, at its end after a `/` (`/blog/*`).
 */
export declare function fromProblem(from: unknown): string | null;
/**
 * Why a `to` cannot be used, or null: a path on this site or an http(s) address written in full, a `*` (once)
 * only where `from` has one, and nothing that lets the appended rest of the old address choose the host.
 */
export declare function toProblem(to: unknown, from?: unknown): string | null;
export declare function statusProblem(status: unknown): string | null;
/** The first problem of a rule, or null. */
export declare function ruleProblem({ from, to, status }: RedirectRule): string | null;
/**
 * The lookup table of valid rules: exact paths in one Map, prefix rules in another keyed by their base path, so
 * a lookup costs one Map read for an exact rule and one per path segment for prefixes, however many rules there are.
 * Invalid rules are left out (they cannot be saved; this guards against rows written past the checks).
 */
export declare function compileRedirects(rules: Iterable<RedirectRule>): RedirectTable;
/**
 * The redirect for a request's path (as sent, percent-encoded) and query string (`?a=1` or ''), or null. The
 * rest below a prefix rule never changes where the target leads: a path stays on this site, an address keeps
 * its host.
 */
export declare function matchRedirect(table: RedirectTable, pathname: string, search?: string): RedirectMatch | null;
/** Whether a rule of the table covers a path (`/posts/a`; a page cache key's query, `?page=2`, is ignored). */
export declare function coversPath(table: RedirectTable, path: string): boolean;
/** Rules whose `to` or status differ between two tables, or that only one of them has (all of `after` without `before`). */
export declare function changedRedirects(before: RedirectTable | undefined, after: RedirectTable): RedirectTable;
/** The addresses a table's rules start from, as a CDN may hold them: each as written and normalised, the prefixes' bases. */
export declare function ruleAddresses(table: RedirectTable): string[];
/**
 * Whether an absolute address leads to the site itself, at one of `siteUrls` (its public addresses): the same
 * host name and port, whatever the scheme (a proxy upgrades http to https, so the two are one site).
 */
export declare function isSiteAddress(address: URL, siteUrls: readonly string[]): boolean;
/**
 * The chain a request for `from` would follow through the table, when it never ends at a page (it comes back
 * to an address it passed, or is longer than MAX_CHAIN); null when it ends. A prefix rule is followed with a
 * sample path below its base, which is what a loop between prefix rules does to every path below. A target at
 * one of `siteUrls` (the site's own public addresses) is followed like a path.
 */
export declare function findLoop(table: RedirectTable, from: string, siteUrls?: readonly string[]): string[] | null;
