import { PRIVATE_FOLDER } from '@tessera/blocks';
import { describe, expect, test } from 'vitest';
import { CACHED_COLLECTIONS } from '../../site/src/lib/content/data-cache.ts';
import { concernsSite, RENDERED_COLLECTIONS } from '../extensions/tessera-revalidate/index.js';

// The extension is installed into Directus on its own, so it keeps its own list; this keeps it in step with the
// site, whose data cache would otherwise hold a collection Directus never reports changes to (stale for an hour).
describe('tessera-revalidate', () => {
  test('reports changes to exactly the collections the site caches, redirects and files', () => {
    expect([...RENDERED_COLLECTIONS].sort()).toEqual([...CACHED_COLLECTIONS, 'redirects', 'directus_files'].sort());
  });

  test('leaves out a file uploaded into the private folder (a visitor’s), not other uploads or a file moved in', () => {
    expect(concernsSite('items.update', { collection: 'pages' })).toBe(true);
    expect(concernsSite('items.create', { collection: 'form_submissions' })).toBe(false);
    expect(concernsSite('files.upload', { collection: 'directus_files', payload: { folder: null } })).toBe(true);
    expect(concernsSite('files.upload', { payload: {} })).toBe(true);
    expect(concernsSite('files.upload', { collection: 'directus_files', payload: { folder: PRIVATE_FOLDER.id } })).toBe(false);
    // Moved in, changed or deleted: the site may have served it before.
    expect(concernsSite('files.update', { collection: 'directus_files', payload: { folder: PRIVATE_FOLDER.id } })).toBe(true);
    expect(concernsSite('files.delete', { collection: 'directus_files' })).toBe(true);
  });
});
