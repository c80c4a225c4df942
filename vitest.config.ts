import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const integration = ['apps/**/*.integration.test.{ts,mjs}'];

// One runner for every workspace. Unit tests need nothing; integration tests (*.integration.test.*)
// talk to a real Directus, which the global set-up starts unless `npm test` already did.
export default defineConfig({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./apps/site/src/', import.meta.url)),
      // The marker that keeps server code out of client bundles; meaningless in Node tests.
      'server-only': fileURLToPath(new URL('./scripts/empty-module.mjs', import.meta.url)),
    },
  },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', '**/.next*/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx,mjs}', 'scripts/**/*.test.mjs'],
          exclude: [...integration, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: integration,
          globalSetup: ['./scripts/test-setup.mjs'],
          testTimeout: 20_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
