/**
 * Benchmark: what the proxy's redirect lookup costs a request, with 10,000 rules (9,000 exact, 1,000 prefix) against an
 * empty table, in the same run, for paths that match an exact rule, a prefix rule, or nothing (the usual page view).
 * Run: `node packages/redirects/bench/lookup.mjs`, or through `npm run bench`.
 */
import { fileURLToPath } from 'node:url';
import { compileRedirects, matchRedirect } from '../dist/index.js';

function nsPerCall(fn, paths, rounds = 200) {
  for (let round = 0; round < 20; round++) for (const path of paths) fn(path);
  const started = process.hrtime.bigint();
  for (let round = 0; round < rounds; round++) for (const path of paths) fn(path);
  return Number(process.hrtime.bigint() - started) / (rounds * paths.length);
}

export async function run() {
  const rules = [
    ...Array.from({ length: 9000 }, (_, i) => ({ from: `/old/page-${i}`, to: `/new/page-${i}`, status: 301 })),
    ...Array.from({ length: 1000 }, (_, i) => ({ from: `/section-${i}/*`, to: `/moved-${i}/*`, status: 308 })),
  ];
  let started = performance.now();
  const table = compileRedirects(rules);
  const compileMs = performance.now() - started;
  const empty = compileRedirects([]);
  const paths = {
    'exact rule': Array.from({ length: 1000 }, (_, i) => `/old/page-${i * 9}`),
    'prefix rule': Array.from({ length: 1000 }, (_, i) => `/section-${i}/a/b/c`),
    'no rule (a page)': Array.from({ length: 1000 }, (_, i) => `/posts/some-post-${i}`),
  };
  console.log(`10,000 rules compiled in ${compileMs.toFixed(1)} ms`);
  for (const [name, list] of Object.entries(paths)) {
    const withRules = nsPerCall((path) => matchRedirect(table, path, '?a=1'), list);
    const baseline = nsPerCall((path) => matchRedirect(empty, path, '?a=1'), list);
    console.log(
      `${name.padEnd(18)} ${withRules.toFixed(0).padStart(5)} ns per lookup with 10,000 rules; ${baseline.toFixed(0).padStart(4)} ns with none`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
