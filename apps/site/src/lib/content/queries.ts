import { getItem, getSingleton, listItems, type ReadOptions } from './client';
import { cachedRead, PAGE_COLLECTIONS } from './data-cache';
import { ContentError } from './errors';
import type { Location, NavigationItem, Page, Post, SiteSettings, Status } from './schema';

/**
 * The site's questions to Directus. Published-only and members-only are decided here, because
 * Directus's free tier cannot filter permissions by item. Every read here is public content (a
 * members-only page's record is only rendered for members), so each goes through the shared
 * data cache (data-cache.ts), tagged with the collections it reads.
 */

const published = { status: { _eq: 'published' } };

/** Read once per request however many components ask (layout, form and map sections). */
export const getSiteSettings = cachedRead('site-settings', ['site_settings'], (): Promise<SiteSettings | null> =>
  getSingleton('site_settings'),
);

export interface NavLink {
  /** The navigation item's id in Directus. */
  id: number;
  label: string;
  href: string;
  children: NavLink[];
}

/** The header's links, nested one level, pointing only at published pages. */
export const getNavigation = cachedRead('navigation', ['navigation', 'pages'], async (): Promise<NavLink[]> => {
  const items = await listItems<'navigation', NavigationItem & { page: Pick<Page, 'id' | 'slug' | 'status'> | null }>('navigation', {
    fields: ['id', 'label', 'url', 'parent', 'sort', 'page.id', 'page.slug', 'page.status'],
    sort: ['sort', 'id'],
    limit: -1,
  });
  const toLink = (item: (typeof items)[number]): NavLink | null => {
    const href = item.page ? (item.page.status === 'published' ? `/${item.page.slug}` : null) : item.url;
    return href ? { id: item.id, label: item.label, href, children: [] } : null;
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
});

const sectionFields = [
  'id',
  'collection',
  'sort',
  'item:section_hero.*',
  'item:section_rich_text.*',
  'item:section_posts.*',
  'item:section_locations.*',
  'item:section_form.*',
  'item:section_form.form.*',
  'item:section_checkout.*',
  'item:section_checkout.product.*',
].map((field) => `sections.${field}`);

const pageFields = [
  'id',
  'status',
  'title',
  'slug',
  'members_only',
  'seo_title',
  'seo_description',
  'seo_image',
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

/** The page at a path ("" is the home page), with its sections in order; drafts too when `status` is undefined. */
async function readPage(slug: string, status: Status | undefined, options?: ReadOptions, version?: string): Promise<Page | null> {
  const [page] = await listItems<'pages', Page>(
    'pages',
    {
      ...(version ? { version } : {}),
      fields: pageFields,
      // Directus refuses `_eq: ""`; the home page's slug is the empty one.
      filter: { ...(status ? { status: { _eq: status } } : {}), slug: slug === '' ? { _empty: true } : { _eq: slug } },
      deep: { sections: { _sort: ['sort', 'id'] } },
      limit: 1,
    },
    options,
  );
  return page ?? null;
}

/** A published page by its path ("" is the home page), with its sections in order. */
export const getPage = cachedRead('page', PAGE_COLLECTIONS, (slug: string): Promise<Page | null> => readPage(slug, 'published'));

/**
 * A page in whatever state it is (draft or published), in the given content version if it has one, read past
 * every cache, for preview mode only.
 */
export function getPagePreview(slug: string, version: string | null = null): Promise<Page | null> {
  return readInVersion((inVersion) => readPage(slug, undefined, { fresh: true }, inVersion), version);
}

export type PostSummary = Pick<Post, 'id' | 'slug' | 'title' | 'excerpt' | 'cover_image' | 'published_at' | 'author'>;
const summaryFields = ['id', 'slug', 'title', 'excerpt', 'cover_image', 'published_at', 'author'];

const readPostsPage = cachedRead('posts-page', ['posts'], async (page: number, perPage: number) => {
  const [posts, [aggregate]] = await Promise.all([
    listItems<'posts', PostSummary>('posts', {
      fields: summaryFields,
      filter: published,
      sort: ['-published_at', '-id'],
      limit: perPage,
      page,
    }),
    listItems<'posts', { count: { id: number | string } }>('posts', { filter: published, aggregate: { count: ['id'] } }),
  ]);
  const total = Number(aggregate?.count.id ?? 0);
  return { posts, total, pageCount: Math.max(1, Math.ceil(total / perPage)) };
});

/** Published posts, newest first, one page at a time, with the total for pagination. */
export function listPosts({ page = 1, perPage = 6 }: { page?: number; perPage?: number } = {}) {
  return readPostsPage(page, perPage);
}

export const getPost = cachedRead('post', ['posts'], async (slug: string): Promise<Post | null> => {
  const [post] = await listItems<'posts', Post>('posts', { filter: { ...published, slug: { _eq: slug } }, limit: 1 });
  return post ?? null;
});

/**
 * A post in whatever state it is (draft or published), in the given content version if it has one, read past
 * every cache, for preview mode only.
 */
export function getPostPreview(slug: string, version: string | null = null): Promise<Post | null> {
  return readInVersion(async (inVersion) => {
    const query = { ...(inVersion ? { version: inVersion } : {}), filter: { slug: { _eq: slug } }, limit: 1 };
    const [post] = await listItems<'posts', Post>('posts', query, { fresh: true });
    return post ?? null;
  }, version);
}

export type FeedPost = PostSummary & Pick<Post, 'body' | 'date_updated'>;

/** The newest published posts with their bodies, for the RSS feed. */
export const listFeedPosts = cachedRead('feed-posts', ['posts'], (limit: number): Promise<FeedPost[]> =>
  listItems<'posts', FeedPost>('posts', {
    fields: [...summaryFields, 'body', 'date_updated'],
    filter: published,
    sort: ['-published_at', '-id'],
    limit,
  }),
);

export interface SitemapContent {
  pages: Pick<Page, 'slug' | 'date_updated'>[];
  posts: Pick<Post, 'slug' | 'published_at' | 'date_updated'>[];
}

/** Everything a search engine may index: published pages that are not for members only, and published posts. */
export const listSitemapContent = cachedRead('sitemap', ['pages', 'posts'], async (): Promise<SitemapContent> => {
  const [pages, posts] = await Promise.all([
    listItems<'pages', SitemapContent['pages'][number]>('pages', {
      fields: ['slug', 'date_updated'],
      filter: { ...published, members_only: { _neq: true } },
      sort: ['slug'],
      limit: -1,
    }),
    listItems<'posts', SitemapContent['posts'][number]>('posts', {
      fields: ['slug', 'published_at', 'date_updated'],
      filter: published,
      sort: ['-published_at', '-id'],
      limit: -1,
    }),
  ]);
  return { pages, posts };
});

/** The collections whose items Directus's preview links open on the site. */
export const PREVIEW_COLLECTIONS = ['pages', 'posts'] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

/** Where an item (draft or not) lives on the site, read past every cache; null when there is no such item. */
export async function getPreviewPath(collection: PreviewCollection, id: string): Promise<string | null> {
  try {
    const item = await getItem<PreviewCollection, { slug: string }>(collection, id, { fields: ['slug'] }, { fresh: true });
    return collection === 'posts' ? `/posts/${item.slug}` : `/${item.slug}`;
  } catch (error) {
    // Directus answers a missing item with 403 (as it does a forbidden one).
    if (error instanceof ContentError && (error.kind === 'not-found' || error.kind === 'forbidden')) return null;
    throw error;
  }
}

export const listLocations = cachedRead('locations', ['locations'], (): Promise<Location[]> =>
  listItems('locations', { sort: ['country', 'city', 'name'], limit: -1 }),
);
