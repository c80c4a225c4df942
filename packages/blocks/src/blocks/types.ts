import type { Sink } from '../sink.js';

/** Builds the URL of a Directus asset; `width` is set for `srcset` candidates. */
export type ResolveAsset = (id: string, options: { readonly width?: number }) => string;

/** What converters need from the caller's options, prepared once per render. */
export interface RenderContext {
  /** Lower-cased origin of the site, so links to it are not marked external. */
  readonly siteOrigin: string | undefined;
  readonly resolveAsset: ResolveAsset;
  /** Overrides the `sizes` computed from an image's intrinsic width. */
  readonly imageSizes: string | undefined;
  /** How many of the next images still load eagerly; the image converter counts it down. */
  eagerImages: number;
  /** The anchors (`id`s) headers got so far in this document, so each is unique (../anchors.ts). */
  readonly anchors: Set<string>;
}

/** Emits the blocks that belong inside a block (a toggle's content), where it calls this. */
export type Content = () => void;

/**
 * One block type: `read` validates the stored data (and tunes) into a model, pushing one issue per problem
 * and returning undefined when there is any; `render` writes the model into a sink and cannot fail, so a
 * sink never holds half a block. Method syntax is deliberate: the registry holds definitions of different
 * models as `BlockDefinition<unknown>`, which is sound because a model only ever flows from a definition's
 * `read` to the same definition's `render`.
 */
export interface BlockDefinition<M> {
  read(data: unknown, tunes: unknown, issues: string[]): M | undefined;
  /** How many of the following sibling blocks belong inside this one (a toggle's content). */
  contentCount?(model: M): number;
  render(model: M, context: RenderContext, sink: Sink, content: Content): void;
}
