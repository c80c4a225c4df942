import { afterAll, describe, expect, it } from 'vitest';

// Against the real Directus of the test set-up, which loads this extension, with the demo content
// (English, German and Arabic).
const url = process.env.TESSERA_TEST_DIRECTUS_URL;
const token = process.env.TESSERA_TEST_ADMIN_TOKEN;

async function request(method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}
const messageOf = (response) => response.body.errors?.[0]?.message;

const created = [];
async function create(collection, item) {
  const response = await request('POST', `/items/${collection}`, item);
  if (response.status === 200) created.push([collection, response.body.data.id]);
  return response;
}
async function pageId(language, slug) {
  const filter = encodeURIComponent(JSON.stringify({ language: { _eq: language }, slug: slug === '' ? { _empty: true } : { _eq: slug } }));
  return (await request('GET', `/items/pages?filter=${filter}&fields=id`)).body.data[0].id;
}

afterAll(async () => {
  for (const [collection, id] of created.reverse()) await request('DELETE', `/items/${collection}/${id}`);
});

describe('translation checks on save', () => {
  it('refuses a page without a language', async () => {
    const response = await create('pages', { title: 'Nowhere', slug: `nowhere-${Date.now()}` });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('Choose the page’s language (field “Language”).');
  });

  it('refuses a translation without a translation key, naming the original it needs', async () => {
    const response = await create('pages', { title: 'Impressum', slug: 'impressum', language: 'de' });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(
      'This page in Deutsch has no translation key: choose in “Translation of” the English page it translates.',
    );
  });

  it('refuses a slug that another page of the same language has, naming that page', async () => {
    // The members' corner has no Arabic translation yet; the Arabic contact page has this slug.
    const response = await create('pages', {
      title: 'للأعضاء',
      slug: 'ittasil-bina',
      language: 'ar',
      translation_of: await pageId('en', 'members'),
    });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toMatch(
      /^The slug “ittasil-bina” is already used in العربية by the page “اتصل بنا” \(id \d+\); slugs are unique within a language\.$/,
    );
  });

  it('refuses a default-language slug that begins with a language’s code, whose path would be that language’s', async () => {
    const response = await create('pages', { title: 'German course', slug: 'de', language: 'en' });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('The slug “de” begins with “de”, the path prefix of the Deutsch pages: choose another slug.');
    expect((await create('pages', { title: 'Design', slug: `design-${Date.now()}`, language: 'en' })).status).toBe(200);
  });

  it('refuses a second home page in a language', async () => {
    const response = await create('pages', { title: 'للأعضاء', slug: '', language: 'ar', translation_of: await pageId('en', 'members') });
    expect(messageOf(response)).toMatch(/^العربية already has a home page \(empty slug\): “الرئيسية” \(id \d+\)/);
  });

  it('refuses a second translation into the same language', async () => {
    const response = await create('pages', {
      title: 'Über uns (neu)',
      slug: 'ueber-uns-neu',
      language: 'de',
      translation_of: await pageId('en', 'about'),
    });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toMatch(/^“About us” already has a translation in Deutsch: “Über uns” \(id \d+\)\.$/);
  });

  it('refuses a translation of a translation, and an original that names one', async () => {
    const ofGerman = await create('pages', { title: 'X', slug: 'x', language: 'ar', translation_of: await pageId('de', 'ueber-uns') });
    expect(messageOf(ofGerman)).toBe('“Translation of” must name a page in English, the default language; “Über uns” is in Deutsch.');
    const english = await create('pages', {
      title: 'Y',
      slug: `y-${Date.now()}`,
      language: 'en',
      translation_of: await pageId('en', 'about'),
    });
    expect(messageOf(english)).toBe('A page in English, the default language, is an original: leave “Translation of” empty.');
  });

  it('lets the same slug live in two languages, and checks a later change of slug', async () => {
    const shared = await create('posts', {
      title: 'Werkzeug',
      slug: 'tools-for-the-first-month',
      language: 'de',
      translation_of: (await request('GET', '/items/posts?filter[slug][_eq]=tools-for-the-first-month&fields=id')).body.data[0].id,
      published_at: new Date().toISOString(),
    });
    expect(shared.status).toBe(200);
    const clash = await request('PATCH', `/items/posts/${shared.body.data.id}`, { slug: 'die-erste-zange' });
    expect(clash.status).toBe(400);
    expect(messageOf(clash)).toMatch(/^The slug “die-erste-zange” is already used in Deutsch by the post “Die erste Zange wählen”/);
  });

  it('adds a translation from the original, as the Data Studio’s “Create new” does', async () => {
    const original = await create('pages', { title: 'Gallery', slug: `gallery-${Date.now()}`, language: 'en' });
    expect(original.status).toBe(200);
    const update = await request('PATCH', `/items/pages/${original.body.data.id}?fields=translations.language,translations.slug`, {
      translations: { create: [{ title: 'Galerie', slug: `galerie-${Date.now()}`, language: 'de' }], update: [], delete: [] },
    });
    expect(update.status).toBe(200);
    expect(update.body.data.translations.map((translation) => translation.language)).toEqual(['de']);
    const [translation] = (await request('GET', `/items/pages?filter[translation_of][_eq]=${original.body.data.id}&fields=id`)).body.data;
    created.push(['pages', translation.id]);
  });

  it('checks the small texts’ languages', async () => {
    const [item] = (await request('GET', '/items/navigation?limit=1&fields=id,translations')).body.data;
    const unknown = await request('PATCH', `/items/navigation/${item.id}`, { translations: [{ language: 'fr', label: 'Accueil' }] });
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown)).toBe('There is no language “fr” (translation 1); the languages are en, de, ar.');
    const twice = await request('PATCH', `/items/navigation/${item.id}`, {
      translations: [
        { language: 'de', label: 'Start' },
        { language: 'de', label: 'Anfang' },
      ],
    });
    expect(messageOf(twice)).toBe('Translations 1 and 2 are both in Deutsch: keep one.');
    const inDefault = await request('PATCH', `/items/navigation/${item.id}`, { translations: [{ language: 'en', label: 'Home' }] });
    expect(messageOf(inDefault)).toBe('Translation 1 is in English, the default language: edit the fields above instead.');
    const empty = await request('PATCH', `/items/navigation/${item.id}`, { translations: [{ language: 'ar', label: ' ' }] });
    expect(messageOf(empty)).toBe('Translation 1 (العربية) needs a label.');
    expect((await request('GET', `/items/navigation/${item.id}?fields=translations`)).body.data.translations).toEqual(item.translations);
  });
});
