import { linkedSection, sectionType, sectionValues, type PageSectionLink } from './content.js';
import type { MarkdownKit } from './kit.js';

/** A page's section in its Markdown version, as its type writes it; nothing for an unknown type or one without. */
export async function sectionMarkdown(link: PageSectionLink, kit: MarkdownKit): Promise<string> {
  const row = linkedSection(link);
  const definition = row ? sectionType(row.type) : undefined;
  if (!row || !definition?.markdown) return '';
  return definition.markdown(sectionValues(definition, row), kit);
}
