import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/features/seo/sitemap';
import { listSitemapContent } from '@/lib/content';
import { siteLanguages } from '@/lib/i18n/languages';
import { siteUrl } from '@/lib/site-url';

// Built per request from Directus (the content module's reads are cached), never at build time.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [content, { languages, defaultLocale }] = await Promise.all([listSitemapContent(), siteLanguages()]);
  return sitemapEntries(content, siteUrl(), { codes: languages.map((language) => language.code), defaultLocale });
}
