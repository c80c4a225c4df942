import type { MetadataRoute } from 'next';
import type { SitemapContent } from '@/lib/content';
import { AUTHOR_PATH, CATEGORY_PATH } from '@/lib/journal-paths';
import { absoluteUrl } from '@/lib/site-url';

/** A Directus timestamp as a Date, or nothing when it is missing or unreadable. */
function dateOf(...values: (string | null | undefined)[]): Date | undefined {
  for (const value of values) {
    const date = value ? new Date(value) : undefined;
    if (date && !Number.isNaN(date.getTime())) return date;
  }
  return undefined;
}

/** The site's languages as the sitemap needs them: their codes, the default first-class (no prefix). */
export interface SitemapLanguages {
  codes: string[];
  defaultLocale: string;
}

/** A path in a language: /de/posts for /posts in German. */
const inLanguage = (path: string, code: string, { defaultLocale }: SitemapLanguages) =>
  code === defaultLocale ? path : path === '/' ? `/${code}` : `/${code}${path}`;

/** Each version's absolute URL by language, with x-default for the default language's (hreflang in the sitemap). */
function alternatesOf(versions: { language: string; path: string }[], base: string, languages: SitemapLanguages) {
  if (versions.length < 2) return {};
  const urls: Record<string, string> = Object.fromEntries(
    versions.map(({ language, path }) => [language, absoluteUrl(inLanguage(path, language, languages), base)]),
  );
  const defaultVersion = urls[languages.defaultLocale];
  if (defaultVersion) urls['x-default'] = defaultVersion;
  return { alternates: { languages: urls } };
}

/**
 * The sitemap's entries, in every configured language: the home page and the other pages, each language's journal,
 * its categories' and authors' pages (where they have posts in it), and every post, as absolute URLs; each lists its versions in the other languages. The content is already
 * published-only and public-only (listSitemapContent); items in a language no longer configured are left out.
 */
export function sitemapEntries(content: SitemapContent, base: string, languages: SitemapLanguages): MetadataRoute.Sitemap {
  const configured = (item: { language: string }) => languages.codes.includes(item.language);
  const entriesOf = <T extends { language: string; key: number; slug: string }>(
    items: T[],
    pathOf: (item: T) => string,
    lastModified: (item: T) => Date | undefined,
  ) => {
    const groups = Map.groupBy(items.filter(configured), (item) => item.key);
    return items.filter(configured).map((item) => ({
      url: absoluteUrl(inLanguage(pathOf(item), item.language, languages), base),
      lastModified: lastModified(item),
      ...alternatesOf(
        groups.get(item.key)!.map((version) => ({ language: version.language, path: pathOf(version) })),
        base,
        languages,
      ),
    }));
  };
  const pages = entriesOf(
    content.pages,
    (page) => (page.slug === '' ? '/' : `/${page.slug}`),
    (page) => dateOf(page.date_updated),
  );
  const posts = entriesOf(
    content.posts,
    (post) => `/posts/${post.slug}`,
    (post) => dateOf(post.date_updated, post.published_at),
  );
  const journals = languages.codes.map((code) => ({
    url: absoluteUrl(inLanguage('/posts', code, languages), base),
    lastModified: content.posts
      .filter((post) => post.language === code)
      .map((post) => dateOf(post.date_updated, post.published_at))
      .find(Boolean),
    ...alternatesOf(
      languages.codes.map((language) => ({ language, path: '/posts' })),
      base,
      languages,
    ),
  }));
  // A category's and an author's pages, in each language they have posts in.
  const listings = (slugOf: (post: (typeof content.posts)[number]) => string | null, prefix: string) =>
    [...Map.groupBy(content.posts.filter(configured), (post) => slugOf(post))].flatMap(([slug, posts]) => {
      if (slug === null) return [];
      const path = `${prefix}/${slug}`;
      const codes = languages.codes.filter((code) => posts.some((post) => post.language === code));
      return codes.map((code) => ({
        url: absoluteUrl(inLanguage(path, code, languages), base),
        lastModified: posts
          .filter((post) => post.language === code)
          .map((post) => dateOf(post.date_updated, post.published_at))
          .find(Boolean),
        ...alternatesOf(
          codes.map((language) => ({ language, path })),
          base,
          languages,
        ),
      }));
    });
  const categories = listings((post) => post.categorySlug, CATEGORY_PATH);
  const authors = listings((post) => post.authorSlug, AUTHOR_PATH);
  return [...pages, ...journals, ...categories, ...authors, ...posts];
}
