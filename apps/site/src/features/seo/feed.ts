import { renderToHtml } from '@tessera/blocks';
import { assetUrl } from '@/lib/AssetImage';
import type { FeedPost } from '@/lib/content';
import { absoluteUrl } from '@/lib/site-url';

/** How many of the newest posts the feed carries. */
export const FEED_SIZE = 20;
export const FEED_PATH = '/posts/feed.xml';
/** A listing's feed: /posts/feed.xml for the journal, /posts/category/glass/feed.xml for a category. */
export const feedPath = (listing: string) => `${listing}/feed.xml`;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text as XML character data. Characters XML 1.0 forbids (most C0 controls, lone surrogates,
 * U+FFFE/U+FFFF) are dropped, since one of them makes a feed reader reject the whole feed.
 */
export function escapeXml(text: string): string {
  return text
    .replace(
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '',
    )
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The site's origin, e.g. https://tessera.example.com. */
  base: string;
  /** The language of the channel's posts (a BCP 47 code). */
  language: string;
  /** A default-language path in the channel's language (/posts is /de/posts in German); the path itself by default. */
  href?: (path: string) => string;
  /** The listing the feed follows (a category's page), before `href`; the journal, /posts, by default. */
  path?: string;
}

/** A post's body as HTML (the block renderer's output), with absolute image and attachment URLs. */
export function feedBodyHtml(post: FeedPost, base: string): string {
  return renderToHtml(post.body, {
    onInvalidBlock: 'omit',
    siteOrigin: base,
    resolveAsset: (id, { width }) => absoluteUrl(assetUrl(id, { width }), base),
  });
}

/** An RSS 2.0 document of posts, newest first; each item's content:encoded is the post's body as HTML. */
export function rssFeed(channel: FeedChannel, posts: FeedPost[]): string {
  const href = channel.href ?? ((path: string) => path);
  const listing = channel.path ?? '/posts';
  const link = absoluteUrl(href(listing), channel.base);
  const items = posts.map((post) => {
    const url = absoluteUrl(href(`/posts/${post.slug}`), channel.base);
    const published = post.published_at ? new Date(post.published_at) : null;
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      published && !Number.isNaN(published.getTime()) ? `<pubDate>${published.toUTCString()}</pubDate>` : '',
      post.author ? `<dc:creator>${escapeXml(post.author)}</dc:creator>` : '',
      post.excerpt ? `<description>${escapeXml(post.excerpt)}</description>` : '',
      `<content:encoded>${escapeXml(feedBodyHtml(post, channel.base))}</content:encoded>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${escapeXml(channel.language)}</language>`,
    `<atom:link href="${escapeXml(absoluteUrl(href(feedPath(listing)), channel.base))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
