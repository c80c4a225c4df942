/**
 * The Markdown sink: the third output of the same walker and converters as the HTML and React sinks, for readers
 * that are programs (AI assistants, answer engines). It collects the elements a document's converters emit into a
 * small tree and writes it out as CommonMark (plus GitHub's tables and task list markers) when asked.
 *
 * Safe by construction: Markdown passes raw HTML through to whatever renders it, so nothing from a document becomes
 * Markdown syntax. Every character of text that Markdown could read as syntax (`<`, `&`, `*`, `[`, `` ` ``, a `#` or
 * a `1.` starting a line…) is backslash-escaped, whitespace is collapsed as HTML collapses it (so no line of text can
 * start a block), code is fenced with a fence longer than any run of its backticks, and URLs are the ones the inline
 * sanitizer and the converters already checked (http(s), mailto, tel, the site's own paths), made absolute and
 * percent-encoded where Markdown would end them. Inline content arrives as the sanitizer's markup, a closed language
 * (its few tags, escaped text), which is read back here.
 */
import type { Attrs, AttrName, ImageElement, SafeHtml, Sink, StartTag, Tag, Video } from './sink.js';
import { markupText } from './text.js';
import { videoFallback } from './video.js';

interface ElementNode {
  readonly kind: 'element';
  readonly tag: Tag;
  readonly attrs: Readonly<Attrs>;
  readonly children: MarkdownNode[];
}
type MarkdownNode =
  ElementNode | { readonly kind: 'text'; readonly text: string } | { readonly kind: 'image'; readonly src: string; readonly alt: string };

/** The elements that are blocks of their own in Markdown; every other element is inline. */
const BLOCK_TAGS: ReadonlySet<Tag> = new Set<Tag>([
  'blockquote',
  'details',
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
  'ol',
  'p',
  'pre',
  'summary',
  'table',
  'ul',
]);

const HEADING_LEVELS: Readonly<Partial<Record<Tag, number>>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** The tags of the sanitizer's markup (src/inline.ts) and the attributes they may carry. */
const MARKUP_TAG = /<(\/?)([a-z]+)((?:\s+[a-zA-Z]+="[^"]*")*)\s*\/?>/g;
const MARKUP_ATTR = /([a-zA-Z]+)="([^"]*)"/g;

/** Reads the sanitizer's markup back into nodes: its tags, its escaped text decoded. */
function parseMarkup(html: string): MarkdownNode[] {
  const root: MarkdownNode[] = [];
  const stack: MarkdownNode[][] = [root];
  let at = 0;
  const addText = (end: number) => {
    if (end > at) stack[stack.length - 1]!.push({ kind: 'text', text: markupText(html.slice(at, end)) });
  };
  for (const match of html.matchAll(MARKUP_TAG)) {
    addText(match.index);
    at = match.index + match[0].length;
    const [, closing, name = '', rawAttrs = ''] = match;
    if (closing === '/') {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const attrs: Partial<Record<AttrName, string>> = {};
    for (const [, attr = '', value = ''] of rawAttrs.matchAll(MARKUP_ATTR)) {
      if (attr === 'href') attrs.href = markupText(value);
    }
    const element: ElementNode = { kind: 'element', tag: name as Tag, attrs, children: [] };
    stack[stack.length - 1]!.push(element);
    if (name !== 'br') stack.push(element.children);
  }
  addText(html.length);
  return root;
}

/** Characters Markdown may read as syntax anywhere in a line: always escaped in text. */
const SYNTAX = /[\\`*_[\]<>&|~#!]/g;
/** What starts a block at the beginning of a line (a list item, a setext underline, a thematic break). */
const LINE_START = /^([-+=]|\d{1,9}(?=[.)]))/;
/** HTML's whitespace, which a browser shows as one space. */
const HTML_WHITESPACE = /[ \t\n\f\r]+/g;

const escapeText = (text: string) => text.replace(HTML_WHITESPACE, ' ').replace(SYNTAX, '\\$&');

/** A line of inline Markdown made safe at its start: a leading `-`, `+`, `=` or `1.` is escaped, spaces dropped. */
function safeLine(line: string): string {
  const trimmed = line.trim();
  return trimmed.replace(LINE_START, (start) => (start.length === 1 ? `\\${start}` : `${start}\\`));
}

/** Inline Markdown's characters that end a link destination or start other syntax in it: percent-encoded. */
const URL_UNSAFE = /[\s()<>\\`"'[\]]|[^\x21-\x7e]/g;
/** A character reference, which Markdown decodes in a link destination too: its `&` is escaped. */
const URL_ENTITY = /&(?=#?[A-Za-z0-9]+;)/g;

function encodeUrl(url: string): string {
  return url
    .replace(URL_UNSAFE, (character) =>
      [...new TextEncoder().encode(character)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
    )
    .replace(URL_ENTITY, '\\&');
}

/** A code span around `text`, its backtick fence longer than any run inside, spaced off backticks at its ends. */
function codeSpan(text: string): string {
  const content = text.replace(HTML_WHITESPACE, ' ');
  if (content.trim() === '') return escapeText(content);
  const longest = Math.max(0, ...[...content.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = content.startsWith('`') || content.endsWith('`') || (content.startsWith(' ') && content.endsWith(' ')) ? ' ' : '';
  return `${fence}${pad}${content}${pad}${fence}`;
}

const isWordChar = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);
const isPunctuation = (character: string | undefined) => character !== undefined && /[\p{P}\p{S}]/u.test(character);

/** The plain text of nodes, as a code element shows it. */
function textOf(nodes: readonly MarkdownNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.kind === 'text') text += node.text;
    else if (node.kind === 'element') text += node.tag === 'br' ? ' ' : textOf(node.children);
  }
  return text;
}

/**
 * A piece of a line of inline Markdown: text as it is, or emphasis to wrap `inner` in if its neighbours allow, else
 * `plain` (its content without emphasis of its own, which could not open or close there either).
 */
type Piece = string | { readonly marker: string; readonly inner: string; readonly plain: string };

/**
 * Emphasis is written only where CommonMark reads it back as emphasis (its delimiters flanking the text): next to
 * a word character, text starting or ending with punctuation would leave the `*` visible, and so would a neighbour's
 * own `*`. Otherwise the text stays, unemphasized, so the words a reader sees are the same.
 */
function joinPieces(pieces: readonly Piece[]): string {
  let out = '';
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (typeof piece === 'string') {
      out += piece;
      continue;
    }
    const next = pieces[i + 1];
    const after = next === undefined ? undefined : typeof next === 'string' ? next[0] : next.marker[0];
    const before = out.at(-1);
    const first = piece.inner[0];
    const last = piece.inner.at(-1);
    const opens = !(isPunctuation(first) && isWordChar(before)) && before !== '*';
    const closes = !(isPunctuation(last) && isWordChar(after)) && after !== '*';
    out += opens && closes ? `${piece.marker}${piece.inner}${piece.marker}` : piece.plain;
  }
  return out;
}

interface InlineOptions {
  readonly base: string;
  /** Whether a `<br>` is a hard line break (paragraphs, quotes), else a space (headings, table cells). */
  readonly breaks: boolean;
  /** False inside emphasis that could not be written, whose content is then written without any. */
  readonly emphasis?: boolean;
}

function inline(nodes: readonly MarkdownNode[], options: InlineOptions): string {
  const pieces: Piece[] = [];
  for (const node of nodes) {
    if (node.kind === 'text') pieces.push(escapeText(node.text));
    else if (node.kind === 'image') pieces.push(imageMarkdown(node, options.base));
    else pieces.push(inlineElement(node, options));
  }
  return joinPieces(pieces);
}

function inlineElement(node: ElementNode, options: InlineOptions): Piece {
  switch (node.tag) {
    case 'br':
      return options.breaks ? '\\\n' : ' ';
    case 'input':
      return node.attrs.checked === true ? '[x] ' : '[ ] ';
    case 'code':
      return codeSpan(textOf(node.children));
    case 'a': {
      const text = inline(node.children, options);
      const href = node.attrs.href;
      return typeof href === 'string' ? `[${text}](${encodeUrl(absolute(href, options.base))})` : text;
    }
    case 'b':
    case 'strong':
    case 'em':
    case 'i': {
      const inner = inline(node.children, options);
      const trimmed = inner.trim();
      if (options.emphasis === false || trimmed === '' || trimmed.endsWith('\\') || trimmed.includes('\n')) return inner;
      const marker = node.tag === 'b' || node.tag === 'strong' ? '**' : '*';
      const plain = inline(node.children, { ...options, emphasis: false }).trim();
      const leading = inner.slice(0, inner.length - inner.trimStart().length);
      const trailing = inner.slice(inner.trimEnd().length);
      const piece = { marker, inner: trimmed, plain };
      // Spaces go outside the delimiters, where CommonMark wants them.
      return leading === '' && trailing === '' ? piece : `${leading}${joinPieces([piece])}${trailing}`;
    }
    default:
      // `u`, `mark`, `span`, `label`: no Markdown of their own; their text stays.
      return inline(node.children, options);
  }
}

/** A URL the converters checked, absolute: the site's own paths and fragments resolved against the page's address. */
function absolute(href: string, base: string): string {
  return URL.parse(href, base)?.href ?? href;
}

function imageMarkdown(image: { readonly src: string; readonly alt: string }, base: string): string {
  return `![${escapeText(image.alt).trim()}](${encodeUrl(absolute(image.src, base))})`;
}

/** A paragraph of inline Markdown: each line made safe at its start; nothing when it is empty. */
function paragraph(nodes: readonly MarkdownNode[], options: InlineOptions): string {
  // A break before or after all the text shows nothing (HTML's `<br>` there makes an empty line at most).
  const text = inline(nodes, options)
    .replace(/^\s*(\\\n\s*)+|(\\\n\s*)+$/g, '')
    .trim();
  return text.split('\n').map(safeLine).join('\n');
}

function fenced(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : by + line))
    .join('\n');

/**
 * A list; `other` writes its markers the other way (`*`, `1)`), which a list right after one of the same kind needs,
 * or Markdown would join the two.
 */
function list(node: ElementNode, base: string, other = false): string {
  const ordered = node.tag === 'ol';
  let number = 0;
  const items: string[] = [];
  for (const item of node.children) {
    if (item.kind !== 'element' || item.tag !== 'li') continue;
    number++;
    const marker = ordered ? `${number}${other ? ')' : '.'}` : other ? '*' : '-';
    // An item's inline content, then its nested list on the next lines, indented under the item's text.
    const content = blocks(item.children, base).join('\n');
    items.push(`${marker} ${indent(content, ' '.repeat(marker.length + 1))}`.trimEnd());
  }
  return items.join('\n');
}

function table(node: ElementNode, base: string): string {
  const rows: { cells: string[]; head: boolean }[] = [];
  const collect = (element: ElementNode, head: boolean) => {
    for (const child of element.children) {
      if (child.kind !== 'element') continue;
      if (child.tag === 'tr') {
        const cells = child.children.filter((cell): cell is ElementNode => cell.kind === 'element');
        rows.push({ head, cells: cells.map((cell) => paragraph(cell.children, { base, breaks: false })) });
      } else collect(child, head || child.tag === 'thead');
    }
  };
  collect(node, false);
  if (rows.length === 0) return '';
  const columns = Math.max(1, ...rows.map((row) => row.cells.length));
  const line = (cells: readonly string[]) =>
    `| ${Array.from({ length: columns }, (_, i) => cells[i] ?? '').join(' | ')} |`.replace(/ {2,}\|/g, ' |');
  // A Markdown table always has a header row: an empty one when the table has none.
  const head = rows[0]?.head === true ? (rows.shift()?.cells ?? []) : [];
  return [line(head), line(Array.from({ length: columns }, () => '---')), ...rows.map((row) => line(row.cells))].join('\n');
}

function block(node: ElementNode, base: string, otherMarkers: boolean): string {
  const level = HEADING_LEVELS[node.tag];
  if (level !== undefined) {
    const text = paragraph(node.children, { base, breaks: false });
    return text === '' ? '' : `${'#'.repeat(level)} ${text}`;
  }
  switch (node.tag) {
    case 'hr':
      return '---';
    case 'pre':
      return fenced(textOf(node.children));
    case 'ul':
    case 'ol':
      return list(node, base, otherMarkers);
    case 'table':
      return table(node, base);
    case 'blockquote':
      return blocks(node.children, base)
        .join('\n\n')
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
    case 'figure':
    case 'details':
      return blocks(node.children, base).join('\n\n');
    default:
      // p, div, figcaption, summary.
      return paragraph(node.children, { base, breaks: true });
  }
}

/** Nodes as Markdown blocks: each block element one, and each run of inline nodes between them a paragraph. */
function blocks(nodes: readonly MarkdownNode[], base: string): string[] {
  const out: string[] = [];
  let run: MarkdownNode[] = [];
  const flush = () => {
    const text = paragraph(run, { base, breaks: true });
    if (text !== '') out.push(text);
    run = [];
  };
  let previous: MarkdownNode | undefined;
  /** Whether the last list written used the other markers: lists in a row alternate. */
  let otherMarkers = false;
  for (const node of nodes) {
    if (node.kind === 'image') {
      flush();
      out.push(imageMarkdown(node, base));
    } else if (node.kind === 'element' && BLOCK_TAGS.has(node.tag)) {
      flush();
      otherMarkers = previous?.kind === 'element' && previous.tag === node.tag && !otherMarkers;
      const text = block(node, base, otherMarkers);
      if (text !== '') out.push(text);
    } else run.push(node);
    previous = node;
  }
  flush();
  return out;
}

/** Plain text (a title, a description) as inline Markdown that shows it as it is: nothing in it is read as syntax. */
export function markdownText(text: string): string {
  return safeLine(escapeText(text));
}

/**
 * A link with a plain-text label; only to an absolute http(s) URL, else the label alone (a URL from elsewhere, such
 * as an editor's call-to-action, may be anything).
 */
export function markdownLink(label: string, url: string): string {
  const text = escapeText(label).trim();
  const parsed = URL.parse(url);
  if (parsed === null || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return text;
  return `[${text}](${encodeUrl(parsed.href)})`;
}

export class MarkdownSink implements Sink {
  private readonly root: MarkdownNode[] = [];
  /** The children of the open elements, innermost last. */
  private readonly stack: MarkdownNode[][] = [this.root];

  /** @param base the page's absolute address, against which the site's own paths and fragments are resolved. */
  constructor(private readonly base: string) {}

  /** The document as Markdown: blocks separated by blank lines, ending in a newline (empty for an empty document). */
  result(): string {
    const text = blocks(this.root, this.base).join('\n\n');
    return text === '' ? '' : `${text}\n`;
  }

  private get current(): MarkdownNode[] {
    return this.stack[this.stack.length - 1]!;
  }

  private enter(tag: Tag, attrs: Readonly<Attrs>, isVoid: boolean): void {
    const element: ElementNode = { kind: 'element', tag, attrs, children: [] };
    this.current.push(element);
    if (!isVoid) this.stack.push(element.children);
  }

  open(start: StartTag): void {
    this.enter(start.tag, start.tag === 'input' ? { checked: start.props?.checked === true ? true : undefined } : {}, start.isVoid);
  }

  openWith(tag: Tag, attrs: Readonly<Attrs>): void {
    this.enter(tag, tag === 'a' ? { href: attrs.href } : {}, tag === 'br' || tag === 'hr' || tag === 'img' || tag === 'input');
  }

  openMixed(start: StartTag): void {
    this.open(start);
  }

  close(): void {
    if (this.stack.length > 1) this.stack.pop();
  }

  text(text: string): void {
    this.current.push({ kind: 'text', text });
  }

  inline(start: StartTag, html: SafeHtml): void {
    this.current.push({ kind: 'element', tag: start.tag, attrs: {}, children: parseMarkup(html) });
  }

  markup(html: SafeHtml): void {
    this.current.push(...parseMarkup(html));
  }

  /** A video as HTML has it without a player: a link to its page on the service, and its caption. */
  video(video: Video): void {
    videoFallback(this, video);
  }

  image({ src, alt }: ImageElement): void {
    this.current.push({ kind: 'image', src, alt });
  }
}
