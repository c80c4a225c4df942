// The stack the site benchmarks run against: the test stack (scripts/lib/test-stack.mjs: production build, demo
// content, SQLite Directus, local stubs for the geocoder and Stripe's API), with a request counter between the site
// and Directus.
import { freePort } from '../lib/free-port.mjs';
import { startTestStack } from '../lib/test-stack.mjs';
import { startCountingProxy } from './request-counter.mjs';

export const BENCH_STACK_DESCRIPTION =
  'throw-away test stack (scripts/lib/test-stack.mjs): production build of the site (next start), demo content, SQLite Directus, all on loopback';

export async function startBenchStack({ log }) {
  const directusPort = await freePort();
  const directusRequests = await startCountingProxy(`http://127.0.0.1:${directusPort}`);
  try {
    const stack = await startTestStack({ log, directusPort, siteEnv: { DIRECTUS_URL: directusRequests.url } });
    return {
      siteUrl: stack.siteUrl,
      directusRequests,
      stop: async () => {
        await stack.stop();
        await directusRequests.close();
      },
    };
  } catch (error) {
    await directusRequests.close();
    throw error;
  }
}
