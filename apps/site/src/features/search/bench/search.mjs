/**
 * Benchmark: the site search index (MiniSearch, engine.ts) on 10,000 generated posts: build time and memory, query
 * p50/p99 and the top 3 results of ten queries, against a baseline measured in the same run: a `_contains`-style scan
 * (case-insensitive substring over title and text, newest first; the anchors' search) on the same documents.
 * Run: `node apps/site/src/features/search/bench/search.mjs` (Node 22 strips the types), or through `npm run bench`.
 */
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { searchDocuments } from '../documents.ts';
import { SiteSearch } from '../engine.ts';
import { generatePosts, QUERIES } from './corpus.mjs';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

const TARGETS = { p50Ms: 10, buildMs: 3000 };

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

function heapMb() {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

/** The baseline: every document whose title or text contains the query, newest first. */
function containsSearch(documents, query) {
  const needle = query.toLowerCase();
  return documents
    .filter((document) => document.title.toLowerCase().includes(needle) || document.text.toLowerCase().includes(needle))
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

/** CPU milliseconds of this process since `since` (a process.cpuUsage()): unlike wall time, not inflated when other processes share the cores. */
const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

function timeQueries(run, rounds) {
  const samples = [];
  const cpuSamples = [];
  for (let round = 0; round < rounds; round++)
    for (const query of QUERIES) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      run(query);
      samples.push(performance.now() - started);
      cpuSamples.push(cpuMs(cpu));
    }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), cpuP50: percentile(cpuSamples, 50) };
}

const short = (title) => (title.length > 34 ? `${title.slice(0, 33)}…` : title);

export async function run() {
  // As Directus reads them back: with ids, in the default language.
  const posts = generatePosts().map((post, index) => ({ ...post, id: index + 1, language: 'en', date_updated: null }));
  const before = heapMb();
  let started = performance.now();
  const documents = searchDocuments({ posts, pages: [], products: [] }, { codes: ['en'], localePath: (path) => path });
  const textMs = performance.now() - started;
  const textHeap = heapMb() - before;
  const cpu = process.cpuUsage();
  started = performance.now();
  const index = new SiteSearch(documents);
  const buildMs = performance.now() - started;
  const buildCpuMs = cpuMs(cpu);
  const indexHeap = heapMb() - before - textHeap;

  // Warm-up, then measured rounds.
  timeQueries((query) => index.search(query, { member: false }), 3);
  const mini = timeQueries((query) => index.search(query, { member: false }), 30);
  const scan = timeQueries((query) => containsSearch(documents, query), 10);

  console.log(
    `${documents.length.toLocaleString('en')} posts; block text through @tessera/blocks' renderToText in ${textMs.toFixed(0)} ms (${textHeap.toFixed(1)} MB of text)`,
  );
  console.log(
    `Index build: ${buildMs.toFixed(0)} ms wall, ${buildCpuMs.toFixed(0)} ms CPU (target ≤ ${TARGETS.buildMs} ms), ${indexHeap.toFixed(1)} MB of heap for the index`,
  );
  console.log(
    `Query, in-process, ${QUERIES.length} queries × 30: p50 ${mini.p50.toFixed(2)} ms wall, ${mini.cpuP50.toFixed(2)} ms CPU (target ≤ ${TARGETS.p50Ms} ms), p99 ${mini.p99.toFixed(2)} ms`,
  );
  console.log(
    `Baseline _contains scan, same documents:   p50 ${scan.p50.toFixed(2)} ms wall, ${scan.cpuP50.toFixed(2)} ms CPU, p99 ${scan.p99.toFixed(2)} ms`,
  );
  console.log('\nTop 3 per query (index | _contains scan):');
  for (const query of QUERIES) {
    const { hits, total } = index.search(query, { member: false });
    const baseline = containsSearch(documents, query);
    console.log(`- "${query}": ${total} | ${baseline.length} results`);
    for (let rank = 0; rank < 3; rank++)
      console.log(`    ${rank + 1}. ${short(hits[rank]?.document.title ?? '—').padEnd(35)} | ${short(baseline[rank]?.title ?? '—')}`);
  }
  const failures = [];
  if (buildMs > TARGETS.buildMs) failures.push(`build ${buildMs.toFixed(0)} ms over ${TARGETS.buildMs} ms`);
  if (mini.p50 > TARGETS.p50Ms) failures.push(`p50 ${mini.p50.toFixed(2)} ms over ${TARGETS.p50Ms} ms`);
  console.log(failures.length === 0 ? '\nWithin targets.' : `\nOver target: ${failures.join('; ')}`);
  return { documents, index };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
