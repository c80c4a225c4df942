import { describe, expect, it } from 'vitest';
import { validate } from '../render.js';
import { doc, renderBlock } from '../testing/render.js';

describe('header', () => {
  it('renders levels 1 to 6 with inline markup', () => {
    for (const level of [1, 2, 3, 4, 5, 6]) {
      expect(renderBlock('header', { text: 'A <i>b</i>', level })).toBe(`<h${level}>A <i>b</i></h${level}>`);
    }
  });

  it('aligns with a class from the tune (which wins) or data.alignment', () => {
    expect(renderBlock('header', { text: 'x', level: 2 }, {}, { alignment: { alignment: 'center' } })).toBe(
      '<h2 class="align-center">x</h2>',
    );
    expect(renderBlock('header', { text: 'x', level: 2, alignment: 'right' }, {}, { alignment: { alignment: 'left' } })).toBe(
      '<h2 class="align-left">x</h2>',
    );
  });

  it('refuses levels outside 1–6 and bad alignments, with exact messages', () => {
    expect(validate(doc({ type: 'header', data: { text: 'x', level: 7 } }))).toEqual([
      { index: 0, type: 'header', message: 'data.level must be one of 1, 2, 3, 4, 5, 6' },
    ]);
    expect(validate(doc({ type: 'header', data: { level: '2' }, tunes: { alignment: { alignment: 'middle' } } }))).toEqual([
      {
        index: 0,
        type: 'header',
        message:
          'data.text must be a string; data.level must be one of 1, 2, 3, 4, 5, 6; tunes.alignment.alignment must be one of "left", "center", "right", "justify"',
      },
    ]);
  });
});
