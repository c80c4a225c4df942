// Server throughput of page views: autocannon on loopback (./load.mjs), and how many Directus requests one view costs,
// counted by the pass-through between the test site and Directus (scripts/lib/counting-proxy.mjs). Two comparisons,
// each in the same run:
// - the page cache against the static-file limit: nginx with one worker serving each page's stored gzip bytes and
//   headers (`gzip_static`), the two alternated page by page, GET and HEAD, and the site's memory after the hits;
// - the page cache against rendering per request (a second server of the same build with PAGE_CACHE=off: how every
//   page was served before the page cache).
import { request as httpRequest } from 'node:http';
import { freePort } from '../lib/free-port.mjs';
import { startNginx } from '../lib/services.mjs';
import { measureLoad, warmUp } from './load.mjs';
import { childPid, cpuMs, rssMiB } from './proc.mjs';
import { measureRawLoad } from './raw-load.mjs';
import { mean, median, pairOrder, rangeOf, signed } from './stats.mjs';
import { printTable } from './table.mjs';

export const LOAD_PAGES = [
  ['home', '/'],
  ['post', '/posts/two-films-about-the-craft'],
  ['locations', '/locations'],
];
const CONNECTIONS = 50;
const DURATION_SECONDS = 20;
/**
 * Runs against nginx, per page and method: pairs of short runs, one per server, the first of a pair alternating, after
 * one unmeasured run each. The machine's speed drifts within a minute (one server's 5-s runs of the same page moved
 * between 34,498 and 56,493 requests/s on the 2-core machine), so each pair compares the two servers at one speed, and
 * the median over the pairs is the figure, printed with the pairs' range: what one run can settle.
 */
const LIMIT_PAIRS = 6;
const LIMIT_SECONDS = 4;
const LIMIT_WARM_SECONDS = 2;
const SERVERS = ['page cache', 'nginx'];
/**
 * The issue's targets against the static-file limit, for GET and HEAD alike: ≥ 0.9× nginx's requests/s with a p99 no
 * worse than nginx's. The CPU time per request is printed beside them: what a HEAD costs against a GET, and where the
 * site's time goes against nginx's (its user time is Node's JavaScript).
 */
const MIN_LIMIT_RATIO = 0.9;
/** The same bytes from both: the stored gzip version (what nginx's `gzip_static` sends). */
const GZIP_HEADERS = { 'accept-encoding': 'gzip' };
/** Headers that nginx writes itself for a static file, or that are per connection. */
const SERVER_OWN_HEADERS = ['date', 'connection', 'keep-alive', 'content-length', 'content-encoding', 'etag', 'last-modified'];
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

/** One answer as it crossed the wire: status, headers and body bytes (not decoded). */
function rawAnswer(url, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject).end();
  });
}

/** A page as the page cache sends it (gzip and plain), to be served by nginx; fails unless the cache answers it as a HIT whose Content-Length is right for GET and HEAD. */
async function storedPage(siteUrl, path) {
  await warmUp([`${siteUrl}${path}`], GZIP_HEADERS);
  const gzip = await rawAnswer(`${siteUrl}${path}`, { headers: GZIP_HEADERS });
  const head = await rawAnswer(`${siteUrl}${path}`, { method: 'HEAD', headers: GZIP_HEADERS });
  const plain = await rawAnswer(`${siteUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const problems = [
    gzip.headers['x-tessera-page-cache'] !== 'HIT' && `answered ${gzip.headers['x-tessera-page-cache']}, not HIT`,
    gzip.headers['content-encoding'] !== 'gzip' && 'was not gzip-encoded',
    Number(gzip.headers['content-length']) !== gzip.body.byteLength &&
      `GET: Content-Length ${gzip.headers['content-length']}, body ${gzip.body.byteLength} bytes`,
    head.headers['content-length'] !== gzip.headers['content-length'] &&
      `HEAD: Content-Length ${head.headers['content-length']}, GET's ${gzip.headers['content-length']}`,
    head.body.byteLength !== 0 && `HEAD: a body of ${head.body.byteLength} bytes`,
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`${path} from the page cache: ${problems.join('; ')}`);
  const headers = Object.fromEntries(
    Object.entries(gzip.headers)
      .filter(([name]) => !SERVER_OWN_HEADERS.includes(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
  return { path, headers, body: plain.body, gzip: gzip.body };
}

const times = (ratio) => `${ratio.toFixed(2)}×`;
const ms = (difference) => `${signed(difference)} ms`;

/** The page cache's hits against nginx serving the same bytes: requests/s, p50/p99, per page and method. */
async function againstStaticLimit({ siteUrl, sitePid, directusRequests }) {
  const pages = [];
  for (const [name, path] of LOAD_PAGES) pages.push({ name, ...(await storedPage(siteUrl, path)) });
  const nginx = await startNginx({ pages });
  const pids = { 'page cache': sitePid, nginx: childPid(nginx.pid) };
  const rows = [];
  try {
    for (const method of ['GET', 'HEAD']) {
      for (const page of pages) {
        const check = await rawAnswer(`${nginx.url}${page.path}`, { method, headers: GZIP_HEADERS });
        if (check.status !== 200 || (method === 'GET' && !check.body.equals(page.gzip)))
          throw new Error(`nginx answered ${page.path} with ${check.status}, not the stored gzip bytes`);
        const urls = { 'page cache': `${siteUrl}${page.path}`, nginx: `${nginx.url}${page.path}` };
        const load = (server, durationSeconds) =>
          measureRawLoad({ url: urls[server], connections: CONNECTIONS, durationSeconds, headers: GZIP_HEADERS, method });
        for (const server of SERVERS) await load(server, LIMIT_WARM_SECONDS);
        const runs = { 'page cache': [], nginx: [] };
        const before = directusRequests.count();
        for (let pair = 0; pair < LIMIT_PAIRS; pair++) {
          for (const server of pairOrder(pair, SERVERS)) {
            const cpuBefore = cpuMs(pids[server]);
            const figures = await load(server, LIMIT_SECONDS);
            const cpuAfter = cpuMs(pids[server]);
            const perRequest = (ms) => (ms * 1000) / figures.requests;
            runs[server].push({
              ...figures,
              cpuMicrosPerRequest: perRequest(cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system),
              userMicrosPerRequest: perRequest(cpuAfter.user - cpuBefore.user),
            });
          }
        }
        const directusPerView =
          (directusRequests.count() - before) /
          Math.max(
            1,
            runs['page cache'].reduce((sum, run) => sum + run.requests, 0),
          );
        // Per pair: the page cache's requests/s over nginx's, and its p99 less nginx's (ms).
        const ratios = runs.nginx.map((run, pair) => runs['page cache'][pair].requestsPerSecond / run.requestsPerSecond);
        const p99Over = runs.nginx.map((run, pair) => runs['page cache'][pair].latencyP99Ms - run.latencyP99Ms);
        const ratio = median(ratios);
        const p99OverMedian = median(p99Over);
        for (const server of ['nginx', 'page cache']) {
          const figures = runs[server];
          const rates = figures.map((run) => run.requestsPerSecond);
          const faults = figures.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
          const isCache = server === 'page cache';
          const pass = faults === 0 && directusPerView === 0 && ratio >= MIN_LIMIT_RATIO && p99OverMedian <= 0;
          rows.push({
            page: page.name,
            method,
            server,
            'requests/s, mean (min–max)': `${Math.round(mean(figures, 'requestsPerSecond'))} (${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))})`,
            'of nginx, median of pairs': isCache ? times(ratio) : '1×',
            'pairs (of nginx)': isCache ? rangeOf(ratios, times) : '—',
            'p99, median of runs': `${median(figures.map((run) => run.latencyP99Ms)).toFixed(1)} ms`,
            "p99 over nginx's, median of pairs (range)": isCache ? `${ms(p99OverMedian)} (${rangeOf(p99Over, ms)})` : '—',
            'CPU per request (user)': `${Math.round(mean(figures, 'cpuMicrosPerRequest'))} µs (${Math.round(mean(figures, 'userMicrosPerRequest'))})`,
            'errors, non-2xx': faults,
            'gzip bytes': page.gzip.byteLength,
            verdict: isCache ? (pass ? 'PASS' : 'FAIL') : faults === 0 ? '—' : 'FAIL',
          });
        }
      }
    }
  } finally {
    await nginx.stop();
  }
  console.log(
    `The page cache against nginx (one worker, \`gzip_static\`, the same gzip bytes and headers per page), ${CONNECTIONS} keep-alive connections of ./raw-load.mjs (autocannon cannot load HEAD), Accept-Encoding: gzip; per page and method one unmeasured ${LIMIT_WARM_SECONDS}-s run each, then ${LIMIT_PAIRS} pairs of ${LIMIT_SECONDS}-s runs, one per server, the first of a pair alternating.`,
  );
  console.log(
    `Targets (page cache), GET and HEAD: ≥ ${MIN_LIMIT_RATIO}× nginx's requests/s and a p99 no worse than nginx's, each the median over the pairs of the two servers' figures in the same pair (the pairs' range beside it); Content-Length right (checked before the runs), no errors, no Directus request per view. CPU per request: the serving process's CPU time (user and system) over the requests of its runs.`,
  );
  printTable(rows);
  console.log(`The site process's resident memory (RSS) after the hit runs: ${rssMiB(sitePid).toFixed(0)} MiB.`);
}

/** `npm run bench`: the page cache against nginx, then against rendering per request. */
export async function run({ siteUrl, sitePid, directusRequests, startSite }) {
  await againstStaticLimit({ siteUrl, sitePid, directusRequests });
  console.log();
  await againstPerRequest({ siteUrl, directusRequests, startSite });
}

/** Requests/s, latency, errors and Directus requests per view, one page at a time, from the cache and rendered per request. */
async function againstPerRequest({ siteUrl, directusRequests, startSite }) {
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
