import { describe, expect, it } from 'vitest';
import { allBlocksDocument, xssDocument } from './fixtures.js';
import { renderToText } from './render.js';
import { markupText } from './text.js';

describe('renderToText', () => {
  it('gives the words of every block, separated, without markup', () => {
    const text = renderToText({
      blocks: [
        { type: 'header', data: { text: 'Grout <b>and</b> tesserae', level: 2 } },
        { type: 'paragraph', data: { text: 'Cut with <i>nippers</i>&nbsp;&amp; a wheel.' } },
        { type: 'nestedlist', data: { style: 'unordered', items: [{ content: 'One', items: [{ content: 'Two', items: [] }] }] } },
        { type: 'table', data: { withHeadings: false, content: [['a', 'b']] } },
        { type: 'code', data: { code: 'x < y && "z"' } },
      ],
    });
    expect(text).toBe('Grout and tesserae Cut with nippers & a wheel. One Two a b x < y && "z"');
  });

  it('reads every block type of the fixture, and hostile documents without throwing', () => {
    expect(renderToText(allBlocksDocument).length).toBeGreaterThan(100);
    expect(renderToText(xssDocument)).toContain('alert(1)');
  });

  it('leaves invalid blocks and malformed documents out instead of throwing', () => {
    expect(
      renderToText({
        blocks: [
          { type: 'raw', data: { html: '<p>x</p>' } },
          { type: 'paragraph', data: { text: 'kept' } },
        ],
      }),
    ).toBe('kept');
    expect(renderToText('not a document')).toBe('');
  });
});

describe('markupText', () => {
  it('decodes named and numeric entities and drops tags', () => {
    expect(markupText('Z&#xFC;rich &lt;3 <a href="/x">link</a>&#39;s<br>end')).toBe("Zürich <3 link's end");
  });
});
