// Global set-up for Vitest and Playwright run on their own (`npx vitest`, `npx playwright test`):
// starts a throw-away stack unless `npm test` already started one and passed it in the environment.
import { testBrowsers } from './lib/chromium.mjs';
import { startTestStack, TEST_ENV } from './lib/test-stack.mjs';

export async function ensureTestStack({ withSite }) {
  if (withSite && !process.env.CHROMIUM_PATH) Object.assign(process.env, testBrowsers());
  const running = process.env[TEST_ENV.directusUrl] && (!withSite || process.env[TEST_ENV.siteUrl]);
  if (running) return async () => {};
  const stack = await startTestStack({ withSite });
  Object.assign(process.env, stack.env);
  return () => stack.stop();
}

/** Vitest's globalSetup: the integration tests need Directus but not the site. */
export default function vitestSetup() {
  return ensureTestStack({ withSite: false });
}
