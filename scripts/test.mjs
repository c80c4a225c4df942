// `npm test`: static checks and unit tests side by side, then a throw-away Tessera (Directus + production site) for
// the integration tests (Vitest) and the browser tests (Playwright in Chromium), whose second worker gets a second
// one (scripts/lib/browser-tests.mjs), then the scaled-out deployment test with a stack of its own. Arguments go to Playwright (both steps of the browser suite):
// `npm test -- --repeat-each=3` runs the browser suite three times at the load of a full run.
import { runBrowserTests, startSecondStack } from './lib/browser-tests.mjs';
import { testBrowsers } from './lib/chromium.mjs';
import { binOf, npm, runCommand } from './lib/commands.mjs';
import { requireNode22 } from './lib/node-version.mjs';
import { requireServices } from './lib/services.mjs';
import { buildPackages } from './lib/stack.mjs';
import { startTestStack } from './lib/test-stack.mjs';

requireNode22();
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (message) => console.log(`\n\x1b[1m› ${message}\x1b[0m (${elapsed()})`);

// What the tests need from the system, installed (or asked for) before anything runs: Chromium for the
// browser tests, Redis for the shared-state tests, PostgreSQL and Redis for the scaled-out test.
const browsers = testBrowsers();
requireServices();

// The static checks and the unit tests need no stack and change nothing the other reads: side by side they keep
// both cores busy. The blocks and redirects packages, which the unit tests import from their dist/, are built first,
// so that the type check's `tsc -b` finds them up to date and rewrites nothing while the tests read them.
say('Static checks (npm run check) and unit tests (Vitest project "unit"), side by side');
await buildPackages();
const [checks, units] = await Promise.all([
  runCommand(npm[0], [...npm[1], 'run', '--silent', 'check'], { capture: true }),
  runCommand(process.execPath, [binOf('vitest'), 'run', '--project', 'unit'], { capture: true }),
]);
console.log(checks.output.trimEnd());
console.log(units.output.trimEnd());
// A failed check stops here; failed unit tests are reported with the rest at the end.
if (checks.code !== 0) {
  say('Static checks failed');
  process.exit(1);
}
let failed = units.code !== 0;

say('Starting a throw-away Directus and a production build of the site');
const stack = await startTestStack({ log: (message) => console.log(`  ${message}`) });
// The browser tests' second stack starts while the integration tests run, which mostly wait on Directus.
// (A failure to start is reported where it is awaited, below.)
const secondStarting = startSecondStack();
secondStarting.catch(() => {});
const stopStacks = () =>
  Promise.all([
    stack.stop(),
    secondStarting.then(
      (second) => second.stop(),
      () => {},
    ),
  ]);
const stopAndExit = async (code) => {
  await stopStacks();
  process.exit(code);
};
process.on('SIGINT', () => stopAndExit(130));
process.on('SIGTERM', () => stopAndExit(143));

try {
  const env = { ...stack.env, ...browsers };
  say('Integration and fault tests (Vitest), while a second stack starts for the browser tests');
  // The browser tests run even when Vitest failed, so that one run reports every failing test.
  const vitest = await runCommand(process.execPath, [binOf('vitest'), 'run', '--project', 'integration', '--project', 'faults'], { env });
  failed = failed || vitest.code !== 0;
  const browserTestsPassed = await runBrowserTests(process.argv.slice(2), env, { second: await secondStarting, say });
  failed = failed || !browserTestsPassed;
} finally {
  await stopStacks();
}
// Alone on the machine: it starts PostgreSQL, Redis, two Directus processes and two sites of its own.
if (!failed) {
  say('Scaled-out deployment test (Vitest project "scale")');
  failed = (await runCommand(process.execPath, [binOf('vitest'), 'run', '--project', 'scale'])).code !== 0;
}
say(failed ? 'Tests failed' : 'All tests passed');
process.exit(failed ? 1 : 0);
