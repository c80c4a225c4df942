import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and integration tests; browser tests use Playwright (e2e/).
export default defineConfig({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./apps/site/src/', import.meta.url)),
      // The marker that keeps server code out of client bundles; meaningless in Node tests.
      'server-only': fileURLToPath(new URL('./scripts/empty-module.mjs', import.meta.url)),
    },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/*/src/**/*.test.{ts,tsx,mjs}',
      'apps/cms/extensions/**/*.test.mjs',
      'scripts/**/*.test.mjs',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', '**/.next/**'],
    globalSetup: ['./scripts/test-setup.mjs'],
    testTimeout: 20_000,
    hookTimeout: 180_000,
  },
});
