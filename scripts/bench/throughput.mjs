// Server throughput of page views: autocannon on loopback (./load.mjs), and how many Directus requests one view costs,
// counted by the pass-through between the test site and Directus (scripts/lib/counting-proxy.mjs). Each page is
// measured twice in the same run: from the page cache (the site as it runs) and rendered per request (a second server
// of the same build with PAGE_CACHE=off, the baseline: how every page was served before the page cache).
import { freePort } from '../lib/free-port.mjs';
import { measureLoad, warmUp } from './load.mjs';
import { printTable } from './table.mjs';

export const LOAD_PAGES = [
  ['home', '/'],
  ['post', '/posts/two-films-about-the-craft'],
  ['locations', '/locations'],
];
const CONNECTIONS = 50;
const DURATION_SECONDS = 20;
/** The issue's targets for the cached mode: requests/s against the baseline, and the 99th percentile. */
const MIN_RATIO = 5;
const MAX_P99_MS = 50;
/** What every browser asks for: both servers compress their answers (Next.js per response, the page cache once). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export async function measure(siteUrl, path, directusRequests, headers = {}, durationSeconds = DURATION_SECONDS) {
  const url = `${siteUrl}${path}`;
  await warmUp([url], headers);
  const before = directusRequests.count();
  const [figures] = await measureLoad({
    urls: [url],
    connections: CONNECTIONS,
    durationSeconds,
    headers: { ...BROWSER_HEADERS, ...headers },
  });
  return { ...figures, directusPerView: (directusRequests.count() - before) / Math.max(1, figures.requests) };
}

export const errorsOf = (figures) =>
  figures.errors
    ? `${figures.errors} (${Object.entries(figures.errorKinds)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')})`
    : 0;

/** `npm run bench`: requests/s, latency, errors and Directus requests per view, one page at a time, both modes. */
export async function run({ siteUrl, directusRequests, startSite }) {
  const perRequestUrl = await startSite({ name: 'site-per-request', port: await freePort(), env: { PAGE_CACHE: 'off' } });
  const rows = [];
  for (const [name, path] of LOAD_PAGES) {
    const baseline = await measure(perRequestUrl, path, directusRequests);
    const cached = await measure(siteUrl, path, directusRequests);
    const ratio = cached.requestsPerSecond / Math.max(1, baseline.requestsPerSecond);
    for (const [mode, figures] of [
      ['per request (baseline)', baseline],
      ['page cache', cached],
    ]) {
      const isCached = figures === cached;
      const clean = figures.errors === 0 && figures.non2xx === 0 && figures.directusPerView === 0;
      rows.push({
        page: name,
        mode,
        'requests/s': Math.round(figures.requestsPerSecond),
        ratio: isCached ? `${ratio.toFixed(1)}×` : '1×',
        p50: `${figures.latencyP50Ms} ms`,
        p99: `${figures.latencyP99Ms} ms`,
        errors: errorsOf(figures),
        non2xx: figures.non2xx,
        'Directus requests/view': figures.directusPerView.toFixed(3),
        verdict: isCached ? (clean && ratio >= MIN_RATIO && figures.latencyP99Ms <= MAX_P99_MS ? 'PASS' : 'FAIL') : clean ? '—' : 'FAIL',
      });
    }
  }
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per page and mode after one warm-up view, Accept-Encoding as browsers send it; loopback, one site instance each.`,
  );
  console.log(
    `Targets (page cache): ≥ ${MIN_RATIO}× the per-request baseline's requests/s, p99 ≤ ${MAX_P99_MS} ms, no errors, no non-2xx answer, no Directus request per view.`,
  );
  printTable(rows);
}
