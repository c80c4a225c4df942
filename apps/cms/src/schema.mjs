import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const snapshotFile = fileURLToPath(new URL('../schema/snapshot.json', import.meta.url));

/**
 * Brings the collections, fields and relations in line with the committed snapshot. Directus
 * computes the difference itself, so applying an unchanged snapshot changes nothing; `force`
 * lets the same snapshot apply to another Directus version or database vendor.
 */
export async function applySchema(api) {
  const snapshot = JSON.parse(await readFile(snapshotFile, 'utf8'));
  const difference = await api.post('/schema/diff?force=true', snapshot);
  if (!difference) return false;
  await api.post('/schema/apply', difference);
  return true;
}
