import { linkedSection, sectionType, sectionValues } from './content.js';
/** A page's section in its Markdown version, as its type writes it; nothing for an unknown type or one without. */
export async function sectionMarkdown(link, kit) {
    const row = linkedSection(link);
    const definition = row ? sectionType(row.type) : undefined;
    if (!row || !definition?.markdown)
        return '';
    return definition.markdown(sectionValues(definition, row), kit);
}
