// Runs after `npm install`: makes sure Directus's native modules load under the Node that runs
// Tessera (Node 22, possibly from the node@22 devDependency), then builds the shared packages.
import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');

const nativeModules = ['isolated-vm', 'sqlite3'];

function loads(name) {
  try {
    execFileSync(process.execPath, ['-e', `require(${JSON.stringify(name)})`], { cwd: repoRoot, stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.warn(`postinstall: running on Node ${process.version}; Tessera needs Node 22 (the node@22 devDependency provides it).`);
} else {
  const broken = nativeModules.filter((name) => existsSync(join(repoRoot, 'node_modules', name)) && !loads(name));
  if (broken.length > 0) {
    // Compiled against another Node's headers (npm's nodedir); rebuild against this Node's own.
    const nodedir = dirname(dirname(realpathSync(process.execPath)));
    console.log(`postinstall: rebuilding ${broken.join(', ')} for Node ${process.version} (headers in ${nodedir})`);
    const npmCli = process.env.npm_execpath;
    const [command, args] = npmCli ? [process.execPath, [npmCli]] : ['npm', []];
    execFileSync(command, [...args, 'rebuild', ...broken], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, npm_config_nodedir: nodedir },
    });
    const stillBroken = broken.filter((name) => !loads(name));
    if (stillBroken.length > 0) throw new Error(`postinstall: ${stillBroken.join(', ')} still cannot be loaded by Node ${process.version}`);
  }
}

const builtPackages = ['packages/blocks', 'packages/redirects', 'packages/sections'];
// `tsc -b` trusts its build info and does not notice a deleted dist/ (a checkout that once tracked it): build afresh.
for (const dir of builtPackages) {
  if (!existsSync(join(repoRoot, dir, 'dist'))) rmSync(join(repoRoot, dir, 'tsconfig.tsbuildinfo'), { force: true });
}
const tsc = createRequire(join(repoRoot, 'package.json')).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-b', ...builtPackages], { cwd: repoRoot, stdio: 'inherit' });
execFileSync(process.execPath, [join(repoRoot, 'packages/sections/scripts/gather-styles.mjs')], { cwd: repoRoot, stdio: 'inherit' });
