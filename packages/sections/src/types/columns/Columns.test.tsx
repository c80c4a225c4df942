import type { BlockDocument } from '@tessera/blocks';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { columnOf, sectionProblems, sectionSearchText, type SectionRow } from '../../content.js';
import { testKit } from '../../testing/kit.js';
import { testMarkdownKit } from '../../testing/markdown-kit.js';
import Columns from './Columns.js';
import { columns, type ColumnsValues } from './definition.js';

const doc = (...texts: string[]): BlockDocument => ({
  blocks: texts.map((text, index) => ({ id: `b${index}`, type: 'paragraph', data: { text } })),
});

const values = (overrides: Partial<ColumnsValues> = {}): ColumnsValues => ({
  id: 6,
  heading: 'Side by side',
  count: 2,
  first: doc('One'),
  second: doc('Two', 'Two more'),
  third: doc('Three'),
  ...overrides,
});

const render = (section: ColumnsValues) =>
  renderToStaticMarkup(
    <Columns
      section={section}
      isFirst={false}
      kit={testKit}
      edit={(fields, mode) => ({ collection: 'sections', item: 6, fields, ...(mode ? { mode } : {}) })}
      root={{ 'data-section': 'columns' }}
    />,
  );

const row = (section: Partial<ColumnsValues>) => ({
  type: 'columns',
  heading: null,
  ...Object.fromEntries(Object.entries(section).map(([name, value]) => [columnOf(columns, name), value])),
});

describe('the columns section', () => {
  it('shows two columns of block content, each editable on its own, the third only when set to three', () => {
    const two = render(values());
    expect(two).toContain('columns__grid--2');
    expect(two.match(/<div data-blocks=/g)).toHaveLength(2);
    expect(two).toContain('&quot;fields&quot;:[&quot;second&quot;],&quot;mode&quot;:&quot;drawer&quot;');
    expect(two).not.toContain('&quot;third&quot;');
    const three = render(values({ count: 3 }));
    expect(three).toContain('columns__grid--3');
    expect(three.match(/<div data-blocks=/g)).toHaveLength(3);
  });

  it('shows two columns when the number is empty', () => {
    expect(render(values({ count: null }))).toContain('columns__grid--2');
  });

  it('refuses at save a missing column, a number other than 2 or 3, and an empty third of three, naming the field', () => {
    expect(sectionProblems(row({ first: doc('One') }))).toEqual(['"Second column" is required in a Columns section.']);
    expect(sectionProblems(row({ count: 4, first: doc('a'), second: doc('b') }))).toEqual(['"Number of columns" must be 2 or 3.']);
    expect(sectionProblems(row({ count: 3, first: doc('a'), second: doc('b'), third: { blocks: [] } }))).toEqual([
      '"Third column" is empty: write its content, or set "Number of columns" to 2.',
    ]);
    expect(sectionProblems(row({ count: 2, first: doc('a'), second: doc('b') }))).toEqual([]);
  });

  it('reads columns stored or sent as JSON text (SQLite’s stored row, a REST client)', () => {
    const asText = (document: BlockDocument) => JSON.stringify(document) as unknown as BlockDocument;
    expect(sectionProblems(row({ count: 3, first: asText(doc('a')), second: asText(doc('b')), third: asText(doc('c')) }))).toEqual([]);
    expect(sectionProblems(row({ count: 3, first: doc('a'), second: doc('b'), third: asText({ blocks: [] }) }))).toHaveLength(1);
  });

  it('is found by the text of its columns, and says them in Markdown', async () => {
    const searched = sectionSearchText({ id: 6, ...row({ first: doc('Alpha'), second: doc('Beta') }) } as SectionRow);
    expect(searched.join(' ')).toMatch(/Alpha[\s\S]*Beta/);
    expect(await columns.markdown(values({ count: 3 }), testMarkdownKit)).toBe('## Side by side\n\n(1 blocks)\n\n(2 blocks)\n\n(1 blocks)');
  });
});
