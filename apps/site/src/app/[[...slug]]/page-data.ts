import type { Metadata } from 'next';
import type { assetUrl as AssetUrl } from '@/components/AssetImage';
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

/**
 * A page's metadata. A members-only page gives away nothing but its title, and is not indexed:
 * no description or preview image for link previews or search engines.
 */
export function pageMetadata(page: Page, assetUrl: typeof AssetUrl): Metadata {
  const title = page.slug === '' ? { absolute: page.seo_title || page.title } : page.seo_title || page.title;
  if (page.members_only) return { title, robots: { index: false, follow: false } };
  return {
    title,
    description: page.seo_description ?? undefined,
    openGraph: page.seo_image ? { images: [assetUrl(page.seo_image, { width: 1200, height: 630, fit: 'cover' })] } : undefined,
  };
}
