// A database made by the set-up of the page builder's first design (one collection per section type, the code of the
// last commit before the change, taken from git) moves to the one `sections` collection at the next set-up,
// keeping every section, its values, its files and relations, and every page's order; on SQLite and PostgreSQL.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { columnOf, sectionType } from '@tessera/sections';
import { afterAll, describe, expect, it } from 'vitest';
import { startThrowawayDirectus } from '../../../scripts/lib/throwaway-directus.mjs';
import { adminApi } from './admin-api.mjs';
import { migrateSections } from './sections-migration.mjs';
import { setupCms } from './setup.mjs';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const MINUTES = 60_000;

/** The last commit of main with one collection per section type (the design before the `sections` collection). */
const FIRST_DESIGN_COMMIT = '737c1f7';

/** The CMS set-up of that commit, extracted under .scratch/ (git-ignored). */
async function firstDesignSetup() {
  const base = FIRST_DESIGN_COMMIT;
  const dir = join(repoRoot, '.scratch', `first-design-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${base} apps/cms/src apps/cms/schema | tar -x -C "${dir}"`], { cwd: repoRoot });
  /** @type {typeof import('./setup.mjs')} */
  const setup = await import(join(dir, 'apps/cms/src/setup.mjs'));
  return { setupCms: setup.setupCms, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The old design's page sections: each link's id, order, type and item. */
const FIRST_DESIGN_READ =
  '/items/pages?limit=-1&fields=id,sections.id,sections.sort,sections.collection,' +
  ['hero', 'rich_text', 'posts', 'locations', 'form', 'checkout'].map((type) => `sections.item:section_${type}.*`).join(',');

/** @type {(() => unknown)[]} */
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
      const directus = await startThrowawayDirectus(vendor);
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
