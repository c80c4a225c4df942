/**
 * Where renderToHtml's time goes on the benchmark documents: validation and the walk (the full render
 * minus rendering models read beforehand), rendering into the HTML sink, and flattening the result; and
 * sanitizing every inline text against a floor for it, one native regex replacement per text; and how much of
 * the 3× budget sanitizing and validation alone take.
 * Build first: `tsc -b packages/blocks`. Run: `node packages/blocks/bench/breakdown.mjs`.
 */
import edjsHTML from 'editorjs-html';
import { BLOCKS } from '../dist/blocks/index.js';
import { HtmlSink } from '../dist/html.js';
import { defaultResolveAsset, renderToHtml, validate } from '../dist/index.js';
import { sanitizeInline } from '../dist/inline.js';
import { buildDocument } from './document.mjs';
import { baselineParsers, quantile, sample, TARGET_RATIO } from './render.mjs';

let sink = 0;
const NO_CONTENT = () => undefined;

/**
 * The floor: every tag and entity found by one native `String.prototype.replace` and rewritten from a table,
 * with no allowlist, nesting, entity decoding or URL check, so no sanitizer of this kind can be faster.
 */
const TAG_OR_ENTITY = /<[^<>]*>|&(?:amp|lt|gt|quot|apos|nbsp|#x?[0-9a-f]+);?|[>"']/gi;
const REWRITES = new Map([['<code class="inline-code">', '<code>']]);
const rewrite = (match) => REWRITES.get(match) ?? (match.startsWith('<a ') ? `${match.slice(0, -1)} rel="noopener noreferrer">` : match);

/** Every text the renderer sanitizes as inline markup: texts, captions, list and checklist items, table cells. */
function inlineTexts(blocks) {
  const nested = (items) => items.flatMap((item) => [item.content, ...nested(item.items)]);
  return blocks.flatMap(({ type, data }) => {
    switch (type) {
      case 'paragraph':
      case 'header':
      case 'toggle':
        return [data.text];
      case 'quote':
        return [data.text, data.caption];
      case 'image':
      case 'embed':
        return [data.caption];
      case 'list':
        return data.items;
      case 'nestedlist':
        return nested(data.items);
      case 'checklist':
        return data.items.map((item) => item.text);
      case 'table':
        return data.content.flat();
      default:
        return [];
    }
  });
}

/** Median ms per call of each function (process CPU time), samples of 5 calls interleaved so that load affects all alike. */
function measure(fns, { samples = 200, warmup = 300 } = {}) {
  const entries = Object.entries(fns);
  for (let i = 0; i < warmup; i++) for (const [, fn] of entries) fn();
  const times = Object.fromEntries(entries.map(([name]) => [name, []]));
  for (let i = 0; i < samples; i++) for (const [name, fn] of entries) times[name].push(sample(fn, 5));
  return Object.fromEntries(entries.map(([name]) => [name, quantile(times[name], 0.5)]));
}

for (const markup of ['dense', 'light']) {
  const document = JSON.parse(JSON.stringify(buildDocument({ markup })));
  const baseline = edjsHTML(baselineParsers, { strict: true });
  // Toggles are rendered without their content here; their content blocks are rendered in their own right.
  const models = document.blocks.map((block) => [BLOCKS.get(block.type), BLOCKS.get(block.type).read(block.data, block.tunes, [])]);
  const renderModels = () => {
    const context = { siteOrigin: undefined, resolveAsset: defaultResolveAsset, imageSizes: undefined, eagerImages: 0 };
    const html = new HtmlSink();
    for (const [definition, model] of models) definition.render(model, context, html, NO_CONTENT);
    return html.html;
  };
  const texts = inlineTexts(document.blocks);
  // A fresh string of each output's length: above V8's regular object size (128 kB) every result is a new
  // large-object page, whose first touch (page faults) dominates flattening. Neither renderer can avoid it.
  const tesseraLength = renderToHtml(document).length;
  const editorjsLength = baseline.parse(document).length;
  const ms = measure({
    allocTessera: () => (sink ^= 'x'.repeat(tesseraLength).charCodeAt(1)),
    allocEditorjs: () => (sink ^= 'x'.repeat(editorjsLength).charCodeAt(1)),
    full: () => (sink ^= renderToHtml(document).at(-1).charCodeAt(0)),
    validate: () => (sink ^= validate(document).length),
    renderModels: () => (sink ^= renderModels().length),
    renderModelsFlattened: () => (sink ^= renderModels().at(-1).charCodeAt(0)),
    editorjs: () => (sink ^= baseline.parse(document).at(-1).charCodeAt(0)),
    sanitize: () => texts.forEach((text) => (sink ^= sanitizeInline(text, undefined).length)),
    replace: () => texts.forEach((text) => (sink ^= text.replace(TAG_OR_ENTITY, rewrite).length)),
  });
  const f = (value) => value.toFixed(3);
  console.log(
    `${markup}: full ${f(ms.full)} ms = validation and walk ~${f(ms.full - ms.renderModelsFlattened)} + rendering ${f(ms.renderModels)}` +
      ` + flattening ~${f(ms.renderModelsFlattened - ms.renderModels)} (validate() alone ${f(ms.validate)}); editorjs-html ${f(ms.editorjs)} ms`,
  );
  const faults = (fn) => {
    for (let i = 0; i < 20; i++) fn();
    const before = process.resourceUsage().minorPageFault;
    for (let i = 0; i < 100; i++) fn();
    return Math.round((process.resourceUsage().minorPageFault - before) / 100);
  };
  console.log(
    `${markup}: a fresh string of the output's length ${f(ms.allocTessera)} ms (${tesseraLength} characters; editorjs-html's ` +
      `${editorjsLength}: ${f(ms.allocEditorjs)} ms); page faults per render ${faults(() => (sink ^= renderToHtml(document).at(-1).charCodeAt(0)))}` +
      ` (editorjs-html ${faults(() => (sink ^= baseline.parse(document).at(-1).charCodeAt(0)))})`,
  );
  console.log(
    `${markup}: sanitizing the ${texts.length} inline texts ${f(ms.sanitize)} ms; the floor (one regex replacement per text) ${f(ms.replace)} ms`,
  );
  // Three costs no renderer of this kind avoids, against the target: sanitizing, validating, and the output string.
  const budget = TARGET_RATIO * ms.editorjs;
  const unavoidable = ms.sanitize + ms.validate + ms.allocTessera;
  console.log(
    `${markup}: the ${TARGET_RATIO}× budget ${f(budget)} ms; sanitizing, validate() and a fresh string of the output's length ` +
      `alone ${f(unavoidable)} ms (${Math.round((100 * unavoidable) / budget)} % of it), leaving ${f(budget - unavoidable)} ms for ` +
      'walking the blocks and writing every element',
  );
}
