import { describe, expect, it } from 'vitest';
import { sitemapEntries } from './sitemap';

describe('sitemapEntries', () => {
  const base = 'https://tessera.example.com';

  it('lists the pages, the journal and every post as absolute URLs with their last change', () => {
    const entries = sitemapEntries(
      {
        pages: [
          { slug: '', date_updated: '2026-11-20T10:00:00.000Z' },
          { slug: 'about', date_updated: null },
          { slug: 'studios/ravenna', date_updated: '2026-10-01T08:00:00.000Z' },
        ],
        posts: [
          { slug: 'newest', published_at: '2026-11-18T09:00:00.000Z', date_updated: null },
          { slug: 'older', published_at: '2026-11-04T09:00:00.000Z', date_updated: '2026-11-19T12:00:00.000Z' },
        ],
      },
      base,
    );
    expect(entries).toEqual([
      { url: 'https://tessera.example.com/', lastModified: new Date('2026-11-20T10:00:00.000Z') },
      { url: 'https://tessera.example.com/about', lastModified: undefined },
      { url: 'https://tessera.example.com/studios/ravenna', lastModified: new Date('2026-10-01T08:00:00.000Z') },
      { url: 'https://tessera.example.com/posts', lastModified: new Date('2026-11-18T09:00:00.000Z') },
      { url: 'https://tessera.example.com/posts/newest', lastModified: new Date('2026-11-18T09:00:00.000Z') },
      { url: 'https://tessera.example.com/posts/older', lastModified: new Date('2026-11-19T12:00:00.000Z') },
    ]);
  });

  it('still lists the journal when there are no posts, and ignores unreadable dates', () => {
    const entries = sitemapEntries({ pages: [], posts: [{ slug: 'a', published_at: 'not a date', date_updated: null }] }, `${base}/`);
    expect(entries).toEqual([
      { url: 'https://tessera.example.com/posts', lastModified: undefined },
      { url: 'https://tessera.example.com/posts/a', lastModified: undefined },
    ]);
  });
});
