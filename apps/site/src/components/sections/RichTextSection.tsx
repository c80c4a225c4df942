import { BlockContent } from '@/components/BlockContent';
import type { RichTextSection as RichText } from '@/lib/content';
import { editable } from '@/lib/visual-editing/editable';

export function RichTextSection({ section }: { section: RichText }) {
  return (
    <section
      className="container section prose"
      {...editable({ collection: 'section_rich_text', item: section.id, fields: ['heading', 'content'] })}
    >
      {section.heading && (
        <h2 {...editable({ collection: 'section_rich_text', item: section.id, fields: ['heading'] })}>{section.heading}</h2>
      )}
      <div {...editable({ collection: 'section_rich_text', item: section.id, fields: ['content'], mode: 'drawer' })}>
        <BlockContent document={section.content} />
      </div>
    </section>
  );
}
