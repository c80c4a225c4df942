/**
 * The Markdown output, read back by an independent CommonMark renderer (markdown-it, with raw HTML allowed so that
 * any that got through would show): no raw HTML, no link or image the HTML output does not have, and the same
 * visible text as the HTML output, for every block type and for hostile text in every position.
 */
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { allBlocksDocument, XSS_PAYLOADS, xssDocument } from './fixtures.js';
import { markdownLink, markdownText } from './markdown.js';
import { renderToHtml, renderToMarkdown } from './render.js';
import { markupText } from './text.js';
import { textPositions } from './testing/positions.js';
import { doc } from './testing/render.js';

const PAGE = 'https://site.example/posts/a-post';
const absoluteAsset = (id: string, { width }: { readonly width?: number }) =>
  `https://site.example/assets/${id}${width === undefined ? '' : `?width=${width}`}`;

const commonMark = new MarkdownIt('default', { html: true, linkify: false });

const toMarkdown = (document: unknown) => renderToMarkdown(document, { pageUrl: PAGE, resolveAsset: absoluteAsset });

/** Elements after which a browser's text breaks, so that words of neighbouring blocks never run together. */
const BREAKING = /<\/?(p|h[1-6]|li|ul|ol|td|th|tr|thead|tbody|table|pre|blockquote|figure|figcaption|details|summary|div|hr|br)\b[^>]*>/g;

/**
 * The words an HTML fragment shows, whitespace collapsed; a checkbox as the task list marker that stands for it in
 * Markdown (which GitHub shows as a box again).
 */
function visibleText(html: string): string {
  const boxes = html.replace(/<input type="checkbox" disabled=""( checked="")?\/>/g, (_, checked) => (checked ? '[x] ' : '[ ] '));
  return markupText(boxes.replace(BREAKING, ' ')).replace(/\s+/g, ' ').trim();
}

/** What markdown-it makes of Markdown: its raw HTML tokens, its links and images, and its visible text. */
function readBack(markdown: string) {
  const raw: string[] = [];
  const urls: string[] = [];
  const walk = (tokens: ReturnType<typeof commonMark.parse>) => {
    for (const token of tokens) {
      if (token.type === 'html_block' || token.type === 'html_inline') raw.push(token.content);
      if (token.type === 'link_open') urls.push(token.attrGet('href') ?? '');
      if (token.type === 'image') urls.push(token.attrGet('src') ?? '');
      if (token.children) walk(token.children);
    }
  };
  walk(commonMark.parse(markdown, {}));
  return { raw, urls, text: visibleText(commonMark.render(markdown)) };
}

/** A URL in one spelling, whatever was percent-encoded (the renderers and markdown-it encode differently). */
const sameUrl = (url: string) => decodeURI(new URL(url, PAGE).href);

/** The links and image sources of the HTML output, absolute as the Markdown has them. */
function htmlUrls(html: string): string[] {
  return [...html.matchAll(/<(?:a href|img src)="([^"]*)"/g)].map(([, url = '']) => sameUrl(markupText(url)));
}

/** Renders both ways and checks the Markdown against the HTML; returns the Markdown. */
function expectSameAsHtml(document: unknown): string {
  const markdown = toMarkdown(document);
  const html = renderToHtml(document, { resolveAsset: absoluteAsset, siteOrigin: 'https://site.example' });
  const back = readBack(markdown);
  expect(back.raw).toEqual([]);
  expect(back.text).toBe(visibleText(html));
  for (const url of back.urls) expect(htmlUrls(html)).toContain(sameUrl(url));
  return markdown;
}

describe('renderToMarkdown', () => {
  it('writes every block type as Markdown that reads back to the HTML output’s text and links', () => {
    const markdown = expectSameAsHtml(allBlocksDocument);
    expect(markdown).toContain('# Tessera \\& *Directus*\n\n## Getting started\n\n');
    expect(markdown).toContain(
      'Some **bold**, *italic*, underlined, `code`, marked and [linked](https://directus.io/docs?a=1&b=2) text.\\\nSecond\u00a0line \\<3',
    );
    expect(markdown).toContain(
      '- One\n- Two **bold**\n\n1. First\n   1. First.a\n      1. First.a.i\n2. Second [about](https://site.example/about)',
    );
    expect(markdown).toContain('- [x] Done\n- [ ] To do');
    expect(markdown).toContain('> Simplicity is *prerequisite* for reliability.\n\nEdsger W. Dijkstra');
    expect(markdown).toContain('```\nif (a < b && c > "d") {\n  return \'<b>\';\n}\n```\n\n---\n\n');
    expect(markdown).toContain(
      '![A mountain lake](https://site.example/assets/4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b)\n\nA **mountain** lake\n\n[Image on images.example.com](https://images.example.com/pasted.png)',
    );
    expect(markdown).toContain('| Plan | Price |\n| --- | --- |\n| **Free** | 0 \\& up |\n| Pro | 9 |');
    expect(markdown).toContain('[Annual report](https://site.example/assets/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a) PDF, 1.2 MB');
    expect(markdown).toContain('[Watch on YouTube](https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n\nA *classic*');
    expect(markdown).toContain('More **details**\n\nInside the toggle.\n\n- Also inside\n\nClosed\n\nAfter the toggles.\n');
  });

  it('gives a table without headings an empty header row, as Markdown tables need one', () => {
    expect(toMarkdown(doc({ type: 'table', data: { withHeadings: false, content: [['a', 'b|c']] } }))).toBe(
      '| | |\n| --- | --- |\n| a | b\\|c |\n',
    );
  });

  it('fences code with more backticks than it holds', () => {
    expect(toMarkdown(doc({ type: 'code', data: { code: 'a\n````\nb' } }))).toBe('`````\na\n````\nb\n`````\n');
    expect(expectSameAsHtml(doc({ type: 'paragraph', data: { text: 'x <code>a``b`</code> y' } }))).toBe('x ``` a``b` ``` y\n');
  });

  it('writes emphasis only where it reads back as emphasis, and the words always', () => {
    for (const text of ['a<b>"b"</b>c', '<i>a</i><i>b</i>', 'x<i><b>"y"</b></i>', '<b> spaced </b>x', '<b>a<br>b</b>', '<b>*</b>']) {
      expectSameAsHtml(doc({ type: 'paragraph', data: { text } }));
    }
  });

  it('keeps lists in a row apart by their markers', () => {
    const lists = (style: string) => [1, 2, 3].map((n) => ({ type: 'list', data: { style, items: [`${n}`] } }));
    expect(expectSameAsHtml(doc(...lists('unordered')))).toBe('- 1\n\n* 2\n\n- 3\n');
    expect(expectSameAsHtml(doc(...lists('ordered')))).toBe('1. 1\n\n1) 2\n\n1. 3\n');
    expect(commonMark.render(toMarkdown(doc(...lists('unordered')))).match(/<ul>/g)).toHaveLength(3);
  });

  it('writes an empty document as nothing', () => {
    expect(toMarkdown({ blocks: [] })).toBe('');
  });
});

/**
 * Markdown written into editors' text, to make links, images, HTML or blocks of it: the categories of
 * PayloadsAllTheThings' "XSS in Markdown" and CommonMark's own constructs (link reference definitions, HTML comments
 * and blocks, autolinks, entities, and every block start).
 */
const MARKDOWN_INJECTIONS: readonly string[] = [
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript://%0d%0aalert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[click](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))',
  '![x](javascript:alert(1))',
  '![x"onerror="alert(1)](https://evil.example/x.png)',
  '![track](https://evil.example/pixel.png "title")',
  '[ref]: https://evil.example/ "title"\n\n[ref]',
  '[ref][ref]\n[ref]: javascript:alert(1)',
  '[^1]\n[^1]: https://evil.example/',
  '<!-- hidden --> <!--',
  '<https://evil.example/>',
  '<javascript:alert(1)>',
  '<mailto:a@evil.example>',
  '<div onclick="alert(1)">block</div>',
  '<?php echo 1; ?> <![CDATA[x]]> <!DOCTYPE html>',
  '&lt;script&gt; &#60;script&#62; &amp; &copy; &#x3C;',
  '`code` ``more`` ```fenced```',
  '```\nfenced\n```',
  '~~~\nfenced\n~~~',
  '    indented code',
  '# heading\n## two\n###### six #',
  'Setext\n===\nand\n---',
  '> quote\n>> nested',
  '- item\n+ item\n* item\n1. one\n2) two',
  '***\n___\n- - -',
  '| a | b |\n| --- | --- |\n| c | d |',
  '*em* _em_ **strong** __strong__ ~~strike~~',
  'escaped \\* \\\\ trailing backslash\\',
  'hard break  \nand on',
  '[x] task [ ] task',
  'www.evil.example http://evil.example',
  '\\<script\\>alert(1)\\</script\\>',
  '1986. A great year',
  '!\\[x](https://evil.example/)',
];

/** The injections as an editor's text arrives (the Block Editor escapes `<`, `>` and `&` in typed text). */
const typed = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('hostile text', () => {
  const positions = Object.keys(textPositions(''));

  it.each(positions)('from the XSS corpus in %s comes out as the HTML output’s text, with no raw HTML', (position) => {
    for (const payload of XSS_PAYLOADS) expectSameAsHtml(doc(textPositions(payload)[position]!));
  });

  it.each(positions)('from the Markdown injection list in %s comes out as literal text', (position) => {
    for (const injection of MARKDOWN_INJECTIONS) {
      for (const text of [injection, typed(injection)]) expectSameAsHtml(doc(textPositions(text)[position]!));
    }
  });

  it('in the whole XSS document leaves no raw HTML and no link the HTML output lacks', () => {
    const markdown = expectSameAsHtml(xssDocument);
    const { urls } = readBack(markdown);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url).toMatch(/^(https:|mailto:|tel:)/);
  });

  it('keeps only the checked link targets of the inline sanitizer', () => {
    const markdown = expectSameAsHtml(
      doc({ type: 'paragraph', data: { text: '<a href="javascript:alert(1)">js</a> <a href="/a b(c)">own</a> <a href="#part">here</a>' } }),
    );
    expect(markdown).toBe('js [own](https://site.example/a%20b%28c%29) [here](https://site.example/posts/a-post#part)\n');
  });

  it('keeps a character reference in a URL from being decoded', () => {
    expect(toMarkdown(doc({ type: 'paragraph', data: { text: '<a href="https://x.example/?a=1&amp;lt;=2">x</a>' } }))).toBe(
      '[x](https://x.example/?a=1\\&lt;=2)\n',
    );
  });
});

describe('markdownText and markdownLink', () => {
  it('write plain text that reads back as itself', () => {
    for (const injection of [...MARKDOWN_INJECTIONS, ...XSS_PAYLOADS]) {
      const back = readBack(`${markdownText(injection)} ${markdownLink(injection, 'https://site.example/a')}`);
      expect(back.raw).toEqual([]);
      expect(back.urls).toEqual(['https://site.example/a']);
      const shown = injection.replace(/[ \t\n\f\r]+/g, ' ').trim();
      expect(back.text).toBe(`${shown} ${shown}`.replace(/\s+/g, ' ').trim());
    }
  });

  it('link only to http(s) URLs', () => {
    expect(markdownLink('x', 'javascript:alert(1)')).toBe('x');
    expect(markdownLink('x', '/relative')).toBe('x');
    expect(markdownLink('x', 'https://a.example/(b)')).toBe('[x](https://a.example/%28b%29)');
  });
});
