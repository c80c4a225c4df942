import 'server-only';
import { draftMode } from 'next/headers';
import { editingMode } from '@/lib/visual-editing/mode';
import { contentVersion, getPage, getPagePreview, getPost, getPostPreview } from '@/lib/content';

/** Whether this request is an editor's preview (Next.js draft mode, switched on by /api/preview). */
export async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}

/**
 * The readers a page uses: published content from the (cached) published-only queries for visitors,
 * drafts read straight from Directus only in preview, in the content version the address names
 * (`?version=draft`, which the Data Studio's Live Preview and Visual Editor add). Visitors' pages ignore it.
 * Also settles whether the page renders for the Visual Editor (editing markers), before its parts ask.
 */
export async function contentReaders(versionParameter?: string | string[]) {
  const [preview, editing] = await Promise.all([isPreview(), editingMode()]);
  const version = preview && typeof versionParameter === 'string' ? contentVersion(versionParameter) : null;
  return {
    preview,
    editing,
    version,
    getPage: preview ? (slug: string) => getPagePreview(slug, version) : getPage,
    getPost: preview ? (slug: string) => getPostPreview(slug, version) : getPost,
  };
}
