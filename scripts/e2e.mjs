// `npm run test:e2e`: the whole browser suite in its two steps (scripts/lib/browser-tests.mjs) against two throw-away
// stacks, the first started here unless `TESSERA_TEST_*` variables name a running one. Arguments go to Playwright.
import { runBrowserTests, startSecondStack } from './lib/browser-tests.mjs';
import { requireNode22 } from './lib/node-version.mjs';
import { ensureTestStack } from './test-setup.mjs';

requireNode22();
const stop = await ensureTestStack({ withSite: true });
let passed = false;
let second = null;
try {
  second = await startSecondStack();
  passed = await runBrowserTests(process.argv.slice(2), process.env, {
    second,
    say: (message) => console.log(`\n\x1b[1m› ${message}\x1b[0m`),
  });
} finally {
  await second?.stop();
  await stop();
}
process.exit(passed ? 0 : 1);
