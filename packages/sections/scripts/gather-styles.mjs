// Gathers each registered section type's `styles.css` (types/<key>/styles.css) into dist/sections.css, in the
// registry's order, for the site's stylesheet (`@tessera/sections/sections.css`). Runs after `tsc -b`, which builds
// the registry it reads; a type may have none (the wiring test checks that each one is gathered).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The stylesheet of every registered type, each under a comment naming its folder. */
export async function gatherSectionStyles() {
  const { SECTION_TYPES } = await import(join(packageDir, 'dist/registry.js'));
  const parts = SECTION_TYPES.map(({ key }) => {
    const path = join(packageDir, 'src/types', key, 'styles.css');
    return existsSync(path) ? `/* types/${key} */\n${readFileSync(path, 'utf8').trim()}\n` : '';
  });
  const out = join(packageDir, 'dist/sections.css');
  mkdirSync(dirname(out), { recursive: true });
  const css = `/* Generated from each section type's styles.css (packages/sections/src/types/<type>) by scripts/gather-styles.mjs: edit those. */\n${parts.filter(Boolean).join('\n')}`;
  if (!existsSync(out) || readFileSync(out, 'utf8') !== css) writeFileSync(out, css);
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await gatherSectionStyles();
