// `npm run bench`: every benchmark prints its figures beside a baseline measured in the same run.
import { cpus, totalmem } from 'node:os';
import { requireNode22 } from './lib/node-version.mjs';

requireNode22();
const benchmarks = [
  ['Block renderer', () => import('../packages/blocks/bench/render.mjs')],
  ['Marker clustering', () => import('../apps/site/src/features/maps/bench/cluster.mjs')],
  ['Scaling out: one site instance against two', () => import('./bench/scaling.mjs')],
];

console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`);
for (const [name, load] of benchmarks) {
  console.log(`## ${name}`);
  const { run } = await load();
  await run();
  console.log();
}
