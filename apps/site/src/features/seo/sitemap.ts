import type { MetadataRoute } from 'next';
import type { SitemapContent } from '@/lib/content';
import { absoluteUrl } from '@/lib/site-url';

/** A Directus timestamp as a Date, or nothing when it is missing or unreadable. */
function dateOf(...values: (string | null | undefined)[]): Date | undefined {
  for (const value of values) {
    const date = value ? new Date(value) : undefined;
    if (date && !Number.isNaN(date.getTime())) return date;
  }
  return undefined;
}

/**
 * The sitemap's entries: the home page and the other pages, the journal, and every post, as
 * absolute URLs. The content is already published-only and public-only (listSitemapContent).
 */
export function sitemapEntries(content: SitemapContent, base: string): MetadataRoute.Sitemap {
  const pages = content.pages.map((page) => ({
    url: absoluteUrl(page.slug === '' ? '/' : `/${page.slug}`, base),
    lastModified: dateOf(page.date_updated),
  }));
  const posts = content.posts.map((post) => ({
    url: absoluteUrl(`/posts/${post.slug}`, base),
    lastModified: dateOf(post.date_updated, post.published_at),
  }));
  const newestPost = posts.map((post) => post.lastModified).find(Boolean);
  return [...pages, { url: absoluteUrl('/posts', base), lastModified: newestPost }, ...posts];
}
