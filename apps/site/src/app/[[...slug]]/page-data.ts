import type { Metadata } from 'next';
import { seoMetadata, type GeneratedImage, type SeoDefaults } from '@/features/seo/metadata';
import type { Page } from '@/lib/content';

const SLUG_PART = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Whether a path's segments can name a CMS page (shared with the proxy). */
export function isPageSlug(slug: string[]): boolean {
  return slug.length <= 5 && slug.every((part) => SLUG_PART.test(part));
}

export async function pageForSlug(slug: string[] = [], getPage: (slug: string) => Promise<Page | null>): Promise<Page | null> {
  if (!isPageSlug(slug)) return null;
  return getPage(slug.join('/'));
}

/** A page's path in the default language's form ("/" for the home page); pageLanguage().href adds the language. */
export function pagePath(page: Pick<Page, 'slug'>): string {
  return page.slug === '' ? '/' : `/${page.slug}`;
}

/**
 * A page's metadata: its SEO fields over the site's defaults. A members-only page gives away
 * nothing but its title, and is not indexed: no description or preview image for link previews or
 * search engines. A page without an SEO image of its own shares `generatedImage` (features/seo/share-image). A page
 * with a Markdown version links it (`markdownPath`, features/markdown).
 */
export function pageMetadata(
  page: Page,
  defaults: SeoDefaults,
  path: string,
  generatedImage?: GeneratedImage | null,
  markdownPath?: string | null,
): Metadata {
  const title = page.seo_title || page.title;
  const isHome = page.slug === '';
  if (page.members_only) return { title: isHome ? { absolute: title } : title, robots: { index: false, follow: false } };
  return seoMetadata(
    {
      title,
      absoluteTitle: isHome,
      description: page.seo_description,
      path,
      image: page.seo_image,
      generatedImage,
      noIndex: page.seo_no_index,
      markdownPath,
    },
    defaults,
  );
}
