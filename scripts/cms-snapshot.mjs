// `npm run cms:snapshot`: saves the running embedded Directus's schema as the committed snapshot.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminApi } from '../apps/cms/src/admin-api.mjs';
import { snapshotFile, withoutSectionTypes } from '../apps/cms/src/schema.mjs';
import { loadLocalSecrets } from './lib/env-file.mjs';
import { repoRoot } from './lib/stack.mjs';

const { values } = loadLocalSecrets(join(repoRoot, '.env.local'), {
  DIRECTUS_ADMIN_TOKEN: () => {
    throw new Error('No DIRECTUS_ADMIN_TOKEN in .env.local: start Tessera with npm start first');
  },
});
const url = process.env.DIRECTUS_URL || `http://127.0.0.1:${process.env.DIRECTUS_PORT || 8055}`;
// The section types' fields follow from their folders (@tessera/sections), which the set-up adds to the snapshot.
const snapshot = withoutSectionTypes(await adminApi(url, values.DIRECTUS_ADMIN_TOKEN).get('/schema/snapshot'));
// Preview links carry the preview secret; setup sets them from the environment (apps/cms/src/preview.mjs).
for (const collection of snapshot.collections) if (collection.meta) collection.meta.preview_url = null;
writeFileSync(snapshotFile, `${JSON.stringify(snapshot, null, 2)}\n`);
console.log(
  `Saved ${snapshot.collections.length} collections, ${snapshot.fields.length} fields and ${snapshot.relations.length} relations to ${snapshotFile}`,
);
