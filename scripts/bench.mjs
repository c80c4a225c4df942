// `npm run bench [name …]`: every benchmark prints its figures beside a baseline measured in the same run, or
// against its budget. Names (any part, case-insensitive) choose which run, e.g. `npm run bench -- lighthouse`.
import { cpus, loadavg, totalmem } from 'node:os';
import { BENCH_STACK_DESCRIPTION, startBenchStack } from './bench/site-stack.mjs';
import { requireNode22 } from './lib/node-version.mjs';

requireNode22();
/** Benchmarks of code alone. */
const codeBenchmarks = [
  ['Block renderer', () => import('../packages/blocks/bench/render.mjs')],
  ['Marker clustering', () => import('../apps/site/src/features/maps/bench/cluster.mjs')],
  ['Search index, in-process', () => import('../apps/site/src/features/search/bench/search.mjs')],
  ['Redirect lookup', () => import('../packages/redirects/bench/lookup.mjs')],
  ['Smooth scrolling', () => import('../apps/site/src/features/motion/bench/scroll.mjs')],
  ['Share images', () => import('../apps/site/src/features/seo/bench/share-image.mjs')],
  ['Scaling out: one site instance against two', () => import('./bench/scaling.mjs')],
];
/** Benchmarks of the running site; they share one stack. */
const siteBenchmarks = [
  ['Lighthouse', () => import('./bench/lighthouse.mjs')],
  ['Client JavaScript per route', () => import('./bench/client-js.mjs')],
  ['Server throughput', () => import('./bench/throughput.mjs')],
  ['Markdown hits beside HTML hits', () => import('./bench/markdown-hits.mjs')],
  ['Page cache under a flood of misses', () => import('./bench/page-cache-attack.mjs')],
  ['Miss cost: rendering per request against a baseline commit', () => import('./bench/miss-cost.mjs')],
  ['Share images under a burst of first renders', () => import('./bench/share-image-burst.mjs')],
  // Last: it adds 10,000 posts to the stack's Directus.
  ['Search over HTTP and through Directus', () => import('./bench/search.mjs')],
];

const wanted = process.argv.slice(2).map((name) => name.toLowerCase());
const chosen = (list) => list.filter(([name]) => wanted.length === 0 || wanted.some((part) => name.toLowerCase().includes(part)));

console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
console.log(
  `Load average before the run (1, 5, 15 min): ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}\n`,
);
for (const [name, load] of chosen(codeBenchmarks)) {
  console.log(`## ${name}`);
  const { run } = await load();
  await run();
  console.log();
}

const site = chosen(siteBenchmarks);
if (site.length > 0) {
  console.log(`Site benchmarks run against a ${BENCH_STACK_DESCRIPTION}.`);
  const stack = await startBenchStack({ log: (message) => console.log(`  ${message}`) });
  const stop = async (code) => {
    await stack.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  try {
    for (const [name, load] of site) {
      console.log(`\n## ${name}`);
      const { run } = await load();
      await run(stack);
    }
  } finally {
    await stack.stop();
  }
}
