/**
 * The inline language of Block Editor text (`<b>`, `<a href>`, `<br>`, entities…), parsed in one pass into
 * output nodes. Only allowlisted elements are created; every other tag is dropped and its text kept as text,
 * which the serializers escape. No markup from the source is ever copied to the output.
 */
import { element, textContent, type Attrs, type ElementNode, type Node } from './tree.js';
import { isDigit, isHexDigit, isLetter, isWhitespace, matchesAt } from './chars.js';
import { safeLink } from './urls.js';

/** The inline elements kept: formatting tags as they are, plus `a` and `br`, which are handled on their own. */
type InlineTag = 'a' | 'b' | 'br' | 'code' | 'em' | 'i' | 'mark' | 'strong' | 'u';

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

/** Deeper nesting than editors produce; the cap keeps hostile input from exhausting the serializers' stack. */
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

const BR: ElementNode = element('br', null, []);

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

/**
 * One parser, reset for each text: parsing is synchronous and never re-entered, and reusing its stacks
 * saves allocations on the hottest path of rendering.
 */
class InlineParser {
  private src = '';
  private siteOrigin: string | undefined;
  private root: Node[] = [];
  /** Open elements' tags and children, innermost last; parallel arrays so that opening allocates no frame. */
  private readonly openTags: InlineTag[] = [];
  private readonly openChildren: Node[][] = [];
  /** Children of the innermost open element (or the root): where text and elements go. */
  private children: Node[] = this.root;
  private pos = 0;

  reset(src: string, siteOrigin: string | undefined): this {
    this.src = src;
    this.siteOrigin = siteOrigin;
    this.root = [];
    this.children = this.root;
    this.pos = 0;
    this.openTags.length = 0;
    this.openChildren.length = 0;
    return this;
  }

  parse(): Node[] {
    const src = this.src;
    // Jump between '<' and '&' with indexOf (native and fast); the plain text in between is copied as slices.
    let lt = src.indexOf('<');
    let amp = src.indexOf('&');
    let run = 0;
    while (lt !== -1 || amp !== -1) {
      const at = amp === -1 || (lt !== -1 && lt < amp) ? lt : amp;
      if (at > run) this.addText(src.slice(run, at));
      this.pos = at;
      if (at === lt) {
        this.markup();
      } else {
        const decoded = readEntity(src, at);
        this.addText(decoded ?? '&');
        this.pos = decoded === undefined ? at + 1 : entityEnd;
      }
      run = this.pos;
      if (lt !== -1 && lt < run) lt = src.indexOf('<', run);
      if (amp !== -1 && amp < run) amp = src.indexOf('&', run);
    }
    if (run < src.length) this.addText(src.slice(run));
    while (this.openTags.length > 0) this.closeTop();
    return this.root;
  }

  private addText(text: string): void {
    const children = this.children;
    const last = children.length - 1;
    // Dropped tags and pruned empty elements leave text runs side by side; one node keeps output canonical.
    // (Never read children[-1]: a negative index is a slow property lookup in V8.)
    const previous = last >= 0 ? children[last] : undefined;
    if (typeof previous === 'string') children[last] = previous + text;
    else children.push(text);
  }

  /** At '<': consumes a tag, comment or declaration, or a literal '<' when it is none of these. */
  private markup(): void {
    const src = this.src;
    const next = src.charCodeAt(this.pos + 1);
    if (isLetter(next)) return this.startTag();
    if (next === SLASH && isLetter(src.charCodeAt(this.pos + 2))) return this.endTag();
    if (next === SLASH || next === 0x21 || next === 0x3f) {
      // Comments, doctypes, processing instructions and `</ …>` carry no text worth keeping.
      const closer = src.startsWith('<!--', this.pos) ? src.indexOf('-->', this.pos + 4) : src.indexOf('>', this.pos);
      this.pos = closer === -1 ? src.length : closer + (src.charCodeAt(closer) === GT ? 1 : 3);
      return;
    }
    this.literalLt();
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
    this.pos = i + 1;
    if (tag === 'br') {
      this.children.push(BR);
    } else if (tag === 'a') {
      this.openLink(href);
    } else if (tag !== undefined) {
      this.openElement(tag, null);
    }
  }

  /** An unterminated tag is kept as the text it is. */
  private literalLt(): void {
    this.addText('<');
    this.pos++;
  }

  private openLink(href: string | undefined): void {
    if (href === undefined || this.openTags.includes('a')) return;
    const link = safeLink(decodeEntities(href), this.siteOrigin);
    if (link === undefined) return;
    this.openElement('a', link.external ? { href: link.href, rel: 'noopener noreferrer' } : { href: link.href });
  }

  private openElement(tag: Exclude<InlineTag, 'br'>, attrs: Attrs | null): void {
    if (this.openTags.length >= MAX_DEPTH) return;
    const children: Node[] = [];
    this.children.push(element(tag, attrs, children));
    this.openTags.push(tag);
    this.openChildren.push(children);
    this.children = children;
  }

  private endTag(): void {
    const src = this.src;
    const nameEnd = this.readName(this.pos + 2);
    const close = src.indexOf('>', nameEnd);
    if (close === -1) return this.literalLt();
    const tag = inlineTag(src, this.pos + 2, nameEnd);
    this.pos = close + 1;
    // Stray closers are ignored; a closer for an outer element closes everything opened inside it.
    const depth = tag === undefined ? -1 : this.openTags.lastIndexOf(tag);
    if (depth === -1) return;
    while (this.openTags.length > depth) this.closeTop();
  }

  private closeTop(): void {
    this.openTags.pop();
    const closed = this.openChildren.pop();
    this.children = this.openChildren.at(-1) ?? this.root;
    // Editor.js leaves empty links behind; an element without content is dropped rather than rendered.
    if (closed !== undefined && closed.length === 0) this.children.pop();
  }
}

const parser = new InlineParser();

/**
 * Parses Block Editor inline markup into sanitized output nodes. Links are kept only with an http(s), mailto
 * or tel URL, a root-relative path or a fragment; http(s) links to hosts other than `siteOrigin` are external.
 */
export function parseInline(source: string, siteOrigin: string | undefined): Node[] {
  if (source.indexOf('<') === -1 && source.indexOf('&') === -1) return source === '' ? [] : [source];
  return parser.reset(source, siteOrigin).parse();
}

/** The plain text of inline markup, for alt texts and link labels. */
export function inlineText(source: string): string {
  return textContent(parseInline(source, undefined));
}
