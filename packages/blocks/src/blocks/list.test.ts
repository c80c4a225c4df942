import { describe, expect, it } from 'vitest';
import { validate } from '../render.js';
import { doc, renderBlock } from '../testing/render.js';
import { MAX_LIST_DEPTH } from './list.js';

describe('list and nestedlist', () => {
  it('renders the specification’s flat list', () => {
    expect(renderBlock('list', { style: 'ordered', items: ['a', '<b>b</b>'] })).toBe('<ol><li>a</li><li><b>b</b></li></ol>');
    expect(renderBlock('list', { style: 'unordered', items: [] })).toBe('<ul></ul>');
  });

  it('renders nested items to any depth with the top-level style', () => {
    const data = {
      style: 'unordered',
      items: [
        { content: 'a', items: [{ content: 'a1', items: [{ content: 'a1x', items: [] }] }] },
        { content: 'b', items: [] },
        { content: 'c' },
      ],
    };
    const expected = '<ul><li>a<ul><li>a1<ul><li>a1x</li></ul></li></ul></li><li>b</li><li>c</li></ul>';
    expect(renderBlock('nestedlist', data)).toBe(expected);
    expect(renderBlock('list', data)).toBe(expected);
  });

  it('reports bad styles and items with their paths', () => {
    const problems = validate(
      doc({ type: 'nestedlist', data: { style: 'checklist', items: [1, { content: 'x', items: [{ items: [] }] }] } }),
    );
    expect(problems).toEqual([
      {
        index: 0,
        type: 'nestedlist',
        message:
          'data.style must be one of "ordered", "unordered"; data.items[0] must be a string or an object with a "content" string; data.items[1].items[0].content must be a string',
      },
    ]);
  });

  it('caps nesting depth', () => {
    let items: unknown[] = [];
    for (let depth = 0; depth <= MAX_LIST_DEPTH; depth++) items = [{ content: 'x', items }];
    expect(validate(doc({ type: 'list', data: { style: 'ordered', items } }))[0]?.message).toMatch(
      /must not be nested more than 16 levels deep$/,
    );
  });
});
