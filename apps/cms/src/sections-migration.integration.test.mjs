// A database made by the set-up of the page builder's first design (one collection per section type, the code of the
// commit this branch started from, taken from git) moves to the one `sections` collection at the next set-up,
// keeping every section, its values, its files and relations, and every page's order; on SQLite and PostgreSQL.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { columnOf, sectionType } from '@tessera/sections';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { ProcessGroup, run, waitForHttp } from '../../../scripts/lib/processes.mjs';
import { startPostgres } from '../../../scripts/lib/services.mjs';
import { adminApi } from './admin-api.mjs';
import { cmsRoot, directusCommand, embeddedDirectusEnv } from './directus.mjs';
import { migrateSections } from './sections-migration.mjs';
import { setupCms } from './setup.mjs';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const MINUTES = 60_000;

/** The CMS set-up of the commit before the sections collection, extracted under .scratch/ (git-ignored). */
async function firstDesignSetup() {
  const base = execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const dir = join(repoRoot, '.scratch', `first-design-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${base} apps/cms/src apps/cms/schema | tar -x -C "${dir}"`], { cwd: repoRoot });
  /** @type {typeof import('./setup.mjs')} */
  const module = await import(join(dir, 'apps/cms/src/setup.mjs'));
  return { setupCms: module.setupCms, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A Directus of its own on a new database, SQLite or PostgreSQL.
 * @param {'sqlite' | 'postgres'} vendor
 */
async function startDirectus(vendor) {
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

/** The old design's page sections: each link's id, order, type and item. */
const FIRST_DESIGN_READ =
  '/items/pages?limit=-1&fields=id,sections.id,sections.sort,sections.collection,' +
  ['hero', 'rich_text', 'posts', 'locations', 'form', 'checkout'].map((type) => `sections.item:section_${type}.*`).join(',');

const stop = [];
afterAll(async () => {
  for (const step of stop.reverse()) await step();
});

describe.each(/** @type {const} */ (['sqlite', 'postgres']))('a database of the first design on %s', (vendor) => {
  it(
    'moves every section into the sections collection at the next set-up, pages and values intact, once',
    async () => {
      const first = await firstDesignSetup();
      stop.push(first.remove);
      const directus = await startDirectus(vendor);
      stop.push(directus.stop);
      const api = adminApi(directus.url, directus.adminToken);
      await first.setupCms({ url: directus.url, adminToken: directus.adminToken, siteToken: directus.siteToken });
      // An item no page shows is kept too.
      /** @type {{ id: number }} */
      const unlinked = await api.post('/items/section_hero', { heading: 'Kept for later', text: 'On no page yet.' });

      /** @type {{ id: number, sections: { id: number, sort: number | null, collection: string, item: Record<string, unknown> }[] }[]} */
      const before = await api.get(FIRST_DESIGN_READ);
      const links = before.flatMap((page) => page.sections.map((link) => ({ ...link, page: page.id })));
      expect(links.length).toBeGreaterThan(30);
      const types = new Set(links.map((link) => link.collection));
      expect(types.size).toBe(6);

      await setupCms({ url: directus.url, adminToken: directus.adminToken, siteToken: directus.siteToken, seed: true });

      /** @type {{ id: number, sections: { id: number, sort: number | null, sections_id: Record<string, unknown> }[] }[]} */
      const after = await api.get('/items/pages?limit=-1&fields=id,sections.id,sections.sort,sections.sections_id.*');
      const byLink = new Map(after.flatMap((page) => page.sections.map((link) => [link.id, { ...link, page: page.id }])));
      for (const link of links) {
        const moved = byLink.get(link.id);
        expect(moved, `link ${link.id}`).toBeDefined();
        expect(moved?.page).toBe(link.page);
        expect(moved?.sort).toBe(link.sort);
        const definition = sectionType(link.collection.replace(/^section_/, ''));
        expect(moved?.sections_id['type']).toBe(definition?.key);
        for (const [field, value] of Object.entries(link.item)) {
          if (field === 'id' || !definition) continue;
          // Files and relations by the same ids; Block Editor documents as they were.
          expect(moved?.sections_id[columnOf(definition, field)], `${link.collection}.${field}`).toEqual(value);
        }
      }
      /** @type {{ id: number, type: string, heading: string, hero_text: string, pages: unknown[] }[]} */
      const sections = await api.get('/items/sections?limit=-1&fields=*,pages.id');
      expect(sections.filter((section) => section.pages.length === 0).map((section) => section.heading)).toEqual(['Kept for later']);
      expect(sections.find((section) => section.heading === 'Kept for later')?.hero_text).toBe('On no page yet.');
      expect(unlinked.id).toBeGreaterThan(0);

      /** @type {{ collection: string }[]} */
      const collections = await api.get('/collections?limit=-1');
      expect(collections.map((collection) => collection.collection).filter((name) => /^section_|^page_sections_group$/.test(name))).toEqual(
        [],
      );
      /** @type {{ field: string }[]} */
      const junction = await api.get('/fields/pages_sections');
      expect(junction.map((field) => field.field).sort()).toEqual(['id', 'pages_id', 'sections_id', 'sort']);

      // Again: nothing more to move, nothing created twice.
      expect(await migrateSections(api)).toEqual([]);
      await setupCms({ url: directus.url, adminToken: directus.adminToken, siteToken: directus.siteToken, seed: true });
      /** @type {unknown[]} */
      const again = await api.get('/items/sections?limit=-1&fields=id');
      expect(again).toHaveLength(sections.length);
    },
    15 * MINUTES,
  );
});
