import { defineConfig } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { chromiumArgs } from './scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // One worker: tests change shared content in the one Directus, and the machine has two cores.
  workers: 1,
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
});
