import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import type { Language } from '@/lib/content';
import { LOCALE_HEADER } from './headers';
import { localePath, siteLanguages } from './languages';

export interface PageLanguage {
  locale: string;
  direction: Language['direction'];
  defaultLocale: string;
  languages: Language[];
  /** A default-language path (/posts, /about) as a link in this page's language (/de/posts). */
  href(path: string): string;
}

/** The language of the page being rendered, read once per request. */
export const pageLanguage = cache(async (): Promise<PageLanguage> => {
  const [site, requestHeaders] = await Promise.all([siteLanguages(), headers()]);
  const asked = requestHeaders.get(LOCALE_HEADER);
  const language =
    site.languages.find((candidate) => candidate.code === asked) ??
    site.languages.find((candidate) => candidate.code === site.defaultLocale)!;
  return {
    locale: language.code,
    direction: language.direction,
    defaultLocale: site.defaultLocale,
    languages: site.languages,
    href: (path) => localePath(path, language.code, site.defaultLocale),
  };
});
