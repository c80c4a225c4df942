// `npm test`: static checks, then one throw-away Tessera (Directus + production site) shared by the
// unit/integration tests (Vitest) and the browser tests (Playwright in Chromium), then the
// scaled-out deployment test with a stack of its own. Arguments go to Playwright: `npm test -- --repeat-each=3`
// runs the browser suite three times at the load of a full run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { requireNode22 } from './lib/node-version.mjs';
import { requireServices } from './lib/services.mjs';
import { repoRoot } from './lib/stack.mjs';
import { startTestStack } from './lib/test-stack.mjs';

requireNode22();
const resolvePackage = createRequire(join(repoRoot, 'package.json')).resolve;
/** The JavaScript file behind a package's command-line tool, run with this (Node 22) executable. */
function binOf(name, bin = name) {
  const manifest = resolvePackage(`${name}/package.json`);
  const bins = JSON.parse(readFileSync(manifest, 'utf8')).bin;
  return join(dirname(manifest), typeof bins === 'string' ? bins : bins[bin]);
}
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (message) => console.log(`\n\x1b[1m› ${message}\x1b[0m (${elapsed()})`);

function step(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
// What the tests need from the system, installed (or asked for) before anything runs: Chromium for the
// browser tests, Redis for the shared-state tests, PostgreSQL and Redis for the scaled-out test.
const chromium = findChromium();
requireServices();

say('Static checks (npm run check)');
if ((await step(npm[0], [...npm[1], 'run', 'check'])) !== 0) process.exit(1);

say('Starting a throw-away Directus and a production build of the site');
const stack = await startTestStack({ log: (message) => console.log(`  ${message}`) });
let failed = false;
const stopAndExit = async (code) => {
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => stopAndExit(130));
process.on('SIGTERM', () => stopAndExit(143));

try {
  const env = { ...stack.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
  say('Unit, integration and fault tests (Vitest)');
  // The browser tests run even when Vitest failed, so that one run reports every failing test.
  const vitest = await step(
    process.execPath,
    [binOf('vitest'), 'run', '--project', 'unit', '--project', 'integration', '--project', 'faults'],
    env,
  );
  failed = vitest !== 0;
  say('Browser tests (Playwright, Chromium)');
  const playwright = await step(process.execPath, [binOf('@playwright/test', 'playwright'), 'test', ...process.argv.slice(2)], env);
  failed = failed || playwright !== 0;
} finally {
  await stack.stop();
}
// Alone on the machine: it starts PostgreSQL, Redis, two Directus processes and two sites of its own.
if (!failed) {
  say('Scaled-out deployment test (Vitest project "scale")');
  failed = (await step(process.execPath, [binOf('vitest'), 'run', '--project', 'scale'])) !== 0;
}
say(failed ? 'Tests failed' : 'All tests passed');
process.exit(failed ? 1 : 0);
