// The browser suite in its two steps (playwright.config.ts): the spec files that may run beside one another, on two
// workers, then every other file one at a time, never beside the first step's. Two Playwright runs rather than a
// project dependency, so that a failure in the first step does not skip the second (one run reports every failing
// test), and so that a file run on its own (`npx playwright test e2e/<file>.spec.ts`) does not pull in the first
// step's files.
import { binOf, runCommand } from './commands.mjs';

export const BROWSER_TEST_STEPS = [
  { project: 'side by side', report: 'playwright-report/side-by-side' },
  { project: 'one at a time', report: 'playwright-report/one-at-a-time' },
];

/** Runs both steps with Playwright's arguments `args` in the environment `env`; answers whether both passed. */
export async function runBrowserTests(args, env, { say = () => {} } = {}) {
  let passed = true;
  for (const { project, report } of BROWSER_TEST_STEPS) {
    say(`Browser tests, ${project} (Playwright, Chromium)`);
    const run = await runCommand(
      process.execPath,
      [binOf('@playwright/test', 'playwright'), 'test', `--project=${project}`, '--pass-with-no-tests', ...args],
      {
        env: { ...env, PLAYWRIGHT_HTML_OUTPUT_DIR: report },
      },
    );
    passed = passed && run.code === 0;
  }
  return passed;
}
