// Copies what the site's production server (apps/site/server.mjs) needs at run time, and nothing else, into a
// folder laid out like the repository: the site image's last stage copies that folder (apps/site/Dockerfile).
//
// Next.js's `output: 'standalone'` does this pruning but replaces server.mjs with a server of its own and freezes
// next.config.ts at build time (REDIS_URL must be read when the server starts), so this script does the same
// pruning by the same means: the file traces Next.js writes beside its build (.next/**/*.nft.json, the lists
// `standalone` copies from), plus a trace, by Next.js's own tracer, of what server.mjs and next.config.ts load
// besides Next.js (the page cache, the Redis cache handler, the next-intl plugin).
//
//   node scripts/containers/site-runtime-files.mjs <output folder>
import { cpSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const siteDir = join(repoRoot, 'apps/site');
const buildDir = join(siteDir, process.env.NEXT_DIST_DIR || '.next');
const outDir = resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('Usage: node scripts/containers/site-runtime-files.mjs <output folder>');

const siteRequire = createRequire(join(siteDir, 'package.json'));
const { nodeFileTrace } = siteRequire('next/dist/compiled/@vercel/nft/index.js');

/** Parts of the build folder the server never reads: the build's own cache, traces, type stubs. */
const buildOnly = new Set(['cache', 'trace', 'trace-build', 'diagnostics', 'types', 'tessera-source-hash']);
const files = new Set();

function walkBuild(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (dir === buildDir && buildOnly.has(entry.name)) continue;
    if (entry.isDirectory()) walkBuild(path);
    else if (entry.name.endsWith('.nft.json')) {
      for (const traced of JSON.parse(readFileSync(path, 'utf8')).files) files.add(relative(repoRoot, resolve(dirname(path), traced)));
    } else files.add(relative(repoRoot, path));
  }
}
walkBuild(buildDir);

const entries = [
  join(siteDir, 'server.mjs'),
  join(siteDir, 'src/lib/redis-cache/cache-handler.mjs'),
  // next.config.ts is TypeScript, which the tracer cannot parse; its one import besides Next.js:
  siteRequire.resolve('next-intl/plugin'),
];
const { fileList } = await nodeFileTrace(entries, { base: repoRoot, processCwd: siteDir });
for (const file of fileList) files.add(file);
for (const file of ['apps/site/next.config.ts', 'apps/site/package.json', 'package.json']) files.add(file);

let count = 0;
for (const file of [...files].sort()) {
  const from = join(repoRoot, file);
  if (relative(repoRoot, from).startsWith('..')) throw new Error(`${file} lies outside the repository`);
  const to = join(outDir, file);
  mkdirSync(dirname(to), { recursive: true });
  const stats = lstatSync(from, { throwIfNoEntry: false });
  if (!stats || stats.isDirectory()) continue;
  // Workspace packages are linked into node_modules; the links stay links.
  if (stats.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
  else cpSync(from, to);
  count += 1;
}
console.log(`site-runtime-files: ${count} files in ${relative(repoRoot, outDir) || outDir}`);
