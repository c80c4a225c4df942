/**
 * The neutral output tree. Converters build it; the HTML and React serializers only walk it, so the two
 * outputs cannot drift apart. Tags and attribute names are closed unions: nothing from a document can
 * become markup, only text or attribute values, which every serializer escapes.
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

export interface ElementNode {
  readonly kind: 'element';
  readonly tag: Tag;
  readonly attrs: Readonly<Attrs> | null;
  readonly children: readonly Node[];
}

/** A video the site may render with its own component; its player URL is rebuilt from the id, never taken from data. */
export interface VideoNode {
  readonly kind: 'video';
  readonly service: VideoService;
  readonly id: string;
  readonly hash: string | undefined;
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly caption: readonly Node[];
}

export type VideoService = 'youtube' | 'vimeo';

/** Text nodes are plain strings: escaped by the serializers, never parsed. */
export type Node = string | ElementNode | VideoNode;

export const VOID_TAGS: ReadonlySet<Tag> = new Set<Tag>(['br', 'hr', 'img', 'input']);

export function element(tag: Tag, attrs: Readonly<Attrs> | null, children: readonly Node[]): ElementNode {
  return { kind: 'element', tag, attrs, children };
}

/** The text a reader would see, for alt texts and titles; line breaks become spaces. */
export function textContent(nodes: readonly Node[]): string {
  let text = '';
  for (const node of nodes) {
    if (typeof node === 'string') text += node;
    else if (node.kind === 'video') text += textContent(node.caption);
    else text += node.tag === 'br' ? ' ' : textContent(node.children);
  }
  return text;
}
