import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPES } from './blocks/index.js';
import { UNSUPPORTED_EMBED_MESSAGE } from './errors.js';
import { allBlocksDocument } from './fixtures.js';
import { renderToHtml, renderToReact, validate, type InvalidBlockWarning } from './render.js';
import { doc, render } from './testing/render.js';

const invalid = doc(
  { type: 'paragraph', data: { text: 'before' } },
  { type: 'raw', data: { html: '<b>x</b>' } },
  { type: 'embed', data: { service: 'codepen' } },
  { type: 'paragraph', data: { text: 'after' } },
);

describe('renderToHtml and renderToReact', () => {
  it('produce identical, allowlisted output for a document with every block type', () => {
    const types = new Set(allBlocksDocument.blocks.map((block) => block.type));
    expect([...types].sort()).toEqual([...BLOCK_TYPES].sort());
    const html = render(allBlocksDocument);
    expect(html).toMatchSnapshot();
    expect(validate(allBlocksDocument)).toEqual([]);
  });

  it('throw by default, as with onInvalidBlock "throw"', () => {
    expect(() => renderToHtml(invalid)).toThrow('Parser is not defined for block type "raw"');
    expect(() => renderToReact(invalid, { onInvalidBlock: 'throw' })).toThrow('Parser is not defined for block type "raw"');
  });

  it('render a visible note in place of invalid blocks with onInvalidBlock "notice"', () => {
    expect(render(invalid, { onInvalidBlock: 'notice' })).toBe(
      '<p>before</p><div role="note" class="block-error">Parser is not defined for block type &quot;raw&quot;</div>' +
        `<div role="note" class="block-error">${UNSUPPORTED_EMBED_MESSAGE}</div><p>after</p>`,
    );
  });

  it('leave invalid blocks out with onInvalidBlock "omit", warning once per distinct type and message', () => {
    const warn = vi.fn<(warning: InvalidBlockWarning) => void>();
    expect(render(invalid, { onInvalidBlock: 'omit', warn })).toBe('<p>before</p><p>after</p>');
    renderToHtml(invalid, { onInvalidBlock: 'omit', warn });
    renderToHtml(doc({ type: 'raw', data: {} }, { type: 'raw', data: {} }, { type: 'other', data: {} }), { onInvalidBlock: 'omit', warn });
    expect(warn.mock.calls.map(([warning]) => warning)).toEqual([
      { event: 'tessera.blocks.invalid-block', index: 1, type: 'raw', message: 'Parser is not defined for block type "raw"' },
      { event: 'tessera.blocks.invalid-block', index: 2, type: 'embed', message: UNSUPPORTED_EMBED_MESSAGE },
      { event: 'tessera.blocks.invalid-block', index: 2, type: 'other', message: 'Parser is not defined for block type "other"' },
    ]);
  });

  it('warn through console.warn as JSON by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderToHtml(doc({ type: 'unique-default-warn-type', data: {} }), { onInvalidBlock: 'omit' });
    renderToHtml(doc({ type: 'unique-default-warn-type', data: {} }), { onInvalidBlock: 'omit' });
    expect(spy.mock.calls).toEqual([
      [
        JSON.stringify({
          event: 'tessera.blocks.invalid-block',
          index: 0,
          type: 'unique-default-warn-type',
          message: 'Parser is not defined for block type "unique-default-warn-type"',
        }),
      ],
    ]);
    spy.mockRestore();
  });

  it('mark only links to other origins as external when given the site origin', () => {
    const links = doc({ type: 'paragraph', data: { text: '<a href="https://site.example/a">in</a><a href="https://x.example/">out</a>' } });
    expect(render(links, { siteOrigin: 'https://site.example/' })).toBe(
      '<p><a href="https://site.example/a">in</a><a href="https://x.example/" rel="noopener noreferrer">out</a></p>',
    );
  });

  it('can be used inside other React elements', () => {
    const page = createElement('article', null, renderToReact(doc({ type: 'paragraph', data: { text: 'x' } })));
    expect(renderToStaticMarkup(page)).toBe('<article><p>x</p></article>');
  });
});
