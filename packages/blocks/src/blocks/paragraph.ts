import { checkAt, isData, string } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { alignedTags, alignmentOf, isAlignment, isAlignmentTunes, type Alignment } from './alignment.js';
import type { BlockDefinition } from './types.js';

/**
 * Check for a paragraph's data, as `object({ text: string, alignment: optional(isAlignment) })` would check
 * it, with the same issues; written out because paragraphs are most of a document, and the composed form
 * took ~40 ns a block more (a variable-key read and a call per field).
 */
function isParagraph(data: unknown, issues: string[]): data is { readonly text: string; readonly alignment?: Alignment | null } {
  if (!isData(data)) {
    issues.push(' must be an object');
    return false;
  }
  const textOk = checkAt(string, '.text', data.text, issues);
  const alignment = data.alignment;
  return (alignment === undefined || alignment === null || checkAt(isAlignment, '.alignment', alignment, issues)) && textOk;
}

const P = alignedTags('p');

interface Paragraph {
  readonly text: string;
  readonly alignment: Alignment | undefined;
}

/** `paragraph`: `{ text, alignment? }` with inline markup. */
export const paragraph: BlockDefinition<Paragraph> = {
  read(data, tunes, issues) {
    const dataOk = checkAt(isParagraph, 'data', data, issues);
    const tunesOk = checkAt(isAlignmentTunes, 'tunes', tunes, issues);
    if (!dataOk || !tunesOk) return undefined;
    return { text: data.text, alignment: alignmentOf(data.alignment, tunes) };
  },
  render: (model, context, sink) => sink.inline(P(model.alignment), sanitizeInline(model.text, context.siteOrigin)),
};
