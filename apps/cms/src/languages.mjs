import { query } from './admin-api.mjs';

/** The language a Directus without any gets, so that the site always has a default language. */
export const FIRST_LANGUAGE = { code: 'en', name: 'English', direction: 'ltr', sort: 1 };

/** The collections whose items are documents in one language each (see docs/content-model.md). */
export const DOCUMENT_COLLECTIONS = ['pages', 'posts', 'forms'];

/**
 * Makes sure the site has a default language: creates English when no language is configured,
 * names the first language the default when the site settings name none, and gives every page,
 * post and form without a language (content from before languages existed) the default one.
 * Returns what it changed, for the start-up log.
 * @param {import('./admin-api.mjs').AdminApi} api
 * @returns {Promise<string[]>}
 */
export async function ensureLanguages(api) {
  const changes = [];
  /** @type {{ code: string }[]} */
  const languages = await api.get(`/items/languages${query({ fields: 'code', sort: 'sort,code', limit: -1 })}`);
  let firstLanguage = languages[0];
  if (!firstLanguage) {
    await api.post('/items/languages', FIRST_LANGUAGE);
    firstLanguage = FIRST_LANGUAGE;
    changes.push(`language ${FIRST_LANGUAGE.code} created`);
  }
  /** @type {{ id: number, default_language: string | null } | null} */
  const settings = await api.get('/items/site_settings?fields=id,default_language');
  let defaultLanguage = settings?.default_language;
  if (!defaultLanguage) {
    defaultLanguage = firstLanguage.code;
    await api.patch('/items/site_settings', { default_language: defaultLanguage });
    changes.push(`default language ${defaultLanguage}`);
  }
  for (const collection of DOCUMENT_COLLECTIONS) {
    /** @type {{ id: number }[]} */
    const orphans = await api.get(`/items/${collection}${query({ fields: 'id', filter: { language: { _null: true } }, limit: -1 })}`);
    if (orphans.length === 0) continue;
    await api.patch(`/items/${collection}`, { keys: orphans.map((item) => item.id), data: { language: defaultLanguage } });
    changes.push(`${orphans.length} ${collection} in ${defaultLanguage}`);
  }
  return changes;
}
