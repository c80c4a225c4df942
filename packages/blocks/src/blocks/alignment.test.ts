import { describe, expect, it } from 'vitest';
import { checkAt, object, oneOf, optional, string, type Check } from '../check.js';
import { validate } from '../render.js';
import { doc } from '../testing/render.js';
import { isAlignment } from './alignment.js';

describe('isAlignedText', () => {
  const schemas: Record<string, Check<unknown>> = {
    paragraph: object({ text: string, alignment: optional(isAlignment) }),
    header: object({ text: string, level: oneOf([1, 2, 3, 4, 5, 6]), alignment: optional(isAlignment) }),
    quote: object({ text: string, caption: optional(string), alignment: optional(isAlignment) }),
  };
  const malformed = [
    'x',
    [],
    null,
    {},
    { text: 1, level: 0, caption: 2, alignment: 'middle' },
    { text: 'x', level: '2', caption: null, alignment: null },
    { alignment: 'left' },
  ];

  it.each(Object.keys(schemas))('reports the issues of the composed schema it stands for (%s)', (type) => {
    for (const data of malformed) {
      const issues: string[] = [];
      if (checkAt(schemas[type] as Check<unknown>, 'data', data, issues)) continue;
      expect(validate(doc({ type, data }))).toEqual([{ index: 0, type, message: issues.join('; ') }]);
    }
  });
});
