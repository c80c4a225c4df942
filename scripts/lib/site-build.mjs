import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ignored = new Set(['node_modules', 'dist', 'test-results', '.turbo']);
// (TypeScript's build information is a cache of the type checks, which write it, not a source.)
const isIgnored = (entry) => ignored.has(entry) || entry.startsWith('.next') || entry.endsWith('.tsbuildinfo');
/** Where `next build` writes; NEXT_DIST_DIR lets parallel runs keep separate builds. */
export const distDir = () => process.env.NEXT_DIST_DIR || '.next';

/** A fingerprint of everything a production build of the site depends on. */
export function siteSourceHash(repoRoot) {
  const hash = createHash('sha256');
  const visit = (path) => {
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path).sort()) if (!isIgnored(entry)) visit(join(path, entry));
    } else {
      hash.update(relative(repoRoot, path));
      hash.update(readFileSync(path));
    }
  };
  for (const part of ['apps/site', 'packages', 'package-lock.json']) {
    if (existsSync(join(repoRoot, part))) visit(join(repoRoot, part));
  }
  return hash.digest('hex');
}

const stampFile = (siteDir) => join(siteDir, distDir(), 'tessera-source-hash');

/** True when the build folder holds a production build of exactly the current sources. */
export function siteBuildIsCurrent(repoRoot, siteDir) {
  const stamp = stampFile(siteDir);
  return existsSync(join(siteDir, distDir(), 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === siteSourceHash(repoRoot);
}

/** Records which sources a finished build was made from: the hash taken before it started, so a file edited during the build makes the next start build again. */
export function markSiteBuild(siteDir, sourceHash) {
  writeFileSync(stampFile(siteDir), sourceHash);
}
