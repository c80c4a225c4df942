import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as content from '@/lib/content';
import { FEED_SIZE, rssFeed } from './feed';
import { sitemapEntries } from './sitemap';

// Against the real Directus of the test set-up and its demo content, through the site's own token.
const base = 'https://tessera.example.com';

beforeAll(() => {
  vi.stubEnv('DIRECTUS_URL', process.env.TESSERA_TEST_DIRECTUS_URL!);
  vi.stubEnv('DIRECTUS_TOKEN', process.env.TESSERA_TEST_SITE_TOKEN!);
});

describe('sitemap', () => {
  it('lists published public pages and published posts only', async () => {
    const entries = sitemapEntries(await content.listSitemapContent(), base, { codes: ['en', 'de', 'ar'], defaultLocale: 'en' });
    const urls = entries.map((entry) => entry.url);
    // Every language's pages and journal, each listing its versions in the others.
    expect(urls).toEqual(expect.arrayContaining([`${base}/de/ueber-uns`, `${base}/ar/man-nahnu`, `${base}/de/posts`, `${base}/ar/posts`]));
    expect(entries.find((entry) => entry.url === `${base}/about`)?.alternates?.languages).toEqual({
      en: `${base}/about`,
      de: `${base}/de/ueber-uns`,
      ar: `${base}/ar/man-nahnu`,
      'x-default': `${base}/about`,
    });
    expect(urls).toEqual(
      expect.arrayContaining([`${base}/`, `${base}/about`, `${base}/posts`, `${base}/posts/choosing-your-first-nippers`]),
    );
    // Drafts and the members-only page are never listed.
    expect(urls).not.toContain(`${base}/studio-rules`);
    expect(urls).not.toContain(`${base}/members`);
    expect(urls).not.toContain(`${base}/posts/winter-programme-draft`);
    const listings = [`${base}/posts/category/`, `${base}/posts/author/`];
    expect(urls.filter((url) => url.startsWith(`${base}/posts/`) && !listings.some((listing) => url.startsWith(listing)))).toHaveLength(72);
    // Each category's and author's page too.
    for (const listing of listings)
      expect(
        urls.some((url) => url.startsWith(listing)),
        listing,
      ).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('RSS feed', () => {
  it('carries the newest published posts with their bodies', async () => {
    const posts = await content.listFeedPosts(FEED_SIZE);
    expect(posts).toHaveLength(FEED_SIZE);
    expect(posts[0]!.slug).toBe('two-films-about-the-craft');
    expect(posts.map((post) => post.slug)).not.toContain('winter-programme-draft');
    const xml = rssFeed({ title: 'Journal', description: 'Posts', base, language: 'en' }, posts);
    expect(xml.match(/<item>/g)).toHaveLength(FEED_SIZE);
    // The post with a table: its body is the block renderer's HTML, escaped into the feed.
    expect(xml).toContain('&lt;table');
    expect(xml).toContain(`<link>${base}/posts/choosing-your-first-nippers</link>`);
  });
});

describe('preview reads', () => {
  it('find drafts that the published-only reads never return', async () => {
    expect(await content.getPost('winter-programme-draft')).toBeNull();
    expect((await content.getPostPreview('winter-programme-draft'))?.status).toBe('draft');
    expect(await content.getPage('studio-rules')).toBeNull();
    expect((await content.getPagePreview('studio-rules'))?.status).toBe('draft');
  });

  it('resolve an item id from a Directus preview link to its path on the site', async () => {
    const [draft] = await content.listItems('posts', { fields: ['id'], filter: { slug: { _eq: 'winter-programme-draft' } } });
    const [home] = await content.listItems('pages', { fields: ['id'], filter: { slug: { _empty: true } } });
    expect(await content.getPreviewPath('posts', String(draft!.id))).toBe('/posts/winter-programme-draft');
    expect(await content.getPreviewPath('pages', String(home!.id))).toBe('/');
    expect(await content.getPreviewPath('posts', '999999')).toBeNull();
  });
});
