import { PRIVATE_FOLDER } from '@tessera/blocks';
import { query } from './admin-api.mjs';

/** @typedef {import('./admin-api.mjs').AdminApi} AdminApi */

/**
 * Creates (once) the file folder whose files the site never serves (@tessera/blocks' PRIVATE_FOLDER), with its fixed
 * id, so the site knows it without reading folders. Its name is the editor's to change.
 * @param {AdminApi} api
 * @returns {Promise<boolean>} whether it was created
 */
export async function ensurePrivateFolder(api) {
  /** @type {{ id: string }[]} */
  const found = await api.get(`/folders${query({ filter: { id: { _eq: PRIVATE_FOLDER.id } }, fields: 'id', limit: 1 })}`);
  if (found.length > 0) return false;
  await api.post('/folders', { id: PRIVATE_FOLDER.id, name: PRIVATE_FOLDER.name, parent: null });
  return true;
}
