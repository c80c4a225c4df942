/**
 * The neutral output tree. Converters build it; the HTML and React serializers only walk it, so the two
 * outputs cannot drift apart. Tags and attribute names are closed unions: nothing from a document can
 * become markup, only text or attribute values, which every serializer escapes, and inline content, which
 * arrives as {@link SafeHtml} that only the inline sanitizer (src/inline.ts) makes.
 */

/** Every element a converter may emit. */
export const TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'details',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'input',
  'label',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'span',
  'strong',
  'summary',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;
export type Tag = (typeof TAGS)[number];

/**
 * Attribute names as React's server renderer spells them in its output (`srcSet`, `fetchPriority`), so the
 * HTML serializer can print the same bytes; HTML attribute names are case-insensitive.
 */
export const ATTR_NAMES = [
  'alt',
  'checked',
  'class',
  'decoding',
  'disabled',
  'download',
  'fetchPriority',
  'height',
  'href',
  'loading',
  'open',
  'rel',
  'role',
  'scope',
  'sizes',
  'src',
  'srcSet',
  'type',
  'width',
] as const;
export type AttrName = (typeof ATTR_NAMES)[number];

/** `true` is a boolean attribute, printed as `name=""`. */
export type AttrValue = string | number | true;
export type Attrs = Partial<Record<AttrName, AttrValue>>;

declare const sanitized: unique symbol;

/**
 * Markup the inline sanitizer built from its allowlist, already escaped: the serializers insert it as it is.
 * A branded string, so that no other string can be passed where markup is expected without a visible cast.
 */
export type SafeHtml = string & { readonly [sanitized]: true };

/**
 * Sanitized inline markup (a paragraph's text, a caption…) inside an element. The HTML serializer appends
 * it; React sets it as the element's inner HTML, which is why it is a child and never a top-level node.
 */
export interface InlineNode {
  readonly kind: 'inline';
  readonly html: SafeHtml;
}

export type Child = Node | InlineNode;

export interface ElementNode {
  readonly kind: 'element';
  readonly tag: Tag;
  readonly attrs: Readonly<Attrs> | null;
  readonly children: readonly Child[];
}

/** A video the site may render with its own component; its player URL is rebuilt from the id, never taken from data. */
export interface VideoNode {
  readonly kind: 'video';
  readonly service: VideoService;
  readonly id: string;
  readonly hash: string | undefined;
  readonly width: number | undefined;
  readonly height: number | undefined;
  /** Empty when there is none. */
  readonly caption: SafeHtml;
  /** The caption as plain text. */
  readonly captionText: string;
}

export type VideoService = 'youtube' | 'vimeo';

/** Text nodes are plain strings: escaped by the serializers, never parsed. */
export type Node = string | ElementNode | VideoNode;

export const VOID_TAGS: ReadonlySet<Tag> = new Set<Tag>(['br', 'hr', 'img', 'input']);

export function element(tag: Tag, attrs: Readonly<Attrs> | null, children: readonly Child[]): ElementNode {
  return { kind: 'element', tag, attrs, children };
}

export function inline(html: SafeHtml): InlineNode {
  return { kind: 'inline', html };
}

/** An element holding only inline content, the shape of most blocks. */
export function inlineElement(tag: Tag, attrs: Readonly<Attrs> | null, html: SafeHtml): ElementNode {
  return { kind: 'element', tag, attrs, children: [inline(html)] };
}
