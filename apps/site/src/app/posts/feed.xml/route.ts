import { getTranslations } from '@/lib/i18n/server';
import { FEED_SIZE, rssFeed } from '@/features/seo/feed';
import { ContentError, listFeedPosts } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import { getSiteChrome } from '@/lib/site';
import { siteUrl } from '@/lib/site-url';

// Built per request from Directus (the content module's reads are cached), never at build time.
export const dynamic = 'force-dynamic';

/** A language's journal as an RSS 2.0 feed (/posts/feed.xml, /de/posts/feed.xml), linked from its pages' <head>. */
export async function GET() {
  try {
    const { locale, href } = await pageLanguage();
    const [{ settings }, posts, t] = await Promise.all([getSiteChrome(), listFeedPosts(FEED_SIZE, locale), getTranslations('Site')]);
    const title = t('journalFeed', { siteName: settings.site_name });
    const description = settings.seo_description ?? settings.tagline ?? title;
    const xml = rssFeed({ title, description, base: siteUrl(), language: locale, href }, posts);
    return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
  } catch (error) {
    if (error instanceof ContentError && error.kind === 'unavailable') {
      return new Response((await getTranslations('Unavailable'))('feed'), { status: 503, headers: { 'retry-after': '30' } });
    }
    throw error;
  }
}
