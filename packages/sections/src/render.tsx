/**
 * Renders a page's sections in order, each by its type's component. A section whose type the code does not know
 * (added in Directus, not in code), or whose item is missing, is left out without an error.
 */
import { fieldColumns, linkedSection, SECTIONS_COLLECTION, sectionType, sectionValues, type PageSectionLink } from './content.js';
import type { SectionDefinition } from './definition.js';
import type { SectionEdit, SectionKit } from './kit.js';

/** Visual Editor targets on the `sections` item, the fields named as in the type's definition. */
export const sectionEdit =
  (definition: SectionDefinition, id: number): SectionEdit =>
  (fields, mode) => ({
    collection: SECTIONS_COLLECTION,
    item: id,
    fields: fields.flatMap((name) => fieldColumns(definition, name)),
    ...(mode ? { mode } : {}),
  });

export async function SectionView({ link, isFirst, kit }: { link: PageSectionLink; isFirst: boolean; kit: SectionKit }) {
  const row = linkedSection(link);
  const definition = row ? sectionType(row.type) : undefined;
  if (!row || !definition) return null;
  const { default: Component } = await definition.component();
  return (
    <Component
      section={sectionValues(definition, row)}
      isFirst={isFirst}
      kit={kit}
      edit={sectionEdit(definition, row.id)}
      root={{ 'data-section': definition.key }}
    />
  );
}

/** The links whose section the code can show: a known type, the section readable. */
const shownSections = (sections: readonly PageSectionLink[]) =>
  sections.filter((link) => {
    const row = linkedSection(link);
    return row !== null && sectionType(row.type) !== undefined;
  });

export function SectionList({ sections, kit }: { sections: readonly PageSectionLink[]; kit: SectionKit }) {
  return shownSections(sections).map((link, index) => <SectionView key={link.id} link={link} isFirst={index === 0} kit={kit} />);
}

/** Whether a page opens with a section that writes its title (its `h1`), such as a hero; unknown types do not count. */
export function opensWithTitle(sections: readonly PageSectionLink[]): boolean {
  const first = shownSections(sections)[0];
  const row = first ? linkedSection(first) : null;
  return Boolean(row && sectionType(row.type)?.titlesPage);
}
