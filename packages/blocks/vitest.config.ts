import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// This package's tests are pure unit tests; unlike the root config, they need no Directus test stack:
// `vitest run --config packages/blocks/vitest.config.ts`.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
