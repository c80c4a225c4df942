import { checkAt, object, oneOf, optional, string } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { inlineElement } from '../tree.js';
import { alignmentClass, alignmentOf, isAlignment, isAlignmentTunes, type Alignment } from './alignment.js';
import type { BlockDefinition } from './types.js';

const HEADINGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

const isHeader = object({ text: string, level: oneOf([1, 2, 3, 4, 5, 6]), alignment: optional(isAlignment) });

interface Header {
  readonly text: string;
  readonly tag: (typeof HEADINGS)[keyof typeof HEADINGS];
  readonly alignment: Alignment | undefined;
}

/** `header`: `{ text, level }` with inline markup; levels 1–6 only. */
export const header: BlockDefinition<Header> = {
  read(data, tunes, issues) {
    const dataOk = checkAt(isHeader, 'data', data, issues);
    const tunesOk = checkAt(isAlignmentTunes, 'tunes', tunes, issues);
    if (!dataOk || !tunesOk) return undefined;
    return { text: data.text, tag: HEADINGS[data.level], alignment: alignmentOf(data.alignment, tunes) };
  },
  render: (model, context) => inlineElement(model.tag, alignmentClass(model.alignment), sanitizeInline(model.text, context.siteOrigin)),
};
