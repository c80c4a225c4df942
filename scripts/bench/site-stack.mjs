// The stack the site benchmarks run against: the test stack (scripts/lib/test-stack.mjs: production build, demo
// content, SQLite Directus, local stubs for the geocoder and Stripe's API), whose site reaches Directus through a
// counting pass-through.
import { startTestStack } from '../lib/test-stack.mjs';

export const BENCH_STACK_DESCRIPTION =
  'throw-away test stack (scripts/lib/test-stack.mjs): production build of the site (node server.mjs), demo content, SQLite Directus, all on loopback';

export async function startBenchStack({ log }) {
  const stack = await startTestStack({ log });
  return { siteUrl: stack.siteUrl, directusRequests: stack.directusRequests, stop: stack.stop };
}
