import type { Node } from '../tree.js';

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
}

/**
 * One block type: `read` validates the stored data (and tunes) into a model, pushing one issue per problem
 * and returning undefined when there is any; `render` turns the model into one output node and cannot fail.
 * Method syntax is deliberate: the registry holds definitions of different models as `BlockDefinition<unknown>`,
 * which is sound because a model only ever flows from a definition's `read` to the same definition's `render`.
 */
export interface BlockDefinition<M> {
  read(data: unknown, tunes: unknown, issues: string[]): M | undefined;
  /** How many of the following sibling blocks belong inside this one (a toggle's content). */
  contentCount?(model: M): number;
  render(model: M, context: RenderContext, content: readonly Node[]): Node;
}
