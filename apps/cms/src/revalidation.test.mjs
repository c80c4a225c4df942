import { describe, expect, test } from 'vitest';
import { CACHED_COLLECTIONS } from '../../site/src/lib/content/data-cache.ts';
import { RENDERED_COLLECTIONS } from '../extensions/tessera-revalidate/index.js';

// The extension is installed into Directus on its own, so it keeps its own list; this keeps it in step with the
// site, whose data cache would otherwise hold a collection Directus never reports changes to (stale for an hour).
describe('tessera-revalidate', () => {
  test('reports changes to exactly the collections the site caches, redirects and files', () => {
    expect([...RENDERED_COLLECTIONS].sort()).toEqual([...CACHED_COLLECTIONS, 'redirects', 'directus_files'].sort());
  });
});
