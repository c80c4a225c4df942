/**
 * Benchmark: Tessera's renderToHtml (validating and sanitizing) against editorjs-html (neither), on the same
 * deterministic 1,000-block document. Build first: `tsc -b packages/blocks`.
 * Run: `node packages/blocks/bench/render.mjs`; or import { run } from a top-level bench script.
 */
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

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Milliseconds per call, one sample per batch of `batch` calls. */
function sample(fn, batch) {
  const start = performance.now();
  for (let i = 0; i < batch; i++) fn();
  return (performance.now() - start) / batch;
}

/** Median milliseconds per document for both renderers on one document, samples alternating between them. */
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
  for (let i = 0; i < samples; i++) {
    times.tessera.push(sample(tessera, batch));
    times.editorjs.push(sample(editorjs, batch));
  }
  const tesseraMs = median(times.tessera);
  const baselineMs = median(times.editorjs);
  return { name, blocks: document.blocks.length, tesseraMs, baselineMs, ratio: tesseraMs / baselineMs, target: TARGET_RATIO };
}

/**
 * Runs the benchmark on the 1,000-block document with dense and with light inline markup; returns the
 * figures of each (median ms per document, ratio, target) and a checksum of all output.
 */
export async function run({ samples = 150, batch = 5, warmup = 300 } = {}) {
  const options = { samples, batch, warmup };
  // Round-tripped through JSON, as documents arrive from the Directus API.
  const documentWith = (markup) => JSON.parse(JSON.stringify(buildDocument({ markup })));
  const results = [compare('dense markup', documentWith('dense'), options), compare('light markup', documentWith('light'), options)];
  for (const result of results) console.log(format(result));
  return { results, checksum: sink };
}

export function format({ name, tesseraMs, baselineMs, ratio, target }) {
  return `blocks (${name}): tessera ${tesseraMs.toFixed(2)} ms, editorjs-html ${baselineMs.toFixed(2)} ms (baseline), ratio ${ratio.toFixed(2)}x (target <= ${target}x)`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
