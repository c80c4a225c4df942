/**
 * Text alignment, from `data.alignment` (the specification's field) or the alignment tune Directus saves
 * (`tunes.alignment.alignment`); the tune wins because it is what the editor set last. Alignment becomes a
 * class name, never an inline style, so the site's CSP can forbid inline styles.
 */
import { checkAt, isData, oneOf, optionalAt, string, type Data } from '../check.js';
import { startTag, type StartTag, type Tag } from '../sink.js';

export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const isAlignment = oneOf(ALIGNMENTS);

/** The data of a block of aligned text (paragraph, header, quote) as far as the text and alignment go. */
export interface AlignedText {
  readonly text: string;
  readonly alignment?: Alignment | null;
}

/** Checks a block's own fields besides its text and alignment, as a type guard. */
export type OwnFields<O> = (data: Data, issues: string[]) => data is Data & O;

/**
 * Check for the data of a block of aligned text: an object with a `text` string, the block's `own` fields
 * and an optional `alignment`, with the issues, in the same order, that `object({ text: string, …own,
 * alignment: optional(isAlignment) })` would report. Written out: three blocks in four carry it, and the
 * composed check (a variable-key read and a call per field) took ~40 ns a block more.
 */
export function isAlignedText<O = unknown>(data: unknown, issues: string[], own?: OwnFields<O>): data is AlignedText & O {
  if (!isData(data)) {
    issues.push(' must be an object');
    return false;
  }
  const textOk = checkAt(string, '.text', data.text, issues);
  const ownOk = own === undefined || own(data, issues);
  return optionalAt(isAlignment, '.alignment', data.alignment, issues) && textOk && ownOk;
}

/** A block's `tunes` as far as alignment goes; other tunes are ignored. */
export type AlignmentTunes = { readonly alignment?: { readonly alignment: Alignment } | null } | null | undefined;

/**
 * Check for a block's `tunes`: absent, or an object whose `alignment` tune is absent or `{ alignment }`.
 * Written out, not composed from check.ts as `optional(object({ alignment: optional(object({ alignment:
 * isAlignment })) }))`, with the same issues: most blocks carry it, and the composed form's five nested
 * checks (each reading its field with a variable key) took ~60 ns a block.
 */
export function isAlignmentTunes(tunes: unknown, issues: string[]): tunes is AlignmentTunes {
  if (tunes === undefined || tunes === null) return true;
  if (!isData(tunes)) {
    issues.push(' must be an object');
    return false;
  }
  const tune = tunes.alignment;
  if (tune === undefined || tune === null) return true;
  if (!isData(tune)) {
    issues.push('.alignment must be an object');
    return false;
  }
  return checkAt(isAlignment, '.alignment.alignment', tune.alignment, issues);
}

export function alignmentOf(own: Alignment | null | undefined, tunes: AlignmentTunes): Alignment | undefined {
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
