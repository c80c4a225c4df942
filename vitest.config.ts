import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const integration = ['apps/**/*.integration.test.{ts,mjs}'];
const faults = ['apps/**/*.fault.test.ts'];
// The scaled-out deployment (PostgreSQL, Redis, two Directus processes, two sites) brings its own
// stack and runs on its own, after the others (scripts/test.mjs), so it does not compete for the CPU.
const scale = ['apps/cms/src/scaled-out.integration.test.mjs'];
// Builds the container images and runs compose.yaml with podman: `npm run test:containers`, not part of `npm test`
// (docs/deploy.md, "Containers").
const containers = ['scripts/containers/*.containers.test.mjs'];

// One runner for every workspace. Unit tests need nothing; integration tests (*.integration.test.*)
// talk to a real Directus, which the global set-up starts unless `npm test` already did. Fault
// tests (*.fault.test.*) load the running site and stop Directus meanwhile, so they run last, alone.
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
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx,mjs}',
            'apps/cms/extensions/**/*.test.mjs',
            'scripts/**/*.test.mjs',
          ],
          exclude: [...integration, ...faults, ...containers, '**/node_modules/**'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: integration,
          exclude: [...scale, '**/node_modules/**'],
          globalSetup: ['./scripts/test-setup.mjs'],
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: faults,
          globalSetup: ['./scripts/test-setup-site.mjs'],
          // Group orders run one after the other (an order of 0 does not wait for the others).
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: { name: 'scale', include: scale, testTimeout: 180_000, hookTimeout: 420_000 },
      },
      {
        extends: true,
        // The first run builds every image (about half an hour on two busy cores); later runs reuse podman's cache.
        test: { name: 'containers', include: containers, testTimeout: 300_000, hookTimeout: 3_600_000 },
      },
    ],
  },
});
