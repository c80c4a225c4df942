import { describe, expect, it } from 'vitest';
import { validate } from '../render.js';
import { doc, renderBlock } from '../testing/render.js';

describe('quote', () => {
  it('renders a figure with the quote and its caption', () => {
    expect(renderBlock('quote', { text: 'To <i>be</i>', caption: 'Hamlet', alignment: 'left' })).toBe(
      '<figure class="quote align-left"><blockquote>To <i>be</i></blockquote><figcaption>Hamlet</figcaption></figure>',
    );
  });

  it('omits an empty caption and lets the tune win over data.alignment', () => {
    expect(renderBlock('quote', { text: 'x', caption: '', alignment: 'left' }, {}, { alignment: { alignment: 'center' } })).toBe(
      '<figure class="quote align-center"><blockquote>x</blockquote></figure>',
    );
    expect(renderBlock('quote', { text: 'x' })).toBe('<figure class="quote"><blockquote>x</blockquote></figure>');
  });

  it('validates its fields', () => {
    expect(validate(doc({ type: 'quote', data: { text: 'x', caption: 1 } }))).toEqual([
      { index: 0, type: 'quote', message: 'data.caption must be a string' },
    ]);
  });
});
