import { query } from '../admin-api.mjs';
import { demoSection, showcasePages } from './sections.mjs';
import * as content from './content.mjs';
import { ensureDemoImages } from './images.mjs';
import * as journal from './journal.mjs';
import { demoLocations } from './locations.mjs';
import { studioNotes } from './studio-notes.mjs';
import * as translated from './translated.mjs';

/** @typedef {import('../admin-api.mjs').AdminApi} AdminApi */
/** @typedef {import('./content.mjs').Section} Section */

const DEFAULT_LANGUAGE = 'en';

/**
 * Creates the demo content on first start, in English (the default language), German and Arabic.
 * The site settings are written last and mark the seed as done, so later starts change nothing
 * (editors' changes and deletions stay); an interrupted seed resumes, because every collection is
 * filled by natural key (language and slug, title, name).
 * @param {AdminApi} api
 * @returns {Promise<boolean>} whether it seeded
 */
export async function seedDemoContent(api) {
  /** @type {{ id: number } | null} */
  const settings = await api.get('/items/site_settings');
  if (settings?.id) return false;

  await createMissing(api, 'languages', ['code'], translated.languages);
  const images = await ensureDemoImages(api);
  const formIds = await createMissing(
    api,
    'forms',
    ['language', 'title'],
    content.forms.map((form) => ({ ...form, language: DEFAULT_LANGUAGE })),
  );
  await createMissing(
    api,
    'forms',
    ['language', 'title'],
    translated.forms.map(({ original, ...form }) => ({ ...form, translation_of: formIds.get(key(DEFAULT_LANGUAGE, original)) })),
    formIds,
  );
  const productIds = await createMissing(
    api,
    'products',
    ['slug'],
    content.products(images).map((product) => ({ ...product, translations: translated.productTranslations[product.slug] ?? null })),
  );
  /** A relation's item by the natural key the demo content names it with, per related collection. */
  /** @type {Record<string, (value: unknown, language: string) => unknown>} */
  const relatedIds = {
    directus_files: (name) => images[/** @type {keyof typeof images} */ (String(name))]?.id,
    forms: (title, language) => formIds.get(key(language, String(title))),
    products: (slug) => productIds.get(key(String(slug))),
  };
  /**
   * A page's sections as rows of `sections`, each linked through the page's junction.
   * @template {{ language: string, sections: Section[] }} Page
   * @param {Page} page
   */
  const withSections = ({ sections, ...page }) => ({
    ...page,
    sections: sections.map(([type, values]) => ({
      sections_id: demoSection(type, values, (related, value) => relatedIds[related]?.(value, page.language)),
    })),
  });
  const pageIds = await createMissing(
    api,
    'pages',
    ['language', 'slug'],
    content.pages(images).map((page) => withSections({ ...page, language: DEFAULT_LANGUAGE })),
  );
  await createMissing(
    api,
    'pages',
    ['language', 'slug'],
    translated
      .pages(images)
      .map(({ original, ...page }) => withSections({ ...page, translation_of: pageIds.get(key(DEFAULT_LANGUAGE, original)) })),
    pageIds,
  );
  // The showcase: one section of each registered type, from the types' own demo content, in every language.
  const [showcase, ...showcaseTranslations] = showcasePages();
  await createMissing(api, 'pages', ['language', 'slug'], [withSections(showcase)], pageIds);
  await createMissing(
    api,
    'pages',
    ['language', 'slug'],
    showcaseTranslations.map((page) => withSections({ ...page, translation_of: pageIds.get(key(DEFAULT_LANGUAGE, showcase.slug)) })),
    pageIds,
  );
  await createMissing(
    api,
    'navigation',
    ['label'],
    content.navigation.map(({ label, page, url }, index) => ({
      label,
      translations: Object.entries(translated.navigationTranslations[label] ?? {}).map(([language, text]) => ({ language, label: text })),
      url: url ?? null,
      page: page === undefined ? null : pageIds.get(key(DEFAULT_LANGUAGE, page)),
      sort: index + 1,
    })),
  );
  const categoryIds = await createMissing(api, 'categories', ['slug'], journal.categories);
  const authorIds = await createMissing(api, 'authors', ['name'], journal.authors(images));
  const originalPosts = [...content.posts(images), ...studioNotes(images)];
  // A post's category and author, by its slug in the default language (a translation's is its original's).
  const byline = (/** @type {string} */ slug) => {
    const original = originalPosts.find((post) => post.slug === slug);
    return {
      category: categoryIds.get(key(journal.postCategories[slug] ?? journal.DEFAULT_POST_CATEGORY)),
      author_profile: authorIds.get(key(original?.author)) ?? null,
    };
  };
  const postIds = await createMissing(
    api,
    'posts',
    ['language', 'slug'],
    originalPosts.map((post) => ({ status: 'published', language: DEFAULT_LANGUAGE, ...post, ...byline(post.slug) })),
  );
  await createMissing(
    api,
    'posts',
    ['language', 'slug'],
    translated.posts(images).map(({ original, ...post }) => ({
      status: 'published',
      ...post,
      ...byline(original),
      translation_of: postIds.get(key(DEFAULT_LANGUAGE, original)),
    })),
    postIds,
  );
  await createMissing(
    api,
    'locations',
    ['name'],
    demoLocations().map((location) => ({ ...location, translations: translated.locationTranslations(location) })),
  );
  await createMissing(api, 'redirects', ['from'], content.redirects);
  await api.patch('/items/site_settings', {
    ...content.siteSettings(images),
    default_language: DEFAULT_LANGUAGE,
    translations: translated.siteSettingsTranslations,
  });
  return true;
}

/** The demo forms in every language. */
const demoForms = () => [...content.forms.map((form) => ({ ...form, language: DEFAULT_LANGUAGE })), ...translated.forms];

/**
 * Gives the demo contact forms of a database seeded before forms took files their file field (`attachment`, after
 * the message field), once: only a form whose fields are still, by name, the ones that seed gave it, and that never
 * had a file field (its revisions say so), so an editor's form, or one whose attachment an editor removed, stays as
 * it is. Runs on every start; returns what it changed, for the start-up log.
 * @param {AdminApi} api
 * @param {{ language: string, title: string, fields: { name: string, type: string }[] }[]} [forms] the demo forms as seeded now
 * @returns {Promise<string[]>}
 */
export async function addDemoAttachmentFields(api, forms = demoForms()) {
  const changes = [];
  for (const demo of forms) {
    const position = demo.fields.findIndex((field) => field.type === 'file');
    const fileField = demo.fields[position];
    if (!fileField) continue;
    const earlierSeed = demo.fields.filter((field) => field.type !== 'file').map((field) => field.name);
    /** @type {{ id: number, fields: { name?: unknown, type?: unknown }[] | null }[]} */
    const [form] = await api.get(
      `/items/forms${query({ filter: { language: { _eq: demo.language }, title: { _eq: demo.title } }, fields: 'id,fields', limit: 1 })}`,
    );
    const fields = form?.fields ?? [];
    if (!form || fields.map((field) => field.name).join('\u0000') !== earlierSeed.join('\u0000')) continue;
    /** @type {{ data: { fields?: { type?: unknown }[] | null } | null }[]} */
    const revisions = await api.get(
      `/revisions${query({ filter: { collection: { _eq: 'forms' }, item: { _eq: String(form.id) } }, fields: 'data', limit: -1 })}`,
    );
    if (revisions.some((revision) => revision.data?.fields?.some((field) => field.type === 'file'))) continue;
    await api.patch(`/items/forms/${form.id}`, { fields: [...fields.slice(0, position), fileField, ...fields.slice(position)] });
    changes.push(`form “${demo.title}” given its file field “${fileField.name}”`);
  }
  return changes;
}

/**
 * An item's natural key: the values of its key fields.
 * @param {...unknown} values
 */
const key = (...values) => values.map((value) => value ?? '').join('\u0000');

/**
 * Creates the items whose natural key (the values of `keyFields`) is not in `ids` or Directus yet;
 * returns every key's id (in `ids`, which may carry the keys of an earlier call on the same collection).
 * @param {AdminApi} api
 * @param {string} collection
 * @param {string[]} keyFields
 * @param {Record<string, unknown>[]} items
 * @param {Map<string, unknown>} [ids] natural keys and the primary keys Directus gave their items
 */
async function createMissing(api, collection, keyFields, items, ids = new Map()) {
  const primaryKey = collection === 'languages' ? 'code' : 'id';
  /** @type {Record<string, unknown>[]} */
  const existing = await api.get(`/items/${collection}${query({ fields: [primaryKey, ...keyFields].join(','), limit: -1 })}`);
  for (const item of existing) ids.set(key(...keyFields.map((field) => item[field])), item[primaryKey]);
  const missing = items.filter((item) => !ids.has(key(...keyFields.map((field) => item[field]))));
  // Directus creates a batch in one transaction, so a failure leaves none of it behind.
  for (let start = 0; start < missing.length; start += 100) {
    /** @type {Record<string, unknown>[]} */
    const created = await api.post(`/items/${collection}`, missing.slice(start, start + 100));
    for (const item of created) ids.set(key(...keyFields.map((field) => item[field])), item[primaryKey]);
  }
  return ids;
}
