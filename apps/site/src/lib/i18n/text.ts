import type { TextTranslations } from '@/lib/content';

/** A small text in the page's language, or the default language's with that language's code in `lang`. */
export interface LocalText {
  text: string;
  /** Set when the text is not in the page's language (a missing translation): the element's lang attribute. */
  lang?: string;
}

/**
 * `field` of an item with small-text translations (navigation, settings, products, locations) in `locale`:
 * its translation row's text, else the item's own (default-language) text, marked with that language.
 */
export function textIn<Field extends string>(
  item: { translations?: TextTranslations<Field> } & Partial<Record<Field, string | null>>,
  field: Field,
  locale: string,
  defaultLocale: string,
): LocalText | null {
  const own = item[field];
  if (locale === defaultLocale) return own ? { text: own } : null;
  const translated = item.translations?.find((row) => row.language === locale)?.[field];
  if (typeof translated === 'string' && translated.trim() !== '') return { text: translated };
  return own ? { text: own, lang: defaultLocale } : null;
}
