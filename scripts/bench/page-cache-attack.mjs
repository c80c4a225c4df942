// The page cache under a flood of misses: the p99 of a cached page's hits while other clients send, at full speed,
// what an attacker can make the site render: paths that render a 404 (a new one each time), percent-encoded aliases
// and tracking query strings of a cached page. Beside the same hits without the flood, in the same run.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort } from '../lib/free-port.mjs';
import { warmUp } from './load.mjs';
import { printTable } from './table.mjs';

const HIT_CONNECTIONS = 20;
const FLOOD_CONNECTIONS = 10;
const DURATION_SECONDS = 10;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const PAGE = '/';
const POST = 'two-films-about-the-craft';

/**
 * The flood's requests in turn: a new 404 path, a new alias spelling of a post, the post with a new query; without
 * 404s, only the two kinds a cached page answers (a 308 to its address, or its entry).
 */
function floodPath(n, { with404s }) {
  const kinds = with404s ? 3 : 2;
  const kind = (n % kinds) + (with404s ? 0 : 1);
  if (kind === 0) return `/posts/no-such-post-${n}`;
  if (kind === 1)
    return `/posts/${[...POST.slice(0, 12)].map((letter, index) => ((n >> index) & 1 ? `%${letter.charCodeAt(0).toString(16)}` : letter)).join('')}${POST.slice(12)}`;
  return `/posts/${POST}?utm_source=flood-${n}`;
}

const row = (what, result) => ({
  what,
  'requests/s': Math.round(result.requests.average),
  p50: `${result.latency.p50} ms`,
  p99: `${result.latency.p99} ms`,
  errors: result.errors,
  answers: Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${count} × ${status}`)
    .join(', '),
});

/** How long compressing the page as the page cache stores it blocked the event loop when it ran there (median of 9). */
function syncCompressionMs(page) {
  const times = [];
  for (let round = 0; round < 9; round++) {
    const started = performance.now();
    brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: page.byteLength } });
    gzipSync(page, { level: 9 });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[4];
}

/** Cached hits of the home page on `siteUrl` while the flood runs; both results. */
async function hitsUnderFlood(siteUrl, floodOptions) {
  let n = 0;
  return Promise.all([
    hits(siteUrl),
    autocannon({
      url: siteUrl,
      connections: FLOOD_CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: BROWSER_HEADERS,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: floodPath(n++, floodOptions) }) }],
    }),
  ]);
}

const hits = (siteUrl) =>
  autocannon({ url: `${siteUrl}${PAGE}`, connections: HIT_CONNECTIONS, duration: DURATION_SECONDS, headers: BROWSER_HEADERS });

/**
 * `npm run bench`: cached hits alone; with a flood of aliases and query strings; with a flood that adds new 404 paths
 * (each a render); the same with one fill at a time (PAGE_CACHE_FILLS=1, a second server of the same build).
 */
export async function run({ siteUrl, startSite }) {
  const oneFillUrl = await startSite({ name: 'site-one-fill', port: await freePort(), env: { PAGE_CACHE_FILLS: '1' } });
  await warmUp([`${siteUrl}${PAGE}`, `${siteUrl}/posts/${POST}`, `${oneFillUrl}${PAGE}`, `${oneFillUrl}/posts/${POST}`]);
  const quiet = await hits(siteUrl);
  const [cheapLoaded, cheapFlood] = await hitsUnderFlood(siteUrl, { with404s: false });
  const [loaded, flood] = await hitsUnderFlood(siteUrl, { with404s: true });
  const [oneFillLoaded, oneFillFlood] = await hitsUnderFlood(oneFillUrl, { with404s: true });
  console.log(
    `${HIT_CONNECTIONS} connections on the cached home page for ${DURATION_SECONDS} s, alone and while ${FLOOD_CONNECTIONS} more connections send, in turn, alias spellings and query strings of a cached post, then also new 404 paths (each one a render).`,
  );
  printTable([
    row('cached hits alone (baseline)', quiet),
    row('cached hits, flood of aliases and queries', cheapLoaded),
    row('  that flood', cheapFlood),
    row('cached hits, flood with 404 paths', loaded),
    row('  that flood', flood),
    row('cached hits, flood with 404 paths, PAGE_CACHE_FILLS=1', oneFillLoaded),
    row('  that flood', oneFillFlood),
  ]);
  const home = Buffer.from(await (await fetch(`${siteUrl}${PAGE}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  console.log(
    `Compressing the home page (${Math.round(home.byteLength / 1000)} kB, Brotli 11 and gzip 9), which every stored miss did on the event loop before: ${syncCompressionMs(home).toFixed(0)} ms (median of 9); it now runs on libuv's threads.`,
  );
}
