import type { ReactNode } from 'react';
import type { RenderContext, ResolveAsset } from './blocks/types.js';
import { convertDocument, type ProblemHandler } from './document.js';
import type { ContentError, Problem } from './errors.js';
import { HtmlSink } from './html.js';
import { MarkdownSink } from './markdown.js';
import { ReactSink, type BlockComponents } from './react.js';
import { startTag, type Sink } from './sink.js';
import { HeadingSink, TextSink, type DocumentHeading } from './text.js';
import { defaultResolveAsset, normalizeOrigin } from './urls.js';

export { defaultResolveAsset };

/**
 * What to do with a block that cannot be rendered (or a malformed document):
 * - `'throw'` (default): throw its {@link ContentError}.
 * - `'notice'`: render `<div role="note" class="block-error">message</div>` in its place (previews).
 * - `'omit'`: leave it out and report it through `warn`, once per distinct type and message.
 */
export type InvalidBlockPolicy = 'throw' | 'notice' | 'omit';

/** The structured report of an omitted block. */
export interface InvalidBlockWarning {
  readonly event: 'tessera.blocks.invalid-block';
  readonly index: number | null;
  readonly type: string | null;
  readonly message: string;
}

export type Warn = (warning: InvalidBlockWarning) => void;

export interface RenderOptions {
  /** Default `'throw'`. */
  readonly onInvalidBlock?: InvalidBlockPolicy | undefined;
  /** Receives omitted blocks under `'omit'`; default: `console.warn` with the warning as a JSON string. */
  readonly warn?: Warn | undefined;
  /**
   * Builds URLs for Directus assets (images, attachments) from the asset id; `width` is set for `srcset`
   * candidates. Default: `/assets/<id>`, with `?width=N`.
   */
  readonly resolveAsset?: ResolveAsset | undefined;
  /** The site's origin (`https://example.com`); http(s) links elsewhere get `rel="noopener noreferrer"`. */
  readonly siteOrigin?: string | undefined;
  /** Load the first image eagerly with high priority, for a document at the top of a page. */
  readonly eagerFirstImage?: boolean | undefined;
  /** The `sizes` of asset images; default: the full viewport width up to the image's intrinsic width. */
  readonly imageSizes?: string | undefined;
}

export interface ReactRenderOptions extends RenderOptions {
  readonly components?: BlockComponents | undefined;
}

const defaultWarn: Warn = (warning) => console.warn(JSON.stringify(warning));

/** Distinct (type, message) pairs already reported, per warn function (per process for the default). */
const reported = new WeakMap<Warn, Set<string>>();
/** Bounds memory when hostile documents invent endless block types; past it, repeats are reported again. */
const MAX_REPORTED = 1000;

function warnOnce(warn: Warn, error: ContentError): void {
  let seen = reported.get(warn);
  if (seen === undefined) {
    seen = new Set();
    reported.set(warn, seen);
  }
  const key = `${error.type ?? ''}\u0000${error.message}`;
  if (seen.has(key)) return;
  if (seen.size < MAX_REPORTED) seen.add(key);
  warn({ event: 'tessera.blocks.invalid-block', index: error.index, type: error.type, message: error.message });
}

const NOTICE = startTag('div', { role: 'note', class: 'block-error' });

function problemHandler(options: RenderOptions): ProblemHandler {
  switch (options.onInvalidBlock ?? 'throw') {
    case 'throw':
      return (error) => {
        throw error;
      };
    case 'notice':
      return (error, sink) => {
        if (sink === null) return;
        sink.open(NOTICE);
        sink.text(error.message);
        sink.close();
      };
    case 'omit': {
      const warn = options.warn ?? defaultWarn;
      return (error) => warnOnce(warn, error);
    }
  }
}

function convert(document: unknown, options: RenderOptions, sink: Sink): void {
  const context: RenderContext = {
    siteOrigin: options.siteOrigin === undefined ? undefined : normalizeOrigin(options.siteOrigin),
    resolveAsset: options.resolveAsset ?? defaultResolveAsset,
    imageSizes: options.imageSizes,
    eagerImages: options.eagerFirstImage === true ? 1 : 0,
    anchors: new Set(),
  };
  convertDocument(document, { context, sink }, problemHandler(options));
}

/**
 * Renders a Block Editor document to an HTML string (RSS, e-mail). Inline markup is sanitized, URLs are
 * checked, and videos become plain links. Identical to `renderToStaticMarkup(renderToReact(document, options))`
 * without a `Video` component (an eager first image aside, which React also preloads).
 * @throws {ContentError} under `onInvalidBlock: 'throw'` (the default).
 */
export function renderToHtml(document: unknown, options: RenderOptions = {}): string {
  const sink = new HtmlSink();
  convert(document, options, sink);
  return sink.html;
}

export interface MarkdownRenderOptions extends Pick<RenderOptions, 'onInvalidBlock' | 'warn'> {
  /**
   * The absolute address of the page the document is on (`https://example.com/posts/a-post`): the site's own links
   * (`/about`, `#part`) are resolved against it, so the Markdown can be read anywhere.
   */
  readonly pageUrl: string;
  /** As for HTML; it should build absolute URLs (relative ones are resolved against `pageUrl`). */
  readonly resolveAsset?: ResolveAsset | undefined;
}

/**
 * Renders a Block Editor document to Markdown (CommonMark, with GitHub's tables and task list markers), for readers
 * that are programs: the same walk and converters as {@link renderToHtml}, written by src/markdown.ts. No text of the
 * document becomes Markdown syntax or HTML; links and images have absolute URLs; videos and attachments are links.
 * @throws {ContentError} under `onInvalidBlock: 'throw'` (the default).
 */
export function renderToMarkdown(document: unknown, options: MarkdownRenderOptions): string {
  const sink = new MarkdownSink(options.pageUrl);
  convert(document, { ...options, siteOrigin: new URL(options.pageUrl).origin }, sink);
  return sink.result();
}

/**
 * Renders a Block Editor document to React elements; usable in Server Components. Pass
 * `components.Video` to render videos with the site's own (privacy-friendly) player.
 * @throws {ContentError} under `onInvalidBlock: 'throw'` (the default).
 */
export function renderToReact(document: unknown, options: ReactRenderOptions = {}): ReactNode {
  const sink = new ReactSink(options.components ?? {});
  convert(document, options, sink);
  return sink.result();
}

/**
 * The text a document shows, as one line of words, for search: the same walk as {@link renderToHtml}, with
 * the markup dropped. Invalid blocks are left out silently (they are not shown either).
 */
export function renderToText(document: unknown): string {
  const sink = new TextSink();
  convertDocument(document, { context: textContext(), sink }, () => {});
  return sink.result();
}

const textContext = (): RenderContext => ({
  siteOrigin: undefined,
  resolveAsset: defaultResolveAsset,
  imageSizes: undefined,
  eagerImages: 0,
  anchors: new Set(),
});

/**
 * The headers of a document in order, with the anchor each gets when rendered (`<h2 id="…">`) and its text: for a
 * table of contents. The same walk as the renderers; invalid blocks are left out (they are not shown either).
 */
export function documentHeadings(document: unknown): DocumentHeading[] {
  const sink = new HeadingSink();
  convertDocument(document, { context: textContext(), sink }, () => {});
  return sink.headings;
}

/**
 * Lists every problem in a document without rendering it: a malformed envelope, blocks without a converter,
 * and blocks whose data fails validation. An empty list means rendering in `'throw'` mode succeeds.
 */
export function validate(document: unknown): Problem[] {
  const problems: Problem[] = [];
  convertDocument(document, null, (error) => {
    problems.push({ index: error.index, type: error.type, message: error.message });
  });
  return problems;
}
