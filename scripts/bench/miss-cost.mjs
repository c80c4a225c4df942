// What a page costs when the page cache cannot answer it, beside a build of an earlier commit (BENCH_BASELINE_COMMIT,
// default 397e532: `main` with the page cache, languages, visual editing and search, before the serving path was
// reworked against hostile requests), measured in turn in the same run, each build on a Directus with its own commit's
// schema and demo content (the bench stack's for this build; for the baseline, the stack its own commit starts: its
// pages read the content model of their time, the section collections before the section library):
// - a miss: the page rendered per request (PAGE_CACHE=off, what a fill costs before it is sealed);
// - a member's or an editor's view: the page cache on, a request it does not share (a session cookie) rendered per
//   request through the whole serving path.
// The baseline is a git worktree of that commit under .bench/ with this checkout's installed packages copied in and
// its own production build, made once per commit and reused by later runs.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../lib/free-port.mjs';
import { measureLoad } from './load.mjs';
import { cpuMs, listenerPid } from './proc.mjs';
import { mean, median, pairOrder, rangeOf, signed } from './stats.mjs';
import { printTable } from './table.mjs';
import { LOAD_PAGES } from './throughput.mjs';

const repoRoot = resolve(import.meta.dirname, '../..');
const BASELINE_COMMIT = process.env.BENCH_BASELINE_COMMIT || '397e532';
const baselineDir = join(repoRoot, '.bench', `baseline-${BASELINE_COMMIT}`);
const CONNECTIONS = 50;
const DURATION_SECONDS = 5;
/**
 * Before a view's pages are measured, both builds' processes are loaded at once with every page of the view in turn,
 * WARM_PASSES times for WARM_SECONDS each, unmeasured. A fresh site process costs more per request for minutes, not
 * seconds: loaded with a post beside a process of the same build that had served for minutes, a new one cost 24–47 %
 * more CPU per request in its first minute, 12–17 % more in its second, and the same (−6 to +2 %) only after about
 * three (the compilers, the heap's sizing and the caches, not told apart). Warmed 5 s per page, the pages measured first
 * were still in that tail; a site in production runs for days.
 */
const WARM_PASSES = 3;
const WARM_SECONDS = 10;
/**
 * Each page is measured in pairs of runs, one per build back to back, the first of each pair alternating (this,
 * baseline; baseline, this; ...): a drift of the machine's speed falls on both builds alike, and each pair gives one
 * ratio of their CPU per request. The median of the pairs' ratios is the change; their range is what the run can
 * settle (two 10-s runs per build differed by up to 15 % from one run of the bench to the next).
 */
const PAIRS = 6;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
/** A session cookie that is no session (malformed): the page cache does not share the view, which renders as a visitor's. */
const MEMBER_HEADERS = { ...BROWSER_HEADERS, cookie: 'tessera_session=bench' };

/** Pages beside the throughput benchmark's: a plain CMS page and a 404, whose content changed least since the baseline. */
const EXTRA_PAGES = [
  ['about', '/about'],
  ['404', '/no-such-page', 404],
];
const MODES = [
  { name: 'miss (PAGE_CACHE=off)', env: { PAGE_CACHE: 'off' }, headers: BROWSER_HEADERS, pages: [...LOAD_PAGES, ...EXTRA_PAGES] },
  { name: 'member (session cookie)', env: {}, headers: MEMBER_HEADERS, pages: LOAD_PAGES },
];

/** The uncompressed size of a page's HTML (the RSC payload inlined in it included); fails on another status than expected. */
async function htmlBytes(url, status, headers) {
  const response = await fetch(url, { headers: { cookie: headers.cookie ?? '' } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== status) throw new Error(`${url} answered ${response.status} before the load run, not ${status}`);
  if (response.headers.get('x-tessera-page-cache') !== null) throw new Error(`${url} was answered by the page cache`);
  return bytes;
}

const git = (args) => execFileSync('git', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });

/**
 * The baseline commit in a git worktree under .bench/, made on first use: this checkout's installed packages copied in
 * (node_modules, the site's own, the shared packages' dist/, then built again from the commit's sources). Its site is
 * built by its own stack (below), which skips the build once it is current.
 */
function prepareBaseline(log) {
  const ready = join(baselineDir, '.bench-ready');
  if (!existsSync(ready)) {
    log(`Preparing the baseline ${BASELINE_COMMIT} in ${baselineDir} (git worktree, packages copied: a minute, once)`);
    if (existsSync(baselineDir)) {
      try {
        git(['worktree', 'remove', '--force', baselineDir]);
      } catch {
        rmSync(baselineDir, { recursive: true, force: true });
      }
    }
    git(['worktree', 'prune']);
    git(['worktree', 'add', '--detach', baselineDir, BASELINE_COMMIT]);
    cpSync(join(repoRoot, 'node_modules'), join(baselineDir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
    if (existsSync(join(repoRoot, 'apps/site/node_modules')))
      cpSync(join(repoRoot, 'apps/site/node_modules'), join(baselineDir, 'apps/site/node_modules'), {
        recursive: true,
        verbatimSymlinks: true,
      });
    for (const name of readdirSync(join(repoRoot, 'packages'))) {
      const dist = join(repoRoot, 'packages', name, 'dist');
      if (existsSync(dist) && existsSync(join(baselineDir, 'packages', name)))
        cpSync(dist, join(baselineDir, 'packages', name, 'dist'), { recursive: true, verbatimSymlinks: true });
    }
    // The packages the commit itself builds with tsc (those with a tsconfig.json there).
    const built = ['packages/blocks', 'packages/redirects'].filter((path) => existsSync(join(baselineDir, path, 'tsconfig.json')));
    const tsc = createRequire(join(repoRoot, 'package.json')).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-b', ...built], { cwd: baselineDir, stdio: 'inherit' });
    writeFileSync(ready, BASELINE_COMMIT);
  }
}

/**
 * The baseline commit's own test stack (its Directus, schema, demo content and site build, on free ports), whose
 * `startSite` starts more site servers of its build on its Directus.
 */
async function startBaselineStack(log) {
  prepareBaseline(log);
  log(`Starting ${BASELINE_COMMIT}'s own test stack (its Directus, schema and demo content)`);
  const { startTestStack } = await import(pathToFileURL(join(baselineDir, 'scripts/lib/test-stack.mjs')).href);
  return startTestStack({ log: (message) => log(`${BASELINE_COMMIT}: ${message}`) });
}

/** A ratio as a signed change in per cent, to a tenth ("+5.6 %", "−12.1 %", "0.0 %"). */
const percent = (ratio) => `${signed((ratio - 1) * 100)} %`;

/** The server process's CPU time (user and system) per request over a build's runs, in ms: the work a view costs it. */
const cpuPerRequest = (runs) =>
  runs.reduce((sum, figures) => sum + figures.cpuMsPerRequest * figures.requests, 0) /
  runs.reduce((sum, figures) => sum + figures.requests, 0);

/** `npm run bench`: requests/s and latency of views the page cache does not answer, this build against the baseline. */
export async function run({ startSite }) {
  const log = (message) => console.log(`  ${message}`);
  const baselineStack = await startBaselineStack(log);
  try {
    await measureBoth({ startSite, startBaselineSite: baselineStack.startSite });
  } finally {
    await baselineStack.stop();
  }
}

async function measureBoth({ startSite, startBaselineSite }) {
  const rows = [];
  for (const [index, mode] of MODES.entries()) {
    const urls = {
      current: await startSite({ name: `site-miss-cost-${index}`, port: await freePort(), env: mode.env }),
      baseline: await startBaselineSite({ name: `site-miss-cost-${index}`, port: await freePort(), env: mode.env }),
    };
    const pids = { current: listenerPid(urls.current), baseline: listenerPid(urls.baseline) };
    // Each page's size, from one answer that is checked (its status, rendered rather than the page cache's) before any load.
    const sizesByPath = new Map();
    for (const [, path, status = 200] of mode.pages)
      sizesByPath.set(path, {
        current: await htmlBytes(`${urls.current}${path}`, status, mode.headers),
        baseline: await htmlBytes(`${urls.baseline}${path}`, status, mode.headers),
      });
    for (let pass = 0; pass < WARM_PASSES; pass++)
      for (const [, path] of mode.pages)
        await Promise.all(
          Object.values(urls).map((url) =>
            measureLoad({ urls: [`${url}${path}`], connections: CONNECTIONS / 2, durationSeconds: WARM_SECONDS, headers: mode.headers }),
          ),
        );
    for (const [page, path] of mode.pages) {
      const sizes = sizesByPath.get(path);
      const runs = { current: [], baseline: [] };
      /** Per pair, this build's CPU per request over the baseline's. */
      const cpuRatios = [];
      for (let pair = 0; pair < PAIRS; pair++) {
        const cpuOfPair = {};
        for (const build of pairOrder(pair, ['current', 'baseline'])) {
          const before = cpuMs(pids[build]);
          const [figures] = await measureLoad({
            urls: [`${urls[build]}${path}`],
            connections: CONNECTIONS,
            durationSeconds: DURATION_SECONDS,
            headers: mode.headers,
          });
          const after = cpuMs(pids[build]);
          cpuOfPair[build] = (after.user + after.system - before.user - before.system) / figures.requests;
          runs[build].push({ ...figures, cpuMsPerRequest: cpuOfPair[build] });
        }
        cpuRatios.push(cpuOfPair.current / cpuOfPair.baseline);
      }
      const baselineRate = mean(runs.baseline, 'requestsPerSecond');
      for (const build of ['baseline', 'current']) {
        const rate = mean(runs[build], 'requestsPerSecond');
        const rates = runs[build].map((figures) => Math.round(figures.requestsPerSecond));
        rows.push({
          page,
          view: mode.name,
          build: build === 'baseline' ? `${BASELINE_COMMIT} (baseline)` : 'this build',
          'requests/s (runs)': `${Math.round(rate)} (${Math.min(...rates)}–${Math.max(...rates)})`,
          change: build === 'baseline' ? '—' : percent(rate / baselineRate),
          'CPU per request': `${cpuPerRequest(runs[build]).toFixed(1)} ms`,
          'change (CPU), median of pairs': build === 'baseline' ? '—' : percent(median(cpuRatios)),
          'pairs (CPU)': build === 'baseline' ? '—' : rangeOf(cpuRatios, percent),
          'p50 / p99': `${Math.round(mean(runs[build], 'latencyP50Ms'))} / ${Math.round(mean(runs[build], 'latencyP99Ms'))} ms`,
          'page (HTML)': `${(sizes[build] / 1000).toFixed(1)} kB`,
          // The server renders on one thread and is saturated here, so 1/throughput is its time per request.
          'ms per kB': (1000 / rate / (sizes[build] / 1000)).toFixed(3),
          'errors, non-2xx': `${runs[build].reduce((sum, figures) => sum + figures.errors, 0)}, ${runs[build].reduce((sum, figures) => sum + figures.non2xx, 0)}`,
        });
      }
    }
  }
  console.log(
    `Views the page cache does not answer, autocannon ${CONNECTIONS} connections, both builds first loaded at once with every page in turn, ${WARM_PASSES} passes of ${WARM_SECONDS} s per page, unmeasured, then ${PAIRS} pairs of ${DURATION_SECONDS}-s runs per page, one run per build in each, the first of a pair alternating, Accept-Encoding as browsers send it; each build on a Directus with its own commit's schema and demo content. A member's view carries a session cookie that is no session (rendered as a visitor's, through the cache's checks). CPU per request: the site process's CPU time (user and system, from /proc) over the requests of a build's runs, the work a view costs it; change (CPU): the median over the pairs of this build's CPU per request against the baseline's in the same pair, and their range, what the run can settle (negative is cheaper); ms per kB: time per request (1/throughput, the server's one thread being saturated) over the page's uncompressed HTML; the 404 page's answers are all 404 (non-2xx) by design.`,
  );
  printTable(rows);
}
