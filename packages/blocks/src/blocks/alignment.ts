/**
 * Text alignment, from `data.alignment` (the specification's field) or the alignment tune Directus saves
 * (`tunes.alignment.alignment`); the tune wins because it is what the editor set last. Alignment becomes a
 * class name, never an inline style, so the site's CSP can forbid inline styles.
 */
import { object, oneOf, optional, type Checked } from '../check.js';
import { startTag, type StartTag, type Tag } from '../sink.js';

export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const isAlignment = oneOf(ALIGNMENTS);

/** Check for a block's `tunes`; other tunes are ignored. */
export const isAlignmentTunes = optional(object({ alignment: optional(object({ alignment: isAlignment })) }));

export function alignmentOf(own: Alignment | null | undefined, tunes: Checked<typeof isAlignmentTunes>): Alignment | undefined {
  return tunes?.alignment?.alignment ?? own ?? undefined;
}

/**
 * The start tags of `tag` with `base` (a block's own class, or '') and each alignment, built once: every
 * paragraph carries one, and building it per block showed up in the benchmark.
 */
export function alignedTags(tag: Tag, base = ''): (alignment: Alignment | undefined) => StartTag {
  const byAlignment = new Map<Alignment | undefined, StartTag>();
  for (const alignment of [undefined, ...ALIGNMENTS]) {
    const names = [base, alignment === undefined ? '' : `align-${alignment}`].filter((name) => name !== '').join(' ');
    byAlignment.set(alignment, startTag(tag, names === '' ? null : { class: names }));
  }
  const unaligned = byAlignment.get(undefined) ?? startTag(tag);
  return (alignment) => byAlignment.get(alignment) ?? unaligned;
}
