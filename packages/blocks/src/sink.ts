/**
 * The output interface. Converters emit each block into a {@link Sink}; the HTML sink (src/html.ts) appends
 * to a string and the React sink (src/react.ts) builds elements, so one converter drives both outputs and
 * they cannot drift apart. Tags and attribute names are closed unions: nothing from a document can become
 * markup, only text or attribute values, which every sink escapes, and inline content, which arrives as
 * {@link SafeHtml} that only the inline sanitizer (src/inline.ts) makes.
 */
import { escapeHtml } from './escape.js';

/** Every element a converter may emit. */
export type Tag =
  | 'a'
  | 'b'
  | 'blockquote'
  | 'br'
  | 'code'
  | 'details'
  | 'div'
  | 'em'
  | 'figcaption'
  | 'figure'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'hr'
  | 'i'
  | 'img'
  | 'input'
  | 'label'
  | 'li'
  | 'mark'
  | 'ol'
  | 'p'
  | 'pre'
  | 'span'
  | 'strong'
  | 'summary'
  | 'table'
  | 'tbody'
  | 'td'
  | 'th'
  | 'thead'
  | 'tr'
  | 'u'
  | 'ul';

/**
 * Attribute names as React's server renderer spells them in its output (`srcSet`, `fetchPriority`), so the
 * HTML sink can print the same bytes; HTML attribute names are case-insensitive.
 */
export type AttrName =
  | 'alt'
  | 'checked'
  | 'class'
  | 'decoding'
  | 'disabled'
  | 'download'
  | 'fetchPriority'
  | 'height'
  | 'href'
  | 'id'
  | 'loading'
  | 'open'
  | 'rel'
  | 'role'
  | 'scope'
  | 'sizes'
  | 'src'
  | 'srcSet'
  | 'type'
  | 'width';

/** `true` is a boolean attribute, printed as `name=""`. */
export type AttrValue = string | number | true;
export type Attrs = Partial<Record<AttrName, AttrValue>>;

declare const sanitized: unique symbol;

/**
 * Markup the inline sanitizer built from its allowlist, already escaped: the sinks insert it as it is.
 * A branded string, so that no other string can be passed where markup is expected without a visible cast.
 */
export type SafeHtml = string & { readonly [sanitized]: true };

export type VideoService = 'youtube' | 'vimeo';

/** A video the site may render with its own component; its player URL is rebuilt from the id, never taken from data. */
export interface Video {
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

/**
 * An `<img>`, the one element with many attributes that a document has dozens of: a fixed shape that each
 * sink writes in one go, in this attribute order, instead of a generic {@link Attrs} record. Through
 * `openWith`, each image cost ~1 µs more in the benchmark (a loop over the record, five escaping scans per
 * value, a flattened copy of the long `srcset`).
 */
export interface ImageElement {
  readonly src: string;
  /** The `srcset` (assets only, with `sizes`) in both output forms, as with {@link StartTag}: the value for React, escaped for HTML. */
  readonly srcSet: string | undefined;
  readonly srcSetHtml: string | undefined;
  readonly sizes: string | undefined;
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly alt: string;
  /** `loading="eager" fetchPriority="high"`, else `loading="lazy"`; always `decoding="async"`. */
  readonly eager: boolean;
}

export const VOID_TAGS: ReadonlySet<Tag> = new Set<Tag>(['br', 'hr', 'img', 'input']);

/**
 * An element's start, with attributes fixed when a module loads, in both output forms: the HTML sink
 * appends `html` and `end` as they are, and the React sink passes `props` to createElement. Make these once
 * with {@link startTag}; attributes that come from a document go through {@link Sink.openWith} instead.
 */
export interface StartTag {
  readonly tag: Tag;
  readonly isVoid: boolean;
  /** `<tag attr="value">` (`<tag/>` when void), as React's server renderer writes it. */
  readonly html: string;
  /** `</tag>`, '' when void. */
  readonly end: string;
  /** React's props (`className`), null without attributes. */
  readonly props: Readonly<Record<string, unknown>> | null;
}

/** Attributes as React's server renderer writes them: in order, values escaped, `true` as `name=""`. */
export function attrsHtml(attrs: Readonly<Attrs>): string {
  let html = '';
  for (const key in attrs) {
    const value = attrs[key as AttrName];
    if (value === undefined) continue;
    html += value === true ? ` ${key}=""` : ` ${key}="${typeof value === 'number' ? String(value) : escapeHtml(value)}"`;
  }
  return html;
}

/** React's props for attributes: only `class` is spelled differently. */
export function reactProps(attrs: Readonly<Attrs>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const name in attrs) props[name === 'class' ? 'className' : name] = attrs[name as AttrName];
  return props;
}

export function startTag(tag: Tag, attrs: Readonly<Attrs> | null = null): StartTag {
  const isVoid = VOID_TAGS.has(tag);
  const open = `<${tag}${attrs === null ? '' : attrsHtml(attrs)}`;
  return {
    tag,
    isVoid,
    html: isVoid ? `${open}/>` : `${open}>`,
    end: isVoid ? '' : `</${tag}>`,
    props: attrs === null ? null : reactProps(attrs),
  };
}

/**
 * Where converters write. Elements nest by `open…close` (void elements are complete on opening and are never
 * closed); adjacent `text` calls must be avoided, as React separates adjacent text nodes with comments.
 */
export interface Sink {
  open(start: StartTag): void;
  /** An element whose attributes come from the document (or the caller's options); their values are escaped. */
  openWith(tag: Tag, attrs: Readonly<Attrs>): void;
  /**
   * An element mixing sanitized markup ({@link markup}) with other children (a checkbox, a nested list).
   * React can only insert markup as an element's inner HTML, so it receives all of this element's content as
   * HTML; the HTML sink treats it as {@link open}.
   */
  openMixed(start: StartTag): void;
  close(): void;
  /** Plain text, escaped, never parsed. */
  text(text: string): void;
  /** An element whose only content is sanitized inline markup: the shape of most blocks. */
  inline(start: StartTag, html: SafeHtml): void;
  /** Sanitized inline markup inside an element opened with {@link openMixed}. */
  markup(html: SafeHtml): void;
  video(video: Video): void;
  image(image: ImageElement): void;
}
