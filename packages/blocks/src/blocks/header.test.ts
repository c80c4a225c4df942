import { describe, expect, it } from 'vitest';
import { documentHeadings, renderToHtml, validate } from '../render.js';
import { doc, renderBlock } from '../testing/render.js';

describe('header', () => {
  it('renders levels 1 to 6 with inline markup', () => {
    for (const level of [1, 2, 3, 4, 5, 6]) {
      expect(renderBlock('header', { text: 'A <i>b</i>', level })).toBe(`<h${level} id="a-b">A <i>b</i></h${level}>`);
    }
  });

  it('aligns with a class from the tune (which wins) or data.alignment', () => {
    expect(renderBlock('header', { text: 'x', level: 2 }, {}, { alignment: { alignment: 'center' } })).toBe(
      '<h2 class="align-center" id="x">x</h2>',
    );
    expect(renderBlock('header', { text: 'x', level: 2, alignment: 'right' }, {}, { alignment: { alignment: 'left' } })).toBe(
      '<h2 class="align-left" id="x">x</h2>',
    );
  });

  it('gets an anchor from its text, unique in the document, in any script; documentHeadings lists them', () => {
    const document = doc(
      { type: 'header', data: { text: 'Tools &amp; <b>materials</b>', level: 2 } },
      { type: 'paragraph', data: { text: 'Text' } },
      { type: 'header', data: { text: 'Tools &amp; materials', level: 3 } },
      { type: 'header', data: { text: 'قص الزجاج', level: 2 } },
      { type: 'header', data: { text: 'Überblick: Glas schneiden!', level: 2 } },
      { type: 'header', data: { text: '?!', level: 2 } },
      { type: 'header', data: { text: 'x', level: 9 } },
    );
    expect(documentHeadings(document)).toEqual([
      { level: 2, id: 'tools-materials', text: 'Tools & materials' },
      { level: 3, id: 'tools-materials-2', text: 'Tools & materials' },
      { level: 2, id: 'قص-الزجاج', text: 'قص الزجاج' },
      { level: 2, id: 'überblick-glas-schneiden', text: 'Überblick: Glas schneiden!' },
      { level: 2, id: 'section', text: '?!' },
    ]);
    const html = renderToHtml(document, { onInvalidBlock: 'omit', warn: () => {} });
    for (const { id } of documentHeadings(document)) expect(html).toContain(` id="${id}"`);
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
