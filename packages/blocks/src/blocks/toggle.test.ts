import { describe, expect, it } from 'vitest';
import { validate } from '../render.js';
import { doc, render } from '../testing/render.js';

const p = (text: string) => ({ type: 'paragraph', data: { text } });

describe('toggle', () => {
  it('takes the next N sibling blocks as its content', () => {
    expect(render(doc({ type: 'toggle', data: { text: 'T <b>1</b>', status: 'open', items: 2 } }, p('a'), p('b'), p('c')))).toBe(
      '<details open=""><summary>T <b>1</b></summary><p>a</p><p>b</p></details><p>c</p>',
    );
  });

  it('is closed unless open, and empty without items', () => {
    expect(render(doc({ type: 'toggle', data: { text: 'T', status: 'closed' } }, p('a')))).toBe(
      '<details><summary>T</summary></details><p>a</p>',
    );
  });

  it('nests toggles, each counting its direct content, and stops at the end of the document', () => {
    const html = render(
      doc(
        { type: 'toggle', data: { text: 'outer', items: 2 } },
        { type: 'toggle', data: { text: 'inner', items: 1 } },
        p('in inner'),
        p('in outer'),
        { type: 'toggle', data: { text: 'last', items: 5 } },
        p('only one left'),
      ),
    );
    expect(html).toBe(
      '<details><summary>outer</summary><details><summary>inner</summary><p>in inner</p></details><p>in outer</p></details>' +
        '<details><summary>last</summary><p>only one left</p></details>',
    );
  });

  it('validates status and item count', () => {
    expect(validate(doc({ type: 'toggle', data: { text: 'x', status: 'half', items: -1 } }))).toEqual([
      {
        index: 0,
        type: 'toggle',
        message: 'data.status must be one of "open", "closed"; data.items must be an integer of at least 0',
      },
    ]);
  });
});
