import { describe, expect, it } from 'vitest';
import { sitemapEntries } from './sitemap';

describe('sitemapEntries', () => {
  const base = 'https://tessera.example.com';
  const languages = { codes: ['en', 'de'], defaultLocale: 'en' };

  const journal = (categorySlug: string | null, authorSlug: string | null) => ({ categorySlug, authorSlug });

  it('lists the pages, each language’s journal, its categories and authors, and every post as absolute URLs with their last change and their versions', () => {
    const entries = sitemapEntries(
      {
        pages: [
          { slug: '', date_updated: '2026-11-20T10:00:00.000Z', language: 'en', key: 1 },
          { slug: 'about', date_updated: null, language: 'en', key: 2 },
          { slug: 'ueber-uns', date_updated: null, language: 'de', key: 2 },
          { slug: 'studios/ravenna', date_updated: '2026-10-01T08:00:00.000Z', language: 'en', key: 3 },
          // A language no longer configured: left out.
          { slug: 'a-propos', date_updated: null, language: 'fr', key: 2 },
        ],
        posts: [
          {
            slug: 'newest',
            published_at: '2026-11-18T09:00:00.000Z',
            date_updated: null,
            language: 'en',
            key: 4,
            ...journal('glass', 'ana'),
          },
          {
            slug: 'older',
            published_at: '2026-11-04T09:00:00.000Z',
            date_updated: '2026-11-19T12:00:00.000Z',
            language: 'en',
            key: 5,
            ...journal(null, 'ana'),
          },
          {
            slug: 'neueste',
            published_at: '2026-11-18T09:00:00.000Z',
            date_updated: null,
            language: 'de',
            key: 4,
            ...journal('glass', null),
          },
        ],
      },
      base,
      languages,
    );
    const about = { languages: { en: `${base}/about`, de: `${base}/de/ueber-uns`, 'x-default': `${base}/about` } };
    const journals = { languages: { en: `${base}/posts`, de: `${base}/de/posts`, 'x-default': `${base}/posts` } };
    const glass = {
      languages: { en: `${base}/posts/category/glass`, de: `${base}/de/posts/category/glass`, 'x-default': `${base}/posts/category/glass` },
    };
    const newest = { languages: { en: `${base}/posts/newest`, de: `${base}/de/posts/neueste`, 'x-default': `${base}/posts/newest` } };
    expect(entries).toEqual([
      { url: `${base}/`, lastModified: new Date('2026-11-20T10:00:00.000Z') },
      { url: `${base}/about`, lastModified: undefined, alternates: about },
      { url: `${base}/de/ueber-uns`, lastModified: undefined, alternates: about },
      { url: `${base}/studios/ravenna`, lastModified: new Date('2026-10-01T08:00:00.000Z') },
      { url: `${base}/posts`, lastModified: new Date('2026-11-18T09:00:00.000Z'), alternates: journals },
      { url: `${base}/de/posts`, lastModified: new Date('2026-11-18T09:00:00.000Z'), alternates: journals },
      // A category's and an author's pages, in the languages they have posts in.
      { url: `${base}/posts/category/glass`, lastModified: new Date('2026-11-18T09:00:00.000Z'), alternates: glass },
      { url: `${base}/de/posts/category/glass`, lastModified: new Date('2026-11-18T09:00:00.000Z'), alternates: glass },
      { url: `${base}/posts/author/ana`, lastModified: new Date('2026-11-18T09:00:00.000Z') },
      { url: `${base}/posts/newest`, lastModified: new Date('2026-11-18T09:00:00.000Z'), alternates: newest },
      { url: `${base}/posts/older`, lastModified: new Date('2026-11-19T12:00:00.000Z') },
      { url: `${base}/de/posts/neueste`, lastModified: new Date('2026-11-18T09:00:00.000Z'), alternates: newest },
    ]);
  });

  it('still lists the journal when there are no posts, and ignores unreadable dates', () => {
    const entries = sitemapEntries(
      { pages: [], posts: [{ slug: 'a', published_at: 'not a date', date_updated: null, language: 'en', key: 1, ...journal(null, null) }] },
      `${base}/`,
      { codes: ['en'], defaultLocale: 'en' },
    );
    expect(entries).toEqual([
      { url: 'https://tessera.example.com/posts', lastModified: undefined },
      { url: 'https://tessera.example.com/posts/a', lastModified: undefined },
    ]);
  });
});
