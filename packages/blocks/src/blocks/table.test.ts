import { describe, expect, it } from 'vitest';
import { validate } from '../render.js';
import { doc, renderBlock } from '../testing/render.js';

describe('table', () => {
  it('renders the first row as column headings when withHeadings is set', () => {
    expect(
      renderBlock('table', {
        withHeadings: true,
        content: [
          ['A', 'B'],
          ['<b>1</b>', '2 &amp; 3'],
        ],
      }),
    ).toBe(
      '<table><thead><tr><th scope="col">A</th><th scope="col">B</th></tr></thead>' +
        '<tbody><tr><td><b>1</b></td><td>2 &amp; 3</td></tr></tbody></table>',
    );
  });

  it('renders only body rows otherwise, and stretched tables with a class', () => {
    expect(renderBlock('table', { content: [['a']], stretched: true })).toBe(
      '<table class="table--stretched"><tbody><tr><td>a</td></tr></tbody></table>',
    );
    expect(renderBlock('table', { withHeadings: true, content: [] })).toBe('<table></table>');
  });

  it('requires rows of strings', () => {
    expect(validate(doc({ type: 'table', data: { content: [['a', null]] } }))).toEqual([
      { index: 0, type: 'table', message: 'data.content[0][1] must be a string' },
    ]);
  });
});
