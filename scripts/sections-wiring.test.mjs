// After the section registry (packages/sections/src/registry.ts), nothing else names a section type: no product code
// outside the package names a type's columns or the old per-type collections, the committed schema snapshot holds
// none of the fields the registry defines, and every list of collections a page's sections read (the site's data
// cache, its server's permissions, the change notifications) covers what the registry's types point at.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECTION_TYPES, sectionRelatedCollections, sectionSchemaFields, sectionSchemaRelations, typeColumns } from '@tessera/sections';
import { describe, expect, it } from 'vitest';
import { sitePermissions } from '../apps/cms/src/access.mjs';
import { RENDERED_COLLECTIONS } from '../apps/cms/extensions/tessera-revalidate/index.js';
import { PAGE_COLLECTIONS } from '../apps/site/src/lib/content/data-cache';

const root = fileURLToPath(new URL('..', import.meta.url));
const PRODUCT_TREES = ['apps/site/src', 'apps/cms/src', 'apps/cms/extensions', 'apps/cms/schema'];
/** The demo site's page compositions name types by key, as an editor picks them: content, not wiring. */
const DEMO_COMPOSITIONS = new Set(['apps/cms/src/seed/content.mjs', 'apps/cms/src/seed/translated.mjs']);
const isTest = (path) => /\.(test|spec)\.|\/testing(\.|\/)|\/fixtures/.test(path);

/** @returns {string[]} the product files under a tree, relative to the root */
function filesUnder(tree) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'node_modules' || name.startsWith('.next')) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|js|json|css)$/.test(name)) out.push(relative(root, path));
    }
  };
  walk(join(root, tree));
  return out.filter((path) => !isTest(path) && !DEMO_COMPOSITIONS.has(path));
}

/** What names a type: its columns, and its collection in the page builder's first design. */
const typeNames = SECTION_TYPES.flatMap((definition) => [`section_${definition.key}`, ...typeColumns(definition)]);

describe('the section registry is the one place that names section types', () => {
  it('no product code outside @tessera/sections names a type’s columns or old collection', () => {
    const found = [];
    for (const path of PRODUCT_TREES.flatMap(filesUnder)) {
      const text = readFileSync(join(root, path), 'utf8');
      for (const name of typeNames) if (new RegExp(`\\b${name}\\b`).test(text)) found.push(`${path}: ${name}`);
    }
    expect(found).toEqual([]);
  });

  it('the committed snapshot holds none of the fields and relations the registry defines (the set-up adds them)', () => {
    /** @type {import('@directus/types').Snapshot} */
    const snapshot = JSON.parse(readFileSync(join(root, 'apps/cms/schema/snapshot.json'), 'utf8'));
    const owned = new Set([...sectionSchemaFields(), ...sectionSchemaRelations()].map((entry) => `${entry.collection}.${entry.field}`));
    const inSnapshot = [...snapshot.fields, ...snapshot.relations].map((entry) => `${entry.collection}.${entry.field}`);
    expect(inSnapshot.filter((key) => owned.has(key))).toEqual([]);
    expect(snapshot.collections.map((collection) => collection.collection)).toContain('sections');
  });

  it('what a page’s sections read is cached, readable by the site and notified on change', () => {
    const read = ['pages_sections', 'sections', ...sectionRelatedCollections()];
    for (const collection of read) {
      expect(PAGE_COLLECTIONS, collection).toContain(collection);
      expect(sitePermissions.read, collection).toContain(collection);
      expect([...RENDERED_COLLECTIONS], collection).toContain(collection);
    }
  });

  it('every type folder is registered, and its styles are gathered into the site’s stylesheet', async () => {
    const { gatherSectionStyles } = await import('../packages/sections/scripts/gather-styles.mjs');
    const gathered = readFileSync(await gatherSectionStyles(), 'utf8');
    const typesDir = join(root, 'packages/sections/src/types');
    const folders = readdirSync(typesDir).filter((name) => statSync(join(typesDir, name)).isDirectory());
    expect(folders.sort()).toEqual(SECTION_TYPES.map(({ key }) => key).sort());
    for (const key of folders.filter((name) => existsSync(join(typesDir, name, 'styles.css')))) {
      expect(gathered, key).toContain(`/* types/${key} */`);
    }
    expect(readFileSync(join(root, 'apps/site/src/app/layout.tsx'), 'utf8')).toContain(`import '@tessera/sections/sections.css';`);
  });
});
