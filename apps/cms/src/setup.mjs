import { applyAccess } from './access.mjs';
import { adminApi } from './admin-api.mjs';
import { applySchema } from './schema.mjs';
import { seedDemoContent } from './seed/index.mjs';

/**
 * Applies Tessera's schema, roles and permissions to a running Directus, and optionally the demo
 * content. Safe to run on every start: each step changes only what is missing.
 */
export async function setupCms({ url, adminToken, siteToken, seed = true, log = () => {} }) {
  const api = adminApi(url, adminToken);
  try {
    await api.get('/users/me');
  } catch (error) {
    if (error.status === 401) {
      throw new Error(
        `Directus at ${url} refused the administrator token. If data/ was created with other credentials, restore the .env.local it was made with, or delete data/ to start afresh.`,
      );
    }
    throw error;
  }
  if (await applySchema(api)) log('schema applied');
  await applyAccess(api, { siteToken });
  if (seed && (await seedDemoContent(api))) log('demo content created');
}
