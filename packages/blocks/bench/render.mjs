/**
 * Benchmark: Tessera's renderToHtml (validating and sanitizing) against editorjs-html (neither), on the same
 * deterministic 1,000-block document. Build first: `tsc -b packages/blocks`.
 * Run: `node packages/blocks/bench/render.mjs`; or import { run } from a top-level bench script.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import edjsHTML from 'editorjs-html';
import { renderToHtml, validate } from '../dist/index.js';
import { buildDocument } from './document.mjs';

export const TARGET_RATIO = 3;

const defaultParsers = edjsHTML();

/** Parsers for the block types editorjs-html lacks, in its own unsanitized style, so both render the same blocks. */
export const baselineParsers = {
  nestedlist: (block) => defaultParsers.parseBlock({ ...block, type: 'list' }),
  checklist: ({ data }) =>
    `<ul>${data.items.map((item) => `<li><input type="checkbox" disabled${item.checked ? ' checked' : ''}>${item.text}</li>`).join('')}</ul>`,
  table: ({ data }) => `<table>${data.content.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>`,
  attaches: ({ data }) => `<a href="${data.file.url}" download>${data.title}</a>`,
  toggle: ({ data }) => `<details><summary>${data.text}</summary></details>`,
};

/** Folds each result into a value the caller receives, so the engine cannot skip producing it. */
let sink = 0;
function consume(html) {
  sink ^= html.charCodeAt(html.length - 1);
  return html;
}

export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

/**
 * Milliseconds per call over a batch of `batch` calls, in CPU time of this process: the machine is shared, and
 * time spent waiting for a core (wall-clock time) would measure the other processes, not the renderer.
 */
export function sample(fn, batch) {
  const start = process.cpuUsage();
  for (let i = 0; i < batch; i++) fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / batch;
}

/**
 * Both renderers on one document: a warm-up of `warmup` calls each (the optimizing compiler has settled by
 * then), then `samples` samples of each, taken in pairs whose order alternates so that neither is favoured
 * by what ran just before it. Reports the median time of each, their ratio, and the quartiles of the
 * ratios within pairs, which shows how steady the ratio was.
 */
function compare(name, document, { samples, batch, warmup }) {
  if (validate(document).length > 0) throw new Error('the benchmark document must be valid');
  const baseline = edjsHTML(baselineParsers, { strict: true });
  // Both results are read to the end: concatenation only builds a rope, and whatever uses the HTML (a
  // response, a file) flattens it, so timing without this would count lazy work as free.
  const tessera = () => consume(renderToHtml(document));
  const editorjs = () => consume(baseline.parse(document));
  for (let i = 0; i < warmup; i++) {
    tessera();
    editorjs();
  }
  const times = { tessera: [], editorjs: [] };
  const ratios = [];
  for (let i = 0; i < samples; i++) {
    const editorjsFirst = i % 2 === 1;
    const before = editorjsFirst ? sample(editorjs, batch) : 0;
    const tesseraMs = sample(tessera, batch);
    const editorjsMs = editorjsFirst ? before : sample(editorjs, batch);
    times.tessera.push(tesseraMs);
    times.editorjs.push(editorjsMs);
    ratios.push(tesseraMs / editorjsMs);
  }
  const tesseraMs = quantile(times.tessera, 0.5);
  const baselineMs = quantile(times.editorjs, 0.5);
  return {
    name,
    blocks: document.blocks.length,
    tesseraMs,
    baselineMs,
    ratio: tesseraMs / baselineMs,
    pairRatios: [quantile(ratios, 0.25), quantile(ratios, 0.75)],
    target: TARGET_RATIO,
    pass: tesseraMs / baselineMs <= TARGET_RATIO,
  };
}

/**
 * Runs the benchmark on the 1,000-block document with dense and with light inline markup; returns the
 * figures of each (median ms per document, ratio, target, pass) and a checksum of all output.
 */
export async function run({ samples = 101, batch = 10, warmup = 300 } = {}) {
  const options = { samples, batch, warmup };
  // Round-tripped through JSON, as documents arrive from the Directus API.
  const documentWith = (markup) => JSON.parse(JSON.stringify(buildDocument({ markup })));
  console.log(`1,000 blocks; median of ${samples} samples of ${batch} renders, process CPU time; load average ${loadavg()[0].toFixed(1)}`);
  const results = [compare('dense markup', documentWith('dense'), options), compare('light markup', documentWith('light'), options)];
  for (const result of results) console.log(format(result));
  return { results, checksum: sink };
}

export function format({ name, tesseraMs, baselineMs, ratio, pairRatios, target, pass }) {
  const [low, high] = pairRatios.map((value) => value.toFixed(2));
  return (
    `blocks (${name}): tessera ${tesseraMs.toFixed(3)} ms, editorjs-html ${baselineMs.toFixed(3)} ms (baseline), ` +
    `ratio ${ratio.toFixed(2)}x (pairs ${low}-${high}x), target <= ${target}x: ${pass ? 'PASS' : 'FAIL'}`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
