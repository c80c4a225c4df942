import { describe, expect, it } from 'vitest';
import { arrayOf, boolean, checkAt, integer, object, oneOf, optional, string, type Check } from '../check.js';
import { validate } from '../render.js';
import { doc } from '../testing/render.js';
import { isAlignment } from './alignment.js';

/*
 * The blocks most documents are made of check their data with written-out guards, for speed. Each must
 * report exactly the issues, in the same order, of the composed schema it stands for, given here.
 */
const file = object({ url: string, width: optional(integer(1)), height: optional(integer(1)), title: optional(string) });
const SCHEMAS: Readonly<Record<string, Check<unknown>>> = {
  paragraph: object({ text: string, alignment: optional(isAlignment) }),
  header: object({ text: string, level: oneOf([1, 2, 3, 4, 5, 6]), alignment: optional(isAlignment) }),
  quote: object({ text: string, caption: optional(string), alignment: optional(isAlignment) }),
  image: object({
    file: optional(file),
    url: optional(string),
    caption: optional(string),
    withBorder: optional(boolean),
    withBackground: optional(boolean),
    stretched: optional(boolean),
  }),
  table: object({ withHeadings: optional(boolean), stretched: optional(boolean), content: arrayOf(arrayOf(string)) }),
  checklist: object({ items: arrayOf(object({ text: string, checked: optional(boolean) })) }),
};

const MALFORMED: readonly unknown[] = [
  'x',
  [],
  null,
  {},
  { text: 1, level: 0, caption: 2, alignment: 'middle', items: 'x', content: {} },
  { text: 'x', level: '2', caption: null, alignment: null, items: [null, { text: 1, checked: 'y' }], content: ['r', [1, 'a']] },
  { alignment: 'left', items: [{ checked: true }, 'x'], content: [[], [null]], withHeadings: 1, stretched: 'no' },
  { file: 'x', url: 1, caption: {}, withBorder: 'y', withBackground: 0, stretched: [] },
  { file: { url: 2, width: 0, height: 1.5, title: false } },
  { file: { width: '1', height: -1, title: 't' }, caption: null, stretched: true },
  { file: [], url: null, content: [['a']] },
];

describe('written-out data checks', () => {
  it.each(Object.keys(SCHEMAS))('report the issues of the composed schema (%s)', (type) => {
    for (const data of MALFORMED) {
      const issues: string[] = [];
      if (checkAt(SCHEMAS[type] as Check<unknown>, 'data', data, issues)) continue;
      expect(validate(doc({ type, data }))).toEqual([{ index: 0, type, message: issues.join('; ') }]);
    }
  });
});
