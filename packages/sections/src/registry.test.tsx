// Every registered section type has all its parts, and what follows from the registry (the schema, reads, search,
// the renderer) covers each of them. A type added to the list without a part fails here, naming the type.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  columnOf,
  fieldColumns,
  fieldLabel,
  sectionColumns,
  sectionProblems,
  sectionReadFields,
  sectionValues,
  slotColumn,
  slotNumbers,
  typeColumns,
  type SectionRow,
} from './content.js';
import type { SectionDefinition } from './definition.js';
import { SECTION_TYPES } from './registry.js';
import { SectionView, sectionEdit } from './render.js';
import { sectionSchemaFields, sectionSchemaRelations } from './schema.js';
import { testKit } from './testing/kit.js';

const typesDir = fileURLToPath(new URL('./types/', import.meta.url));
const LANGUAGES = ['en', 'de', 'ar'] as const;

/** A section row of a type from its English demo content (relations and images as placeholders). */
function demoRow(definition: SectionDefinition, id = 7): SectionRow {
  const columns = sectionColumns(definition, definition.demo.en, (related, value) =>
    related === 'directus_files' ? `file-${String(value)}` : { id: 3, title: String(value) },
  );
  return { id, type: definition.key, heading: definition.demo.en['heading'] ?? null, ...columns } as SectionRow;
}

/** The attributes of the first element of some HTML, unescaped. */
function rootAttributes(html: string): Record<string, string> {
  const tag = /^<[a-z0-9]+([^>]*)>/.exec(html)?.[1] ?? '';
  const unescape = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, unescape(value!)]));
}

describe('the section registry', () => {
  it('lists every folder in types/ once, by unique keys', () => {
    const folders = readdirSync(typesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(SECTION_TYPES.map((definition) => definition.key).sort()).toEqual(folders.sort());
  });

  describe.each(SECTION_TYPES.map((definition) => [definition.key, definition] as const))('the type %s', (key, definition) => {
    it('has its folder’s parts: definition, demo content and component', () => {
      expect(key).toMatch(/^[a-z][a-z_]{0,30}$/);
      expect(existsSync(`${typesDir}${key}/definition.ts`)).toBe(true);
      expect(existsSync(`${typesDir}${key}/demo.ts`)).toBe(true);
      expect(definition.label.trim()).not.toBe('');
      expect(definition.icon).toMatch(/^[a-z_]+$/);
      expect(definition.description.trim()).not.toBe('');
      expect(definition.markdown).toBeTypeOf('function');
    });

    it('declares fields the schema can hold', () => {
      const names = definition.fields.map((field) => field.name);
      expect(new Set(names).size).toBe(names.length);
      for (const field of definition.fields) {
        expect(field.name).toMatch(/^[a-z][a-z0-9_]*$/);
        if (field.kind === 'relation') expect(field.related, field.name).toBeTruthy();
        if (field.kind === 'repeater' || field.kind === 'slots') expect(field.fields?.length, field.name).toBeGreaterThan(0);
        if (field.kind === 'slots') expect(field.count, field.name).toBeGreaterThan(0);
        if (field.search) expect(['string', 'text', 'blocks', 'repeater']).toContain(field.kind);
      }
    });

    it('has demo content in English, German and Arabic that its checks at save accept', () => {
      for (const language of LANGUAGES) {
        const demo = definition.demo[language];
        for (const name of Object.keys(demo)) expect([...definition.fields.map((field) => field.name), 'heading']).toContain(name);
        const row = { type: key, heading: demo['heading'] ?? null, ...sectionColumns(definition, demo, (_, value) => value) };
        expect(sectionProblems(row), language).toEqual([]);
      }
    });

    it('refuses at save a section without a required field, naming the field', () => {
      for (const field of definition.fields.filter((candidate) => candidate.required)) {
        const emptied = Object.fromEntries(fieldColumns(definition, field.name).map((column) => [column, null]));
        const row = { ...demoRow(definition), ...emptied };
        expect(sectionProblems(row)[0]).toMatch(new RegExp(`^"[^"]+" is required in a ${definition.label} section\\.$`));
      }
      if (definition.heading?.required)
        expect(sectionProblems({ ...demoRow(definition), heading: ' ' })[0]).toMatch(/^"Heading" is required/);
    });

    it('is in the schema, the reads and the type choice', () => {
      const schemaFields = sectionSchemaFields().map((entry) => entry.field);
      for (const column of typeColumns(definition)) {
        expect(schemaFields).toContain(column);
        expect(sectionReadFields().some((read) => read === column || read.startsWith(`${column}.`))).toBe(true);
      }
      // The Data Studio names a field as a refusal at save does.
      for (const field of definition.fields.filter((candidate) => candidate.kind !== 'slots')) {
        const entry = sectionSchemaFields().find((candidate) => candidate.field === columnOf(definition, field.name)) as unknown as {
          meta: { translations: { language: string; translation: string }[] };
        };
        expect(entry.meta.translations).toEqual([{ language: 'en-US', translation: fieldLabel(field) }]);
      }
      const type = sectionSchemaFields().find((entry) => entry.field === 'type') as unknown as {
        meta: { options: { choices: { value: string }[] } };
      };
      expect(type.meta.options.choices.map((choice) => choice.value)).toContain(key);
      const relations = sectionSchemaRelations().map((entry) => entry.field);
      for (const field of definition.fields.filter((candidate) => candidate.kind === 'relation' || candidate.kind === 'image'))
        expect(relations).toContain(columnOf(definition, field.name));
      for (const field of definition.fields.filter((candidate) => candidate.kind === 'slots'))
        for (const sub of (field.fields ?? []).filter((candidate) => candidate.kind === 'image'))
          for (const slot of slotNumbers(field)) expect(relations).toContain(slotColumn(definition, field, slot, sub.name));
    });

    it('renders its root element with data-section and Visual Editor markers on the sections item', async () => {
      const element = await SectionView({ link: { id: 1, sort: 1, sections_id: demoRow(definition) }, isFirst: false, kit: testKit });
      const html = renderToStaticMarkup(<>{element}</>);
      const root = rootAttributes(html.replace(/^(<link[^>]*>)+/, ''));
      expect(root['data-section']).toBe(key);
      const target = JSON.parse(root['data-directus'] ?? '{}') as { collection?: string; item?: number; fields?: string[] };
      expect(target.collection).toBe('sections');
      expect(target.item).toBe(7);
      for (const field of target.fields ?? []) expect(sectionSchemaFields().map((entry) => entry.field)).toContain(field);
    });
  });

  it('leaves out a section whose type the code does not know, and a link without its section', async () => {
    const unknown = { id: 9, type: 'carousel', heading: 'Added in Directus only' } as SectionRow;
    expect(await SectionView({ link: { id: 1, sort: 1, sections_id: unknown }, isFirst: true, kit: testKit })).toBeNull();
    expect(await SectionView({ link: { id: 2, sort: 2, sections_id: null }, isFirst: false, kit: testKit })).toBeNull();
    expect(sectionProblems(unknown)).toEqual([]);
  });

  it('names a section’s fields by their type in its values and Visual Editor targets', () => {
    const [hero] = SECTION_TYPES;
    const values = sectionValues(hero!, demoRow(hero!)) as Record<string, unknown>;
    expect(Object.keys(values).sort()).toEqual(['heading', 'id', ...hero!.fields.map((field) => field.name)].sort());
    expect(sectionEdit(hero!, 7)(['heading', hero!.fields[0]!.name]).fields).toEqual(['heading', columnOf(hero!, hero!.fields[0]!.name)]);
  });
});
