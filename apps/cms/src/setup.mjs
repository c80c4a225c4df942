import { applyAccess } from './access.mjs';
import { adminApi, DirectusApiError } from './admin-api.mjs';
import { linkPostAuthors } from './authors.mjs';
import { ensureImportedImagesFolder, ensurePrivateFolder } from './folders.mjs';
import { ensureLanguages } from './languages.mjs';
import { importPastedImages } from './pasted-images.mjs';
import { applyPreviewUrls } from './preview.mjs';
import { applySchema } from './schema.mjs';
import { migrateSections } from './sections-migration.mjs';
import { addDemoAttachmentFields, seedDemoContent } from './seed/index.mjs';
import { answerLicencePrompt, applyVisualEditor, ensureSubscribersLayout } from './studio-settings.mjs';

/**
 * Applies Tessera's schema, roles and permissions to a running Directus, and optionally the demo
 * content, and makes sure the site has a default language. Safe to run on every start: each step changes only what
 * is missing. With `siteUrl` and `previewSecret`, pages and posts get preview links to the site's draft mode, and the
 * Data Studio's Visual Editor module opens the site. With `projectUsage` (the
 * embedded Directus only), the Data Studio's first-run licence prompt is answered for the Core plan.
 * @param {object} options
 * @param {string} options.url Directus's address
 * @param {string} options.adminToken
 * @param {string} options.siteToken the static token the set-up gives the site's server user
 * @param {string | undefined} [options.siteUrl]
 * @param {string | undefined} [options.previewSecret]
 * @param {string | undefined} [options.projectUsage] one of PROJECT_USAGES (checked)
 * @param {boolean} [options.seed] whether a new database gets the demo content
 * @param {(message: string) => void} [options.log]
 */
export async function setupCms({ url, adminToken, siteToken, siteUrl, previewSecret, projectUsage, seed = true, log = () => {} }) {
  const api = adminApi(url, adminToken);
  try {
    await api.get('/users/me');
  } catch (error) {
    if (error instanceof DirectusApiError && error.status === 401) {
      throw new Error(
        `Directus at ${url} refused the administrator token. If data/ was created with other credentials, restore the .env.local it was made with, or delete data/ to start afresh.`,
      );
    }
    throw error;
  }
  if (await applySchema(api)) log('schema applied');
  // A database from before the sections collection: its section types' items move into it.
  for (const change of await migrateSections(api)) log(change);
  await applyAccess(api, { siteToken });
  if (await ensurePrivateFolder(api)) log('private file folder created');
  if (await ensureImportedImagesFolder(api)) log('file folder for images pasted by URL created');
  if (await ensureSubscribersLayout(api)) log('newsletter subscribers list laid out');
  if (siteUrl && previewSecret) {
    await applyPreviewUrls(api, { siteUrl, previewSecret });
    if (await applyVisualEditor(api, { siteUrl, previewSecret })) log('Visual Editor set up for the site');
  }
  if (projectUsage && (await answerLicencePrompt(api, projectUsage))) log(`licence prompt answered: Core plan, ${projectUsage} use`);
  if (seed && (await seedDemoContent(api))) log('demo content created');
  // After the seed, whose site settings mark it as done: this writes the settings when there are none.
  for (const change of await ensureLanguages(api)) log(change);
  // Posts from before authors had profiles (an existing database) get theirs.
  for (const change of await linkPostAuthors(api)) log(change);
  // The demo contact forms of a database seeded before forms took files get their attachment field.
  if (seed) for (const change of await addDemoAttachmentFields(api)) log(change);
  // Images pasted by URL before the block validation hook imported them at save are imported now, or listed.
  for (const change of await importPastedImages(api)) log(change);
}
