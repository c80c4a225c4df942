import { defineConfig } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { chromiumArgs } from './scripts/lib/chromium.mjs';

/**
 * The spec files that may run beside one another: they change no content, setting or language another spec reads,
 * never stop Directus, and measure nothing process-wide (memory, timing, requests to Directus). What they create is
 * their own (members, orders, a page at a new address, posts visitors cannot see). Every other file, and any new one
 * until it is added here, runs one at a time after them; so do those that time what the browser draws (the map must
 * load within 5 s, the smooth scroller's steps are timed), which a second browser beside them on two cores disturbs.
 */
const SIDE_BY_SIDE = ['blocks', 'client-js', 'content', 'hostile-requests', 'journal', 'members', 'payments', 'studio', 'video'].map(
  (name) => `${name}.spec.ts`,
);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Two workers for the machine's two cores: a browser test mostly waits on Directus and the site.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: chromiumArgs as string[],
    },
  },
  // The whole suite runs as two steps, the first project and then the second (`npm test`, `npm run test:e2e`:
  // scripts/lib/browser-tests.mjs); a bare `npx playwright test` would run the two at once.
  projects: [
    { name: 'side by side', testMatch: SIDE_BY_SIDE, outputDir: 'test-results/side-by-side' },
    { name: 'one at a time', testIgnore: SIDE_BY_SIDE, workers: 1, outputDir: 'test-results/one-at-a-time' },
  ],
});
