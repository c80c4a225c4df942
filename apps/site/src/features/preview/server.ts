import 'server-only';
import { draftMode } from 'next/headers';
import { getPage, getPagePreview, getPost, getPostPreview } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';

/** Whether this request is an editor's preview (Next.js draft mode, switched on by /api/preview). */
export async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}

/**
 * The readers a page uses: published content from the (cached) published-only queries for visitors,
 * drafts read straight from Directus only in preview.
 */
export async function contentReaders() {
  const [preview, { locale }] = await Promise.all([isPreview(), pageLanguage()]);
  const [readPage, readPost] = preview ? [getPagePreview, getPostPreview] : [getPage, getPost];
  return {
    preview,
    /** The page at a slug in the page's language. */
    getPage: (slug: string) => readPage(slug, locale),
    /** The post at a slug in the page's language. */
    getPost: (slug: string) => readPost(slug, locale),
  };
}
