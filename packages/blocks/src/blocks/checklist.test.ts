import { describe, expect, it } from 'vitest';
import { validate } from '../render.js';
import { doc, renderBlock } from '../testing/render.js';

describe('checklist', () => {
  it('renders read-only labelled checkboxes; a missing "checked" is unchecked', () => {
    expect(renderBlock('checklist', { items: [{ text: 'Done <b>!</b>', checked: true }, { text: 'Open' }] })).toBe(
      '<ul class="checklist"><li><label><input type="checkbox" disabled="" checked=""/>Done <b>!</b></label></li>' +
        '<li><label><input type="checkbox" disabled=""/>Open</label></li></ul>',
    );
  });

  it('validates items', () => {
    expect(validate(doc({ type: 'checklist', data: { items: [{ text: 'x', checked: 'yes' }] } }))).toEqual([
      { index: 0, type: 'checklist', message: 'data.items[0].checked must be true or false' },
    ]);
  });
});
