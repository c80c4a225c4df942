export type {
  FieldKind,
  FieldValue,
  HeadingUse,
  RepeaterField,
  SlotField,
  SlotItem,
  SectionComponent,
  SectionDefinition,
  SectionField,
  SectionValues,
} from './definition.js';
export { defineSection } from './definition.js';
export type {
  EditMode,
  EditTarget,
  ImageProps,
  IslandProps,
  LinkProps,
  MarkdownKit,
  MarkdownLink,
  RootAttributes,
  SectionEdit,
  SectionKit,
  SectionProps,
  SiteIslands,
} from './kit.js';
export { SECTION_TYPES } from './registry.js';
export {
  columnOf,
  fieldColumns,
  sectionColumns,
  typeColumns,
  defaultSectionName,
  fieldLabel,
  fieldNameOf,
  linkedSection,
  PAGES_JUNCTION,
  SECTIONS_COLLECTION,
  SHARED_COLUMNS,
  sectionProblems,
  sectionReadFields,
  sectionRelatedCollections,
  sectionSearchFields,
  sectionSearchText,
  sectionType,
  sectionValues,
  type PageSectionLink,
  type SectionRow,
} from './content.js';
export { BLOCK_EDITOR_TOOLS, sectionSchemaFields, sectionSchemaRelations, type SnapshotEntry } from './schema.js';
export { sectionMarkdown } from './markdown.js';
