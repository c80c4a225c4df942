import { IMPORTED_IMAGES_FOLDER, PRIVATE_FOLDER } from '@tessera/blocks';
import { query } from './admin-api.mjs';

/** @typedef {import('./admin-api.mjs').AdminApi} AdminApi */

/**
 * Creates (once) a folder with its fixed id, which Tessera's code knows it by; its name is the editor's to change.
 * @param {AdminApi} api
 * @param {{ id: string, name: string }} folder
 * @returns {Promise<boolean>} whether it was created
 */
async function ensureFolder(api, { id, name }) {
  /** @type {{ id: string }[]} */
  const found = await api.get(`/folders${query({ filter: { id: { _eq: id } }, fields: 'id', limit: 1 })}`);
  if (found.length > 0) return false;
  await api.post('/folders', { id, name, parent: null });
  return true;
}

/**
 * The folder whose files the site never serves (@tessera/blocks' PRIVATE_FOLDER), so the site knows it without reading
 * folders.
 * @param {AdminApi} api
 */
export const ensurePrivateFolder = (api) => ensureFolder(api, PRIVATE_FOLDER);

/**
 * The folder where the block validation hook imports images pasted by URL (IMPORTED_IMAGES_FOLDER).
 * @param {AdminApi} api
 */
export const ensureImportedImagesFolder = (api) => ensureFolder(api, IMPORTED_IMAGES_FOLDER);
