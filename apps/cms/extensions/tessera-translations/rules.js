// The rules behind Tessera's translation model (docs/content-model.md), as pure functions of the
// items being saved and what the database holds, so that they can be tested without Directus.
// Plain JavaScript that Directus loads as it is, type-checked from its JSDoc (apps/cms/README.md says why).
import { excerpt } from '../../src/payload.mjs';

/** @typedef {{ code: string, name?: string | null }} Language */
/** @typedef {{ languages: Map<string, Language>, defaultLanguage: string | null }} Languages */
/** @typedef {{ id: number | string, title: string, language?: unknown }} Clash */
/**
 * @typedef {{ id?: number | string, language?: unknown, translation_of?: unknown, slug?: string | null, title?: string }} DocumentItem
 */

/** Collections whose items are whole documents, one item per language, linked by `translation_of`. */
export const DOCUMENTS = {
  pages: { noun: 'page', slug: true },
  posts: { noun: 'post', slug: true },
  forms: { noun: 'form', slug: false },
};

/** @typedef {keyof typeof DOCUMENTS} DocumentCollection */

/** Collections with a `translations` list of small texts, one row per language other than the default. */
export const TEXTS = /** @type {Record<string, string[]>} */ ({
  navigation: ['label'],
  site_settings: [],
  products: ['name'],
  categories: ['name'],
  authors: ['bio'],
  locations: [],
});

/**
 * A relation's value as a key, whether the payload holds the key or the related item.
 * @param {unknown} value
 * @param {string} primaryKey
 * @returns {string | number | null}
 */
export const keyOf = (value, primaryKey) =>
  value !== null && typeof value === 'object'
    ? (/** @type {Record<string, string | number | null | undefined>} */ (value)[primaryKey] ?? null)
    : (/** @type {string | number | null | undefined} */ (value) ?? null);

/** @param {unknown} text */
const quoted = (text) => `“${excerpt(text)}”`;
/**
 * @param {Map<string, Language>} languages
 * @param {unknown} code
 */
const describe = (languages, code) => languages.get(String(code))?.name ?? excerpt(code);

/**
 * Problems with one document (page, post or form) as it will be after the write.
 * `item`: { id?, language, translation_of, slug?, title }; `context`: the languages (Map code → {name}),
 * the default language's code, and the items it clashes with, read by the caller:
 * `original` (the item `translation_of` names, or null), `sibling` (another translation of the same
 * original in the same language), `slugTwin` (another item of the same language and slug).
 * @param {DocumentCollection} collection
 * @param {DocumentItem} item
 * @param {Languages & { original: Clash | null, sibling: Clash | null | undefined, slugTwin: Clash | null | undefined }} context
 * @returns {string | null}
 */
export function documentProblem(collection, item, { languages, defaultLanguage, original, sibling, slugTwin }) {
  const { noun, slug } = DOCUMENTS[collection];
  const rawLanguage = keyOf(item.language, 'code');
  const language = rawLanguage === null ? null : String(rawLanguage);
  if (!language) return `Choose the ${noun}’s language (field “Language”).`;
  if (!languages.has(language)) return `There is no language ${quoted(language)}: add it under Languages first.`;
  const languageName = describe(languages, language);
  const defaultName = describe(languages, defaultLanguage);
  const translationOf = keyOf(item.translation_of, 'id');
  if (language === defaultLanguage) {
    if (translationOf !== null) return `A ${noun} in ${defaultName}, the default language, is an original: leave “Translation of” empty.`;
  } else {
    if (translationOf === null)
      return `This ${noun} in ${languageName} has no translation key: choose in “Translation of” the ${defaultName} ${noun} it translates.`;
    if (!original) return `“Translation of” names a ${noun} that does not exist (id ${excerpt(translationOf)}).`;
    if (keyOf(original.language, 'code') !== defaultLanguage)
      return `“Translation of” must name a ${noun} in ${defaultName}, the default language; ${quoted(original.title)} is in ${describe(languages, keyOf(original.language, 'code'))}.`;
    if (sibling)
      return `${quoted(original.title)} already has a translation in ${languageName}: ${quoted(sibling.title)} (id ${sibling.id}).`;
  }
  const firstSegment = typeof item.slug === 'string' ? (item.slug.split('/')[0] ?? '') : '';
  if (slug && language === defaultLanguage && firstSegment !== defaultLanguage && languages.has(firstSegment)) {
    return `The slug ${quoted(item.slug)} begins with ${quoted(firstSegment)}, the path prefix of the ${describe(languages, firstSegment)} pages: choose another slug.`;
  }
  if (slug && slugTwin) {
    const twin = `${quoted(slugTwin.title)} (id ${slugTwin.id}); slugs are unique within a language.`;
    return item.slug
      ? `The slug ${quoted(item.slug)} is already used in ${languageName} by the ${noun} ${twin}`
      : `${languageName} already has a home page (empty slug): ${twin}`;
  }
  return null;
}

/**
 * Problems with a `translations` list of small texts (navigation labels, product names, …).
 * @param {string} collection
 * @param {unknown} rows
 * @param {Languages} languages
 * @returns {string | null}
 */
export function textsProblem(collection, rows, { languages, defaultLanguage }) {
  if (rows === null || rows === undefined) return null;
  if (!Array.isArray(rows)) return 'Translations must be a list: use “Add a translation”.';
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const [index, row] of /** @type {(Record<string, unknown> | null)[]} */ (rows).entries()) {
    const where = `translation ${index + 1}`;
    const language = typeof row?.language === 'string' ? row.language.trim() : '';
    if (!language) return `Give ${where} a language code, e.g. ${[...languages.keys()].find((code) => code !== defaultLanguage) ?? 'de'}.`;
    if (!languages.has(language))
      return `There is no language ${quoted(language)} (${where}); the languages are ${[...languages.keys()].join(', ')}.`;
    const Where = `${where.charAt(0).toUpperCase()}${where.slice(1)}`;
    if (language === defaultLanguage)
      return `${Where} is in ${describe(languages, language)}, the default language: edit the fields above instead.`;
    if (seen.has(language))
      return `Translations ${(seen.get(language) ?? 0) + 1} and ${index + 1} are both in ${describe(languages, language)}: keep one.`;
    seen.set(language, index);
    for (const field of TEXTS[collection] ?? []) {
      const text = row?.[field];
      if (typeof text !== 'string' || text.trim() === '')
        return `${Where} (${describe(languages, language)}) needs a ${field.replace('_', ' ')}.`;
    }
  }
  return null;
}
