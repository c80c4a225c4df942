import { getLocale, getTranslations } from 'next-intl/server';
import { FEED_SIZE, rssFeed } from '@/features/seo/feed';
import { ContentError, listFeedPosts } from '@/lib/content';
import { getSiteChrome } from '@/lib/site';
import { siteUrl } from '@/lib/site-url';

// Built per request from Directus (the content module's reads are cached), never at build time.
export const dynamic = 'force-dynamic';

/** The journal as an RSS 2.0 feed, linked from every page's <head>. */
export async function GET() {
  try {
    const [{ settings }, posts, t, language] = await Promise.all([
      getSiteChrome(),
      listFeedPosts(FEED_SIZE),
      getTranslations('Site'),
      getLocale(),
    ]);
    const title = t('journalFeed', { siteName: settings.site_name });
    const xml = rssFeed({ title, description: settings.seo_description ?? settings.tagline ?? title, base: siteUrl(), language }, posts);
    return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
  } catch (error) {
    if (error instanceof ContentError && error.kind === 'unavailable') {
      return new Response((await getTranslations('Unavailable'))('feed'), { status: 503, headers: { 'retry-after': '30' } });
    }
    throw error;
  }
}
