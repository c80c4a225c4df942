// The stack the site benchmarks run against: the test stack (scripts/lib/test-stack.mjs: production build, demo
// content, SQLite Directus, local stubs for the geocoder and Stripe's API), whose site reaches Directus through a
// counting pass-through.
import { setTimeout as sleep } from 'node:timers/promises';
import { NOTIFICATION_WINDOW_MS } from '../../apps/cms/extensions/tessera-revalidate/index.js';
import { startTestStack, TEST_ENV } from '../lib/test-stack.mjs';

export const BENCH_STACK_DESCRIPTION =
  'throw-away test stack (scripts/lib/test-stack.mjs): production build of the site (node server.ts), demo content, SQLite Directus, all on loopback';

export async function startBenchStack({ log }) {
  const stack = await startTestStack({ log });
  // The CMS set-up's change notifications reach the site only once it is up (they are retried with back-off) and
  // make it read again what they changed, as they should. When the build was skipped that can happen while a
  // benchmark counts Directus requests per view, so the benchmarks begin once no notification can be on its way.
  const wait = stack.contentWrittenAt + NOTIFICATION_WINDOW_MS - Date.now();
  if (wait > 0) {
    log(`Waiting ${Math.ceil(wait / 1000)} s for the CMS set-up's change notifications to be delivered`);
    await sleep(wait);
  }
  return {
    siteUrl: stack.siteUrl,
    directusUrl: stack.directusUrl,
    // For benchmarks that write content first (the search benchmark's 10,000 posts).
    adminToken: stack.env[TEST_ENV.adminToken],
    directusRequests: stack.directusRequests,
    startSite: stack.startSite,
    /** The process id of the stack's site server (for its memory). */
    sitePid: stack.group.pid('site'),
    stop: stack.stop,
  };
}
