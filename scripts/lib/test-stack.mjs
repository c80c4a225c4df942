import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomSecret } from './env-file.mjs';
import { startStack } from './stack.mjs';

/** The variables through which a running test stack is handed to Vitest and Playwright. */
export const TEST_ENV = {
  directusUrl: 'TESSERA_TEST_DIRECTUS_URL',
  siteUrl: 'TESSERA_TEST_SITE_URL',
  adminToken: 'TESSERA_TEST_ADMIN_TOKEN',
  siteToken: 'TESSERA_TEST_SITE_TOKEN',
  revalidateSecret: 'TESSERA_TEST_REVALIDATE_SECRET',
  dataDir: 'TESSERA_TEST_DATA_DIR',
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throw-away Tessera for tests: a fresh SQLite Directus in a temporary folder, on free ports,
 * with the demo content and a production build of the site. `stop()` ends it and deletes the data.
 */
export async function startTestStack({ log = () => {}, withSite = true } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const secrets = {
    ADMIN_PASSWORD: randomSecret(12),
    DIRECTUS_SECRET: randomSecret(32),
    DIRECTUS_ADMIN_TOKEN: randomSecret(24),
    DIRECTUS_TOKEN: randomSecret(24),
    REVALIDATE_SECRET: randomSecret(24),
  };
  const stack = await startStack({
    dataDir,
    directusPort: await freePort(),
    sitePort: await freePort(),
    siteHostname: '127.0.0.1',
    secrets,
    adminEmail: 'admin@example.com',
    quiet: true,
    withSite,
    onStep: log,
    onCrash: ({ name, code, output }) => console.error(`test stack: ${name} exited (${code}):\n${output.join('\n')}`),
  });
  const env = {
    [TEST_ENV.directusUrl]: stack.directusUrl,
    [TEST_ENV.siteUrl]: stack.siteUrl,
    [TEST_ENV.adminToken]: secrets.DIRECTUS_ADMIN_TOKEN,
    [TEST_ENV.siteToken]: secrets.DIRECTUS_TOKEN,
    [TEST_ENV.revalidateSecret]: secrets.REVALIDATE_SECRET,
    [TEST_ENV.dataDir]: dataDir,
  };
  return {
    ...stack,
    env,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
