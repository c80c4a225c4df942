/**
 * The inline language of Block Editor text (`<b>`, `<a href>`, `<br>`, entities…), sanitized in one pass
 * straight to escaped HTML. Only allowlisted elements are written, from this module's own tag strings;
 * every other tag is dropped and its text kept and escaped. No markup from the source is ever copied to the
 * output: text is decoded and re-escaped, and an href is checked and re-escaped.
 */
import { isDigit, isHexDigit, isLetter, isWhitespace, matchesAt } from './chars.js';
import { escapedChar, escapeHtml, escapeMarkupFree, find } from './escape.js';
import type { SafeHtml } from './sink.js';
import { plainWebLink, safeLink } from './urls.js';

/** The inline elements kept: formatting tags as they are, plus `a` and `br`, which are handled on their own. */
type InlineTag = 'a' | 'b' | 'br' | 'code' | 'em' | 'i' | 'mark' | 'strong' | 'u';

/** The elements that have content (and an end tag). */
type ElementTag = Exclude<InlineTag, 'br'>;

/** The allowlisted tag named by `src[start, end)`, if any; compared in place because this runs for every tag. */
function inlineTag(src: string, start: number, end: number): InlineTag | undefined {
  switch (end - start) {
    case 1: {
      const c = src.charCodeAt(start) | 0x20;
      return c === 0x62 ? 'b' : c === 0x69 ? 'i' : c === 0x61 ? 'a' : c === 0x75 ? 'u' : undefined;
    }
    case 2:
      return matchesAt(src, start, 'br') ? 'br' : matchesAt(src, start, 'em') ? 'em' : undefined;
    case 4:
      return matchesAt(src, start, 'code') ? 'code' : matchesAt(src, start, 'mark') ? 'mark' : undefined;
    case 6:
      return matchesAt(src, start, 'strong') ? 'strong' : undefined;
    default:
      return undefined;
  }
}

/** Deeper nesting than editors produce; the cap keeps hostile input from nesting output without bound. */
const MAX_DEPTH = 32;

/** The named references Editor.js writes (and `&quot;`/`&apos;`), as [name with its semicolon, character]. */
const NAMED_ENTITIES: readonly (readonly [string, string])[] = [
  ['amp;', '&'],
  ['lt;', '<'],
  ['gt;', '>'],
  ['nbsp;', '\u00a0'],
  ['quot;', '"'],
  ['apos;', "'"],
];

const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const SEMICOLON = 0x3b;
const HASH = 0x23;
const DQUOTE = 0x22;
const SQUOTE = 0x27;

/** Where the last {@link readEntity} ended; a shared slot because parsing is synchronous and allocation-free this way. */
let entityEnd = 0;

/**
 * Decodes the character reference at `src[at] === '&'`, setting {@link entityEnd}; returns undefined (a literal
 * ampersand) when there is none. Numeric references to impossible code points become U+FFFD, as in browsers.
 */
function readEntity(src: string, at: number): string | undefined {
  let i = at + 1;
  if (src.charCodeAt(i) === HASH) {
    i++;
    const hex = (src.charCodeAt(i) | 0x20) === 0x78;
    if (hex) i++;
    const digitsStart = i;
    let value = 0;
    for (; i < src.length; i++) {
      const c = src.charCodeAt(i);
      if (!(hex ? isHexDigit(c) : isDigit(c))) break;
      // Saturate instead of overflowing: anything this large is invalid anyway.
      if (value <= 0x10ffff) value = value * (hex ? 16 : 10) + (isDigit(c) ? c - 0x30 : (c | 0x20) - 0x57);
    }
    if (i === digitsStart) return undefined;
    if (src.charCodeAt(i) === SEMICOLON) i++;
    entityEnd = i;
    const invalid = value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff);
    return String.fromCodePoint(invalid ? 0xfffd : value);
  }
  for (const [name, decoded] of NAMED_ENTITIES) {
    if (!src.startsWith(name, i)) continue;
    entityEnd = i + name.length;
    return decoded;
  }
  return undefined;
}

/** Decodes character references in plain text such as attribute values and Editor.js's escaped embed URLs. */
export function decodeEntities(src: string): string {
  let at = src.indexOf('&');
  if (at === -1) return src;
  let out = '';
  let run = 0;
  while (at !== -1) {
    const decoded = readEntity(src, at);
    if (decoded === undefined) {
      at = src.indexOf('&', at + 1);
      continue;
    }
    out += src.slice(run, at) + decoded;
    run = entityEnd;
    at = src.indexOf('&', run);
  }
  return out + src.slice(run);
}

/*
 * Start and end tags of the elements, written as React writes them. Switches rather than records: a record
 * read with a variable key is a megamorphic keyed load, which showed up in profiles of the benchmark.
 */
function startTagOf(tag: Exclude<ElementTag, 'a'>): string {
  switch (tag) {
    case 'b':
      return '<b>';
    case 'code':
      return '<code>';
    case 'em':
      return '<em>';
    case 'i':
      return '<i>';
    case 'mark':
      return '<mark>';
    case 'strong':
      return '<strong>';
    case 'u':
      return '<u>';
  }
}

function endTagOf(tag: ElementTag): string {
  switch (tag) {
    case 'a':
      return '</a>';
    case 'b':
      return '</b>';
    case 'code':
      return '</code>';
    case 'em':
      return '</em>';
    case 'i':
      return '</i>';
    case 'mark':
      return '</mark>';
    case 'strong':
      return '</strong>';
    case 'u':
      return '</u>';
  }
}

const LINK_START = '<a href="';

/** One character decoded from a reference, escaped for output (a code point above U+FFFF never needs it). */
function escapeDecoded(decoded: string): string {
  return decoded.length === 1 ? (escapedChar(decoded.charCodeAt(0)) ?? decoded) : decoded;
}

/**
 * One sanitizer, reset for each text: sanitizing is synchronous and never re-entered, and reusing its stacks
 * saves allocations on the hottest path of rendering.
 *
 * Output is the source with rewrites: wherever the source already reads exactly as the output must (text
 * without characters to escape, `<b>`, `</b>`, `&amp;`…), it is copied in one slice, from `copyFrom` up to
 * the next place that must be rewritten. String concatenation dominates the cost of rendering, and this
 * makes a typical paragraph a few slices instead of one piece per tag and text run. Only what was checked
 * to read exactly as the rewrite would is ever copied.
 */
class InlineSanitizer {
  private src = '';
  private siteOrigin: string | undefined;
  /** Plain text instead of markup (for alt texts): tags are left out, text is not escaped, `<br>` is a space. */
  private textOnly = false;
  /** The output for the source before `copyFrom`. */
  private out = '';
  private copyFrom = 0;
  /** Open elements, innermost last; parallel arrays so that opening allocates no frame. */
  private readonly openTags: ElementTag[] = [];
  private readonly startTags: string[] = [];
  /**
   * How many open elements (outermost first) have their start tag written. A start tag is held back until
   * content follows, so an element left empty (Editor.js leaves empty links behind) is dropped entirely.
   * While tags are held, the source up to the current position is accounted for in `out`.
   */
  private written = 0;
  /**
   * Where the held start tags begin in the source when they are all there as they would be written, with
   * nothing between: they then stay in the span to copy, which is cut before them only if they are dropped.
   * Else -1, and held tags are written from `startTags` when content follows.
   */
  private heldFrom = -1;
  /**
   * Where the next `>`, `"` and `'` (which text must escape) are, the source's length for none; -1 before
   * the first search. See {@link text}.
   */
  private gt = -1;
  private quot = -1;
  private apos = -1;
  private pos = 0;

  run(src: string, siteOrigin: string | undefined, textOnly: boolean): string {
    this.src = src;
    this.siteOrigin = siteOrigin;
    this.textOnly = textOnly;
    this.out = '';
    this.copyFrom = 0;
    this.written = 0;
    this.heldFrom = -1;
    this.gt = -1;
    this.quot = -1;
    this.apos = -1;
    // Every run closes what it opened; setting an array's length is a runtime call, so only when needed.
    if (this.openTags.length !== 0) this.openTags.length = this.startTags.length = 0;
    // Jump between '<' and '&' with indexOf (native and fast); text in between needs no parsing.
    let lt = src.indexOf('<');
    let amp = src.indexOf('&');
    let run = 0;
    while (lt !== -1 || amp !== -1) {
      const at = amp === -1 || (lt !== -1 && lt < amp) ? lt : amp;
      if (at > run) this.text(run, at);
      this.pos = at;
      if (at === lt) this.markup();
      else this.entity();
      run = this.pos;
      if (lt !== -1 && lt < run) lt = src.indexOf('<', run);
      if (amp !== -1 && amp < run) amp = src.indexOf('&', run);
    }
    if (run < src.length) this.text(run, src.length);
    this.copy(src.length);
    while (this.openTags.length > 0) this.closeTop();
    const out = this.out;
    this.out = '';
    return out;
  }

  /**
   * Moves the source up to `to`, the current position, into the output as it is; held start tags in it are
   * left out, to be written from `startTags` if content follows.
   */
  private copy(to: number): void {
    const end = this.heldFrom === -1 ? to : this.heldFrom;
    if (end > this.copyFrom) this.out += this.src.slice(this.copyFrom, end);
    this.copyFrom = to;
    this.heldFrom = -1;
  }

  /** Outputs `html` in place of the source `[from, to)`. */
  private rewrite(from: number, to: number, html: string): void {
    this.copy(from);
    this.out += html;
    this.copyFrom = to;
  }

  /** Content follows: the held start tags go first (when still in the span to copy, they already do). */
  private writeHeld(): void {
    if (this.heldFrom === -1) for (let k = this.written; k < this.startTags.length; k++) this.out += this.startTags[k] ?? '';
    this.written = this.startTags.length;
    this.heldFrom = -1;
  }

  /** Content `[from, to)` of the source whose output is `html`: copied when it reads the same. */
  private content(from: number, to: number, html: string): void {
    if (this.written < this.startTags.length) this.writeHeld();
    if (to - from !== html.length || !this.src.startsWith(html, from)) this.rewrite(from, to, html);
    this.pos = to;
  }

  /**
   * Text without `<` or `&`, copied but for `"`, `'` and `>`, which are escaped. Where the next of each is
   * is remembered across runs (native `indexOf`, like the main loop), so a character absent from the rest
   * of the source is searched for once.
   */
  private text(from: number, to: number): void {
    if (this.written < this.startTags.length) this.writeHeld();
    if (this.textOnly) return;
    const src = this.src;
    for (;;) {
      if (this.gt < from) this.gt = find(src, '>', from);
      if (this.quot < from) this.quot = find(src, '"', from);
      if (this.apos < from) this.apos = find(src, "'", from);
      const at = Math.min(this.gt, this.quot, this.apos);
      if (at >= to) return;
      this.rewrite(at, at + 1, escapedChar(src.charCodeAt(at)) ?? '');
      from = at + 1;
    }
  }

  /** At '&': a character reference, decoded and escaped again, or a literal ampersand. */
  private entity(): void {
    const at = this.pos;
    const decoded = readEntity(this.src, at);
    if (decoded === undefined) this.content(at, at + 1, this.textOnly ? '&' : '&amp;');
    else this.content(at, entityEnd, this.textOnly ? decoded : escapeDecoded(decoded));
  }

  /** At '<': consumes a tag, comment or declaration, or a literal '<' when it is none of these. */
  private markup(): void {
    const src = this.src;
    const next = src.charCodeAt(this.pos + 1);
    if (isLetter(next)) {
      if (!this.editorStartTag(next)) this.startTag();
      return;
    }
    if (next === SLASH && isLetter(src.charCodeAt(this.pos + 2))) {
      if (!this.innermostEndTag()) this.endTag();
      return;
    }
    if (next === SLASH || next === 0x21 || next === 0x3f) {
      // Comments, doctypes, processing instructions and `</ …>` carry no text worth keeping.
      const closer = src.startsWith('<!--', this.pos) ? src.indexOf('-->', this.pos + 4) : src.indexOf('>', this.pos);
      this.skip(closer === -1 ? src.length : closer + (src.charCodeAt(closer) === GT ? 1 : 3));
      return;
    }
    this.literalLt();
  }

  /** Drops the markup from the current position to `to`. */
  private skip(to: number): void {
    this.rewrite(this.pos, to, '');
    this.pos = to;
  }

  private readName(from: number): number {
    const src = this.src;
    let i = from;
    while (i < src.length) {
      const c = src.charCodeAt(i);
      if (isWhitespace(c) || c === SLASH || c === GT) break;
      i++;
    }
    return i;
  }

  /**
   * Handles a start tag spelled exactly as Editor.js's inline tools write it; false for any other. Matching
   * these with `startsWith` skips the tokenizer, whose character loops are the slowest part of sanitizing;
   * each reads exactly as the tokenizer would read it (the `class` attributes are dropped either way).
   */
  private editorStartTag(next: number): boolean {
    switch (next) {
      case 0x61:
        return this.editorLink();
      case 0x62:
        return this.spelled('<b>', 'b') || this.spelled('<br>', 'br') || this.spelled('<br/>', 'br');
      case 0x63:
        return this.spelled('<code class="inline-code">', 'code') || this.spelled('<code>', 'code');
      case 0x65:
        return this.spelled('<em>', 'em');
      case 0x69:
        return this.spelled('<i>', 'i');
      case 0x6d:
        return this.spelled('<mark class="cdx-marker">', 'mark') || this.spelled('<mark>', 'mark');
      case 0x73:
        return this.spelled('<strong>', 'strong');
      case 0x75:
        return this.spelled('<u class="cdx-underline">', 'u') || this.spelled('<u>', 'u');
      default:
        return false;
    }
  }

  private spelled(spelling: string, tag: Exclude<InlineTag, 'a'>): boolean {
    if (!this.src.startsWith(spelling, this.pos)) return false;
    this.tag(tag, undefined, this.pos + spelling.length);
    return true;
  }

  /** `<a href="…">`, the link Editor.js writes. */
  private editorLink(): boolean {
    const src = this.src;
    const at = this.pos;
    if (!src.startsWith(LINK_START, at)) return false;
    const valueEnd = src.indexOf('"', at + LINK_START.length);
    if (valueEnd === -1 || src.charCodeAt(valueEnd + 1) !== GT) return false;
    this.openLink(src.slice(at + LINK_START.length, valueEnd), valueEnd + 2);
    return true;
  }

  /** Handles the end tag of the innermost element spelled exactly as it is written, copying it; false for any other. */
  private innermostEndTag(): boolean {
    const depth = this.openTags.length - 1;
    const tag = this.openTags[depth];
    if (tag === undefined || this.written <= depth || this.textOnly) return false;
    const end = endTagOf(tag);
    if (!this.src.startsWith(end, this.pos)) return false;
    this.openTags.pop();
    this.startTags.pop();
    this.written = depth;
    this.pos += end.length;
    return true;
  }

  /** Reads a start tag as a browser does, whatever its spelling. */
  private startTag(): void {
    const src = this.src;
    const nameEnd = this.readName(this.pos + 1);
    const tag = inlineTag(src, this.pos + 1, nameEnd);
    let href: string | undefined;
    let i = nameEnd;
    for (;;) {
      while (i < src.length && (isWhitespace(src.charCodeAt(i)) || src.charCodeAt(i) === SLASH)) i++;
      if (i >= src.length) return this.literalLt();
      if (src.charCodeAt(i) === GT) break;
      const attrStart = i;
      // The first character may be '=' (a parse error browsers accept as part of the name).
      i++;
      while (i < src.length) {
        const c = src.charCodeAt(i);
        if (isWhitespace(c) || c === SLASH || c === GT || c === EQUALS) break;
        i++;
      }
      // As in browsers, the first of duplicate attributes wins.
      const isHref = tag === 'a' && href === undefined && i - attrStart === 4 && matchesAt(src, attrStart, 'href');
      while (i < src.length && isWhitespace(src.charCodeAt(i))) i++;
      if (src.charCodeAt(i) !== EQUALS) {
        if (isHref) href = '';
        continue;
      }
      i++;
      while (i < src.length && isWhitespace(src.charCodeAt(i))) i++;
      const quote = src.charCodeAt(i);
      let valueStart = i;
      let valueEnd: number;
      if (quote === DQUOTE || quote === SQUOTE) {
        valueStart = i + 1;
        valueEnd = src.indexOf(quote === DQUOTE ? '"' : "'", valueStart);
        if (valueEnd === -1) return this.literalLt();
        i = valueEnd + 1;
      } else {
        while (i < src.length && !isWhitespace(src.charCodeAt(i)) && src.charCodeAt(i) !== GT) i++;
        valueEnd = i;
      }
      if (isHref) href = src.slice(valueStart, valueEnd);
    }
    this.tag(tag, href, i + 1);
  }

  /** Acts on a start tag (its `href` if a link) ending at `end`. */
  private tag(tag: InlineTag | undefined, href: string | undefined, end: number): void {
    if (tag === 'br') this.content(this.pos, end, this.textOnly ? ' ' : '<br/>');
    else if (tag === 'a') this.openLink(href, end);
    else if (tag === undefined) this.skip(end);
    else this.open(tag, startTagOf(tag), end);
  }

  /** An unterminated tag is kept as the text it is. */
  private literalLt(): void {
    this.content(this.pos, this.pos + 1, this.textOnly ? '<' : '&lt;');
  }

  private openLink(href: string | undefined, end: number): void {
    if (href === undefined || this.openTags.includes('a')) return this.skip(end);
    // Plain text needs no link, so its URL is not checked.
    if (this.textOnly) return this.open('a', '', end);
    // A plain web link's href is used as it stands: it is already its own escaped form.
    const plain = plainWebLink(href, this.siteOrigin);
    const link = plain ?? safeLink(decodeEntities(href), this.siteOrigin);
    if (link === undefined) return this.skip(end);
    const escaped = plain === undefined ? escapeHtml(link.href) : link.href;
    this.open('a', `<a href="${escaped}"${link.external ? ' rel="noopener noreferrer"' : ''}>`, end);
  }

  /** Opens an element whose start tag ends at `end`, holding the tag back until content follows. */
  private open(tag: ElementTag, startTag: string, end: number): void {
    if (this.openTags.length >= MAX_DEPTH) return this.skip(end);
    const from = this.pos;
    const written = this.textOnly ? '' : startTag;
    const asWritten = end - from === written.length && this.src.startsWith(written, from);
    if (asWritten && this.written === this.startTags.length) this.heldFrom = from;
    else if (!asWritten || this.heldFrom === -1) this.rewrite(from, end, '');
    this.pos = end;
    this.openTags.push(tag);
    this.startTags.push(written);
  }

  private endTag(): void {
    const src = this.src;
    const nameEnd = this.readName(this.pos + 2);
    const close = src.indexOf('>', nameEnd);
    if (close === -1) return this.literalLt();
    const tag = inlineTag(src, this.pos + 2, nameEnd);
    const end = close + 1;
    // Stray closers are ignored; a closer for an outer element closes everything opened inside it.
    const depth = tag === undefined || tag === 'br' ? -1 : this.openTags.lastIndexOf(tag);
    if (tag === undefined || tag === 'br' || depth === -1) return this.skip(end);
    this.copy(this.pos);
    while (this.openTags.length > depth) this.closeTop();
    this.skip(end);
  }

  /** Closes the innermost element; one whose start tag was never written had no content and leaves no trace. */
  private closeTop(): void {
    const tag = this.openTags.pop();
    this.startTags.pop();
    if (tag === undefined || this.written <= this.openTags.length) return;
    this.written = this.openTags.length;
    if (!this.textOnly) this.out += endTagOf(tag);
  }
}

const sanitizer = new InlineSanitizer();

/**
 * Sanitizes Block Editor inline markup to escaped HTML made only of allowlisted elements: the formatting
 * tags, `br`, and links with an http(s), mailto or tel URL, a root-relative path or a fragment (http(s)
 * links to hosts other than `siteOrigin` get `rel="noopener noreferrer"`). Unclosed elements are closed,
 * empty ones dropped.
 */
export function sanitizeInline(source: string, siteOrigin: string | undefined): SafeHtml {
  // Most text has no markup at all; escaping it is then all there is to do.
  const html =
    source.indexOf('<') === -1 && source.indexOf('&') === -1 ? escapeMarkupFree(source) : sanitizer.run(source, siteOrigin, false);
  return html as SafeHtml;
}

/** The plain text of inline markup, as a reader sees it (line breaks become spaces), for alt texts and labels. */
export function inlineText(source: string): string {
  return source.indexOf('<') === -1 && source.indexOf('&') === -1 ? source : sanitizer.run(source, undefined, true);
}
