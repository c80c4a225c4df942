import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/features/seo/sitemap';
import { listSitemapContent } from '@/lib/content';
import { siteUrl } from '@/lib/site-url';

// Built per request from Directus (the content module's reads are cached), never at build time.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await listSitemapContent(), siteUrl());
}
