import { checkAt } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { alignedTags, alignmentOf, isAlignedText, isAlignmentTunes, type Alignment } from './alignment.js';
import type { BlockDefinition } from './types.js';

const P = alignedTags('p');

interface Paragraph {
  readonly text: string;
  readonly alignment: Alignment | undefined;
}

/** `paragraph`: `{ text, alignment? }` with inline markup. */
export const paragraph: BlockDefinition<Paragraph> = {
  read(data, tunes, issues) {
    const dataOk = checkAt(isAlignedText, 'data', data, issues);
    const tunesOk = checkAt(isAlignmentTunes, 'tunes', tunes, issues);
    if (!dataOk || !tunesOk) return undefined;
    return { text: data.text, alignment: alignmentOf(data.alignment, tunes) };
  },
  render: (model, context, sink) => sink.inline(P(model.alignment), sanitizeInline(model.text, context.siteOrigin)),
};
