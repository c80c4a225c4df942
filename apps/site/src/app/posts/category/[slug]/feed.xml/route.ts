import { getTranslations } from '@/lib/i18n/server';
import { FEED_SIZE, rssFeed } from '@/features/seo/feed';
import { ContentError, getCategory, listFeedPosts } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import { textIn } from '@/lib/i18n/text';
import { categoryPath } from '@/lib/journal-paths';
import { getSiteChrome } from '@/lib/site';
import { siteUrl } from '@/lib/site-url';

// Built per request from Directus (the content module's reads are cached), never at build time.
export const dynamic = 'force-dynamic';

/** A category's posts in a language as an RSS 2.0 feed (/posts/category/glass/feed.xml, /de/posts/category/glass/feed.xml). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  try {
    const { slug } = await params;
    const [{ locale, defaultLocale, href }, category] = await Promise.all([pageLanguage(), getCategory(slug)]);
    if (!category) return new Response('Not found', { status: 404 });
    const [{ settings }, posts, t] = await Promise.all([
      getSiteChrome(),
      listFeedPosts(FEED_SIZE, locale, category.id),
      getTranslations('Listing'),
    ]);
    if (posts.length === 0) return new Response('Not found', { status: 404 });
    const name = textIn(category, 'name', locale, defaultLocale)?.text ?? slug;
    const title = t('feedTitle', { siteName: settings.site_name, name });
    const description = textIn(category, 'description', locale, defaultLocale)?.text ?? title;
    const xml = rssFeed({ title, description, base: siteUrl(), language: locale, href, path: categoryPath(slug) }, posts);
    return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
  } catch (error) {
    if (error instanceof ContentError && error.kind === 'unavailable') {
      return new Response((await getTranslations('Unavailable'))('feed'), { status: 503, headers: { 'retry-after': '30' } });
    }
    throw error;
  }
}
