/**
 * Sections as Directus stores them: one `sections` collection whose `type` names a registered type, each type's
 * fields in columns named with its key (`hero_image`), the shared `heading`, and the editors' `name`. Pages list
 * them through the `pages_sections` junction (many-to-many, so one section can be on several pages).
 */
import { renderToText, safeLink, type BlockDocument } from '@tessera/blocks';
import type { SectionDefinition, SectionField, SectionReference, SectionValues, SlotField, SlotItem } from './definition.js';
import { SECTION_TYPES } from './registry.js';

export const SECTIONS_COLLECTION = 'sections';
export const PAGES_JUNCTION = 'pages_sections';

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
export function sectionType(key: unknown): SectionDefinition | undefined {
  return SECTION_TYPES.find((definition) => definition.key === key);
}

/** The column of a type's field: `<key>_<name>`. */
export const columnOf = (definition: SectionDefinition, name: string) => (name === 'heading' ? 'heading' : `${definition.key}_${name}`);

/** The column of item `slot` (from 1) of a `slots` field's sub-field: `gallery_images_2_alt`. */
export const slotColumn = (definition: SectionDefinition, field: SectionField, slot: number, sub: string) =>
  `${columnOf(definition, field.name)}_${slot}_${sub}`;

/** The item numbers of a `slots` field: 1…count. */
export const slotNumbers = (field: SectionField) => Array.from({ length: field.count ?? 0 }, (_, index) => index + 1);

const slotFields = (field: SectionField) => (field.kind === 'slots' ? ((field.fields ?? []) as readonly SlotField[]) : []);

/**
 * The columns of a field by its name within its type: one for most kinds, every item's for `slots`, and one item's
 * for `<name>.<n>` (a slot's Visual Editor target).
 */
export function fieldColumns(definition: SectionDefinition, name: string): string[] {
  const [fieldName, slot] = name.split('.');
  const field = definition.fields.find((candidate) => candidate.name === fieldName);
  if (!field || field.kind !== 'slots') return [columnOf(definition, name)];
  const slots = slot === undefined ? slotNumbers(field) : [Number(slot)];
  return slots.flatMap((n) => slotFields(field).map((sub) => slotColumn(definition, field, n, sub.name)));
}

/** Every column a type's fields have in `sections`. */
export const typeColumns = (definition: SectionDefinition) => definition.fields.flatMap((field) => fieldColumns(definition, field.name));

/** A `sections` column's field name within its type (`content` for `rich_text_content`); the column itself otherwise. */
export function fieldNameOf(column: string): string {
  for (const definition of SECTION_TYPES)
    for (const field of definition.fields) if (fieldColumns(definition, field.name).includes(column)) return field.name;
  return column;
}

/** A field's label as editors see it (in the Data Studio and in refusals at save). */
export const fieldLabel = (field: Pick<SectionField, 'name' | 'label'>) =>
  field.label ?? field.name.charAt(0).toUpperCase() + field.name.slice(1).replaceAll('_', ' ');

/** The columns every section has, whatever its type. */
export const SHARED_COLUMNS = ['id', 'type', 'name', 'heading'] as const;

/** What to read of a section (relations with all their fields), for a read of `sections` or below a prefix. */
export function sectionReadFields(prefix = ''): string[] {
  const columns = SECTION_TYPES.flatMap((definition) =>
    definition.fields.flatMap((field) =>
      field.kind === 'relation' ? [`${columnOf(definition, field.name)}.*`] : fieldColumns(definition, field.name),
    ),
  );
  return [...SHARED_COLUMNS, ...columns].map((field) => prefix + field);
}

/** What the site search reads of a section: its type, heading and the fields its type marks `search`. */
export function sectionSearchFields(prefix = ''): string[] {
  const columns = SECTION_TYPES.flatMap((definition) => searchColumns(definition).map(({ column }) => column));
  return ['id', 'type', 'heading', ...columns].map((field) => prefix + field);
}

/** The columns of a type that search indexes, with their kind: fields marked `search`, and such sub-fields of slots. */
function searchColumns(definition: SectionDefinition): { column: string; kind: string; field: SectionField }[] {
  return definition.fields.flatMap((field) => {
    if (field.kind !== 'slots') return field.search ? [{ column: columnOf(definition, field.name), kind: field.kind, field }] : [];
    return slotNumbers(field).flatMap((slot) =>
      slotFields(field)
        .filter((sub) => sub.search)
        .map((sub) => ({ column: slotColumn(definition, field, slot, sub.name), kind: sub.kind, field })),
    );
  });
}

/** The collections sections point at (relation fields, and items named by key): a change there may change a section. */
export function sectionRelatedCollections(): string[] {
  return [
    ...new Set(
      SECTION_TYPES.flatMap((definition) => [...definition.fields.flatMap((field) => field.related ?? []), ...(definition.refersTo ?? [])]),
    ),
  ];
}

/** A row's link target, when it was read expanded. */
export const linkedSection = (link: PageSectionLink): SectionRow | null =>
  link.sections_id !== null && typeof link.sections_id === 'object' ? link.sections_id : null;

/** A section's values by the names its type gives them (`text` for `hero_text`), as its component receives them. */
export function sectionValues<D extends SectionDefinition>(definition: D, row: SectionRow): SectionValues<D> {
  const values: Record<string, unknown> = { id: row.id, heading: row.heading ?? null };
  for (const field of definition.fields)
    values[field.name] = field.kind === 'slots' ? slotItems(definition, field, row) : (row[columnOf(definition, field.name)] ?? null);
  return values as SectionValues<D>;
}

/** The words of a repeater's items: each item's text fields, one item a line. */
const repeaterText = (field: SectionField, items: readonly unknown[]) =>
  items
    .map((item) =>
      (field.fields ?? [])
        .filter((sub) => sub.kind === 'string' || sub.kind === 'text')
        .map((sub) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[sub.name] : null))
        .filter((text): text is string => typeof text === 'string')
        .join(' '),
    )
    .join('\n');

/** A file relation's id, whether it was read as an id or expanded. */
const fileId = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : typeof value === 'string' ? value : null;

/** The items of a `slots` field that hold anything, in slot order. */
function slotItems(definition: SectionDefinition, field: SectionField, row: Readonly<Record<string, unknown>>): SlotItem[] {
  return slotNumbers(field).flatMap((slot) => {
    const values: Record<string, string | null> = {};
    for (const sub of slotFields(field)) {
      const value = row[slotColumn(definition, field, slot, sub.name)];
      values[sub.name] = sub.kind === 'image' ? fileId(value) : typeof value === 'string' && value.trim() !== '' ? value : null;
    }
    return Object.values(values).some((value) => value !== null) ? [{ slot, values }] : [];
  });
}

/**
 * A section's columns from values named as its type names its fields (demo content): a `slots` field's value is a
 * list of items by sub-field name; files and related items become ids through `relatedId`.
 */
export function sectionColumns(
  definition: SectionDefinition,
  values: Readonly<Record<string, unknown>>,
  relatedId: (related: string, value: unknown) => unknown,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  // A key that names nothing is a mistake in the demo content, not an empty field.
  const idOf = (collection: string, value: unknown) => {
    if (value === null || value === undefined) return null;
    const id = relatedId(collection, value);
    if (id === null || id === undefined)
      throw new Error(`The demo content names "${String(value)}" in ${collection}, which has no such item`);
    return id;
  };
  const stored = (kind: string, value: unknown, related?: string) =>
    kind === 'image' ? idOf('directus_files', value) : kind === 'relation' ? idOf(related ?? '', value) : value;
  for (const field of definition.fields) {
    if (!(field.name in values)) continue;
    const value = values[field.name];
    if (field.kind !== 'slots') {
      row[columnOf(definition, field.name)] = stored(field.kind, value, field.related);
      continue;
    }
    const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    items.slice(0, field.count).forEach((item, index) => {
      for (const sub of slotFields(field))
        if (sub.name in item) row[slotColumn(definition, field, index + 1, sub.name)] = stored(sub.kind, item[sub.name]);
    });
  }
  return row;
}

/** The text of a section the site search indexes: its heading and the fields its type marks `search`. */
export function sectionSearchText(row: SectionRow | null): string[] {
  const definition = row ? sectionType(row.type) : undefined;
  if (!row || !definition) return [];
  const texts = searchColumns(definition).map(({ column, kind, field }) => {
    const value = row[column];
    if (kind === 'blocks') return value && typeof value === 'object' ? renderToText(value as BlockDocument) : null;
    if (kind === 'repeater') return Array.isArray(value) ? repeaterText(field, value) : null;
    return typeof value === 'string' ? value : null;
  });
  return [row.heading, ...texts].filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

const isMissing = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** What a URL field holds: a path on the site, or an address the site links to (what `kit.Link` accepts). */
const URL_RULE = 'must be a path on this site (such as /contact), an address starting with https://, or a mailto: or tel: link.';

/** A filled URL field whose value no visitor's browser should follow from the site (`javascript:`, `http://<`…). */
const isUnusableUrl = (value: unknown) => !isMissing(value) && (typeof value !== 'string' || safeLink(value, undefined) === undefined);

/**
 * What a section as it will be saved (its columns) lacks or gets wrong, in sentences for the editor: each required
 * field of its type that is empty, by its label, then the type's own check. Nothing for a type the code does not
 * know (the CMS may be newer than the code; the site leaves such sections out).
 */
export function sectionProblems(saved: Readonly<Record<string, unknown>>): string[] {
  const definition = sectionType(saved.type);
  if (!definition) return [];
  const row = withJsonParsed(definition, saved);
  const problems: string[] = [];
  if (definition.heading?.required && isMissing(row.heading)) problems.push(`"Heading" is required in a ${definition.label} section.`);
  for (const field of definition.fields) {
    const value = field.kind === 'slots' ? slotItems(definition, field, row) : row[columnOf(definition, field.name)];
    const where = `in a ${definition.label} section`;
    if (field.required && isMissing(value)) problems.push(`"${fieldLabel(field)}" is required ${where}.`);
    if (field.kind === 'url' && isUnusableUrl(value)) problems.push(`"${fieldLabel(field)}" ${where} ${URL_RULE}`);
    if (field.kind === 'slots') problems.push(...slotProblems(definition, field, row));
    if (field.kind === 'repeater' && Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        for (const sub of field.fields ?? []) {
          const subValue = item && typeof item === 'object' ? (item as Record<string, unknown>)[sub.name] : undefined;
          const position = `in item ${index + 1} of "${fieldLabel(field)}" ${where}`;
          if (sub.required && isMissing(subValue)) problems.push(`"${fieldLabel(sub)}" is required ${position}.`);
          if (sub.kind === 'url' && isUnusableUrl(subValue)) problems.push(`"${fieldLabel(sub)}" ${position} ${URL_RULE}`);
        }
      });
    }
  }
  if (problems.length > 0 || !definition.validate) return problems;
  const own = definition.validate(savedValues(definition, row));
  return own ? [own] : [];
}

/** A section's values as it will be saved. */
const savedValues = (definition: SectionDefinition, row: Readonly<Record<string, unknown>>) =>
  sectionValues(definition, {
    ...withJsonParsed(definition, row),
    id: Number(row.id ?? 0),
    type: definition.key,
    heading: text(row.heading),
  });

/**
 * A row with its JSON columns (Block Editor documents, repeaters) as values: a REST client may send them as JSON
 * text, and a database read (the stored row a change is merged into) gives SQLite's as text.
 */
function withJsonParsed(definition: SectionDefinition, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const parsed: Record<string, unknown> = { ...row };
  for (const field of definition.fields) {
    const column = columnOf(definition, field.name);
    const value = row[column];
    if ((field.kind === 'blocks' || field.kind === 'repeater') && typeof value === 'string' && value.trim() !== '') {
      try {
        parsed[column] = JSON.parse(value);
      } catch {
        // Not JSON: left as it is, which the field's checks refuse or Directus does.
      }
    }
  }
  return parsed;
}

/**
 * The items of other collections a section as it will be saved names by key, for the checks at save to look up;
 * none for a section with problems of its own (`sectionProblems`), or of a type the code does not know.
 */
export function sectionReferences(row: Readonly<Record<string, unknown>>): readonly SectionReference[] {
  const definition = sectionType(row.type);
  if (!definition?.references || sectionProblems(row).length > 0) return [];
  return definition.references(savedValues(definition, row));
}

/** A `slots` field's items that hold something but lack a required value (an image without its alt text) or hold an unusable URL. */
function slotProblems(definition: SectionDefinition, field: SectionField, row: Readonly<Record<string, unknown>>): string[] {
  return slotNumbers(field).flatMap((slot) => {
    const value = (sub: SlotField) => row[slotColumn(definition, field, slot, sub.name)];
    if (slotFields(field).every((sub) => isMissing(value(sub)))) return [];
    const position = `in ${`${field.itemLabel ?? 'item'} ${slot}`.toLowerCase()} of "${fieldLabel(field)}" in a ${definition.label} section`;
    return slotFields(field).flatMap((sub) => {
      if (sub.required && isMissing(value(sub))) return [`"${fieldLabel(sub)}" is required ${position}.`];
      if (sub.kind === 'url' && isUnusableUrl(value(sub))) return [`"${fieldLabel(sub)}" ${position} ${URL_RULE}`];
      return [];
    });
  });
}

/** The label an editor finds a section by, when they gave it none: its type's name and its heading. */
export function defaultSectionName(definition: SectionDefinition, heading: unknown): string {
  const text = typeof heading === 'string' ? heading.trim() : '';
  return text ? `${definition.label}: ${text}`.slice(0, 255) : definition.label;
}
