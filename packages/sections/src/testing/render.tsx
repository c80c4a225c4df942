// Renders a registered type's section from values named as its type names them, with the test kit.
import { renderToStaticMarkup } from 'react-dom/server';
import { sectionColumns, sectionProblems, type SectionRow } from '../content.js';
import type { SectionDefinition } from '../definition.js';
import { SectionView } from '../render.js';
import { testKit } from './kit.js';

/** A section row of a type from values by field name (images by file id). */
export const rowOf = (definition: SectionDefinition, values: Readonly<Record<string, unknown>>, id = 7): SectionRow =>
  ({
    id,
    type: definition.key,
    heading: values['heading'] ?? null,
    ...sectionColumns(definition, values, (_, value) => value),
  }) as SectionRow;

/** The section's HTML as the site would render it (with the test kit's elements). */
export async function renderSection(definition: SectionDefinition, values: Readonly<Record<string, unknown>>): Promise<string> {
  const element = await SectionView({ link: { id: 1, sort: 1, sections_id: rowOf(definition, values) }, isFirst: false, kit: testKit });
  return renderToStaticMarkup(<>{element}</>);
}

/** What the checks at save say about a section with these values. */
export const problemsOf = (definition: SectionDefinition, values: Readonly<Record<string, unknown>>) =>
  sectionProblems(rowOf(definition, values));
