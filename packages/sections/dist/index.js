export { defineSection } from './definition.js';
export { SECTION_TYPES } from './registry.js';
export { columnOf, defaultSectionName, fieldLabel, fieldNameOf, linkedSection, PAGES_JUNCTION, SECTIONS_COLLECTION, SHARED_COLUMNS, sectionProblems, sectionReadFields, sectionRelatedCollections, sectionSearchFields, sectionSearchText, sectionType, sectionValues, } from './content.js';
export { BLOCK_EDITOR_TOOLS, sectionSchemaFields, sectionSchemaRelations } from './schema.js';
export { sectionMarkdown } from './markdown.js';
