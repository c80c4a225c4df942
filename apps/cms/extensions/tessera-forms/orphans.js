// Files that visitors attached to a form but that no submission links: the site uploads a file before it stores the
// submission, so a submission whose create failed leaves its file behind, and one that an editor deleted leaves its
// files (the link goes with the submission, the file does not). Both are deleted a day later, so that the private
// folder keeps only what the Data Studio shows beside a submission.
import { PRIVATE_FOLDER } from '@tessera/blocks';
import { SITE_USER_EMAIL } from '../../src/access.mjs';

/** @typedef {import('@directus/types').Filter} Filter */
/**
 * Where the files are: Directus's services inside Directus (`serviceStore`), its REST API in tests.
 * @typedef {{
 *   userId: (email: string) => Promise<string | null>,
 *   fileIds: (filter: Filter, limit: number) => Promise<string[]>,
 *   deleteFiles: (ids: string[]) => Promise<void>,
 * }} FileStore
 */

/** How long an unlinked upload is kept: far longer than any submission takes to store, retries included. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** How many files are read and deleted at a time. */
const BATCH = 100;

/**
 * The files to delete: in the private folder, uploaded by the site's server before `before`, and linked from no
 * submission (`$FOLLOW` reads the junction's link to the file, which has no field of its own on files).
 * @param {string} siteUserId
 * @param {Date} before
 * @returns {Filter}
 */
export const orphanFilter = (siteUserId, before) => ({
  folder: { _eq: PRIVATE_FOLDER.id },
  uploaded_by: { _eq: siteUserId },
  uploaded_on: { _lt: before.toISOString() },
  '$FOLLOW(form_submissions_files,directus_files_id)': { _none: { id: { _nnull: true } } },
});

/**
 * Deletes the site server's uploads in the private folder that no submission links and that are older than
 * ORPHAN_AGE_MS at `now`; files that editors or other users put there are never touched. Returns the deleted ids.
 * @param {FileStore} store
 * @param {Date} [now]
 * @returns {Promise<string[]>}
 */
export async function deleteOrphanUploads(store, now = new Date()) {
  const siteUserId = await store.userId(SITE_USER_EMAIL);
  if (!siteUserId) return [];
  const filter = orphanFilter(siteUserId, new Date(now.getTime() - ORPHAN_AGE_MS));
  /** @type {string[]} */
  const deleted = [];
  for (;;) {
    const ids = await store.fileIds(filter, BATCH);
    // None left, or one read again that was not deleted: stop rather than loop.
    if (ids.length === 0 || ids.some((id) => deleted.includes(id))) return deleted;
    await store.deleteFiles(ids);
    deleted.push(...ids);
    if (ids.length < BATCH) return deleted;
  }
}

/**
 * The files as the hook reaches them: through Directus's services, as the system (no user's permissions).
 * @param {Pick<import('@directus/types').HookExtensionContext, 'services' | 'getSchema'>} context
 * @returns {FileStore}
 */
export function serviceStore({ services, getSchema }) {
  return {
    async userId(email) {
      const users = new services.UsersService({ schema: await getSchema() });
      const [user] = /** @type {{ id: string }[]} */ (
        await users.readByQuery({ filter: { email: { _eq: email } }, fields: ['id'], limit: 1 })
      );
      return user?.id ?? null;
    },
    async fileIds(filter, limit) {
      const files = new services.FilesService({ schema: await getSchema() });
      const found = /** @type {{ id: string }[]} */ (await files.readByQuery({ filter, fields: ['id'], sort: ['uploaded_on'], limit }));
      return found.map((file) => file.id);
    },
    async deleteFiles(ids) {
      await new services.FilesService({ schema: await getSchema() }).deleteMany(ids);
    },
  };
}
