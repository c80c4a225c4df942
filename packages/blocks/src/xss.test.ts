/**
 * Hostile input in every position, checked with an independent allowlist checker (src/testing/allowlist.ts)
 * on the output of both serializers.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from './blocks/index.js';
import { XSS_PAYLOADS, xssDocument, xssRefusedDocument } from './fixtures.js';
import { renderToHtml, renderToReact, validate } from './render.js';
import { checkHtml } from './testing/allowlist.js';
import { textPositions } from './testing/positions.js';
import { doc, render } from './testing/render.js';

describe('xssDocument', () => {
  it('covers every block type and renders in strict mode to allowlisted output', () => {
    expect(new Set(xssDocument.blocks.map((block) => block.type))).toEqual(new Set(BLOCK_TYPES));
    expect(validate(xssDocument)).toEqual([]);
    const html = render(xssDocument);
    for (const tag of ['<script', '<svg', '<math', '<iframe', '<style', '<img src="x']) expect(html).not.toContain(tag);
  });
});

describe('payloads in text', () => {
  for (const [position, block] of Object.entries(textPositions(''))) {
    it(`are neutralized in ${position}`, () => {
      for (const payload of XSS_PAYLOADS) {
        const html = render(doc(textPositions(payload)[position] ?? block));
        expect(html).not.toContain('<script');
      }
    });
  }

  it('cannot break out of code blocks', () => {
    expect(render(doc({ type: 'code', data: { code: '</code></pre><script>alert(1)</script>' } }))).toBe(
      '<pre><code>&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>',
    );
  });
});

describe('dangerous link targets', () => {
  const hrefs = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'jav&#x61;script:alert(1)',
    'jav&#97;script:alert(1)',
    '&#x6A;avascript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&#10;script:alert(1)',
    'java\tscript:alert(1)',
    ' \u0000\u001fjavascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    '\u00a0javascript:alert(1)',
  ];

  it.each(hrefs)('drop the link but keep its text: %j', (href) => {
    for (const quote of ['"', "'"]) {
      expect(render(doc({ type: 'paragraph', data: { text: `<a href=${quote}${href}${quote}>t</a>` } }))).toBe('<p>t</p>');
    }
  });

  it('drop unquoted ones too', () => {
    expect(render(doc({ type: 'paragraph', data: { text: '<a href=javascript:alert(1)>t</a>' } }))).toBe('<p>t</p>');
  });

  it('refuse the block when they are image, attachment or embed URLs', () => {
    for (const href of hrefs) {
      const url = href.replaceAll('&#x09;', '\t');
      const blocks = [
        { type: 'image', data: { file: { url } } },
        { type: 'image', data: { url } },
        { type: 'attaches', data: { file: { url } } },
        { type: 'embed', data: { service: 'youtube', embed: url, source: url } },
        { type: 'embed', data: { service: 'vimeo', embed: url } },
      ];
      expect(validate(doc(...blocks))).toHaveLength(blocks.length);
    }
  });
});

describe('attributes', () => {
  it('never carry event handlers, styles or classes from the document', () => {
    const text =
      '<b onclick="x" class="c" style="s">a</b><a href="/x" onmouseover=x style=y class=z id=i target=_blank>b</a><i/onerror=x>c</i>';
    expect(render(doc({ type: 'paragraph', data: { text } }))).toBe('<p><b>a</b><a href="/x">b</a><i>c</i></p>');
  });

  it('cannot be broken out of by quotes', () => {
    expect(render(doc({ type: 'paragraph', data: { text: '<a href="/x&quot; onclick=&quot;alert(1)">q</a>' } }))).toBe(
      '<p><a href="/x&quot; onclick=&quot;alert(1)">q</a></p>',
    );
    const file = { url: '/assets/4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b', width: 10 };
    expect(render(doc({ type: 'image', data: { caption: '" onerror="alert(1)', file } }))).toContain('alt="&quot; onerror=&quot;alert(1)"');
    expect(render(doc({ type: 'image', data: { url: 'https://i.example/"onerror="x' } }))).toContain(
      'href="https://i.example/&quot;onerror=&quot;x" rel="noopener noreferrer"',
    );
  });

  it('never pass alignments through: CSS and garbage are refused', () => {
    for (const alignment of ['center;color:red', 'left" onclick="x', 'expression(alert(1))', 'CENTER', '', ' left']) {
      expect(validate(doc({ type: 'paragraph', data: { text: 'x', alignment } }))).toHaveLength(1);
      expect(validate(doc({ type: 'quote', data: { text: 'x', alignment } }))).toHaveLength(1);
      expect(validate(doc({ type: 'header', data: { text: 'x', level: 1 }, tunes: { alignment: { alignment } } }))).toHaveLength(1);
    }
  });
});

describe('inline markup copied from the source', () => {
  it('is only ever the exact spellings the sanitizer writes; near misses are rebuilt', () => {
    const cases: [string, string][] = [
      ['<b>x</b onclick="alert(1)">y', '<b>x</b>y'],
      ['<B>x</B >y', '<b>x</b>y'],
      ['<code class="inline-code" onclick="alert(1)">x</code>', '<code>x</code>'],
      ['<code class="inline-code"onclick="alert(1)">x</code>', '<code>x</code>'],
      ['<u class="cdx-underline"/onmouseover=alert(1)>x</u>', '<u>x</u>'],
      ['<a href="/x" onclick="alert(1)">x</a>', '<a href="/x">x</a>'],
      ['<a href="/x"/onclick="alert(1)">x</a>', '<a href="/x">x</a>'],
      ['<a href="/x>y">x</a>', '<a href="/x&gt;y">x</a>'],
      ['<a href="javascript:alert(1)">x</a>', 'x'],
      ['<b>"x\' > y</b>&amp;&quot;&#x27;&gt;&lt;&nbsp;', '<b>&quot;x&#x27; &gt; y</b>&amp;&quot;&#x27;&gt;&lt;\u00a0'],
      ['<b><i></i></b>x<b></b>', 'x'],
    ];
    for (const [text, html] of cases) expect(render(doc({ type: 'paragraph', data: { text } }))).toBe(`<p>${html}</p>`);
  });
});

describe('xssRefusedDocument', () => {
  it('has every block refused, and renders only notes in notice mode', () => {
    expect(validate(xssRefusedDocument).map((problem) => problem.index)).toEqual(xssRefusedDocument.blocks.map((_, i) => i));
    const html = render(xssRefusedDocument, { onInvalidBlock: 'notice' });
    expect(html.split('<div role="note" class="block-error">')).toHaveLength(xssRefusedDocument.blocks.length + 1);
    expect(html).toContain('Parser is not defined for block type &quot;&lt;img src=x onerror=alert(1)&gt;&quot;');
  });

  it('renders nothing in omit mode', () => {
    expect(render(xssRefusedDocument, { onInvalidBlock: 'omit', warn: () => {} })).toBe('');
  });
});

describe('the site’s Video component', () => {
  it('receives no hostile URL: only ids parsed out of the stored ones', () => {
    const urls: string[] = [];
    const html = renderToStaticMarkup(
      renderToReact(xssDocument, {
        components: {
          Video: (props) => {
            urls.push(props.url, props.id, props.hash ?? '');
            return null;
          },
        },
      }),
    );
    expect(checkHtml(html)).toEqual([]);
    expect(urls).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ', '', 'https://vimeo.com/76979871', '76979871', '']);
    expect(renderToHtml(xssDocument)).not.toContain('<iframe');
  });
});
