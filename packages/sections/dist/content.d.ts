import type { SectionDefinition, SectionField, SectionValues } from './definition.js';
export declare const SECTIONS_COLLECTION = "sections";
export declare const PAGES_JUNCTION = "pages_sections";
/** A section row as Directus answers it: the shared columns and the columns of its type (relations expanded). */
export interface SectionRow {
    readonly id: number;
    readonly type: string | null;
    readonly name?: string | null;
    readonly heading: string | null;
    readonly [column: string]: unknown;
}
/** A page's link to a section (a `pages_sections` row): its order on the page and the section. */
export interface PageSectionLink {
    readonly id: number;
    readonly sort: number | null;
    readonly sections_id: SectionRow | number | null;
}
/** The registered type of a `type` value, or undefined for one the code does not know. */
export declare function sectionType(key: unknown): SectionDefinition | undefined;
/** The column of a type's field: `<key>_<name>`. */
export declare const columnOf: (definition: SectionDefinition, name: string) => string;
/** A `sections` column's field name within its type (`content` for `rich_text_content`); the column itself otherwise. */
export declare function fieldNameOf(column: string): string;
/** A field's label as editors see it (in the Data Studio and in refusals at save). */
export declare const fieldLabel: (field: Pick<SectionField, "name" | "label">) => string;
/** The columns every section has, whatever its type. */
export declare const SHARED_COLUMNS: readonly ["id", "type", "name", "heading"];
/** What to read of a section (relations with all their fields), for a read of `sections` or below a prefix. */
export declare function sectionReadFields(prefix?: string): string[];
/** What the site search reads of a section: its type, heading and the fields its type marks `search`. */
export declare function sectionSearchFields(prefix?: string): string[];
/** The collections sections point at (their relation fields): a change there may change a section. */
export declare function sectionRelatedCollections(): string[];
/** A row's link target, when it was read expanded. */
export declare const linkedSection: (link: PageSectionLink) => SectionRow | null;
/** A section's values by the names its type gives them (`text` for `hero_text`), as its component receives them. */
export declare function sectionValues<D extends SectionDefinition>(definition: D, row: SectionRow): SectionValues<D>;
/** The text of a section the site search indexes: its heading and the fields its type marks `search`. */
export declare function sectionSearchText(row: SectionRow | null): string[];
/**
 * What a section as it will be saved (its columns) lacks or gets wrong, in sentences for the editor: each required
 * field of its type that is empty, by its label, then the type's own check. Nothing for a type the code does not
 * know (the CMS may be newer than the code; the site leaves such sections out).
 */
export declare function sectionProblems(row: Readonly<Record<string, unknown>>): string[];
/** The label an editor finds a section by, when they gave it none: its type's name and its heading. */
export declare function defaultSectionName(definition: SectionDefinition, heading: unknown): string;
