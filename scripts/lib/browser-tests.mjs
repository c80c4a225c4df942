// The browser suite in its two steps (playwright.config.ts):
// 1. side by side: every test but those tagged @alone, on two workers, each against a test stack of its own (its own
//    Directus, sites, Varnish and stand-ins), so that what one test changes, stops or counts never meets the other
//    worker's tests;
// 2. one at a time: the tests tagged @alone (`RUNS_ALONE`, e2e/stack.ts), which time what the browser draws (the map
//    within 5 s, the smooth scroller's steps) or open the Data Studio from an e-mail, on one worker: a second browser
//    beside them on two cores delays that.
// Two Playwright runs rather than a project dependency, so that a failure in the first step does not skip the second
// (one run reports every failing test), and so that a file run on its own (`npx playwright test e2e/<file>.spec.ts`)
// does not pull in the other step's tests.
import { binOf, runCommand } from './commands.mjs';
import { startTestStack, TEST_ENV } from './test-stack.mjs';

export const BROWSER_TEST_STEPS = [
  { project: 'side by side', report: 'playwright-report/side-by-side' },
  { project: 'one at a time', report: 'playwright-report/one-at-a-time' },
];

/** The second worker's test stack, beside the one `npm test` or the global set-up started: `stop()` ends it. */
export function startSecondStack() {
  return startTestStack({ name: 'second' });
}

/**
 * Runs both steps with Playwright's arguments `args` in the environment `env` (the first stack's), the second
 * worker on `second` (from startSecondStack); answers whether both passed.
 */
export async function runBrowserTests(args, env, { second, say = () => {} }) {
  let passed = true;
  for (const { project, report } of BROWSER_TEST_STEPS) {
    say(`Browser tests, ${project} (Playwright, Chromium)`);
    const run = await runCommand(
      process.execPath,
      [binOf('@playwright/test', 'playwright'), 'test', `--project=${project}`, '--pass-with-no-tests', ...args],
      {
        env: { ...env, [TEST_ENV.secondStack]: JSON.stringify(second.env), PLAYWRIGHT_HTML_OUTPUT_DIR: report },
      },
    );
    passed = passed && run.code === 0;
  }
  return passed;
}
