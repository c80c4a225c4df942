// After `next build`: the framework's chunks, which every page runs as it hydrates, are marked for V8's eager
// compilation with the magic comment `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints).
//
// A browser then compiles their functions while the script streams in, on a background thread, instead of one by one
// on the main thread the first time each is called: in a trace of the showcase page at a 4× CPU slowdown, the task
// that hydrates it went from 282–307 ms to 96–137 ms, nearly all of the difference lazy compilation inside
// Turbopack's module loader (docs/performance-site.md, "Lighthouse"). Browsers without the hint read a comment.
// Only `rootMainFiles` are marked, the chunks the build manifest loads on every page: most of their code runs on
// load. The islands' chunks load when shown and keep V8's lazy compilation.
//
// Next.js has written each chunk's SRI hash (`experimental.sri`) into its manifests and prerendered pages, and the
// page cache's policy allows the scripts by them (src/lib/page-cache/seal.ts): each old hash is replaced by the new
// one wherever the build wrote it. Running it again changes nothing.
//
// Run by apps/site's `npm run build` and the test stacks' build (scripts/lib/stack.mjs): `node src/build/compile-hints.ts [distDir]`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Where the build wrote hashes: its manifests (JSON and their JavaScript copies) and prerendered pages. */
const HASH_HOLDERS = /\.(json|js|html)$/;
/** Folders that hold no hash of a chunk: the chunks themselves, Next.js's build cache, and the packages it links. */
const SKIPPED = new Set(['static', 'cache', 'node_modules']);

const sriOf = (bytes: Buffer | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) yield* filesUnder(path);
    } else if (HASH_HOLDERS.test(entry.name)) yield path;
  }
}

/** Marks the build's framework chunks in `distDir` for eager compilation; returns the chunks it marked. */
export function hintFrameworkChunks(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  const replaced = new Map<string, string>();
  const marked: string[] = [];
  for (const file of manifest.rootMainFiles ?? []) {
    if (!file.endsWith('.js')) continue;
    const path = join(distDir, file);
    const code = readFileSync(path);
    if (code.toString('utf8', 0, COMPILE_HINT.length) === COMPILE_HINT) continue;
    const hinted = Buffer.concat([Buffer.from(COMPILE_HINT), code]);
    writeFileSync(path, hinted);
    replaced.set(sriOf(code), sriOf(hinted));
    marked.push(file);
  }
  if (replaced.size === 0) return marked;
  for (const path of filesUnder(distDir)) {
    const text = readFileSync(path, 'utf8');
    if (!text.includes('sha256-')) continue;
    let updated = text;
    for (const [before, after] of replaced) updated = updated.replaceAll(before, after);
    if (updated !== text) writeFileSync(path, updated);
  }
  return marked;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? join(process.cwd(), process.env.NEXT_DIST_DIR || '.next'));
  const marked = hintFrameworkChunks(distDir);
  console.log(`Compile hints: ${marked.length} framework chunk(s) marked for eager compilation`);
}
