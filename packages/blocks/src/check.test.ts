import { describe, expect, it } from 'vitest';
import { arrayOf, boolean, checkAt, integer, object, oneOf, optional, string, type Check } from './check.js';

function issuesOf(check: Check<unknown>, value: unknown): string[] {
  const issues: string[] = [];
  checkAt(check, 'data', value, issues);
  return issues;
}

describe('check', () => {
  const shape = object({
    text: string,
    level: oneOf([1, 2]),
    style: optional(oneOf(['a', 'b'])),
    on: optional(boolean),
    count: optional(integer(0)),
    rows: optional(arrayOf(arrayOf(string))),
  });

  it('accepts valid values without issues, ignoring unknown fields and null optionals', () => {
    expect(issuesOf(shape, { text: 'x', level: 1, style: null, rows: [['a']], extra: {} })).toEqual([]);
  });

  it('reports every problem with its path', () => {
    expect(issuesOf(shape, { text: 1, level: 3, style: 'c', on: 'yes', count: -1, rows: [['a', 2], 'b'] })).toEqual([
      'data.text must be a string',
      'data.level must be one of 1, 2',
      'data.style must be one of "a", "b"',
      'data.on must be true or false',
      'data.count must be an integer of at least 0',
      'data.rows[0][1] must be a string',
      'data.rows[1] must be an array',
    ]);
  });

  it('rejects non-objects, arrays and non-integers', () => {
    expect(issuesOf(shape, [])).toEqual(['data must be an object']);
    expect(issuesOf(shape, null)).toEqual(['data must be an object']);
    expect(issuesOf(integer(1), 1.5)).toEqual(['data must be an integer of at least 1']);
    expect(issuesOf(integer(1), Number.NaN)).toEqual(['data must be an integer of at least 1']);
  });
});
