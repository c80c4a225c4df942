import { markupText } from './text.js';
import type { SafeHtml } from './sink.js';

/** Longest anchor kept from a header's text, in characters. */
const MAX_ANCHOR = 60;

/**
 * A header's anchor (its `id`, the `#fragment` that links to it) from its text: lower case, letters and digits of
 * any script kept (`#glas-schneiden`, `#قص-الزجاج`), everything else one hyphen. Unique within the document: the
 * second "Tools" is `#tools-2`. A header without letters or digits is `#section`.
 */
export function headingAnchor(html: SafeHtml, used: Set<string>): string {
  const base =
    markupText(html)
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_ANCHOR)
      .replace(/-+$/, '') || 'section';
  let anchor = base;
  for (let count = 2; used.has(anchor); count++) anchor = `${base}-${count}`;
  used.add(anchor);
  return anchor;
}
