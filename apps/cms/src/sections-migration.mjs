// Moves a database from the page builder's first design (one collection per section type, `section_<type>`,
// linked to pages through the many-to-any `pages_sections.item`/`collection`) to the one `sections` collection
// (docs/content-model.md, "Sections"). Runs on every set-up after the schema is applied; a database without the old
// collections is left alone.
import { columnOf, defaultSectionName, PAGES_JUNCTION, SECTION_TYPES, SECTIONS_COLLECTION } from '@tessera/sections';
import { DirectusApiError } from './admin-api.mjs';

/** The old design's collection of a type, and the folder that held them in the Data Studio. */
const legacyCollection = (/** @type {import('@tessera/sections').SectionDefinition} */ definition) => `section_${definition.key}`;
const LEGACY_FOLDER = 'page_sections_group';
/** The many-to-any columns of the junction in the old design. */
const LEGACY_LINK_FIELDS = ['item', 'collection'];

/**
 * @typedef {{ id: number, collection: string | null, item: string | null, sections_id: number | null }} LegacyLink
 * @typedef {Record<string, unknown> & { id: number }} LegacyItem
 */

/**
 * A section row for an old item: its type, its values in the type's columns, a name editors can find it by.
 * @param {import('@tessera/sections').SectionDefinition} definition
 * @param {LegacyItem} item
 */
function sectionRow(definition, item) {
  /** @type {Record<string, unknown>} */
  const row = { type: definition.key, heading: item.heading ?? null, name: defaultSectionName(definition, item.heading) };
  for (const field of definition.fields) if (field.name in item) row[columnOf(definition, field.name)] = item[field.name] ?? null;
  return row;
}

/** What identifies a section's content, to find an old unlinked item already moved by an interrupted run. */
const signature = (/** @type {Record<string, unknown>} */ row) =>
  JSON.stringify(
    Object.keys(row)
      .filter((key) => key !== 'pages' && key !== 'id')
      .sort()
      .map((key) => [key, row[key] ?? null]),
  );

/**
 * Moves every item of the old section collections into `sections` and links the pages' junction rows to them,
 * then removes the old collections and the junction's many-to-any columns.
 *
 * Safe to run again and safe to interrupt: all sections are created, and the junction rows linked, in one request
 * (one transaction in Directus); a junction row already linked is not moved again, nor is an unlinked item whose
 * section exists. The old collections are removed only once every link that pointed into them has its section.
 * @param {import('./admin-api.mjs').AdminApi} api
 * @returns {Promise<string[]>} what was done, for the set-up's log
 */
export async function migrateSections(api) {
  /** @type {{ collection: string }[]} */
  const collections = await api.get('/collections?limit=-1');
  const names = new Set(collections.map((collection) => collection.collection));
  const legacy = SECTION_TYPES.filter((definition) => names.has(legacyCollection(definition)));
  /** @type {{ field: string }[]} */
  const junctionFields = await api.get(`/fields/${PAGES_JUNCTION}`);
  const linkFields = junctionFields.map((field) => field.field).filter((field) => LEGACY_LINK_FIELDS.includes(field));
  if (legacy.length === 0 && linkFields.length === 0 && !names.has(LEGACY_FOLDER)) return [];

  /** @type {LegacyLink[]} */
  const links =
    linkFields.length === LEGACY_LINK_FIELDS.length
      ? await api.get(`/items/${PAGES_JUNCTION}?limit=-1&fields=id,collection,item,sections_id`)
      : [];
  /** @type {Record<string, unknown>[]} */
  const existing = await api.get(`/items/${SECTIONS_COLLECTION}?limit=-1&fields=*,pages.id`);
  const unlinkedSignatures = existing.filter((row) => Array.isArray(row.pages) && row.pages.length === 0).map(signature);

  const created = [];
  for (const definition of legacy) {
    const collection = legacyCollection(definition);
    /** @type {LegacyItem[]} */
    const items = await api.get(`/items/${collection}?limit=-1`);
    for (const item of items) {
      const pointing = links.filter((link) => link.collection === collection && String(link.item) === String(item.id));
      const row = sectionRow(definition, item);
      if (pointing.length === 0) {
        // Not on any page: moved unless a run that was interrupted moved it already.
        const index = unlinkedSignatures.indexOf(signature(row));
        if (index >= 0) unlinkedSignatures.splice(index, 1);
        else created.push({ ...row, pages: [] });
        continue;
      }
      const waiting = pointing.filter((link) => link.sections_id === null);
      if (waiting.length > 0) created.push({ ...row, pages: waiting.map((link) => ({ id: link.id })) });
    }
  }
  const changes = [];
  if (created.length > 0) {
    await api.post(`/items/${SECTIONS_COLLECTION}`, created);
    changes.push(`${created.length} sections moved into the sections collection`);
  }

  // Only once every link into an old collection has its section is anything removed.
  if (linkFields.length === LEGACY_LINK_FIELDS.length) {
    /** @type {LegacyLink[]} */
    const after = await api.get(`/items/${PAGES_JUNCTION}?limit=-1&fields=id,collection,item,sections_id&filter[sections_id][_null]=true`);
    const movable = new Set(legacy.map(legacyCollection));
    const lost = after.filter((link) => link.collection !== null && movable.has(link.collection));
    for (const link of lost) {
      // A link to an item that no longer exists showed nothing: it goes. Any other would lose content: stop.
      const exists = await api.get(`/items/${link.collection}?filter[id][_eq]=${encodeURIComponent(String(link.item))}&fields=id`);
      if (Array.isArray(exists) && exists.length > 0)
        throw new Error(`The page section ${link.collection} ${link.item} could not be moved into sections; nothing was removed.`);
      await api.delete(`/items/${PAGES_JUNCTION}/${link.id}`);
    }
  }
  // Deleting `item` deletes its many-to-any relation too (deleting the relation first stalls SQLite's one connection).
  for (const field of linkFields) await deleteIfPresent(api, `/fields/${PAGES_JUNCTION}/${field}`);
  for (const definition of legacy) await deleteIfPresent(api, `/collections/${legacyCollection(definition)}`);
  if (names.has(LEGACY_FOLDER)) await deleteIfPresent(api, `/collections/${LEGACY_FOLDER}`);
  if (legacy.length > 0) changes.push(`old section collections removed: ${legacy.map(legacyCollection).join(', ')}`);
  return changes;
}

/**
 * @param {import('./admin-api.mjs').AdminApi} api
 * @param {string} path
 */
async function deleteIfPresent(api, path) {
  try {
    await api.delete(path);
  } catch (error) {
    // Gone already (a run interrupted after it): Directus answers 403 for what does not exist.
    if (!(error instanceof DirectusApiError && (error.status === 403 || error.status === 404))) throw error;
  }
}
