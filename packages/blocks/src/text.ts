/**
 * The text sink: the words a document shows, for search indexes and snippets. It is driven by the same walker
 * and converters as the HTML and React outputs, so what is searchable is exactly what a visitor can read;
 * inline markup arrives already sanitized (an allowlist of tags, escaped text) and only needs its tags
 * dropped and its entities decoded.
 */
import type { SafeHtml, Sink, StartTag, Tag, Video } from './sink.js';

/** Elements after which the text breaks, so that words of neighbouring blocks, cells or items never run together. */
const BREAKING: ReadonlySet<Tag> = new Set<Tag>([
  'blockquote',
  'br',
  'div',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'summary',
  'td',
  'th',
  'tr',
  'ul',
]);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Sanitized inline markup as text: tags dropped (a `<br>` becomes a space), entities decoded. */
export function markupText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}

export class TextSink implements Sink {
  private readonly parts: string[] = [];
  /** The tags of the open elements, innermost last. */
  private readonly open_: Tag[] = [];

  /** The collected text, whitespace collapsed. */
  result(): string {
    return this.parts.join('').replace(/\s+/g, ' ').trim();
  }

  private push(text: string): void {
    if (text !== '') this.parts.push(text);
  }

  private enter(tag: Tag, isVoid: boolean): void {
    if (BREAKING.has(tag)) this.push(' ');
    if (!isVoid) this.open_.push(tag);
  }

  open(start: StartTag): void {
    this.enter(start.tag, start.isVoid);
  }

  openWith(tag: Tag): void {
    this.enter(tag, tag === 'br' || tag === 'hr' || tag === 'img' || tag === 'input');
  }

  openMixed(start: StartTag): void {
    this.open(start);
  }

  close(): void {
    const tag = this.open_.pop();
    if (tag !== undefined && BREAKING.has(tag)) this.push(' ');
  }

  text(text: string): void {
    this.push(text);
  }

  inline(start: StartTag, html: SafeHtml): void {
    this.push(markupText(html));
    if (BREAKING.has(start.tag)) this.push(' ');
  }

  markup(html: SafeHtml): void {
    this.push(markupText(html));
  }

  video(video: Video): void {
    if (video.captionText !== '') this.push(` ${video.captionText} `);
  }

  /** An image's alternative text is its caption, which the figure's caption already gave. */
  image(): void {}
}

/** A header as a table of contents lists it: its level (1–6), its anchor and its text. */
export interface DocumentHeading {
  readonly level: number;
  readonly id: string;
  readonly text: string;
}

const HEADING_LEVELS: Readonly<Partial<Record<Tag, number>>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** The headings sink: only the headers a document shows, with the anchors the renderers gave them. */
export class HeadingSink implements Sink {
  readonly headings: DocumentHeading[] = [];
  open(): void {}
  openWith(): void {}
  openMixed(): void {}
  close(): void {}
  text(): void {}
  markup(): void {}
  video(): void {}
  image(): void {}

  inline(start: StartTag, html: SafeHtml): void {
    const level = HEADING_LEVELS[start.tag];
    const id = start.props?.id;
    if (level !== undefined && typeof id === 'string')
      this.headings.push({ level, id, text: markupText(html).replace(/\s+/g, ' ').trim() });
  }
}
