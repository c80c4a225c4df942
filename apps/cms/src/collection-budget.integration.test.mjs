import { describe, expect, it } from 'vitest';
import { adminApi } from './admin-api.mjs';
import { testDirectus } from './testing.mjs';

// Against the real Directus of the test set-up, with Tessera's schema applied.
const directus = testDirectus();
const api = adminApi(directus.url, directus.adminToken);

/**
 * Directus’s free Core plan allows 25 active collections; Tessera keeps to 18, so that a site owner has at
 * least 7 for collections of their own. Counted as Directus's licence check counts them: collections with a
 * table and settings, marked active, that are not Directus's own (folders do not count); junction tables
 * count too. Section types cost none (one `sections` collection, docs/sections.md): Tessera uses 17,
 * and the newsletter's subscribers take the 18th.
 */
const COLLECTION_BUDGET = 18;

describe('the schema’s size', () => {
  it(`has at most ${COLLECTION_BUDGET} active collections, so it fits Directus’s free plan with room to spare`, async () => {
    /** @type {import('@directus/types').Collection[]} */
    const collections = await api.get('/collections');
    const active = collections
      .filter((collection) => collection.schema !== null && collection.meta !== null && collection.meta.status === 'active')
      .filter((collection) => !collection.collection.startsWith('directus_'))
      .map((collection) => collection.collection);
    console.info(`Active collections: ${active.length} of ${COLLECTION_BUDGET} (${active.sort().join(', ')})`);
    expect(active).toContain('languages');
    // The junction of form submissions and their files counts like any other collection.
    expect(active).toContain('form_submissions_files');
    expect(active.length).toBeLessThanOrEqual(COLLECTION_BUDGET);
  });
});
