// Server throughput of cached page views: autocannon on loopback (./load.mjs), and how many Directus requests one
// view costs, counted by the pass-through between the test site and Directus (scripts/lib/counting-proxy.mjs).
import { measureLoad, warmUp } from './load.mjs';
import { printTable } from './table.mjs';

export const LOAD_PAGES = [
  ['home', '/'],
  ['post', '/posts/two-films-about-the-craft'],
  ['locations', '/locations'],
];
const CONNECTIONS = 50;
const DURATION_SECONDS = 20;

/** `npm run bench`: requests/s, latency, errors and Directus requests per view, one page at a time. */
export async function run({ siteUrl, directusRequests }) {
  const rows = [];
  for (const [name, path] of LOAD_PAGES) {
    const url = `${siteUrl}${path}`;
    await warmUp([url]);
    const before = directusRequests.count();
    const [figures] = await measureLoad({ urls: [url], connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
    const directusRequestCount = directusRequests.count() - before;
    rows.push({
      page: name,
      path,
      'requests/s': Math.round(figures.requestsPerSecond),
      p50: `${figures.latencyP50Ms} ms`,
      p99: `${figures.latencyP99Ms} ms`,
      errors: figures.errors
        ? `${figures.errors} (${Object.entries(figures.errorKinds)
            .map(([kind, count]) => `${count} ${kind}`)
            .join(', ')})`
        : 0,
      non2xx: figures.non2xx,
      'Directus requests/view': (directusRequestCount / Math.max(1, figures.requests)).toFixed(3),
      verdict: figures.errors === 0 && figures.non2xx === 0 && directusRequestCount === 0 ? 'PASS' : 'FAIL',
    });
  }
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per page after one warm-up view; loopback, one site instance.`,
  );
  console.log('Targets: no errors and no non-2xx answer; no Directus request for a cached page view.');
  printTable(rows);
}
