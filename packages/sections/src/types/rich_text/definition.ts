import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

const fields = [
  {
    name: 'content',
    kind: 'blocks',
    note: 'Headers, paragraphs, lists, images, quotes, code, tables and YouTube or Vimeo embeds',
    search: true,
  },
] as const satisfies readonly SectionField[];

export type RichTextValues = ValuesOf<typeof fields>;

export const richText = defineSection({
  key: 'rich_text',
  label: 'Rich text',
  icon: 'notes',
  description: 'Rich text written with the block editor',
  heading: {},
  fields,
  demo,
  markdown: (section: RichTextValues, kit) => [kit.heading(section.heading), kit.blocks(section.content)].filter(Boolean).join('\n\n'),
  component: () => import('./RichText.js'),
});
