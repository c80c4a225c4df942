/**
 * The section types the page builder offers, in the order the Data Studio lists them: one line per folder in
 * `types/`. Everything that knows section types (the Directus schema, the site's reads and renderer, search,
 * Markdown versions, permissions, revalidation and the checks at save) follows from this list (docs/sections.md).
 */
import type { SectionDefinition } from './definition.js';
export declare const SECTION_TYPES: readonly SectionDefinition[];
