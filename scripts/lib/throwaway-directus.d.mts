// The contract of throwaway-directus.mjs for the type-checked code that starts one (the CMS's migration test).
// scripts/ is plain JavaScript that no type checker reads yet; keep this in step with the module.

export interface ThrowawayDirectus {
  readonly url: string;
  readonly adminToken: string;
  /** A token for the site's user, which the set-up creates. */
  readonly siteToken: string;
  /** Stops Directus (and PostgreSQL) and deletes the data. */
  stop(): Promise<void>;
}

export function startThrowawayDirectus(vendor: 'sqlite' | 'postgres'): Promise<ThrowawayDirectus>;
