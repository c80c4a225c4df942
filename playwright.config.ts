import { defineConfig } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { chromiumArgs } from './scripts/lib/chromium.mjs';

/**
 * Tests tagged @alone (`RUNS_ALONE` in e2e/stack.ts) are bound by time (the map within 5 s, the smooth scroller's
 * steps, a scheduled post within 10 s) or open the Data Studio from an e-mail's link, which a second browser beside
 * them on two cores can delay: they run in the second step, on one worker. Every other test runs in the first step on
 * two workers, each against a test stack of its own when `npm test` or `npm run test:e2e` started a second one
 * (scripts/lib/browser-tests.mjs); a run of its own (`npx playwright test …`) has one stack, and one worker.
 */
const ALONE = /@alone/;
const workers = process.env.TESSERA_TEST_SECOND_STACK ? 2 : 1;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  workers,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // No trace by default: recording one (a DOM snapshot at every action) made the browser tests about 30% slower,
    // the Data Studio's twice as slow (docs/development.md, "How long the tests take"). To see a failure step by step,
    // run it again with `--trace retain-on-failure` (also after `npm test --`).
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: chromiumArgs as string[],
    },
  },
  // The whole suite runs as two steps, the first project and then the second (`npm test`, `npm run test:e2e`:
  // scripts/lib/browser-tests.mjs).
  projects: [
    { name: 'side by side', grepInvert: ALONE, outputDir: 'test-results/side-by-side' },
    { name: 'one at a time', grep: ALONE, workers: 1, outputDir: 'test-results/one-at-a-time' },
  ],
});
