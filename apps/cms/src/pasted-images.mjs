import { pastedImages } from '@tessera/blocks';
import { DirectusApiError, query } from './admin-api.mjs';

/** @typedef {import('./admin-api.mjs').AdminApi} AdminApi */
/** @typedef {{ collection: string, field: string, meta: { interface?: string | null } | null, schema: { is_primary_key?: boolean } | null }} FieldInfo */

/**
 * Brings into the file library the images pasted by URL into documents saved before the block validation hook
 * imported them: each such item is saved again as it is, and the hook imports its images and points the blocks at the
 * files. An item whose image cannot be imported (its host gone, not an image, a forbidden address) is left as it is
 * and listed, with the hook's reason, for an editor to upload the image; the site shows that block as a link to the
 * image until then, never as an image of another site. Idempotent: an imported document has no pasted URL left, so a
 * later run finds nothing but what still failed.
 * @param {AdminApi} api
 * @returns {Promise<string[]>} what was imported, and what an editor must fix
 */
export async function importPastedImages(api) {
  /** @type {FieldInfo[]} */
  const fields = await api.get('/fields');
  /** @type {string[]} */
  const changes = [];
  for (const { collection, field } of fields.filter((row) => row.meta?.interface === 'input-block-editor')) {
    const key = fields.find((row) => row.collection === collection && row.schema?.is_primary_key)?.field ?? 'id';
    // Page by page (a text filter on a JSON field is not portable across Directus's databases).
    for (let page = 1; ; page++) {
      /** @type {Record<string, unknown>[] | Record<string, unknown>} */
      const found = await api.get(`/items/${collection}${query({ fields: `${key},${field}`, sort: key, limit: PAGE, page })}`);
      const items = Array.isArray(found) ? found : [found];
      for (const item of items) changes.push(...(await importInto(api, { collection, field, key, item })));
      if (items.length < PAGE) break;
    }
  }
  return changes;
}

const PAGE = 200;

/**
 * Saves an item's document again, as it is, for the hook to import its pasted images; what happened, for the log.
 * @param {AdminApi} api
 * @param {{ collection: string, field: string, key: string, item: Record<string, unknown> }} target
 * @returns {Promise<string[]>}
 */
async function importInto(api, { collection, field, key, item }) {
  const value = item[field];
  const document = typeof value === 'string' ? JSON.parse(value) : value;
  const images = pastedImages(document);
  if (images.length === 0) return [];
  const where = `${collection} ${String(item[key])}, field "${field}"`;
  try {
    await api.patch(`/items/${collection}/${String(item[key])}`, { [field]: document });
    return [`imported ${images.length} image${images.length === 1 ? '' : 's'} pasted by URL into the file library (${where})`];
  } catch (error) {
    if (!(error instanceof DirectusApiError) || error.status !== 400) throw error;
    return [`an image pasted by URL could not be imported, shown as a link until an editor uploads it (${where}): ${error.reason}`];
  }
}
