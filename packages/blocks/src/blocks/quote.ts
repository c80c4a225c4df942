import { checkAt, object, optional, string } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { element, inlineElement } from '../tree.js';
import { alignmentClasses, alignmentOf, isAlignment, isAlignmentTunes, type Alignment } from './alignment.js';
import type { BlockDefinition } from './types.js';

const isQuote = object({ text: string, caption: optional(string), alignment: optional(isAlignment) });

const classFor = alignmentClasses('quote');

interface Quote {
  readonly text: string;
  readonly caption: string;
  readonly alignment: Alignment | undefined;
}

/** `quote`: `{ text, caption, alignment }`; the caption (the source) becomes the figure's caption. */
export const quote: BlockDefinition<Quote> = {
  read(data, tunes, issues) {
    const dataOk = checkAt(isQuote, 'data', data, issues);
    const tunesOk = checkAt(isAlignmentTunes, 'tunes', tunes, issues);
    if (!dataOk || !tunesOk) return undefined;
    return { text: data.text, caption: data.caption ?? '', alignment: alignmentOf(data.alignment, tunes) };
  },
  render(model, context) {
    const text = inlineElement('blockquote', null, sanitizeInline(model.text, context.siteOrigin));
    const caption = sanitizeInline(model.caption, context.siteOrigin);
    const children = caption === '' ? [text] : [text, inlineElement('figcaption', null, caption)];
    return element('figure', classFor(model.alignment), children);
  },
};
