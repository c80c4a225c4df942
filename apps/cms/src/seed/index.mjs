import { query } from '../admin-api.mjs';
import * as content from './content.mjs';
import { ensureDemoImages } from './images.mjs';
import { demoLocations } from './locations.mjs';
import { studioNotes } from './studio-notes.mjs';

/**
 * Creates the demo content on first start. The site settings are written last and mark the seed
 * as done, so later starts change nothing (editors' changes and deletions stay); an interrupted
 * seed resumes, because every collection is filled by natural key (slug, title, name).
 */
export async function seedDemoContent(api) {
  const settings = await api.get('/items/site_settings');
  if (settings?.id) return false;

  const images = await ensureDemoImages(api);
  const formIds = await createMissing(api, 'forms', 'title', content.forms);
  const productIds = await createMissing(api, 'products', 'slug', content.products(images));
  const pageIds = await createMissing(
    api,
    'pages',
    'slug',
    content.pages(images).map(({ sections, ...page }) => ({
      ...page,
      sections: sections.map(([collection, item]) => ({
        collection,
        item: {
          ...item,
          ...(collection === 'section_form' ? { form: formIds.get(item.form) } : {}),
          ...(collection === 'section_checkout' ? { product: productIds.get(item.product) } : {}),
        },
      })),
    })),
  );
  await createMissing(
    api,
    'navigation',
    'label',
    content.navigation.map(({ label, page, url }, index) => ({
      label,
      url: url ?? null,
      page: page === undefined ? null : pageIds.get(page),
      sort: index + 1,
    })),
  );
  await createMissing(
    api,
    'posts',
    'slug',
    [...content.posts(images), ...studioNotes(images)].map((post) => ({ status: 'published', ...post })),
  );
  await createMissing(api, 'locations', 'name', demoLocations());
  await createMissing(api, 'redirects', 'from', content.redirects);
  await api.patch('/items/site_settings', content.siteSettings(images));
  return true;
}

/** Creates the items whose `key` value is not there yet; returns every key's id. */
async function createMissing(api, collection, key, items) {
  const existing = await api.get(`/items/${collection}${query({ fields: `id,${key}`, limit: -1 })}`);
  const ids = new Map(existing.map((item) => [item[key], item.id]));
  const missing = items.filter((item) => !ids.has(item[key]));
  // Directus creates a batch in one transaction, so a failure leaves none of it behind.
  for (let start = 0; start < missing.length; start += 100) {
    const created = await api.post(`/items/${collection}`, missing.slice(start, start + 100));
    for (const item of created) ids.set(item[key], item.id);
  }
  return ids;
}
