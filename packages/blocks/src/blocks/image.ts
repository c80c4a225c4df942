import { boolean, checkAt, integer, isData, optionalAt, string } from '../check.js';
import { inlineText, sanitizeInline } from '../inline.js';
import { escapeHtml } from '../escape.js';
import { startTag, type ImageElement, type StartTag } from '../sink.js';
import { DEFAULT_WIDTH_QUERY, defaultResolveAsset, fileSource, type FileSource } from '../urls.js';

type AssetSource = Extract<FileSource, { kind: 'asset' }>;
import type { BlockDefinition, RenderContext, ResolveAsset } from './types.js';

/** Candidate widths for `srcset`; Directus resizes assets on request. */
export const IMAGE_WIDTHS: readonly number[] = [320, 640, 960, 1280, 1920];

/**
 * An image's data, from the file library (`file`) or pasted (`url`). Directus's border, background and stretch
 * toggles drop the key instead of setting it, so absent means false.
 */
type ImageData = {
  readonly file?: {
    readonly url: string;
    readonly width?: number | null;
    readonly height?: number | null;
    readonly title?: string | null;
  } | null;
} & Partial<Readonly<Record<'url' | 'caption', string | null>>> &
  Partial<Readonly<Record<'withBorder' | 'withBackground' | 'stretched', boolean | null>>>;

const isSize = integer(1);

/**
 * Check for an image's data, with the issues, in the same order, of `object({ file: optional(object({ url:
 * string, width: optional(integer(1)), height: optional(integer(1)), title: optional(string) })), url:
 * optional(string), caption: optional(string), withBorder: optional(boolean), withBackground:
 * optional(boolean), stretched: optional(boolean) })`. Written out: the composed form reads each field with
 * a variable key and calls a check for it, ~140 ns of an image's ~330 ns of validation.
 */
function isImage(value: unknown, issues: string[]): value is ImageData {
  if (!isData(value)) {
    issues.push(' must be an object');
    return false;
  }
  // `check && ok`, not `ok && check`: every field is checked, so that every issue is reported.
  let ok = true;
  const { file } = value;
  if (isData(file)) {
    ok = checkAt(string, '.file.url', file.url, issues);
    ok = optionalAt(isSize, '.file.width', file.width, issues) && ok;
    ok = optionalAt(isSize, '.file.height', file.height, issues) && ok;
    ok = optionalAt(string, '.file.title', file.title, issues) && ok;
  } else if (file !== undefined && file !== null) {
    issues.push('.file must be an object');
    ok = false;
  }
  ok = optionalAt(string, '.url', value.url, issues) && ok;
  ok = optionalAt(string, '.caption', value.caption, issues) && ok;
  ok = optionalAt(boolean, '.withBorder', value.withBorder, issues) && ok;
  ok = optionalAt(boolean, '.withBackground', value.withBackground, issues) && ok;
  return optionalAt(boolean, '.stretched', value.stretched, issues) && ok;
}

interface Image {
  readonly source: FileSource;
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly title: string;
  readonly caption: string;
  readonly figure: StartTag;
}

const URL_ISSUE = ' must be an http(s) URL or a Directus asset path (/assets/<id>)';

function className(data: { withBorder?: boolean | null; withBackground?: boolean | null; stretched?: boolean | null }): string {
  let name = 'image';
  if (data.withBorder === true) name += ' image--border';
  if (data.withBackground === true) name += ' image--background';
  if (data.stretched === true) name += ' image--stretched';
  return name;
}

/** The figure's start tags by class name: at most eight, each made on first use. */
const figures = new Map<string, StartTag>();

function figureTag(name: string): StartTag {
  let tag = figures.get(name);
  if (tag === undefined) {
    tag = startTag('figure', { class: name });
    figures.set(name, tag);
  }
  return tag;
}

const FIGCAPTION = startTag('figcaption');
/** The figure of a pasted image that was never imported: a link to it, not an image. */
const LINKED_FIGURE = startTag('figure', { class: 'image image--link' });

/** Widths up to the intrinsic one (never upscaled), ending with the intrinsic width itself. */
function candidateWidths(intrinsic: number | undefined): readonly number[] {
  if (intrinsic === undefined) return IMAGE_WIDTHS;
  const widths = IMAGE_WIDTHS.filter((width) => width < intrinsic);
  if (widths.length < IMAGE_WIDTHS.length) widths.push(intrinsic);
  return widths;
}

/** A `srcset` candidate of the default resolver after the asset's URL: `?width=320 320w`. */
function defaultCandidate(width: number): string {
  return `${DEFAULT_WIDTH_QUERY}${width} ${width}w`;
}

/**
 * The candidates of the standard widths, made once: with the default resolver a srcset is then the asset's
 * URL and these constant pieces, where a custom resolver is called for each width. Followed by another
 * candidate, each carries the separator, so that a candidate is two pieces of the output, not three.
 */
const DEFAULT_CANDIDATES: readonly string[] = IMAGE_WIDTHS.map(defaultCandidate);
const DEFAULT_CANDIDATES_THEN: readonly string[] = DEFAULT_CANDIDATES.map((candidate) => `${candidate}, `);

/** The `srcset` of an asset whose own URL is `url`, for a custom resolver: a call per width. */
function resolvedSrcSet(id: string, intrinsic: number | undefined, resolveAsset: ResolveAsset): string {
  return candidateWidths(intrinsic)
    .map((width) => `${resolveAsset(id, { width })} ${width}w`)
    .join(', ');
}

/** The `srcset` of the default resolver: the asset's URL and the constant candidates, then the intrinsic width's. */
function defaultSrcSet(url: string, intrinsic: number | undefined): string {
  const last = IMAGE_WIDTHS.length - 1;
  let srcset = '';
  for (let i = 0; i <= last; i++) {
    if (intrinsic !== undefined && (IMAGE_WIDTHS[i] ?? 0) >= intrinsic) return srcset + url + defaultCandidate(intrinsic);
    srcset += url + ((i === last ? DEFAULT_CANDIDATES[i] : DEFAULT_CANDIDATES_THEN[i]) ?? '');
  }
  return srcset;
}

function imageElement(image: Image, source: AssetSource, alt: string, context: RenderContext): ImageElement {
  const { width, height } = image;
  const eager = context.eagerImages > 0;
  if (eager) context.eagerImages--;
  const { resolveAsset } = context;
  const src = resolveAsset(source.id, {});
  let srcSet: string;
  let srcSetHtml: string;
  if (resolveAsset === defaultResolveAsset) {
    // Nothing to escape, so no five scans of a long string: the id is a checked lower-case UUID
    // (urls.ts's fileSource) and the candidates are `?width=N Nw`.
    srcSet = srcSetHtml = defaultSrcSet(src, width);
  } else {
    srcSet = resolvedSrcSet(source.id, width, resolveAsset);
    srcSetHtml = escapeHtml(srcSet);
  }
  const sizes = context.imageSizes ?? (width === undefined ? '100vw' : `(max-width: ${width}px) 100vw, ${width}px`);
  return { src, srcSet, srcSetHtml, sizes, width, height, alt, eager };
}

/**
 * `image`: `{ file: { url, width, height, title }, caption }` from the file library, or `{ url }` when pasted.
 * Assets get a `srcset` through `resolveAsset`; the alt text is the caption's text, else the file's title. A
 * pasted http(s) URL, which the CMS imports into the file library at save, renders as a link to it, never as an
 * image of another origin.
 */
export const image: BlockDefinition<Image> = {
  read(data, _tunes, issues) {
    if (!checkAt(isImage, 'data', data, issues)) return undefined;
    const path = isData(data.file) ? 'data.file.url' : 'data.url';
    const url = data.file?.url ?? data.url;
    if (url == null) {
      issues.push('data.file.url or data.url must be a string');
      return undefined;
    }
    const source = fileSource(url);
    if (source === undefined) {
      issues.push(path + URL_ISSUE);
      return undefined;
    }
    return {
      source,
      width: data.file?.width ?? undefined,
      height: data.file?.height ?? undefined,
      title: data.file?.title ?? '',
      caption: data.caption ?? '',
      figure: figureTag(className(data)),
    };
  },
  render(model, context, sink) {
    const caption = sanitizeInline(model.caption, context.siteOrigin);
    const { source } = model;
    if (source.kind === 'remote') {
      // Never an <img> of another origin: the visitor's browser would call that host unasked, and the site's CSP
      // blocks it anyway. A pasted URL is imported into the file library at save (the CMS's block validation
      // hook); one left from before that, which could not be imported, is a link the visitor may follow.
      sink.open(LINKED_FIGURE);
      sink.openWith('a', { href: source.url, rel: 'noopener noreferrer' });
      sink.text(`Image on ${new URL(source.url).host}`);
      sink.close();
    } else {
      sink.open(model.figure);
      sink.image(imageElement(model, source, caption === '' ? model.title : inlineText(model.caption), context));
    }
    if (caption !== '') sink.inline(FIGCAPTION, caption);
    sink.close();
  },
};
