/**
 * The languages the site's own words are written in (messages/*.json). A language configured in
 * Directus without a catalogue here shows the site's own words in English, its content in its own language.
 */
export const CATALOGUE_LOCALES = ['en', 'de', 'ar'] as const;
export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];

/** The catalogue every other one is checked against, and falls back to. */
export const SOURCE_LOCALE: CatalogueLocale = 'en';

export function hasCatalogue(locale: string): locale is CatalogueLocale {
  return (CATALOGUE_LOCALES as readonly string[]).includes(locale);
}

/** Dates are shown as stored (UTC), so a page reads the same wherever it is rendered. */
export const TIME_ZONE = 'UTC';
