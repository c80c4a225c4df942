/**
 * Renders a page's sections in order, each by its type's component. A section whose type the code does not know
 * (added in Directus, not in code), or whose item is missing, is left out without an error.
 */
import { type PageSectionLink } from './content.js';
import type { SectionDefinition } from './definition.js';
import type { SectionEdit, SectionKit } from './kit.js';
/** Visual Editor targets on the `sections` item, the fields named as in the type's definition. */
export declare const sectionEdit: (definition: SectionDefinition, id: number) => SectionEdit;
export declare function SectionList({ sections, kit }: {
    sections: readonly PageSectionLink[];
    kit: SectionKit;
}): import("react").JSX.Element[];
/** Whether a page opens with a section that writes its title (its `h1`), such as a hero. */
export declare function opensWithTitle(sections: readonly PageSectionLink[]): boolean;
