import { columnOf, defaultSectionName, sectionType } from '@tessera/sections';

/**
 * A `sections` row from demo values named as a type names its fields; a relation's natural key (a form's title, a
 * product's slug) becomes its id through `relatedId`.
 * @param {string} type a registered type's key
 * @param {Record<string, unknown>} values
 * @param {(related: string, value: unknown) => unknown} relatedId
 */
export function demoSection(type, values, relatedId) {
  const definition = sectionType(type);
  if (!definition) throw new Error(`The demo content names the section type "${type}", which is not registered`);
  /** @type {Record<string, unknown>} */
  const row = { type, heading: values.heading ?? null, name: defaultSectionName(definition, values.heading) };
  for (const field of definition.fields) {
    if (!(field.name in values)) continue;
    const value = values[field.name];
    row[columnOf(definition, field.name)] = field.kind === 'relation' && field.related ? (relatedId(field.related, value) ?? null) : value;
  }
  return row;
}
