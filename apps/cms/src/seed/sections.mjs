import { defaultSectionName, SECTION_TYPES, sectionColumns, sectionType } from '@tessera/sections';

/**
 * A `sections` row from demo values named as a type names its fields; a relation's natural key (a form's title, a
 * product's slug, a demo image's key) becomes its id through `relatedId`.
 * @param {string} type a registered type's key
 * @param {Record<string, unknown>} values
 * @param {(related: string, value: unknown) => unknown} relatedId
 */
export function demoSection(type, values, relatedId) {
  const definition = sectionType(type);
  if (!definition) throw new Error(`The demo content names the section type "${type}", which is not registered`);
  /** @type {Record<string, unknown>} */
  return {
    type,
    heading: values.heading ?? null,
    name: defaultSectionName(definition, values.heading),
    ...sectionColumns(definition, values, relatedId),
  };
}

/** The showcase page's title and description in each demo language. */
const SHOWCASE = {
  en: { title: 'Every section', seo_description: 'One of each kind of section the page builder offers.' },
  de: { title: 'Alle Abschnitte', seo_description: 'Je ein Abschnitt jeder Art, die der Seitenbaukasten bietet.' },
  ar: { title: 'كل الأقسام', seo_description: 'قسم واحد من كل نوع يقدمه منشئ الصفحات.' },
};

/**
 * The `/sections` page in English, German and Arabic (English first): one section of each registered type, with
 * its type's demo content (`demo.ts` in its folder), in the registry's order.
 * @typedef {{ language: string, slug: string, title: string, status: string, seo_description: string, sections: import('./content.mjs').Section[] }} ShowcasePage
 * @returns {[ShowcasePage, ...ShowcasePage[]]}
 */
export function showcasePages() {
  /** @param {'en' | 'de' | 'ar'} language */
  const page = (language) => ({
    language,
    slug: 'sections',
    status: 'published',
    ...SHOWCASE[language],
    sections: SECTION_TYPES.map(
      (definition) => /** @type {import('./content.mjs').Section} */ ([definition.key, definition.demo[language]]),
    ),
  });
  return [page('en'), page('de'), page('ar')];
}
