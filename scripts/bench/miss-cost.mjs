// What a page costs when the page cache cannot answer it (a miss, a member, a preview): this build rendering per
// request (PAGE_CACHE=off) against a build of an earlier commit (BENCH_BASELINE_COMMIT, default 9d47c04: `main`
// before the page cache, languages, visual editing and search), both on the bench stack's one Directus, measured in
// turn in the same run. The baseline checkout is made once under .bench/ (git archive, npm ci, next build) and
// reused by later runs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../lib/free-port.mjs';
import { measureLoad } from './load.mjs';
import { printTable } from './table.mjs';
import { LOAD_PAGES } from './throughput.mjs';

const repoRoot = resolve(import.meta.dirname, '../..');
const BASELINE_COMMIT = process.env.BENCH_BASELINE_COMMIT || '9d47c04';
const CONNECTIONS = 50;
const DURATION_SECONDS = 15;
/** Each page is measured A, B, B, A, so that a drift of the machine's speed during the run falls on both builds alike. */
const ORDER = ['current', 'baseline', 'baseline', 'current'];
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Pages beside the throughput benchmark's: a plain CMS page and a 404, whose content changed least since the baseline. */
const EXTRA_PAGES = [
  ['about', '/about'],
  ['404', '/no-such-page', 404],
];

/** The uncompressed size of a page's HTML (the RSC payload inlined in it included); fails on another status than expected. */
async function htmlBytes(url, status) {
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== status) throw new Error(`${url} answered ${response.status} before the load run, not ${status}`);
  return bytes;
}

/** A production build of the baseline commit under .bench/, made on first use; returns its site server's path. */
export function baselineServer(log) {
  const dir = join(repoRoot, '.bench', `baseline-${BASELINE_COMMIT}`);
  const ready = join(dir, '.ready');
  if (!existsSync(ready)) {
    log(`Preparing the baseline ${BASELINE_COMMIT} in ${dir} (git archive, npm ci, next build: several minutes, once)`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', '--format=tar', BASELINE_COMMIT], { cwd: repoRoot, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    execFileSync(process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: join(dir, 'apps/site'),
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
    });
    writeFileSync(ready, BASELINE_COMMIT);
  }
  const server = ['server.ts', 'server.mjs'].map((name) => join(dir, 'apps/site', name)).find((path) => existsSync(path));
  if (!server) throw new Error(`No site server in the baseline checkout ${dir}`);
  return server;
}

/** `npm run bench`: requests/s and latency of per-request rendering, this build against the baseline, page by page. */
export async function run({ startSite }) {
  const log = (message) => console.log(`  ${message}`);
  const server = baselineServer(log);
  const urls = {
    current: await startSite({ name: 'site-miss-cost', port: await freePort(), env: { PAGE_CACHE: 'off' } }),
    baseline: await startSite({ name: `site-${BASELINE_COMMIT}`, port: await freePort(), server }),
  };
  const rows = [];
  for (const [page, path, status = 200] of [...LOAD_PAGES, ...EXTRA_PAGES]) {
    // Asked for once first (what the site caches is cached), and measured.
    const sizes = {
      current: await htmlBytes(`${urls.current}${path}`, status),
      baseline: await htmlBytes(`${urls.baseline}${path}`, status),
    };
    const runs = { current: [], baseline: [] };
    for (const build of ORDER) {
      const [figures] = await measureLoad({
        urls: [`${urls[build]}${path}`],
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        headers: BROWSER_HEADERS,
      });
      runs[build].push(figures);
    }
    const mean = (list, key) => list.reduce((sum, figures) => sum + figures[key], 0) / list.length;
    const baselineRate = mean(runs.baseline, 'requestsPerSecond');
    for (const build of ['baseline', 'current']) {
      const rate = mean(runs[build], 'requestsPerSecond');
      rows.push({
        page,
        build: build === 'baseline' ? `${BASELINE_COMMIT} (baseline)` : 'this build, PAGE_CACHE=off',
        'requests/s (two runs)': `${Math.round(rate)} (${runs[build].map((figures) => Math.round(figures.requestsPerSecond)).join(', ')})`,
        change:
          build === 'baseline' ? '—' : `${rate >= baselineRate ? '+' : ''}${(((rate - baselineRate) / baselineRate) * 100).toFixed(1)} %`,
        'p50 / p99': `${Math.round(mean(runs[build], 'latencyP50Ms'))} / ${Math.round(mean(runs[build], 'latencyP99Ms'))} ms`,
        'page (HTML)': `${(sizes[build] / 1000).toFixed(1)} kB`,
        // The server renders on one thread and is saturated here, so 1/throughput is its time per request.
        'ms per kB': (1000 / rate / (sizes[build] / 1000)).toFixed(3),
        'errors, non-2xx': `${runs[build].reduce((sum, figures) => sum + figures.errors, 0)}, ${runs[build].reduce((sum, figures) => sum + figures.non2xx, 0)}`,
      });
    }
  }
  console.log(
    `Per-request rendering, autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, runs in the order ${ORDER.join(', ')} per page, Accept-Encoding as browsers send it; both servers on the bench stack's Directus. ms per kB: time per request (1/throughput, the server's one thread being saturated) over the page's uncompressed HTML; the 404 page's answers are all 404 (non-2xx) by design.`,
  );
  printTable(rows);
}
