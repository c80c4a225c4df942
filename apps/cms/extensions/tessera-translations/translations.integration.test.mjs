import { afterAll, describe, expect, it } from 'vitest';
import { adminApi, query } from '../../src/admin-api.mjs';
import { refusal, testDirectus } from '../../src/testing.mjs';

// Against the real Directus of the test set-up, which loads this extension, with the demo content
// (English, German and Arabic).
const directus = testDirectus();
const api = adminApi(directus.url, directus.adminToken);

/** @typedef {{ id: number }} Saved an item as a save with no `fields` returns it, of which the tests need the id */
/** @typedef {{ language: string, label: string }} NavigationTranslation */

/** @type {[collection: string, id: number][]} */
const created = [];
/**
 * Creates an item, deleted again after the tests.
 * @param {string} collection
 * @param {Record<string, unknown>} item
 */
async function create(collection, item) {
  /** @type {Saved} */
  const saved = await api.post(`/items/${collection}`, item);
  created.push([collection, saved.id]);
  return saved;
}
/**
 * @param {string} language
 * @param {string} slug empty for the language's home page
 */
async function pageId(language, slug) {
  const filter = { language: { _eq: language }, slug: slug === '' ? { _empty: true } : { _eq: slug } };
  /** @type {[Saved]} */
  const [page] = await api.get(`/items/pages${query({ filter, fields: 'id' })}`);
  return page.id;
}

afterAll(async () => {
  for (const [collection, id] of created.reverse()) await api.delete(`/items/${collection}/${id}`);
});

describe('translation checks on save', () => {
  it('refuses a page without a language', async () => {
    const refused = await refusal(create('pages', { title: 'Nowhere', slug: `nowhere-${Date.now()}` }));
    expect(refused.status).toBe(400);
    expect(refused.reason).toBe('Choose the page’s language (field “Language”).');
  });

  it('refuses a translation without a translation key, naming the original it needs', async () => {
    const refused = await refusal(create('pages', { title: 'Impressum', slug: 'impressum', language: 'de' }));
    expect(refused.status).toBe(400);
    expect(refused.reason).toBe('This page in Deutsch has no translation key: choose in “Translation of” the English page it translates.');
  });

  it('refuses a slug that another page of the same language has, naming that page', async () => {
    // The members' corner has no Arabic translation yet; the Arabic contact page has this slug.
    const refused = await refusal(
      create('pages', {
        title: 'للأعضاء',
        slug: 'ittasil-bina',
        language: 'ar',
        translation_of: await pageId('en', 'members'),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.reason).toMatch(
      /^The slug “ittasil-bina” is already used in العربية by the page “اتصل بنا” \(id \d+\); slugs are unique within a language\.$/,
    );
  });

  it('refuses a default-language slug that begins with a language’s code, whose path would be that language’s', async () => {
    const refused = await refusal(create('pages', { title: 'German course', slug: 'de', language: 'en' }));
    expect(refused.status).toBe(400);
    expect(refused.reason).toBe('The slug “de” begins with “de”, the path prefix of the Deutsch pages: choose another slug.');
    // A slug that only starts with the same letters is accepted (a refusal would throw).
    await create('pages', { title: 'Design', slug: `design-${Date.now()}`, language: 'en' });
  });

  it('refuses a second home page in a language', async () => {
    const refused = await refusal(
      create('pages', { title: 'للأعضاء', slug: '', language: 'ar', translation_of: await pageId('en', 'members') }),
    );
    expect(refused.reason).toMatch(/^العربية already has a home page \(empty slug\): “الرئيسية” \(id \d+\)/);
  });

  it('refuses a second translation into the same language', async () => {
    const refused = await refusal(
      create('pages', {
        title: 'Über uns (neu)',
        slug: 'ueber-uns-neu',
        language: 'de',
        translation_of: await pageId('en', 'about'),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.reason).toMatch(/^“About us” already has a translation in Deutsch: “Über uns” \(id \d+\)\.$/);
  });

  it('refuses a translation of a translation, and an original that names one', async () => {
    const ofGerman = await refusal(
      create('pages', { title: 'X', slug: 'x', language: 'ar', translation_of: await pageId('de', 'ueber-uns') }),
    );
    expect(ofGerman.reason).toBe('“Translation of” must name a page in English, the default language; “Über uns” is in Deutsch.');
    const english = await refusal(
      create('pages', {
        title: 'Y',
        slug: `y-${Date.now()}`,
        language: 'en',
        translation_of: await pageId('en', 'about'),
      }),
    );
    expect(english.reason).toBe('A page in English, the default language, is an original: leave “Translation of” empty.');
  });

  it('lets the same slug live in two languages, and checks a later change of slug', async () => {
    /** @type {[Saved]} */
    const [original] = await api.get('/items/posts?filter[slug][_eq]=tools-for-the-first-month&fields=id');
    // Accepted (a refusal would throw): the English post has this slug, not a German one.
    const shared = await create('posts', {
      title: 'Werkzeug',
      slug: 'tools-for-the-first-month',
      language: 'de',
      translation_of: original.id,
      published_at: new Date().toISOString(),
    });
    const clash = await refusal(api.patch(`/items/posts/${shared.id}`, { slug: 'die-erste-zange' }));
    expect(clash.status).toBe(400);
    expect(clash.reason).toMatch(/^The slug “die-erste-zange” is already used in Deutsch by the post “Die erste Zange wählen”/);
  });

  it('adds a translation from the original, as the Data Studio’s “Create new” does', async () => {
    const original = await create('pages', { title: 'Gallery', slug: `gallery-${Date.now()}`, language: 'en' });
    /** @type {{ translations: { language: string, slug: string }[] }} */
    const updated = await api.patch(`/items/pages/${original.id}?fields=translations.language,translations.slug`, {
      translations: { create: [{ title: 'Galerie', slug: `galerie-${Date.now()}`, language: 'de' }], update: [], delete: [] },
    });
    expect(updated.translations.map((translation) => translation.language)).toEqual(['de']);
    /** @type {[Saved]} */
    const [translation] = await api.get(`/items/pages?filter[translation_of][_eq]=${original.id}&fields=id`);
    created.push(['pages', translation.id]);
  });

  it('checks the small texts’ languages', async () => {
    /** @type {[{ id: number, translations: NavigationTranslation[] | null }]} */
    const [item] = await api.get('/items/navigation?limit=1&fields=id,translations');
    /** @param {NavigationTranslation[]} translations */
    const refusedTranslations = (translations) => refusal(api.patch(`/items/navigation/${item.id}`, { translations }));
    const unknown = await refusedTranslations([{ language: 'fr', label: 'Accueil' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.reason).toBe('There is no language “fr” (translation 1); the languages are en, de, ar.');
    const twice = await refusedTranslations([
      { language: 'de', label: 'Start' },
      { language: 'de', label: 'Anfang' },
    ]);
    expect(twice.reason).toBe('Translations 1 and 2 are both in Deutsch: keep one.');
    const inDefault = await refusedTranslations([{ language: 'en', label: 'Home' }]);
    expect(inDefault.reason).toBe('Translation 1 is in English, the default language: edit the fields above instead.');
    const empty = await refusedTranslations([{ language: 'ar', label: ' ' }]);
    expect(empty.reason).toBe('Translation 1 (العربية) needs a label.');
    /** @type {{ translations: NavigationTranslation[] | null }} */
    const kept = await api.get(`/items/navigation/${item.id}?fields=translations`);
    expect(kept.translations).toEqual(item.translations);
  });
});
