import { describe, expect, it } from 'vitest';
import { validate } from '../render.js';
import { doc, renderBlock } from '../testing/render.js';

describe('paragraph', () => {
  it('renders text with sanitized inline markup', () => {
    expect(renderBlock('paragraph', { text: 'a <b onclick="x()">b</b> &amp; <span>c</span>' })).toBe('<p>a <b>b</b> &amp; c</p>');
  });

  it.each(['left', 'center', 'right', 'justify'])('aligns %s from data.alignment', (alignment) => {
    expect(renderBlock('paragraph', { text: 'x', alignment })).toBe(`<p class="align-${alignment}">x</p>`);
  });

  it('prefers the alignment tune, and ignores other tunes', () => {
    const tunes = { alignment: { alignment: 'center' }, footnotes: ['x'] };
    expect(renderBlock('paragraph', { text: 'x', alignment: 'justify' }, {}, tunes)).toBe('<p class="align-center">x</p>');
    expect(renderBlock('paragraph', { text: 'x' }, {}, { other: 1 })).toBe('<p>x</p>');
  });

  it('refuses unknown alignments, never passing them through', () => {
    expect(validate(doc({ type: 'paragraph', data: { text: 'x', alignment: 'center;color:red' } }))).toEqual([
      { index: 0, type: 'paragraph', message: 'data.alignment must be one of "left", "center", "right", "justify"' },
    ]);
    expect(validate(doc({ type: 'paragraph', data: { text: 'x' }, tunes: 'x' }))).toEqual([
      { index: 0, type: 'paragraph', message: 'tunes must be an object' },
    ]);
  });
});
