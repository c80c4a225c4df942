import { validatePayload } from '@directus/utils';
import { describe, expect, it } from 'vitest';
import { SECTION_TYPES, columnOf, sectionSchemaFields } from './index.js';

interface Condition {
  readonly rule: Parameters<typeof validatePayload>[0];
  readonly hidden?: boolean;
  readonly required?: boolean;
}

/**
 * How the Data Studio shows a field for the values in its form: the last of its conditions whose rule the values
 * meet, tested as the Data Studio tests it (@directus/utils' validatePayload, every compared value required), else
 * the field's own meta.
 */
function shown(field: string, values: Record<string, unknown>) {
  const entry = sectionSchemaFields().find((candidate) => candidate.field === field);
  const meta = entry?.meta as { hidden: boolean; required: boolean; conditions: Condition[] | null };
  const applies = [...(meta.conditions ?? [])]
    .reverse()
    .find((condition) => validatePayload(condition.rule, values, { requireAll: true }).length === 0);
  return { hidden: applies ? Boolean(applies.hidden) : meta.hidden, required: applies ? Boolean(applies.required) : meta.required };
}

describe('the Data Studio form of a section', () => {
  const [first, second] = SECTION_TYPES;
  const column = columnOf(first!, first!.fields[0]!.name);

  it('shows a type’s fields for that type only', () => {
    expect(shown(column, { type: first!.key }).hidden).toBe(false);
    expect(shown(column, { type: second!.key }).hidden).toBe(true);
  });

  it('shows no type’s fields on a new section until its type is chosen', () => {
    expect(shown(column, { type: null }).hidden).toBe(true);
  });

  it('keeps a field visible in a form without the type, as a Visual Editor popover edits one field alone', () => {
    expect(shown(column, {}).hidden).toBe(false);
    expect(shown('heading', {}).hidden).toBe(false);
  });

  it('requires a required field for its own type only', () => {
    for (const definition of SECTION_TYPES) {
      // A slots field has no column of its own: the checks at save require its first item (content.ts).
      for (const field of definition.fields.filter((candidate) => candidate.required && candidate.kind !== 'slots')) {
        const name = columnOf(definition, field.name);
        expect(shown(name, { type: definition.key }), name).toEqual({ hidden: false, required: true });
        const other = SECTION_TYPES.find((candidate) => candidate !== definition)!;
        expect(shown(name, { type: other.key }).required, name).toBe(false);
      }
    }
    const needsHeading = SECTION_TYPES.find((definition) => definition.heading?.required)!;
    expect(shown('heading', { type: needsHeading.key })).toEqual({ hidden: false, required: true });
  });
});
