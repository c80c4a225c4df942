// Production set-up of a Directus that several processes share (docs/deploy.md):
//   node apps/cms/src/deploy.mjs bootstrap   install or migrate the database (before starting Directus)
//   node apps/cms/src/deploy.mjs setup       apply Tessera's schema, roles and permissions (Directus running)
// Both take a PostgreSQL advisory lock (DB_CONNECTION_STRING), so every instance may run them on
// start: one applies, the others wait and then find nothing to do.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cmsRoot, directusCommand } from './directus.mjs';
import { withSetupLock } from './setup-lock.mjs';
import { setupCms } from './setup.mjs';

/** @param {string} name */
function required(name) {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} is not set (see docs/deploy.md).`);
  return value;
}

/** Directus's own `bootstrap`, its output on this terminal. */
async function bootstrap() {
  const child = spawn(...directusCommand('bootstrap'), { cwd: cmsRoot, stdio: 'inherit' });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`directus bootstrap failed with exit code ${code}`);
}

/** @type {Record<string, () => Promise<void>>} */
const steps = {
  bootstrap,
  setup: () =>
    setupCms({
      url: required('DIRECTUS_URL'),
      adminToken: required('DIRECTUS_ADMIN_TOKEN'),
      siteToken: required('DIRECTUS_TOKEN'),
      // With both, the preview links and the Data Studio's Visual Editor open the site (its public address).
      siteUrl: process.env.SITE_URL?.trim() || undefined,
      previewSecret: process.env.PREVIEW_SECRET?.trim() || undefined,
      seed: process.env.TESSERA_SEED === 'true',
      log: (message) => console.log(`Directus: ${message}`),
    }),
};

const name = process.argv[2];
// Own keys only: `constructor` or `toString` is not a step.
const step = name !== undefined && Object.hasOwn(steps, name) ? steps[name] : undefined;
if (!step) {
  console.error('Usage: node apps/cms/src/deploy.mjs bootstrap|setup');
  process.exit(2);
}
try {
  await withSetupLock(process.env.DB_CONNECTION_STRING?.trim(), step);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
