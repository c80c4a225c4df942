import 'server-only';
import { draftMode } from 'next/headers';
import { getPage, getPagePreview, getPost, getPostPreview } from '@/lib/content';

/** Whether this request is an editor's preview (Next.js draft mode, switched on by /api/preview). */
export async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}

/**
 * The readers a page uses: published content from the (cached) published-only queries for visitors,
 * drafts read straight from Directus only in preview.
 */
export async function contentReaders() {
  const preview = await isPreview();
  return {
    preview,
    getPage: preview ? getPagePreview : getPage,
    getPost: preview ? getPostPreview : getPost,
  };
}
