import 'server-only';
import { PAGE_COLLECTIONS, readSearchContent } from '@/lib/content';
import { localePath, siteLanguages } from '@/lib/i18n/languages';
import { sharedVersion } from '@/lib/shared-state';
import { processSingleton } from '@/lib/process-singleton';
import { Versioned } from '@/lib/versioned';
import { searchDocuments } from '../documents';
import { SiteSearch } from '../engine';

/**
 * What the index reads (posts, and pages with everything their sections show, products) and the languages its
 * paths are in; a change to any of them rebuilds it.
 */
export const SEARCHED_COLLECTIONS: readonly string[] = ['posts', ...PAGE_COLLECTIONS, 'languages'];

async function buildSearch(): Promise<SiteSearch> {
  const [content, { languages, defaultLocale }] = await Promise.all([readSearchContent(), siteLanguages()]);
  const codes = languages.map((language) => language.code);
  return SiteSearch.build(searchDocuments(content, { codes, localePath: (path, language) => localePath(path, language, defaultLocale) }));
}

const version = () => sharedVersion('search');

function siteSearch(): Versioned<SiteSearch> {
  // Every search asks the shared version (one Redis GET with REDIS_URL), so every instance answers alike after a change.
  return processSingleton(
    'versioned:search',
    () =>
      new Versioned('search', version(), buildSearch, {
        checkIntervalMs: 0,
        retryMs: 5000,
      }),
  );
}

/** The index, current with the last change Directus reported; undefined while it could never be built (Directus down). */
export function currentSearch(): Promise<SiteSearch | undefined> {
  return siteSearch().get();
}

/** Directus reported a change to searched content: every instance rebuilds its index on its next search. */
export async function searchContentChanged(collections: readonly string[]): Promise<void> {
  if (!collections.some((collection) => SEARCHED_COLLECTIONS.includes(collection))) return;
  try {
    await version().bump();
  } finally {
    // This instance reloads on its next request even when Redis could not count the change.
    siteSearch().invalidate();
  }
}
