// A throw-away Directus for a test that needs one of its own, outside the test stack.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cmsRoot, directusCommand, embeddedDirectusEnv } from '../../apps/cms/src/directus.mjs';
import { freePort } from './free-port.mjs';
import { ProcessGroup, run, waitForHttp } from './processes.mjs';
import { startPostgres } from './services.mjs';

/**
 * A Directus of its own on a new, empty database, SQLite or PostgreSQL, bootstrapped with an admin token and no
 * Tessera schema (for tests that apply a set-up of their own, such as the sections migration's).
 * @param {'sqlite' | 'postgres'} vendor
 */
export async function startThrowawayDirectus(vendor) {
  const group = new ProcessGroup({ quiet: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-sections-'));
  const postgres = vendor === 'postgres' ? await startPostgres(group) : null;
  const port = await freePort();
  const adminToken = randomBytes(24).toString('hex');
  /** @type {Record<string, string>} */
  const env = embeddedDirectusEnv({
    dataDir,
    port,
    secret: randomBytes(32).toString('hex'),
    adminEmail: 'admin@example.com',
    adminPassword: randomBytes(12).toString('hex'),
    adminToken,
    siteUrl: 'http://127.0.0.1:9',
    revalidateSecret: randomBytes(16).toString('hex'),
  });
  if (postgres) {
    env['DB_CLIENT'] = 'pg';
    env['DB_CONNECTION_STRING'] = postgres.url;
    delete env['DB_FILENAME'];
  }
  await run(...directusCommand('bootstrap'), { env, cwd: cmsRoot, quiet: true, label: 'directus bootstrap' });
  const cms = group.start('cms', ...directusCommand('start'), { env, cwd: cmsRoot });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/server/ping`, { process: cms });
  return {
    url,
    adminToken,
    siteToken: randomBytes(24).toString('hex'),
    stop: async () => {
      await group.stopAll();
      await postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
