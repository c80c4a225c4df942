import { describe, expect, it } from 'vitest';
import { MAX_TOGGLE_DEPTH } from './document.js';
import { InvalidBlockError, InvalidDocumentError, ParserNotDefinedError } from './errors.js';
import { renderToHtml, validate } from './render.js';
import { doc, render } from './testing/render.js';

describe('the document envelope', () => {
  it('treats null, undefined, {} and empty blocks as an empty document', () => {
    for (const empty of [null, undefined, {}, { blocks: [] }, { blocks: null }, { time: 1, version: '2.31.2', blocks: [] }]) {
      expect(render(empty)).toBe('');
      expect(validate(empty)).toEqual([]);
    }
  });

  it('refuses anything else with a typed error', () => {
    expect(() => renderToHtml('x')).toThrow(new InvalidDocumentError('The document must be an object with a "blocks" array'));
    expect(() => renderToHtml([])).toThrow(InvalidDocumentError);
    expect(validate({ blocks: {} })).toEqual([{ index: null, type: null, message: 'The document\'s "blocks" must be an array' }]);
    expect(render(42, { onInvalidBlock: 'notice' })).toBe(
      '<div role="note" class="block-error">The document must be an object with a &quot;blocks&quot; array</div>',
    );
  });

  it('refuses blocks that are not objects with a string type', () => {
    expect(validate({ blocks: [null, { type: 1 }, 'paragraph'] })).toEqual(
      [0, 1, 2].map((index) => ({ index, type: null, message: 'a block must be an object with a string "type"' })),
    );
  });
});

describe('block types without a converter', () => {
  it('are parser-not-defined errors naming the type', () => {
    const raw = doc({ type: 'raw', data: { html: '<script>x</script>' } });
    expect(() => renderToHtml(raw)).toThrow(new ParserNotDefinedError(0, 'raw'));
    expect(() => renderToHtml(raw)).toThrow('Parser is not defined for block type "raw"');
    expect(validate(raw)).toEqual([{ index: 0, type: 'raw', message: 'Parser is not defined for block type "raw"' }]);
  });

  it('include prototype keys and quote odd names safely', () => {
    expect(validate(doc({ type: 'constructor', data: {} }))[0]?.message).toBe('Parser is not defined for block type "constructor"');
    expect(validate(doc({ type: '__proto__', data: {} }))[0]?.message).toBe('Parser is not defined for block type "__proto__"');
    expect(validate(doc({ type: 'a"b', data: {} }))[0]?.message).toBe('Parser is not defined for block type "a\\"b"');
  });
});

describe('errors', () => {
  it('are typed and carry the block index and type', () => {
    let error: unknown;
    try {
      renderToHtml(doc({ type: 'paragraph', data: { text: 'ok' } }, { type: 'header', data: { text: 'x', level: 9 } }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidBlockError);
    expect(error).toMatchObject({
      name: 'InvalidBlockError',
      index: 1,
      type: 'header',
      issues: ['data.level must be one of 1, 2, 3, 4, 5, 6'],
      message: 'data.level must be one of 1, 2, 3, 4, 5, 6',
    });
  });

  it('are all listed by validate, including those inside toggles', () => {
    const problems = validate(
      doc(
        { type: 'raw', data: {} },
        { type: 'toggle', data: { text: 't', items: 1 } },
        { type: 'paragraph', data: {} },
        { type: 'paragraph', data: { text: 'fine' } },
        { type: 'embed', data: { service: 'codepen' } },
      ),
    );
    expect(problems.map(({ index, type }) => [index, type])).toEqual([
      [0, 'raw'],
      [2, 'paragraph'],
      [4, 'embed'],
    ]);
  });

  it('cap toggle nesting', () => {
    const blocks = Array.from({ length: MAX_TOGGLE_DEPTH + 2 }, (_, i) => ({ type: 'toggle', data: { text: `${i}`, items: 1 } }));
    expect(validate(doc(...blocks))).toEqual([
      { index: MAX_TOGGLE_DEPTH, type: 'toggle', message: `toggles must not be nested more than ${MAX_TOGGLE_DEPTH} deep` },
    ]);
  });
});
