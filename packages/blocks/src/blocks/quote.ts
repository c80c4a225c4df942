import { checkAt, optionalAt, string, type Check, type Data } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { startTag } from '../sink.js';
import { alignedTags, alignmentOf, isAlignedText, isAlignmentTunes, type AlignedText, type Alignment } from './alignment.js';
import type { BlockDefinition } from './types.js';

/** A quote's own field, checked between its text and alignment. */
function hasCaption(data: Data, issues: string[]): data is Data & { readonly caption?: string | null } {
  return optionalAt(string, '.caption', data.caption, issues);
}

const isQuote: Check<AlignedText & { readonly caption?: string | null }> = (data, issues) => isAlignedText(data, issues, hasCaption);

const FIGURE = alignedTags('figure', 'quote');
const BLOCKQUOTE = startTag('blockquote');
const FIGCAPTION = startTag('figcaption');

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
  render(model, context, sink) {
    sink.open(FIGURE(model.alignment));
    sink.inline(BLOCKQUOTE, sanitizeInline(model.text, context.siteOrigin));
    const caption = sanitizeInline(model.caption, context.siteOrigin);
    if (caption !== '') sink.inline(FIGCAPTION, caption);
    sink.close();
  },
};
