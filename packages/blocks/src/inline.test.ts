import { describe, expect, it } from 'vitest';
import { decodeEntities, inlineText, sanitizeInline } from './inline.js';
import { checkHtml } from './testing/allowlist.js';

/** Sanitizes, and checks the result against the allowlist on the way. */
function html(source: string, siteOrigin?: string): string {
  const result = sanitizeInline(source, siteOrigin);
  expect(checkHtml(result)).toEqual([]);
  return result;
}

describe('sanitizeInline', () => {
  it('returns plain text as it is, escaped', () => {
    expect(html('plain text')).toBe('plain text');
    expect(html('')).toBe('');
    expect(html('"quoted" it\'s > that')).toBe('&quot;quoted&quot; it&#x27;s &gt; that');
  });

  it('keeps the allowlisted formatting tags as they are, dropping their attributes', () => {
    expect(
      html(
        '<b>b</b><strong>s</strong><i>i</i><em>e</em><u class="cdx-underline">u</u><code class="inline-code">c</code><mark class="cdx-marker">m</mark>',
      ),
    ).toBe('<b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><code>c</code><mark>m</mark>');
  });

  it('is case-insensitive about tag names and accepts br in its spellings', () => {
    expect(html('<B>x</B>a<br>b<BR/>c<br />d')).toBe('<b>x</b>a<br/>b<br/>c<br/>d');
  });

  it('nests as written', () => {
    expect(html('<b><i>x</i></b><a href="/x"><b>y</b></a>')).toBe('<b><i>x</i></b><a href="/x"><b>y</b></a>');
  });

  it('drops other tags but keeps and escapes their text', () => {
    expect(html('<span style="x">a</span><div>b</div><script>c()</script><s>d</s>')).toBe('abc()d');
  });

  it('decodes entities once and escapes on output', () => {
    expect(html('&amp; &lt;b&gt; &quot;&#39;&apos; &nbsp;&#x41;&#65; &amp;lt;')).toBe(
      '&amp; &lt;b&gt; &quot;&#x27;&#x27; \u00a0AA &amp;lt;',
    );
  });

  it('keeps unknown or malformed references as literal text', () => {
    expect(html('&copy; &unknown; & &# &#x; a&b')).toBe('&amp;copy; &amp;unknown; &amp; &amp;# &amp;#x; a&amp;b');
  });

  it('turns references to impossible code points into U+FFFD', () => {
    expect(html('&#0;&#xD800;&#x110000;&#99999999999;')).toBe('\ufffd\ufffd\ufffd\ufffd');
  });

  it('closes unclosed tags and ignores stray closers', () => {
    expect(html('<b>open <i>both')).toBe('<b>open <i>both</i></b>');
    expect(html('a</b></a></i>b')).toBe('ab');
    expect(html('<b>x<i>y</b>z</i>')).toBe('<b>x<i>y</i></b>z');
  });

  it('drops empty elements, such as the empty links Editor.js leaves behind', () => {
    expect(html('item<a href="https://example.com"></a>')).toBe('item');
    expect(html('a<b></b>c<i><u></u></i>')).toBe('ac');
    expect(html('<b><a href="javascript:x"></a></b>x<i><a href="/y"><u>y')).toBe('x<i><a href="/y"><u>y</u></a></i>');
  });

  it('drops comments, declarations and processing instructions', () => {
    expect(html('a<!-- <b>x</b> -->b<!doctype html>c<?xml x?>d</ >e')).toBe('abcde');
  });

  it('keeps a lone or unterminated "<" as text', () => {
    expect(html('1 < 2 <3 <b')).toBe('1 &lt; 2 &lt;3 &lt;b');
    expect(html('<a href="x>y')).toBe('&lt;a href=&quot;x&gt;y');
  });

  it('reads quoted, unquoted and duplicate attributes as a browser does', () => {
    expect(html('<a href=\'/a\'>1</a><a href=/b>2</a><a HREF="/c" href="/d">3</a>')).toBe(
      '<a href="/a">1</a><a href="/b">2</a><a href="/c">3</a>',
    );
    expect(html('<a title="x > y" href="/e">4</a>')).toBe('<a href="/e">4</a>');
  });

  it('keeps a link only with an allowed target, else just its text', () => {
    expect(html('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(html('<a>no href</a>')).toBe('no href');
    expect(html('<a href="mailto:a@b.example">m</a>')).toBe('<a href="mailto:a@b.example">m</a>');
  });

  it('decodes the href before checking it', () => {
    expect(html('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('x');
    expect(html('<a href="/a?b=1&amp;c=2">x</a>')).toBe('<a href="/a?b=1&amp;c=2">x</a>');
  });

  it('writes a link as Editor.js stores it (copied) exactly as the same link spelled otherwise (decoded, checked, escaped)', () => {
    const hrefs = [
      'https://example.com/a?b=1&amp;c=2#d',
      'http://site.example:8080/x',
      'https://site.example',
      'https://site.example.evil.example/',
      'https://xn--nxasmq6b.example/',
      'https://example.com:99999/',
      'https://1.2.3.4/',
      'https://example.com/a?q=&amp;lt;script&amp;gt;',
    ];
    for (const siteOrigin of [undefined, 'https://site.example', 'http://site.example:8080']) {
      for (const href of hrefs) {
        // `&#38;` and `&#x2F;` are the same characters, but take the general path.
        const spelledOtherwise = href.replaceAll('&amp;', '&#38;').replaceAll('/', '&#x2F;');
        expect(html(`<a href="${href}">x</a>`, siteOrigin)).toBe(html(`<a href="${spelledOtherwise}">x</a>`, siteOrigin));
      }
    }
    expect(html('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>',
    );
  });

  it('marks external links, comparing hosts with the site origin', () => {
    expect(html('<a href="https://other.example/">x</a>', 'https://site.example')).toBe(
      '<a href="https://other.example/" rel="noopener noreferrer">x</a>',
    );
    expect(html('<a href="https://site.example/x">x</a>', 'https://site.example')).toBe('<a href="https://site.example/x">x</a>');
    expect(html('<a href="//site.example/x">x</a>', 'https://site.example')).toBe(
      '<a href="//site.example/x" rel="noopener noreferrer">x</a>',
    );
  });

  it('never nests links', () => {
    expect(html('<a href="/a">1<a href="/b">2</a>3</a>')).toBe('<a href="/a">12</a>3');
  });

  it('caps nesting depth', () => {
    const deep = `${'<i>'.repeat(100)}x${'</i>'.repeat(100)}`;
    expect(html(deep)).toBe(`${'<i>'.repeat(32)}x${'</i>'.repeat(32)}`);
  });
});

describe('decodeEntities', () => {
  it('decodes the references Editor.js writes and leaves the rest', () => {
    expect(decodeEntities('a?b=1&amp;c=2&x;&')).toBe('a?b=1&c=2&x;&');
    expect(decodeEntities('none')).toBe('none');
  });
});

describe('inlineText', () => {
  it('is the text a reader sees', () => {
    expect(inlineText('A <b>bold</b>&amp;<a href="/x">link</a><br>end')).toBe('A bold&link end');
    expect(inlineText('<a href="javascript:x">kept</a> &lt;b&gt; 1 < 2')).toBe('kept <b> 1 < 2');
  });
});
