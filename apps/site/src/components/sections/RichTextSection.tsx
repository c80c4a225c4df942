import { BlockContent } from '@/components/BlockContent';
import type { RichTextSection as RichText } from '@/lib/content';

export function RichTextSection({ section }: { section: RichText }) {
  return (
    <section className="container section prose">
      {section.heading && <h2>{section.heading}</h2>}
      <BlockContent document={section.content} />
    </section>
  );
}
