import { listItems } from './client';
import type { Redirect } from './schema';

export type RedirectRow = Pick<Redirect, 'from' | 'to' | 'status'>;

/**
 * The active redirects, read past every cache: the proxy keeps them in memory (and in Redis for other
 * instances) and reloads them when Directus reports a change, so a data-cache copy would only add staleness.
 */
export function listActiveRedirects(): Promise<RedirectRow[]> {
  return listItems<'redirects', RedirectRow>(
    'redirects',
    { fields: ['from', 'to', 'status'], filter: { active: { _eq: true } }, limit: -1 },
    { fresh: true },
  );
}
