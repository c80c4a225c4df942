import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import { pageLanguage } from '@/lib/i18n/page-language';
import { getSiteChrome } from '@/lib/site';

/**
 * A page's place in the site, from the home page down to the page itself: what the BreadcrumbList structured data
 * says (./json-ld.ts) and what a visible breadcrumb shows, so both always tell the same trail.
 */
export interface Crumb {
  /** The page's name as a visitor reads it, in the page's language. */
  name: string;
  /** Its path in the page's language (`/de/posts`). */
  path: string;
}

/**
 * The trail of a page below the home page, in the page's language: the home page (named by the site's name),
 * then `below` (a CMS page or a product: itself; a post: the journal, then the post). Paths are default-language
 * paths (`/posts`), put in the page's language here.
 */
export async function breadcrumbTrail(...below: Crumb[]): Promise<Crumb[]> {
  const [{ settings }, { href }] = await Promise.all([getSiteChrome(), pageLanguage()]);
  return [{ name: settings.site_name, path: href('/') }, ...below.map((crumb) => ({ ...crumb, path: href(crumb.path) }))];
}

/** The journal's crumb (`/posts`), the parent of every post. */
export async function journalCrumb(): Promise<Crumb> {
  const t = await getTranslations('Journal');
  return { name: t('title'), path: '/posts' };
}
