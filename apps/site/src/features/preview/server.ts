import 'server-only';
import { previewMode } from '@/lib/preview/mode';
import { editingMode } from '@/lib/visual-editing/mode';
import { contentVersion, getPage, getPagePreview, getPost, getPostPreview } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';

/** Whether this request is an editor's preview (a valid preview pass, given by /api/preview; lib/preview). */
export const isPreview = previewMode;

/**
 * The readers a page uses: published content from the (cached) published-only queries for visitors,
 * drafts read straight from Directus only in preview, in the content version the address names
 * (`?version=draft`, which the Data Studio's Live Preview and Visual Editor add). Visitors' pages ignore it.
 * Also settles whether the page renders for the Visual Editor (editing markers), before its parts ask.
 */
export async function contentReaders(versionParameter?: string | string[]) {
  const [preview, editing, { locale }] = await Promise.all([isPreview(), editingMode(), pageLanguage()]);
  const version = preview && typeof versionParameter === 'string' ? contentVersion(versionParameter) : null;
  return {
    preview,
    editing,
    version,
    /** The page at a slug in the page's language. */
    getPage: (slug: string) => (preview ? getPagePreview(slug, version, locale) : getPage(slug, locale)),
    /** The post at a slug in the page's language. */
    getPost: (slug: string) => (preview ? getPostPreview(slug, version, locale) : getPost(slug, locale)),
  };
}
