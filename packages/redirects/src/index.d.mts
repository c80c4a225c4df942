export type RedirectStatus = 301 | 302 | 307 | 308;
export declare const REDIRECT_STATUSES: readonly RedirectStatus[];
export declare const MAX_CHAIN: number;

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
  readonly exact: ReadonlyMap<string, RedirectEntry>;
  readonly prefixes: ReadonlyMap<string, RedirectEntry>;
  readonly size: number;
}
export interface RedirectMatch {
  location: string;
  status: number;
}

export declare function normalizePath(path: string): string;
export declare function fromProblem(from: unknown): string | null;
export declare function toProblem(to: unknown, from?: unknown): string | null;
export declare function statusProblem(status: unknown): string | null;
export declare function ruleProblem(rule: RedirectRule): string | null;
export declare function compileRedirects(rules: Iterable<RedirectRule>): RedirectTable;
export declare function matchRedirect(table: RedirectTable, pathname: string, search?: string): RedirectMatch | null;
export declare function findLoop(table: RedirectTable, from: string): string[] | null;
