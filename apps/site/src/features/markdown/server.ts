import 'server-only';
import type { ResolveAsset } from '@tessera/blocks';
import { getSiteSettings, listMachineReadable } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import { textIn } from '@/lib/i18n/text';
import { markdownAddress } from '@/lib/markdown-address';
import { getSiteChrome } from '@/lib/site';
import { absoluteUrl } from '@/lib/site-url';
import type { LlmsIndex } from './llms';

/** Whether the site offers Markdown versions and llms.txt: the site setting, on unless an editor turned it off. */
export async function markdownEnabled(): Promise<boolean> {
  return (await getSiteSettings())?.markdown_versions !== false;
}

/** What decides whether an item has a Markdown version besides the site setting. */
export interface MarkdownEligible {
  members_only?: boolean | null;
  seo_no_index?: boolean | null;
}

/** Members-only items and those an editor marked "no index" never have a Markdown version. */
export const hasMarkdownVersion = (item: MarkdownEligible) => item.members_only !== true && item.seo_no_index !== true;

/**
 * The Markdown version's address of the page at `path` (as the page links itself: `/de/posts/a-post`), for its
 * `<link rel="alternate" type="text/markdown">`; null when it has none.
 */
export async function markdownAlternate(path: string, item: MarkdownEligible): Promise<string | null> {
  if (!hasMarkdownVersion(item) || !(await markdownEnabled())) return null;
  return markdownAddress(path);
}

/** Asset URLs as Markdown needs them: absolute, on the site (its /assets route), with a width when asked. */
export const absoluteAsset: ResolveAsset = (id, { width }) => absoluteUrl(`/assets/${id}${width === undefined ? '' : `?width=${width}`}`);

const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/**
 * A Markdown answer. Its canonical URL (the HTML page's) goes in a Link header, so search engines that fetch it
 * credit the page. Rendered for one request it is `private, no-store`, as the pages rendered per request are (an
 * editor's preview holds drafts); the page cache gives the answers it shares their own headers (`Vary: Accept` at a
 * page's address among them).
 */
export function markdownResponse(body: string, { canonical }: { canonical?: string } = {}): Response {
  const headers: Record<string, string> = { 'content-type': MARKDOWN_TYPE, 'cache-control': 'private, no-store' };
  if (canonical) headers.link = `<${canonical}>; rel="canonical"`;
  return new Response(body, { headers });
}

/** No Markdown version here: 404, said in Markdown. */
export function markdownNotFound(message: string): Response {
  return new Response(`${message}\n`, { status: 404, headers: { 'content-type': MARKDOWN_TYPE, 'cache-control': 'no-store' } });
}

/** Directus is unavailable: 503, to be asked again shortly (as the pages answer then). */
export function markdownUnavailable(message: string): Response {
  return new Response(`${message}\n`, {
    status: 503,
    headers: { 'content-type': MARKDOWN_TYPE, 'retry-after': '30', 'cache-control': 'no-store' },
  });
}

/** A path's Markdown version as an absolute URL (every path given here has one). */
const markdownUrl = (path: string) => absoluteUrl(markdownAddress(path) ?? path);

/**
 * What the request language's llms.txt lists: the site's name and description in that language, and its pages, posts
 * (newest first) and products that have Markdown versions, with their paths (`slug`: a page's, post's or product's).
 * @throws {ContentError} when Directus cannot be read.
 */
export async function llmsIndex(): Promise<LlmsIndex & { pagePaths: string[]; postSlugs: string[] }> {
  const [{ locale, defaultLocale, href }, { settings, available }] = await Promise.all([pageLanguage(), getSiteChrome()]);
  // The chrome falls back to defaults when Directus cannot be read; here that is an outage (503), which asking for the
  // settings themselves reports.
  if (!available) await getSiteSettings();
  const content = await listMachineReadable(locale);
  const pagePaths = content.pages.map((page) => (page.slug === '' ? '/' : `/${page.slug}`));
  return {
    name: settings.site_name,
    description: settings.seo_description ?? settings.tagline,
    pages: content.pages.map((page, i) => ({
      title: page.title,
      url: markdownUrl(href(pagePaths[i]!)),
      description: page.seo_description,
    })),
    posts: content.posts.map((post) => ({
      title: post.title,
      url: markdownUrl(href(`/posts/${post.slug}`)),
      description: post.seo_description || post.excerpt,
    })),
    products: content.products.map((product) => ({
      title: textIn(product, 'name', locale, defaultLocale)?.text ?? product.name,
      url: markdownUrl(href(`/products/${product.slug}`)),
      description: textIn(product, 'description', locale, defaultLocale)?.text,
    })),
    pagePaths,
    postSlugs: content.posts.map((post) => post.slug),
  };
}
