/**
 * Documents for tests, demos and browser checks; exported as `@tessera/blocks/fixtures`, outside the main
 * entry so production bundles do not carry them.
 */
import type { BlockDocument, EditorBlock } from './document.js';

const ASSET = '/assets/4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b';
const FILE_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

const alignment = (value: string): { alignment: { alignment: string } } => ({ alignment: { alignment: value } });

/** One of every block Directus's Block Editor produces, shaped as it stores them (tunes included). */
export const allBlocksDocument: BlockDocument = {
  time: 1764100000000,
  version: '2.31.2',
  blocks: [
    { id: 'h1', type: 'header', data: { text: 'Tessera &amp; <i>Directus</i>', level: 1 }, tunes: alignment('left') },
    { id: 'h2', type: 'header', data: { text: 'Getting started', level: 2 }, tunes: alignment('center') },
    {
      id: 'p1',
      type: 'paragraph',
      data: {
        text: 'Some <b>bold</b>, <i>italic</i>, <u class="cdx-underline">underlined</u>, <code class="inline-code">code</code>, <mark class="cdx-marker">marked</mark> and <a href="https://directus.io/docs?a=1&amp;b=2">linked</a> text.<br>Second&nbsp;line &lt;3',
      },
      tunes: alignment('left'),
    },
    { id: 'p2', type: 'paragraph', data: { text: 'Justified by data.', alignment: 'justify' } },
    { id: 'p3', type: 'paragraph', data: { text: 'The tune wins.', alignment: 'justify' }, tunes: alignment('right') },
    { id: 'l1', type: 'list', data: { style: 'unordered', items: ['One', 'Two <b>bold</b>'] } },
    {
      id: 'l2',
      type: 'nestedlist',
      data: {
        style: 'ordered',
        items: [
          { content: 'First', items: [{ content: 'First.a', items: [{ content: 'First.a.i', items: [] }] }] },
          { content: 'Second <a href="/about">about</a><a href="https://example.com"></a>', items: [] },
        ],
      },
    },
    {
      id: 'c1',
      type: 'checklist',
      data: {
        items: [
          { text: 'Done', checked: true },
          { text: 'To do', checked: false },
        ],
      },
    },
    {
      id: 'q1',
      type: 'quote',
      data: { text: 'Simplicity is <i>prerequisite</i> for reliability.', caption: 'Edsger W. Dijkstra', alignment: 'left' },
      tunes: alignment('center'),
    },
    { id: 'k1', type: 'code', data: { code: 'if (a < b && c > "d") {\n  return \'<b>\';\n}' } },
    { id: 'd1', type: 'delimiter', data: {} },
    {
      id: 'i1',
      type: 'image',
      data: {
        caption: 'A <b>mountain</b> lake',
        withBorder: true,
        file: {
          width: 1200,
          height: 800,
          size: 234567,
          name: 'lake.jpg',
          title: 'Lake',
          extension: 'jpg',
          fileId: '4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b',
          fileURL: '/files/4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b',
          url: ASSET,
        },
      },
    },
    { id: 'i2', type: 'image', data: { caption: '', file: { url: 'https://images.example.com/pasted.png' } } },
    {
      id: 't1',
      type: 'table',
      data: {
        withHeadings: true,
        content: [
          ['Plan', 'Price'],
          ['<b>Free</b>', '0 &amp; up'],
          ['Pro', '9'],
        ],
      },
    },
    {
      id: 'a1',
      type: 'attaches',
      data: {
        title: 'Annual report',
        file: {
          width: null,
          height: null,
          size: 1234567,
          name: 'report.pdf',
          title: 'Report',
          extension: 'pdf',
          fileId: FILE_ID,
          fileURL: `/files/${FILE_ID}`,
          url: `/assets/${FILE_ID}`,
        },
      },
    },
    {
      id: 'e1',
      type: 'embed',
      data: {
        service: 'youtube',
        source: 'https://youtu.be/dQw4w9WgXcQ',
        embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=10&amp;rel=0',
        width: 580,
        height: 320,
        caption: 'A <i>classic</i>',
      },
    },
    {
      id: 'e2',
      type: 'embed',
      data: {
        service: 'vimeo',
        source: 'https://vimeo.com/76979871',
        embed: 'https://player.vimeo.com/video/76979871?title=0&amp;byline=0',
        width: 580,
        height: 320,
        caption: '',
      },
    },
    { id: 'g1', type: 'toggle', data: { text: 'More <b>details</b>', status: 'open', fk: null, items: 2 } },
    { id: 'g1a', type: 'paragraph', data: { text: 'Inside the toggle.' } },
    { id: 'g1b', type: 'list', data: { style: 'unordered', items: ['Also inside'] } },
    { id: 'g2', type: 'toggle', data: { text: 'Closed', status: 'closed', items: 0 } },
    { id: 'p4', type: 'paragraph', data: { text: 'After the toggles.' } },
  ],
};

/** Hostile inline markup; every string must come out as harmless text or allowlisted markup. */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">mathml</math>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="jav&#x61;script:alert(1)">hex entity</a>',
  '<a href="jav&#97;script:alert(1)">decimal entity</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">all entities</a>',
  '<a href="javascript&colon;alert(1)">named colon</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="java&#x09;script:alert(1)">entity tab</a>',
  '<a href="java\nscript:alert(1)">newline</a>',
  '<a href=" \u0001\u0010javascript:alert(1)">control chars</a>',
  '<a href="&#0;javascript:alert(1)">nul</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href=javascript:alert(1)>unquoted</a>',
  '<a href="https://ok.example/" onclick="alert(1)" style="color:red" class="x">extra attributes</a>',
  '<a href="https://ok.example/"" onmouseover="alert(1)">quote breaking</a>',
  "<a href='https://ok.example/' onfocus='alert(1)' autofocus>single quotes</a>",
  '<a href="https://ok.example/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">encoded quote</a>',
  '<a href="/\\evil.example/">backslash</a>',
  '<a href="//evil.example/">protocol relative</a>',
  '<a href="#x"><a href="javascript:alert(1)">nested link</a></a>',
  '<a href="https://ok.example/">unclosed link',
  'empty link<a href="https://ok.example/"></a>',
  '<b onmouseover=alert(1)>bold</b>',
  '<i style="background:url(javascript:alert(1))">styled</i>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  '&amp;lt;script&amp;gt;',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)"><base href="javascript:alert(1)//">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '</code></pre><script>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea></textarea><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<a href="https://ok.example/" <img src=x onerror=alert(1)>>x</a>',
  '<b><i><u>misnested</b></i></u>',
  '\u2028\u2029</script><script>alert(1)</script>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<a href="https://ok.example/">' + '<b>'.repeat(100) + 'deep' + '</b>'.repeat(100) + '</a>',
];

const payload = (i: number): string => XSS_PAYLOADS[i % XSS_PAYLOADS.length] ?? '';
const allPayloads = XSS_PAYLOADS.join(' ');

/**
 * Every block type, valid-shaped and rendering without error even in `'throw'` mode, with the payloads
 * wherever text, markup or attribute values go. Put it on a page: no script may run.
 */
export const xssDocument: BlockDocument = {
  blocks: [
    ...XSS_PAYLOADS.map((text, i): EditorBlock => ({ type: 'paragraph', data: { text }, tunes: alignment('left'), id: `x${i}` })),
    { type: 'header', data: { text: allPayloads, level: 2 } },
    { type: 'list', data: { style: 'unordered', items: [...XSS_PAYLOADS] } },
    {
      type: 'nestedlist',
      data: { style: 'ordered', items: [{ content: payload(0), items: [{ content: payload(7), items: [] }] }] },
    },
    { type: 'checklist', data: { items: XSS_PAYLOADS.map((text, i) => ({ text, checked: i % 2 === 0 })) } },
    { type: 'quote', data: { text: payload(1), caption: payload(2), alignment: 'center' } },
    { type: 'code', data: { code: allPayloads } },
    { type: 'delimiter', data: {} },
    {
      type: 'image',
      data: {
        caption: payload(1),
        file: { url: ASSET, width: 800, height: 600, title: '"><script>alert(1)</script>' },
      },
    },
    { type: 'image', data: { caption: '', file: { url: ASSET, title: '" onerror="alert(1)' } } },
    { type: 'image', data: { url: 'https://images.example.com/a.png?"onerror="alert(1)&<script>' } },
    { type: 'table', data: { withHeadings: true, content: [XSS_PAYLOADS.slice(0, 3), XSS_PAYLOADS.slice(3, 6)] } },
    {
      type: 'attaches',
      data: {
        title: payload(0),
        file: { url: `/assets/${FILE_ID}`, name: payload(1), extension: '"><script>', size: 10 },
      },
    },
    {
      type: 'embed',
      data: {
        service: 'youtube',
        source: 'javascript:alert(1)',
        embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&amp;"><script>alert(1)</script>',
        width: 580,
        height: 320,
        caption: payload(1),
      },
    },
    {
      type: 'embed',
      data: {
        service: 'vimeo',
        source: 'https://vimeo.com/76979871',
        embed: 'javascript:alert(1)//https://player.vimeo.com/video/1',
        caption: payload(7),
      },
    },
    { type: 'toggle', data: { text: payload(0), status: 'open', items: 1 } },
    { type: 'paragraph', data: { text: payload(3) } },
  ],
};

/**
 * Blocks that must each be refused (hostile URLs, levels, alignments, services, raw HTML): render it with
 * `onInvalidBlock: 'notice'` to see one notice per block, and nothing else.
 */
export const xssRefusedDocument: BlockDocument = {
  blocks: [
    { type: 'raw', data: { html: '<script>alert(1)</script>' } },
    { type: 'script', data: { text: 'alert(1)' } },
    { type: '<img src=x onerror=alert(1)>', data: {} },
    { type: 'header', data: { text: 'Level 7', level: 7 } },
    { type: 'header', data: { text: 'Level string', level: '1 onclick=alert(1)' } },
    { type: 'paragraph', data: { text: 'x', alignment: 'center;background:url(javascript:alert(1))' } },
    { type: 'paragraph', data: { text: 'x' }, tunes: alignment('" onmouseover="alert(1)') },
    { type: 'quote', data: { text: 'x', caption: '', alignment: 'left" style="x' } },
    { type: 'image', data: { file: { url: 'javascript:alert(1)' } } },
    { type: 'image', data: { url: 'JaVaScRiPt:alert(1)' } },
    { type: 'image', data: { url: 'jav&#x61;script:alert(1)' } },
    { type: 'image', data: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } },
    { type: 'image', data: { url: 'vbscript:msgbox(1)' } },
    { type: 'image', data: { url: '//evil.example/x.png' } },
    { type: 'image', data: { url: '/assets/../../etc/passwd' } },
    { type: 'attaches', data: { file: { url: 'javascript:alert(1)', name: 'x' } } },
    { type: 'embed', data: { service: 'codepen', embed: 'https://codepen.io/x/embed/y' } },
    { type: 'embed', data: { service: 'youtube', embed: 'javascript:alert(1)', source: 'data:text/html,x' } },
    { type: 'embed', data: { service: 'youtube', embed: 'https://www.youtube.com/embed/"><script>alert(1)</script>' } },
    { type: 'embed', data: { service: 'youtube', embed: 'https://evil.example/embed/dQw4w9WgXcQ' } },
    { type: 'embed', data: { service: 'vimeo', embed: 'https://player.vimeo.com/video/76979871?h=<script>' } },
    { type: 'embed', data: { service: 'vimeo', embed: 'https://player.vimeo.com/video/1" onload="alert(1)' } },
  ],
};
