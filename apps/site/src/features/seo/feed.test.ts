import { describe, expect, it } from 'vitest';
import type { FeedPost } from '@/lib/content';
import { escapeXml, rssFeed } from './feed';

const post = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  id: 1,
  slug: 'grout-and-glaze',
  title: 'Grout & glaze: <the> "basics"',
  excerpt: 'Dark grout makes colours glow & hides gaps.',
  cover_image: null,
  published_at: '2026-11-18T09:00:00.000Z',
  author: 'Ana Sousa',
  date_updated: null,
  body: {
    blocks: [
      { id: 'a', type: 'paragraph', data: { text: 'Use <b>dark</b> grout &amp; test first. ]]>' } },
      {
        id: 'b',
        type: 'image',
        data: {
          caption: 'A panel',
          file: { width: 800, height: 600, url: '/assets/0b7c7c2e-4f8e-4b52-9f4a-1f0e6d3c2a10' },
        },
      },
    ],
  },
  ...overrides,
});

/** The text of the first `tag` element, unescaped as an XML parser would. */
function textOf(xml: string, tag: string): string {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  if (!match) throw new Error(`no <${tag}>`);
  return match[1]!.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);
}

describe('escapeXml', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('drops characters XML cannot carry, keeping tabs, line breaks and emoji', () => {
    expect(escapeXml('a\u0000b\u0008c\u000bd\ufffee\tf\ng\rh 🧱')).toBe('abcde\tf\ng\rh 🧱');
    expect(escapeXml('lone \ud800 surrogate \udc00 here')).toBe('lone  surrogate  here');
  });
});

describe('rssFeed', () => {
  const channel = { title: 'Tessera · Journal', description: 'Mosaics & ceramics', base: 'https://tessera.example.com', language: 'en' };
  const xml = rssFeed(channel, [post(), post({ id: 2, slug: 'no-extras', excerpt: null, author: null, published_at: null })]);

  it('is an RSS 2.0 channel pointing at the journal and at itself', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(textOf(xml, 'title')).toBe('Tessera · Journal');
    expect(textOf(xml, 'link')).toBe('https://tessera.example.com/posts');
    expect(textOf(xml, 'description')).toBe('Mosaics & ceramics');
    expect(xml).toContain('<atom:link href="https://tessera.example.com/posts/feed.xml" rel="self" type="application/rss+xml"/>');
  });

  it('gives each post an escaped title, absolute link and guid, date, author and excerpt', () => {
    const item = xml.slice(xml.indexOf('<item>'), xml.indexOf('</item>'));
    expect(item).toContain('<title>Grout &amp; glaze: &lt;the&gt; &quot;basics&quot;</title>');
    expect(item).toContain('<link>https://tessera.example.com/posts/grout-and-glaze</link>');
    expect(item).toContain('<guid isPermaLink="true">https://tessera.example.com/posts/grout-and-glaze</guid>');
    expect(item).toContain('<pubDate>Wed, 18 Nov 2026 09:00:00 GMT</pubDate>');
    expect(item).toContain('<dc:creator>Ana Sousa</dc:creator>');
    expect(textOf(item, 'description')).toBe('Dark grout makes colours glow & hides gaps.');
  });

  it('carries the block renderer’s HTML as the body, escaped once, with absolute asset URLs', () => {
    const body = textOf(xml, 'content:encoded');
    expect(body).toContain('<p>Use <b>dark</b> grout &amp; test first. ]]&gt;</p>');
    expect(body).toMatch(/<img [^>]*src="https:\/\/tessera\.example\.com\/assets\/0b7c7c2e-4f8e-4b52-9f4a-1f0e6d3c2a10\?/);
    expect(body).not.toMatch(/(src|href)="\//);
  });

  it('leaves out what a post does not have', () => {
    const item = xml.slice(xml.lastIndexOf('<item>'));
    expect(item).not.toContain('<pubDate>');
    expect(item).not.toContain('<dc:creator>');
    expect(item).not.toContain('<description>');
  });
});
