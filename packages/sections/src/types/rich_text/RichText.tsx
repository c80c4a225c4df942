import type { SectionProps } from '../../kit.js';
import type { RichTextValues } from './definition.js';

/** A heading and a Block Editor document. */
export default function RichText({ section, kit, edit, root }: SectionProps<RichTextValues>) {
  const { BlockContent, editable } = kit;
  return (
    <section className="container section prose" {...root} {...editable(edit(['heading', 'content']))}>
      {section.heading && <h2 {...editable(edit(['heading']))}>{section.heading}</h2>}
      <div {...editable(edit(['content'], 'drawer'))}>
        <BlockContent document={section.content ?? { blocks: [] }} />
      </div>
    </section>
  );
}
