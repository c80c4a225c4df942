// Which cached page answers a request head read before Node's parser (./raw-hits.ts), as the bytes to write: the
// decisions server.ts takes for a request it parsed, in the same order, taken here only where each needs no wait.
// The site's front (./front-worker.ts) answers hits with it, in a thread of its own.
import type { RedirectTable } from '@tessera/redirects';
import { urlRedirected } from '../redirect-match.ts';
import { answerBeforeNext } from '../security/early.ts';
import { wireEntry } from './answer.ts';
import { aliasLocation } from './canonical.ts';
import { freshnessOf } from './freshness.ts';
import type { RawAnswer } from './raw-hits.ts';
import type { RequestHead } from './request-head.ts';
import { FILL_HEADER, sharedKeyOf } from './requests.ts';
import type { Lookup } from './stores.ts';

export interface RawAnswerSources {
  /** The stored page at a key and the tags' revalidation times, when at hand without asking anyone. */
  lookupAtOnce(key: string): Lookup | undefined;
  /** The editors' redirects as they stand, or undefined while a change is being loaded (then Node's path waits for it). */
  redirectsAtOnce(): RedirectTable | undefined;
  /** Renders a stale page again in the background. */
  refreshInBackground(key: string): void;
  /** Seconds a CDN may keep a page (s-maxage). */
  sharedMaxAge: number;
  env: Readonly<Record<string, string | undefined>>;
}

/** The answer to a head from `sources`, or null when Node's path must answer it. */
export function rawPageAnswer(sources: RawAnswerSources): RawAnswer {
  /**
   * The cache key a head is answered under, or null: an early answer (a method or path refused), the cache's own
   * render (its secret is the server's to check), an alias (a 308), or a request rendered for itself. All follow from
   * the head alone, one shared object per text (./request-head.ts), so they are worked out once per head.
   */
  const keys = new WeakMap<RequestHead, string | null>();
  const keyOf = (head: RequestHead) => {
    let key = keys.get(head);
    if (key === undefined) {
      const cached =
        answerBeforeNext(head, sources.env) === null && head.headers[FILL_HEADER] === undefined && aliasLocation(head) === null;
      keys.set(head, (key = cached ? sharedKeyOf(head) : null));
    }
    return key;
  };

  return (head, tail) => {
    const key = keyOf(head);
    if (key === null) return null;
    // An editor's redirect answers before the cache, so a rule saved after a page was cached reaches it too.
    const redirects = sources.redirectsAtOnce();
    if (redirects === undefined || urlRedirected(redirects, head.url)) return null;
    const found = sources.lookupAtOnce(key);
    if (!found?.entry) return null;
    const status = freshnessOf(key, found.entry, found.staleTimes, sources.refreshInBackground);
    return wireEntry(head, found.entry, status, sources.sharedMaxAge, tail);
  };
}
