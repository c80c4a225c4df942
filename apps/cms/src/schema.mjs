import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sectionSchemaFields, sectionSchemaRelations } from '@tessera/sections';

export const snapshotFile = fileURLToPath(new URL('../schema/snapshot.json', import.meta.url));

/** @typedef {import('@directus/types').Snapshot} Snapshot */
/**
 * One change in Directus's schema difference (deep-diff's record): `kind` N(ew), D(eleted), E(dited) or A(rray),
 * at `path` inside the collection, field or relation; no path for the whole of it.
 * @typedef {{ kind: 'N' | 'D' | 'E' | 'A', path?: (string | number)[] }} Change
 */
/** @typedef {{ collection: string, diff: Change[] }} DiffEntry a collection's, field's or relation's changes */
/** @typedef {{ hash: string, diff: Record<string, DiffEntry[]> }} SchemaDifference what /schema/diff answers, by kind */

/**
 * The snapshot entries the section registry defines (@tessera/sections), as `collection.field`: the `sections`
 * fields and relations of the section types, which the committed snapshot leaves out.
 */
const sectionKeys = () =>
  new Set([...sectionSchemaFields(), ...sectionSchemaRelations()].map((entry) => `${entry.collection}.${entry.field}`));

/**
 * The schema Tessera applies: the committed snapshot, plus the section types' fields and relations from the
 * section registry (so a new type's fields follow from its folder, not from a hand-edited snapshot).
 * @returns {Promise<Snapshot>}
 */
export async function tesseraSchema() {
  /** @type {Snapshot} */
  const snapshot = JSON.parse(await readFile(snapshotFile, 'utf8'));
  const fields = /** @type {Snapshot['fields']} */ (/** @type {unknown} */ (sectionSchemaFields()));
  const relations = /** @type {Snapshot['relations']} */ (/** @type {unknown} */ (sectionSchemaRelations()));
  return { ...snapshot, fields: [...snapshot.fields, ...fields], relations: [...snapshot.relations, ...relations] };
}

/**
 * A schema snapshot without what the section registry defines: what `npm run cms:snapshot` commits.
 * @param {Snapshot} snapshot
 * @returns {Snapshot}
 */
export function withoutSectionTypes(snapshot) {
  const keys = sectionKeys();
  const owned = (/** @type {{ collection: string, field: string }} */ entry) => keys.has(`${entry.collection}.${entry.field}`);
  return {
    ...snapshot,
    fields: snapshot.fields.filter((entry) => !owned(entry)),
    relations: snapshot.relations.filter((entry) => !owned(entry)),
  };
}

/**
 * A collection, field or relation that exists in Directus but not in the snapshot.
 * @param {DiffEntry} entry
 */
const isRemoval = (entry) => entry.diff.some((change) => change.kind === 'D' && change.path === undefined);

/**
 * A collection's preview link holds the preview secret, so applyPreviewUrls sets it, never the snapshot.
 * @param {Change} change
 */
const isPreviewUrl = (change) => change.path?.[0] === 'meta' && change.path?.[1] === 'preview_url';

/**
 * What of an entry the snapshot applies: not a removal, not a preview link.
 * @param {DiffEntry} entry
 * @returns {DiffEntry | null}
 */
function additiveChanges(entry) {
  if (isRemoval(entry)) return null;
  const diff = entry.diff.filter((change) => !isPreviewUrl(change));
  return diff.length > 0 ? { ...entry, diff } : null;
}

/**
 * Column details that each database reports in its own words: PostgreSQL's `uuid`, `character varying`
 * and `integer` (precision 32) are SQLite's `char(36)`, `varchar` and `integer`. Between a snapshot taken on one
 * database and a schema created from it on another they differ without any change, and "correcting"
 * them fails (PostgreSQL cannot turn a uuid primary key into char).
 */
const VENDOR_DETAILS = new Set(['type', 'schema.data_type', 'schema.max_length', 'schema.numeric_precision', 'schema.numeric_scale']);
/** @param {DiffEntry} entry */
const isVendorDetail = (entry) =>
  entry.diff.every((change) => change.kind === 'E' && change.path !== undefined && VENDOR_DETAILS.has(change.path.join('.')));

/**
 * Brings the collections, fields and relations in line with the committed snapshot. Directus
 * computes the difference itself, so an unchanged snapshot changes nothing; `force` lets the same
 * snapshot apply to another Directus version or database vendor (whose column types read differently,
 * see VENDOR_DETAILS). What the snapshot lacks is kept:
 * a field someone added in the Data Studio survives a restart (save it with `npm run cms:snapshot`).
 * Preview links are left to applyPreviewUrls (they hold a secret).
 * @param {import('./admin-api.mjs').AdminApi} api
 * @returns {Promise<boolean>} whether anything changed
 */
export async function applySchema(api) {
  const snapshot = await tesseraSchema();
  /** @type {SchemaDifference | null} null (204) when there is no difference */
  const difference = await api.post('/schema/diff?force=true', snapshot);
  if (!difference) return false;
  /** @type {Snapshot} */
  const current = await api.get('/schema/snapshot');
  const otherVendor = current.vendor !== snapshot.vendor;
  const additive = Object.fromEntries(
    Object.entries(difference.diff).map(([kind, entries]) => [
      kind,
      entries.map(additiveChanges).filter((entry) => entry !== null && !(otherVendor && kind === 'fields' && isVendorDetail(entry))),
    ]),
  );
  if (Object.values(additive).every((entries) => entries.length === 0)) return false;
  await api.post('/schema/apply', { ...difference, diff: additive });
  return true;
}
