import type { BlockDocument } from '@tessera/blocks';
import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

const BLOCKS_NOTE = 'Headers, paragraphs, lists, images, quotes, code, tables and YouTube or Vimeo embeds';

const fields = [
  { name: 'count', kind: 'integer', label: 'Number of columns', note: '2 or 3 (2 when empty)', min: 2, max: 3, width: 'half' },
  { name: 'first', kind: 'blocks', label: 'First column', required: true, search: true, note: BLOCKS_NOTE },
  { name: 'second', kind: 'blocks', label: 'Second column', required: true, search: true },
  { name: 'third', kind: 'blocks', label: 'Third column', search: true, note: 'Shown only with 3 columns' },
] as const satisfies readonly SectionField[];

export type ColumnsValues = ValuesOf<typeof fields>;

type ColumnName = 'first' | 'second' | 'third';

/** The columns the section shows, in order: two, or three when it is set to 3. */
export function shownColumns(section: ColumnsValues): { name: ColumnName; document: BlockDocument }[] {
  const names: ColumnName[] = section.count === 3 ? ['first', 'second', 'third'] : ['first', 'second'];
  return names.map((name) => ({ name, document: section[name] ?? { blocks: [] } }));
}

const isEmpty = (document: BlockDocument | null) => !document || !Array.isArray(document.blocks) || document.blocks.length === 0;

export const columns = defineSection({
  key: 'columns',
  label: 'Columns',
  icon: 'view_column',
  description: 'Two or three columns of rich text side by side, one below the other on phones',
  heading: {},
  fields,
  demo,
  validate: (section: ColumnsValues) => {
    if (section.count !== null && section.count !== 2 && section.count !== 3) return '"Number of columns" must be 2 or 3.';
    if (section.count === 3 && isEmpty(section.third))
      return '"Third column" is empty: write its content, or set "Number of columns" to 2.';
    return null;
  },
  markdown: (section: ColumnsValues, kit) =>
    [kit.heading(section.heading), ...shownColumns(section).map(({ document }) => kit.blocks(document))].filter(Boolean).join('\n\n'),
  component: () => import('./Columns.js'),
});
