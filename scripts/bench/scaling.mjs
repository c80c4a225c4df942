// `npm run bench` (Scaling): the site's throughput with one instance and with two behind the same
// Redis, PostgreSQL and two Directus processes (scripts/lib/scaled-stack.mjs), on this machine.
import { Redis } from 'ioredis';
import { startScaledStack } from '../lib/scaled-stack.mjs';
import { measureSpreadLoad } from './load.mjs';

const PATHS = ['/', '/contact', '/posts', '/locations', '/shop'];
const CONNECTIONS = 20;
const DURATION_SECONDS = 15;

const row = (label, { requestsPerSecond, p50Ms, p99Ms, requests, errors }) =>
  `  ${label.padEnd(12)}${requestsPerSecond.toFixed(0).padStart(8)}${String(p50Ms).padStart(8)}${String(p99Ms).padStart(8)}${String(requests).padStart(10)}${String(errors).padStart(8)}`;

export async function run() {
  const stack = await startScaledStack({ log: (message) => console.log(`  (${message})`) });
  try {
    const urls = (sites) => sites.flatMap((site) => PATHS.map((path) => `${site.url}${path}`));
    // Fill the shared cache, then a short warm-up on each instance (JIT, connection pools).
    for (const url of urls(stack.sites)) await fetch(url).then((response) => response.arrayBuffer());
    await measureSpreadLoad({ urls: urls(stack.sites), connections: CONNECTIONS, durationSeconds: 3 });

    const one = await measureSpreadLoad({
      urls: urls(stack.sites.slice(0, 1)),
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
    });
    const two = await measureSpreadLoad({ urls: urls(stack.sites), connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
    console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, pages ${PATHS.join(' ')} (Next.js's cache in Redis)`);
    console.log('  instances      req/s  p50 ms  p99 ms  requests  errors');
    console.log(row('1 (baseline)', one));
    console.log(row('2', two));
    console.log(`  scaling 1 → 2: ×${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}`);
    // For sizing Redis: what the demo site's shared cache holds once every page has been served.
    const redis = new Redis(stack.redisUrl);
    try {
      const memory = /used_memory_human:(\S+)/.exec(await redis.info('memory'))?.[1];
      const entries = (await redis.keys('tessera:next:entry:*')).length;
      console.log(`  Redis after the run: ${memory} used, ${entries} Next.js cache entries, ${await redis.dbsize()} keys in all`);
    } finally {
      redis.disconnect();
    }
  } finally {
    await stack.stop();
  }
}
