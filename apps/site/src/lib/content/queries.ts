import { sectionReadFields } from '@tessera/sections';
import { getItem, getSingleton, listItems, type ReadOptions } from './client';
import { addressKey, cachedRead, PAGE_COLLECTIONS } from './data-cache';
import { ContentError } from './errors';
import { isLive, liveFilter } from './schedule';
import type { Location, NavigationItem, Page, Post, SiteSettings } from './schema';

/**
 * The site's questions to Directus. Published-only (and live: within its publication window, ./schedule.ts) and
 * members-only are decided here, because Directus's free tier cannot filter permissions by item. Every read here is public content (a
 * members-only page's record is only rendered for members), so each goes through the shared
 * data cache (data-cache.ts), tagged with the collections it reads.
 */

/** Read once per request however many components ask (layout, form and map sections). */
export const getSiteSettings = cachedRead('site-settings', ['site_settings'], (): Promise<SiteSettings | null> =>
  getSingleton('site_settings'),
);

/** The language a Directus without site settings is taken to be in. */
export const FALLBACK_LANGUAGE = 'en';

/**
 * The default language's code (site settings): its pages and posts have no URL prefix. Reads that
 * take a language use it when given none.
 */
export async function getDefaultLanguage(): Promise<string> {
  return (await getSiteSettings())?.default_language ?? FALLBACK_LANGUAGE;
}

export interface NavLink {
  /** The navigation item's id in Directus. */
  id: number;
  label: string;
  /** Set when the label is the default language's (it has no translation): its lang attribute. */
  labelLang?: string;
  href: string;
  /** Set when the link leads to a page in another language than the menu's (it has no translation): hreflang. */
  hrefLang?: string;
  children: NavLink[];
}

/** A site-relative URL in a language: /posts is /de/posts in German; other URLs are left as they are. */
const localUrl = (url: string, language: string, defaultLanguage: string) =>
  url.startsWith('/') && !url.startsWith('//') && language !== defaultLanguage
    ? url === '/'
      ? `/${language}`
      : `/${language}${url}`
    : url;

/**
 * The header's links in a language, nested one level, pointing only at live pages: a page link leads
 * to the page's translation, or to the default language's page where there is none; a label without a
 * translation shows the default language's label (marked with its language).
 */
export const getNavigation = cachedRead(
  'navigation',
  ['navigation', 'pages'],
  async (language: string, defaultLanguage: string): Promise<NavLink[]> => {
    type LinkedPage = Pick<Page, 'id' | 'slug' | 'status' | 'published_at' | 'expires_at'>;
    const items = await listItems<'navigation', NavigationItem & { page: LinkedPage | null }>('navigation', {
      fields: [
        'id',
        'label',
        'translations',
        'url',
        'parent',
        'sort',
        'page.id',
        'page.slug',
        'page.status',
        'page.published_at',
        'page.expires_at',
      ],
      sort: ['sort', 'id'],
      limit: -1,
    });
    const linked = items.flatMap((item) => (item.page ? [item.page.id] : []));
    const translations =
      language === defaultLanguage || linked.length === 0
        ? []
        : await listItems<'pages', Pick<Page, 'slug' | 'translation_of'>>('pages', {
            fields: ['slug', 'translation_of'],
            filter: { ...liveFilter(), language: { _eq: language }, translation_of: { _in: linked } },
            limit: -1,
          });
    const translatedSlug = new Map(translations.map((page) => [page.translation_of, page.slug]));
    const toLink = (item: (typeof items)[number]): NavLink | null => {
      const row = language === defaultLanguage ? undefined : item.translations?.find((translation) => translation.language === language);
      const label = row?.label?.trim()
        ? { id: item.id, label: row.label }
        : { id: item.id, label: item.label, ...(language === defaultLanguage ? {} : { labelLang: defaultLanguage }) };
      if (!item.page) return item.url ? { ...label, href: localUrl(item.url, language, defaultLanguage), children: [] } : null;
      if (!isLive(item.page)) return null;
      const slug = translatedSlug.get(item.page.id);
      if (slug !== undefined) return { ...label, href: localUrl(`/${slug}`, language, defaultLanguage), children: [] };
      return { ...label, href: `/${item.page.slug}`, ...(language === defaultLanguage ? {} : { hrefLang: defaultLanguage }), children: [] };
    };
    const links = new Map<number, NavLink>();
    for (const item of items) {
      const link = toLink(item);
      if (link) links.set(item.id, link);
    }
    const roots: NavLink[] = [];
    for (const item of items) {
      const link = links.get(item.id);
      if (!link) continue;
      const parent = item.parent === null ? undefined : links.get(item.parent);
      (parent ? parent.children : roots).push(link);
    }
    return roots;
  },
);

/** A page's sections: each link's order and the section with its type's fields (@tessera/sections). */
const sectionFields = ['sections.id', 'sections.sort', ...sectionReadFields('sections.sections_id.')];

const pageFields = [
  'id',
  'status',
  'title',
  'slug',
  'language',
  'translation_of',
  'members_only',
  'seo_title',
  'seo_description',
  'seo_image',
  'seo_no_index',
  'date_updated',
  ...sectionFields,
];

/**
 * A content version's key as Directus 12 names them (`draft`, or one an editor created), from a preview address's
 * `version` parameter; null for the published item itself (`published`, the legacy `main`, none, or anything
 * that is no version key, such as a template the Data Studio left unfilled).
 */
export function contentVersion(raw: string | null | undefined): string | null {
  if (!raw || !/^[a-z0-9][a-z0-9_-]{0,63}$/i.test(raw) || raw === 'published' || raw === 'main') return null;
  return raw;
}

/**
 * Reads an item in a content version: Directus answers a list read with `version` with the items that have that
 * version, changes applied (their sections too). An item without that version is read as it is.
 */
async function readInVersion<Item>(read: (version?: string) => Promise<Item | null>, version: string | null): Promise<Item | null> {
  if (version === null) return read();
  return (await read(version)) ?? read();
}

/**
 * The page at a path ("" is the home page) in a language, with its sections in order: the live one, or whatever
 * its state and time when `live` is false (preview).
 */
async function readPage(language: string, slug: string, live: boolean, options?: ReadOptions, version?: string): Promise<Page | null> {
  const [page] = await listItems<'pages', Page>(
    'pages',
    {
      ...(version ? { version } : {}),
      fields: pageFields,
      filter: {
        ...(live ? liveFilter() : {}),
        language: { _eq: language },
        // Directus refuses `_eq: ""`; the home page's slug is the empty one.
        slug: slug === '' ? { _empty: true } : { _eq: slug },
      },
      deep: { sections: { _sort: ['sort', 'id'] } },
      limit: 1,
    },
    options,
  );
  return page ?? null;
}

/** The live pages' and posts' addresses (addressKey): which reads by address the data cache keeps (data-cache.ts). */
const liveAddresses = (collection: 'pages' | 'posts') =>
  cachedRead(`${collection}-addresses`, [collection], async (): Promise<string[]> => {
    const items = await listItems<typeof collection, { language: string | null; slug: string | null }>(collection, {
      fields: ['language', 'slug'],
      filter: liveFilter(),
      limit: -1,
    });
    return items.flatMap(({ language, slug }) => (language === null ? [] : [addressKey(language, slug ?? '')]));
  });
const pageAddresses = liveAddresses('pages');
const postAddresses = liveAddresses('posts');
const isLiveAddress = async (addresses: () => Promise<string[]>, language: string, slug: string) =>
  (await addresses()).includes(addressKey(language, slug));

const readPublishedPage = cachedRead('page', PAGE_COLLECTIONS, (language: string, slug: string) => readPage(language, slug, true), {
  keeps: (language, slug) => isLiveAddress(pageAddresses, language, slug),
});

/** A live page by its path ("" is the home page) in a language (the default one unless given), with its sections in order. */
export async function getPage(slug: string, language?: string): Promise<Page | null> {
  return readPublishedPage(language ?? (await getDefaultLanguage()), slug);
}

/**
 * A page in whatever state it is (draft or published, scheduled or expired) in a language (the default one unless given), in the given
 * content version if it has one, read past every cache, for preview mode only.
 */
export async function getPagePreview(slug: string, version: string | null = null, language?: string): Promise<Page | null> {
  const inLanguage = language ?? (await getDefaultLanguage());
  return readInVersion((inVersion) => readPage(inLanguage, slug, false, { fresh: true }, inVersion), version);
}

export type PostSummary = Pick<Post, 'id' | 'slug' | 'title' | 'excerpt' | 'cover_image' | 'published_at' | 'author'>;
export const summaryFields = ['id', 'slug', 'title', 'excerpt', 'cover_image', 'published_at', 'author'];

const liveIn = (language: string) => ({ ...liveFilter(), language: { _eq: language } });

/** A list of posts: all of a language's, or a category's or an author's (by id). */
export type PostListing = { category?: number; author?: number };

const readPostsPage = cachedRead(
  'posts-page',
  ['posts'],
  async (language: string, page: number, perPage: number, category: number, author: number) => {
    // One filter for the page and the count: both at the same moment.
    const filter = {
      ...liveIn(language),
      ...(category ? { category: { _eq: category } } : {}),
      ...(author ? { author_profile: { _eq: author } } : {}),
    };
    const [posts, [aggregate]] = await Promise.all([
      listItems<'posts', PostSummary>('posts', {
        fields: summaryFields,
        filter,
        sort: ['-published_at', '-id'],
        limit: perPage,
        page,
      }),
      listItems<'posts', { count: { id: number | string } }>('posts', { filter, aggregate: { count: ['id'] } }),
    ]);
    const total = Number(aggregate?.count.id ?? 0);
    return { posts, total, pageCount: Math.max(1, Math.ceil(total / perPage)) };
  },
  {
    // A page past the language's last (`?page=99999`) is answered 404 and not kept.
    keeps: async (language, page, perPage) => {
      const prefix = addressKey(language, '');
      const live = (await postAddresses()).filter((address) => address.startsWith(prefix)).length;
      return page === 1 || (page - 1) * perPage < live;
    },
  },
);

/**
 * A language's live posts (the default language's unless given), or a category's or an author's, newest first, one
 * page at a time, with the total for pagination.
 */
export async function listPosts({
  page = 1,
  perPage = 6,
  language,
  category,
  author,
}: { page?: number; perPage?: number; language?: string } & PostListing = {}) {
  return readPostsPage(language ?? (await getDefaultLanguage()), page, perPage, category ?? 0, author ?? 0);
}

/** A post with its category and author expanded. */
const postFields = ['*', 'category.*', 'author_profile.*'];

const readPost = cachedRead(
  'post',
  ['posts', 'categories', 'authors'],
  async (language: string, slug: string): Promise<Post | null> => {
    const [post] = await listItems<'posts', Post>('posts', {
      fields: postFields,
      filter: { ...liveIn(language), slug: { _eq: slug } },
      limit: 1,
    });
    return post ?? null;
  },
  { keeps: (language, slug) => isLiveAddress(postAddresses, language, slug) },
);

/** A live post by its slug in a language (the default one unless given). */
export async function getPost(slug: string, language?: string): Promise<Post | null> {
  return readPost(language ?? (await getDefaultLanguage()), slug);
}

/**
 * A post in whatever state it is (draft or published, scheduled or expired) in a language (the default one unless given), in the given
 * content version if it has one, read past every cache, for preview mode only.
 */
export async function getPostPreview(slug: string, version: string | null = null, language?: string): Promise<Post | null> {
  const filter = { language: { _eq: language ?? (await getDefaultLanguage()) }, slug: { _eq: slug } };
  return readInVersion(async (inVersion) => {
    const [post] = await listItems<'posts', Post>(
      'posts',
      { ...(inVersion ? { version: inVersion } : {}), fields: postFields, filter, limit: 1 },
      { fresh: true },
    );
    return post ?? null;
  }, version);
}

export type FeedPost = PostSummary & Pick<Post, 'body' | 'date_updated'>;

const readFeedPosts = cachedRead('feed-posts', ['posts'], (language: string, limit: number, category: number): Promise<FeedPost[]> =>
  listItems<'posts', FeedPost>('posts', {
    fields: [...summaryFields, 'body', 'date_updated'],
    filter: { ...liveIn(language), ...(category ? { category: { _eq: category } } : {}) },
    sort: ['-published_at', '-id'],
    limit,
  }),
);

/** A language's newest live posts (the default language's unless given), or a category's, with their bodies, for an RSS feed. */
export async function listFeedPosts(limit: number, language?: string, category?: number): Promise<FeedPost[]> {
  return readFeedPosts(language ?? (await getDefaultLanguage()), limit, category ?? 0);
}

/** An item in the sitemap, with its language and its translation key (the default language's item's id). */
type SitemapItem<T> = T & { language: string; key: number };

export interface SitemapContent {
  pages: SitemapItem<Pick<Page, 'slug' | 'date_updated'>>[];
  /** With the slugs of their category and author, whose pages the sitemap lists where they have posts. */
  posts: SitemapItem<Pick<Post, 'slug' | 'published_at' | 'date_updated'> & { categorySlug: string | null; authorSlug: string | null }>[];
}

const keyed = <T extends { id: number; translation_of: number | null }>({ id, translation_of, ...item }: T) => ({
  ...item,
  key: translation_of ?? id,
});

/**
 * Everything a search engine may index, in every language: live pages that are not for members only, and
 * live posts, each with its language and translation key.
 */
export const listSitemapContent = cachedRead('sitemap', ['pages', 'posts', 'categories', 'authors'], async (): Promise<SitemapContent> => {
  const [pages, posts] = await Promise.all([
    listItems<'pages', Pick<Page, 'id' | 'translation_of' | 'slug' | 'date_updated' | 'language'>>('pages', {
      fields: ['id', 'translation_of', 'slug', 'language', 'date_updated'],
      filter: { ...liveFilter(), members_only: { _neq: true }, seo_no_index: { _neq: true } },
      sort: ['slug'],
      limit: -1,
    }),
    listItems<
      'posts',
      Pick<Post, 'id' | 'translation_of' | 'slug' | 'published_at' | 'date_updated' | 'language'> & {
        category: { slug: string } | null;
        author_profile: { slug: string } | null;
      }
    >('posts', {
      fields: ['id', 'translation_of', 'slug', 'language', 'published_at', 'date_updated', 'category.slug', 'author_profile.slug'],
      filter: { ...liveFilter(), seo_no_index: { _neq: true } },
      sort: ['-published_at', '-id'],
      limit: -1,
    }),
  ]);
  return {
    pages: pages.map(keyed),
    posts: posts.map(({ category, author_profile, ...post }) => ({
      ...keyed(post),
      categorySlug: category?.slug ?? null,
      authorSlug: author_profile?.slug ?? null,
    })),
  };
});

export interface Translation {
  language: string;
  slug: string;
}

/**
 * The live versions of the page or post at `slug` in `language`: that item and every item with the same
 * translation key (the default language's original, and its other translations), one per language. Empty when
 * there is no such live item.
 */
export const listTranslations = cachedRead(
  'translations',
  ['pages', 'posts'],
  async (collection: 'pages' | 'posts', language: string, slug: string): Promise<Translation[]> => {
    const [item] = await listItems<typeof collection, Pick<Page, 'id' | 'translation_of'>>(collection, {
      fields: ['id', 'translation_of'],
      filter: { ...liveIn(language), slug: slug === '' ? { _empty: true } : { _eq: slug } },
      limit: 1,
    });
    if (!item) return [];
    const key = item.translation_of ?? item.id;
    return listItems<typeof collection, Translation>(collection, {
      fields: ['language', 'slug'],
      filter: { ...liveFilter(), _or: [{ id: { _eq: key } }, { translation_of: { _eq: key } }] },
      limit: -1,
    });
  },
  { keeps: (collection, language, slug) => isLiveAddress(collection === 'pages' ? pageAddresses : postAddresses, language, slug) },
);

/** The collections whose items Directus's preview links open on the site. */
export const PREVIEW_COLLECTIONS = ['pages', 'posts'] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

/** Where an item (draft or not) lives on the site, in its language, read past every cache; null when there is no such item. */
export async function getPreviewPath(collection: PreviewCollection, id: string): Promise<string | null> {
  try {
    const item = await getItem<PreviewCollection, { slug: string; language: string | null }>(
      collection,
      id,
      { fields: ['slug', 'language'] },
      { fresh: true },
    );
    const path = collection === 'posts' ? `/posts/${item.slug}` : `/${item.slug}`;
    const language = item.language ?? (await getDefaultLanguage());
    if (language === (await getDefaultLanguage())) return path;
    return path === '/' ? `/${language}` : `/${language}${path}`;
  } catch (error) {
    // Directus answers a missing item with 403 (as it does a forbidden one).
    if (error instanceof ContentError && (error.kind === 'not-found' || error.kind === 'forbidden')) return null;
    throw error;
  }
}

export const listLocations = cachedRead('locations', ['locations'], (): Promise<Location[]> =>
  listItems('locations', { sort: ['country', 'city', 'name'], limit: -1 }),
);
