import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { listTranslations, type Language } from '@/lib/content';
import { PATH_HEADER } from './headers';
import { localePath } from './languages';
import { pageLanguage } from './page-language';

/** The site's own routes, whose paths are the same in every language. */
const SITE_ROUTES = new Set(['account', 'checkout', 'posts', 'products']);

export interface Alternate {
  language: Language;
  href: string;
  /** False when the page has no version in this language and the link leads to that language's home page. */
  translated: boolean;
}

/** Where a page's path is in each language: its translation's path, the same route, or null (no translation). */
async function translatedPaths(path: string, locale: string): Promise<Map<string, string> | 'same-route'> {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'posts' && segments.length === 2) {
    const translations = await listTranslations('posts', locale, segments[1]!).catch(() => []);
    return new Map(translations.map(({ language, slug }) => [language, `/posts/${slug}`]));
  }
  if (SITE_ROUTES.has(segments[0] ?? '')) return 'same-route';
  const translations = await listTranslations('pages', locale, segments.join('/')).catch(() => []);
  return new Map(translations.map(({ language, slug }) => [language, slug === '' ? '/' : `/${slug}`]));
}

/**
 * The current page's versions for hreflang: each language it exists in, and `x-default` for the default language's
 * version. Languages it has no version in are left out (their switcher links lead to a home page, not to this page).
 */
export async function hreflangAlternates(): Promise<Record<string, string>> {
  const [alternates, { defaultLocale }] = await Promise.all([pageAlternates(), pageLanguage()]);
  const translated = alternates.filter((alternate) => alternate.translated);
  const versions: Record<string, string> = Object.fromEntries(translated.map(({ language, href }) => [language.code, href]));
  if (versions[defaultLocale]) versions['x-default'] = versions[defaultLocale];
  return versions;
}

/**
 * The current page in every configured language, for the language switcher and hreflang: each language's
 * translation of it where there is one, else that language's home page, so no link leads to a 404.
 */
export const pageAlternates = cache(async (): Promise<Alternate[]> => {
  const [{ locale, defaultLocale, languages }, requestHeaders] = await Promise.all([pageLanguage(), headers()]);
  const path = requestHeaders.get(PATH_HEADER) ?? '/';
  const paths = await translatedPaths(path, locale);
  return languages.map((language) => {
    const translated = paths === 'same-route' ? path : paths.get(language.code);
    return {
      language,
      href: localePath(translated ?? '/', language.code, defaultLocale),
      translated: translated !== undefined,
    };
  });
});

/** The current page's own address, language prefix included (/de/kontakt): where a form posted from it returns. */
export const currentPagePath = cache(async (): Promise<string> => {
  const [{ locale, defaultLocale }, requestHeaders] = await Promise.all([pageLanguage(), headers()]);
  return localePath(requestHeaders.get(PATH_HEADER) ?? '/', locale, defaultLocale);
});
