import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ignored = new Set(['node_modules', '.next', 'dist', 'test-results', '.turbo']);

/** A fingerprint of everything a production build of the site depends on. */
export function siteSourceHash(repoRoot) {
  const hash = createHash('sha256');
  const visit = (path) => {
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path).sort()) if (!ignored.has(entry)) visit(join(path, entry));
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

const stampFile = (siteDir) => join(siteDir, '.next', 'tessera-source-hash');

/** True when `.next` holds a production build of exactly the current sources. */
export function siteBuildIsCurrent(repoRoot, siteDir) {
  const stamp = stampFile(siteDir);
  return existsSync(join(siteDir, '.next', 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === siteSourceHash(repoRoot);
}

export function markSiteBuild(repoRoot, siteDir) {
  writeFileSync(stampFile(siteDir), siteSourceHash(repoRoot));
}
