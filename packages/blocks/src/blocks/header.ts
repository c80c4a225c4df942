import { headingAnchor } from '../anchors.js';
import { checkAt, oneOf, type Check, type Data } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { startTag } from '../sink.js';
import { alignmentOf, isAlignedText, isAlignmentTunes, type AlignedText, type Alignment } from './alignment.js';
import type { BlockDefinition } from './types.js';

const HEADINGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

const isLevel = oneOf([1, 2, 3, 4, 5, 6]);

/** A header's own field, checked between its text and alignment. */
function hasLevel(data: Data, issues: string[]): data is Data & { readonly level: keyof typeof HEADINGS } {
  return checkAt(isLevel, '.level', data.level, issues);
}

const isHeader: Check<AlignedText & { readonly level: keyof typeof HEADINGS }> = (data, issues) => isAlignedText(data, issues, hasLevel);

interface Header {
  readonly text: string;
  readonly tag: (typeof HEADINGS)[keyof typeof HEADINGS];
  readonly alignment: Alignment | undefined;
}

/** `header`: `{ text, level }` with inline markup; levels 1–6 only. Each gets an anchor (`id`) from its text (../anchors.ts). */
export const header: BlockDefinition<Header> = {
  read(data, tunes, issues) {
    const dataOk = checkAt(isHeader, 'data', data, issues);
    const tunesOk = checkAt(isAlignmentTunes, 'tunes', tunes, issues);
    if (!dataOk || !tunesOk) return undefined;
    return { text: data.text, tag: HEADINGS[data.level], alignment: alignmentOf(data.alignment, tunes) };
  },
  render(model, context, sink) {
    const html = sanitizeInline(model.text, context.siteOrigin);
    const id = headingAnchor(html, context.anchors);
    sink.inline(startTag(model.tag, model.alignment === undefined ? { id } : { class: `align-${model.alignment}`, id }), html);
  },
};
