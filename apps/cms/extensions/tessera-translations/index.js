// Editors learn at save time, in the Data Studio, that a translation cannot be routed: a page
// without a language or translation key, two pages of one language on one slug, a navigation label
// in a language the site does not have. The rules are in rules.js; this hook reads what they compare
// against through the write's own transaction (SQLite has a single connection, held by that write).
// Plain JavaScript that Directus loads as it is, type-checked from its JSDoc (apps/cms/README.md says why).
import { createError } from '@directus/errors';
import { checkTypes, jsonValue } from '../../src/payload.mjs';
import { DOCUMENTS, TEXTS, documentProblem, keyOf, textsProblem } from './rules.js';

/** @typedef {import('@directus/types').EventContext['database']} Database */
/** @typedef {import('knex').Knex.QueryBuilder} QueryBuilder */
/** @typedef {import('./rules.js').DocumentItem} DocumentItem */
/** @typedef {import('./rules.js').Languages} Languages */
/** @typedef {import('./rules.js').Language} Language */
/** @typedef {keyof typeof DOCUMENTS} DocumentCollection */
/** @typedef {Record<string, unknown>} Payload */

const InvalidTranslationError = createError(
  'INVALID_TRANSLATION',
  /** @param {{ message: string }} extensions */ (extensions) => extensions.message,
  400,
);

/** The fields of a document whose change can break its routing. */
const ROUTING_FIELDS = ['language', 'translation_of', 'slug'];

/** @param {string} collection */
const isDocument = (collection) => Object.hasOwn(DOCUMENTS, collection);

/**
 * @param {Database} database
 * @returns {Promise<Languages>}
 */
async function languagesOf(database) {
  /** @type {Language[]} */
  const rows = await database('languages')
    .select('code', 'name')
    .orderBy([{ column: 'sort' }, { column: 'code' }]);
  const languages = new Map(rows.map((row) => [row.code, row]));
  const settings = await database('site_settings').first('default_language');
  return { languages, defaultLanguage: settings?.default_language ?? rows[0]?.code ?? null };
}

/**
 * @param {QueryBuilder} query
 * @param {string} slug
 */
const sameSlug = (query, slug) =>
  slug ? query.where({ slug }) : query.where((/** @type {QueryBuilder} */ empty) => empty.whereNull('slug').orWhere({ slug: '' }));

/**
 * @param {DocumentCollection} collection
 * @param {DocumentItem} item
 * @param {readonly (string | number)[]} excluded
 * @param {Database} database
 * @param {Languages} context
 */
async function checkDocument(collection, item, excluded, database, context) {
  const language = keyOf(item.language, 'code');
  const translationOf = keyOf(item.translation_of, 'id');
  const others = () => database(collection).whereNotIn('id', excluded);
  const original =
    translationOf === null ? null : ((await database(collection).where({ id: translationOf }).first('id', 'title', 'language')) ?? null);
  const sibling =
    translationOf === null || !language ? null : await others().where({ translation_of: translationOf, language }).first('id', 'title');
  const slugTwin =
    DOCUMENTS[collection].slug && language ? await sameSlug(others().where({ language }), item.slug ?? '').first('id', 'title') : null;
  return documentProblem(collection, item, { ...context, original, sibling, slugTwin });
}

/** @type {import('@directus/types').HookConfig} */
const registerTranslationValidation = ({ filter }) => {
  /**
   * @param {Payload | null | undefined} payload
   * @param {Record<string, any>} meta
   * @param {{ database: Database }} context
   */
  async function check(payload, meta, { database }) {
    /** @type {string} */
    const collection = meta.collection;
    /** @param {string} message @returns {never} */
    const fail = (message) => {
      throw new InvalidTranslationError({ message });
    };
    if (TEXTS[collection]) checkTypes(payload, { translations: { type: 'json', label: 'Translations' } });
    if (isDocument(collection)) {
      checkTypes(payload, {
        language: { type: 'key', label: 'Language' },
        translation_of: { type: 'key', label: 'Translation of' },
        slug: { type: 'text', label: 'Slug' },
        title: { type: 'text', label: 'Title' },
      });
    }
    if (TEXTS[collection] && payload?.translations !== undefined) {
      const rows = jsonValue(payload.translations);
      const problem = textsProblem(collection, rows, await languagesOf(database));
      if (problem) fail(problem);
    }
    if (!isDocument(collection) || !payload) return payload;
    const documents = /** @type {DocumentCollection} */ (collection);
    const context = await languagesOf(database);
    if (meta.event === 'items.create') {
      const problem = await checkDocument(documents, payload, [], database, context);
      if (problem) fail(problem);
      return payload;
    }
    if (!ROUTING_FIELDS.some((field) => payload[field] !== undefined)) return payload;
    /** @type {(string | number)[]} */
    const keys = meta.keys ?? [];
    /** @type {DocumentItem[]} */
    const current = await database(collection)
      .whereIn('id', keys)
      .select('id', 'title', 'language', 'translation_of', ...(DOCUMENTS[documents].slug ? ['slug'] : []));
    for (const item of current) {
      const problem = await checkDocument(documents, { ...item, ...payload }, keys, database, context);
      if (problem) fail(problem);
    }
    // One update of several items must not give them one slug, or one original the same translation twice.
    if (current.length > 1 && (payload.slug !== undefined || payload.translation_of !== undefined)) {
      const noun = DOCUMENTS[documents].noun;
      fail(
        `These ${noun}s would share one ${payload.slug !== undefined ? 'slug' : 'translation key'} in one language: change them one at a time.`,
      );
    }
    return payload;
  }

  filter('items.create', check);
  filter('items.update', check);
};
export default registerTranslationValidation;
