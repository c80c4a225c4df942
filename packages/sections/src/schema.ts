/**
 * The `sections` collection's fields and relations as Directus schema snapshot entries, derived from the
 * registry. The CMS set-up adds them to the committed snapshot before applying it (apps/cms/src/schema.mjs), so
 * the snapshot file holds only what no type owns (the collection, its id, name and pages).
 *
 * Every type's columns live in the one collection. A column is hidden while the section's `type` is another type
 * (a Directus field condition), so an editor who picks a type sees that type's fields only; a required one is
 * required through a second condition (the API checks it too: the block validation hook).
 *
 * The conditions say "hidden for the other types", not "shown for this one": the Data Studio tests a condition
 * against the values in the form, and a Visual Editor popover's form holds only the fields it edits, with no
 * `type`. A condition on a missing value never applies, so such a field keeps its own meta and stays visible.
 */
import { columnOf, fieldLabel, SECTIONS_COLLECTION, slotColumn, slotNumbers } from './content.js';
import type { FieldKind, RepeaterField, SectionDefinition, SectionField, SlotField } from './definition.js';
import { SECTION_TYPES } from './registry.js';

/** The Block Editor tools a blocks field offers (what @tessera/blocks renders). */
export const BLOCK_EDITOR_TOOLS = [
  'header',
  'paragraph',
  'nestedlist',
  'checklist',
  'quote',
  'code',
  'delimiter',
  'table',
  'image',
  'attaches',
  'embed',
  'toggle',
  'underline',
  'inlinecode',
  'alignment',
];

/** A field or relation entry of a Directus schema snapshot (the parts Tessera writes). */
export type SnapshotEntry = Record<string, unknown> & { collection: string; field: string };

/** The `sort` of the first type's first column in the item form: after id, type, name and heading. */
const FIRST_TYPE_SORT = 10;

interface ColumnShape {
  type: string;
  dataType: string;
  maxLength: number | null;
  interface: string;
  special: string[] | null;
  options: Record<string, unknown> | null;
  display?: string;
  displayOptions?: Record<string, unknown>;
  foreignKey?: string;
}

/** A field stored in one column: every kind but `slots`, whose items are columns of their own. */
type ColumnField = Omit<SectionField, 'kind'> & { readonly kind: Exclude<FieldKind, 'slots'> };

function shapeOf(field: ColumnField): ColumnShape {
  const plain = { special: null, options: null, maxLength: null };
  switch (field.kind) {
    case 'string':
    case 'url':
      return { ...plain, type: 'string', dataType: 'varchar', maxLength: 255, interface: 'input' };
    case 'text':
      return { ...plain, type: 'text', dataType: 'text', interface: 'input-multiline' };
    case 'integer':
      return {
        ...plain,
        type: 'integer',
        dataType: 'integer',
        interface: 'input',
        options: field.min === undefined && field.max === undefined ? null : { min: field.min, max: field.max },
      };
    case 'boolean':
      return { ...plain, type: 'boolean', dataType: 'boolean', interface: 'boolean' };
    case 'blocks':
      return {
        ...plain,
        type: 'json',
        dataType: 'json',
        interface: 'input-block-editor',
        special: ['cast-json'],
        options: { tools: BLOCK_EDITOR_TOOLS },
      };
    case 'image':
      return {
        ...plain,
        type: 'uuid',
        dataType: 'char',
        maxLength: 36,
        interface: 'file-image',
        special: ['file'],
        foreignKey: 'directus_files',
      };
    case 'relation': {
      const template = { template: field.template ?? '{{ id }}' };
      return {
        ...plain,
        type: 'integer',
        dataType: 'integer',
        interface: 'select-dropdown-m2o',
        special: ['m2o'],
        options: template,
        display: 'related-values',
        displayOptions: template,
        foreignKey: field.related ?? '',
      };
    }
    case 'repeater':
      return {
        ...plain,
        type: 'json',
        dataType: 'json',
        interface: 'list',
        special: ['cast-json'],
        options: {
          fields: ((field.fields ?? []) as readonly RepeaterField[]).map(repeaterField),
          template: field.fields?.[0] ? `{{ ${field.fields[0].name} }}` : null,
        },
      };
  }
}

const REPEATER_TYPES = {
  string: ['string', 'input'],
  url: ['string', 'input'],
  text: ['text', 'input-multiline'],
  integer: ['integer', 'input'],
  boolean: ['boolean', 'boolean'],
} as const;

/** A repeater's sub-field as the `list` interface's options describe it. */
function repeaterField(sub: RepeaterField) {
  const [type, input] = REPEATER_TYPES[sub.kind];
  return {
    field: sub.name,
    name: fieldLabel(sub),
    type,
    meta: { field: sub.name, type, interface: input, width: sub.width ?? 'full', required: sub.required ?? false, note: sub.note ?? null },
  };
}

const typeKeys = (types: readonly SectionDefinition[]) => types.map((definition) => definition.key);
const typeLabels = (types: readonly SectionDefinition[]) => types.map((definition) => definition.label).join(', ');

/** Hides a field while `type` is a type other than `types` (including no type yet, on a new section). */
const hiddenUnless = (types: readonly SectionDefinition[], options: Record<string, unknown> | null) => ({
  name: `Only for ${typeLabels(types)}`,
  rule: { _and: [{ type: { _nin: typeKeys(types) } }] },
  hidden: true,
  readonly: false,
  required: false,
  // A condition that applies replaces the field's options with its own: keep them.
  ...(options ? { options } : {}),
});

/** Requires a field while `type` is one of `types`. */
const requiredFor = (types: readonly SectionDefinition[], options: Record<string, unknown> | null) => ({
  name: `Required for ${typeLabels(types)}`,
  rule: { _and: [{ type: { _in: typeKeys(types) } }] },
  hidden: false,
  readonly: false,
  required: true,
  ...(options ? { options } : {}),
});

interface FieldSpec {
  field: string;
  shape: Omit<ColumnShape, 'display' | 'displayOptions' | 'foreignKey'> & Partial<ColumnShape>;
  sort: number;
  note: string | null;
  width: 'half' | 'full';
  hidden: boolean;
  required: boolean;
  conditions: unknown[] | null;
  /** The field's group (a slot's), and its label in the Data Studio where the column's name would not do. */
  group?: string;
  label?: string;
}

function snapshotField({ field, shape, sort, note, width, hidden, required, conditions, group, label }: FieldSpec): SnapshotEntry {
  return {
    collection: SECTIONS_COLLECTION,
    field,
    type: shape.type,
    meta: {
      collection: SECTIONS_COLLECTION,
      conditions,
      display: shape.display ?? null,
      display_options: shape.displayOptions ?? null,
      field,
      group: group ?? null,
      hidden,
      interface: shape.interface,
      note,
      options: shape.options,
      readonly: false,
      required,
      searchable: true,
      sort,
      special: shape.special,
      translations: label ? [{ language: 'en-US', translation: label }] : null,
      validation: null,
      validation_message: null,
      width,
    },
    schema: {
      name: field,
      table: SECTIONS_COLLECTION,
      data_type: shape.dataType,
      default_value: null,
      max_length: shape.maxLength,
      numeric_precision: null,
      numeric_scale: null,
      is_nullable: true,
      is_unique: false,
      is_indexed: false,
      is_primary_key: false,
      is_generated: false,
      generation_expression: null,
      has_auto_increment: false,
      foreign_key_table: shape.foreignKey ?? null,
      foreign_key_column: shape.foreignKey ? 'id' : null,
    },
  };
}

/** The `type` choice: every registered type by its name and icon. */
function typeField(): SnapshotEntry {
  const choices = SECTION_TYPES.map((definition) => ({ text: definition.label, value: definition.key, icon: definition.icon }));
  const entry = snapshotField({
    field: 'type',
    shape: { type: 'string', dataType: 'varchar', maxLength: 255, interface: 'select-dropdown', special: null, options: { choices } },
    sort: 2,
    note: 'What the section is; each type has fields of its own',
    width: 'half',
    hidden: false,
    required: true,
    conditions: null,
  });
  const meta = entry.meta as Record<string, unknown>;
  return { ...entry, meta: { ...meta, display: 'labels', display_options: { choices } } };
}

/** The shared heading: shown for the types that have one, required for those that need one. */
function headingField(): SnapshotEntry {
  const withHeading = SECTION_TYPES.filter((definition) => definition.heading);
  const needHeading = withHeading.filter((definition) => definition.heading?.required);
  const conditions = [hiddenUnless(withHeading, null), ...(needHeading.length ? [requiredFor(needHeading, null)] : [])];
  return snapshotField({
    field: 'heading',
    shape: { type: 'string', dataType: 'varchar', maxLength: 255, interface: 'input', special: null, options: null },
    sort: 4,
    note: null,
    width: 'full',
    hidden: false,
    required: false,
    conditions,
  });
}

/** Every field the registry defines on `sections`: the type choice, the heading and each type's columns. */
export function sectionSchemaFields(): SnapshotEntry[] {
  let sort = FIRST_TYPE_SORT;
  const columns = SECTION_TYPES.flatMap((definition) =>
    definition.fields.flatMap((field) => {
      if (field.kind === 'slots') return slotEntries(definition, field, () => sort++);
      const shape = shapeOf({ ...field, kind: field.kind });
      return [
        snapshotField({
          field: columnOf(definition, field.name),
          shape,
          sort: sort++,
          note: field.note ?? null,
          width: field.width ?? 'full',
          hidden: false,
          required: false,
          conditions: [hiddenUnless([definition], shape.options), ...(field.required ? [requiredFor([definition], shape.options)] : [])],
          label: fieldLabel(field),
        }),
      ];
    }),
  );
  return [typeField(), headingField(), ...columns];
}

/**
 * A `slots` field in the item form: one collapsible group per item ("Image 1", open for the first), shown for its
 * type only, holding the item's columns under their own labels. Required sub-fields are required only in an item
 * that is used, which a Directus condition cannot say: the checks at save refuse them (sectionProblems).
 */
function slotEntries(definition: SectionDefinition, field: SectionField, nextSort: () => number): SnapshotEntry[] {
  const itemLabel = field.itemLabel ?? 'Item';
  return slotNumbers(field).flatMap((slot) => {
    const group = `${columnOf(definition, field.name)}_${slot}`;
    const groupEntry = snapshotField({
      field: group,
      shape: {
        type: 'alias',
        dataType: 'alias',
        maxLength: null,
        interface: 'group-detail',
        special: ['alias', 'no-data', 'group'],
        options: { start: slot === 1 ? 'open' : 'closed' },
      },
      sort: nextSort(),
      note: slot === 1 ? (field.note ?? null) : null,
      width: 'full',
      hidden: false,
      required: false,
      conditions: [hiddenUnless([definition], null)],
      label: `${itemLabel} ${slot}`,
    });
    const children = ((field.fields ?? []) as readonly SlotField[]).map((sub, index) =>
      snapshotField({
        field: slotColumn(definition, field, slot, sub.name),
        shape: shapeOf({ name: sub.name, kind: sub.kind }),
        sort: index + 1,
        note: sub.note ?? null,
        width: sub.width ?? 'full',
        hidden: false,
        required: false,
        conditions: null,
        group,
        label: fieldLabel(sub),
      }),
    );
    return [{ ...groupEntry, type: 'alias', schema: null }, ...children];
  });
}

/** The many-to-one relations of the types' image and relation fields (and of image sub-fields of slots). */
export function sectionSchemaRelations(): SnapshotEntry[] {
  return SECTION_TYPES.flatMap((definition) =>
    definition.fields.flatMap((field) => {
      if (field.kind === 'slots')
        return slotNumbers(field).flatMap((slot) =>
          ((field.fields ?? []) as readonly SlotField[])
            .filter((sub) => sub.kind === 'image')
            .map((sub) => relation(slotColumn(definition, field, slot, sub.name), 'directus_files')),
        );
      const related = shapeOf({ ...field, kind: field.kind }).foreignKey;
      return related ? [relation(columnOf(definition, field.name), related)] : [];
    }),
  );
}

/** A many-to-one relation from a `sections` column; deleting the related item empties the column. */
function relation(column: string, related: string): SnapshotEntry {
  return {
    collection: SECTIONS_COLLECTION,
    field: column,
    related_collection: related,
    meta: {
      junction_field: null,
      many_collection: SECTIONS_COLLECTION,
      many_field: column,
      one_allowed_collections: null,
      one_collection: related,
      one_collection_field: null,
      one_deselect_action: 'nullify',
      one_field: null,
      sort_field: null,
    },
    schema: {
      table: SECTIONS_COLLECTION,
      column,
      foreign_key_table: related,
      foreign_key_column: 'id',
      constraint_name: null,
      on_update: 'NO ACTION',
      on_delete: 'SET NULL',
    },
  };
}
