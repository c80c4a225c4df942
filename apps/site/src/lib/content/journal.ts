import { listItems } from './client';
import { cachedRead } from './data-cache';
import { type PostSummary, summaryFields } from './queries';
import { liveFilter } from './schedule';
import type { Author, Category } from './schema';

/** The journal's categories and authors, and the posts around a post (previous, next, related): all live only. */

/** Every category, by name (the default language's). */
export const listCategories = cachedRead('categories', ['categories'], (): Promise<Category[]> =>
  listItems<'categories', Category>('categories', { sort: ['name', 'id'], limit: -1 }),
);

/** The category at a slug, or null. */
export async function getCategory(slug: string): Promise<Category | null> {
  return (await listCategories()).find((category) => category.slug === slug) ?? null;
}

/** Every author, by name. */
export const listAuthors = cachedRead('authors', ['authors'], (): Promise<Author[]> =>
  listItems<'authors', Author>('authors', { sort: ['name', 'id'], limit: -1 }),
);

/** The author at a slug, or null. */
export async function getAuthor(slug: string): Promise<Author | null> {
  return (await listAuthors()).find((author) => author.slug === slug) ?? null;
}

/** Whether a category or author has a live post in a language (its page and feed exist there only then). */
export const hasLivePosts = cachedRead(
  'has-live-posts',
  ['posts'],
  async (language: string, field: 'category' | 'author_profile', id: number): Promise<boolean> =>
    (
      await listItems<'posts', { id: number }>('posts', {
        fields: ['id'],
        filter: { ...liveFilter(), language: { _eq: language }, [field]: { _eq: id } },
        limit: 1,
      })
    ).length > 0,
);

export interface PostNeighbours {
  /** The next older post. */
  previous: PostSummary | null;
  /** The next newer post. */
  next: PostSummary | null;
}

/** The live posts just before and after a post in its language, by publication time (then id, for posts of one moment). */
export const getPostNeighbours = cachedRead(
  'post-neighbours',
  ['posts'],
  async (language: string, id: number, publishedAt: string): Promise<PostNeighbours> => {
    const base = { ...liveFilter(), language: { _eq: language }, id: { _neq: id } };
    const side = (older: boolean) =>
      listItems<'posts', PostSummary>('posts', {
        fields: summaryFields,
        filter: {
          ...base,
          _or: [
            { published_at: { [older ? '_lt' : '_gt']: publishedAt } },
            { published_at: { _eq: publishedAt }, id: { [older ? '_lt' : '_gt']: id } },
          ],
        },
        sort: older ? ['-published_at', '-id'] : ['published_at', 'id'],
        limit: 1,
      });
    const [[previous], [next]] = await Promise.all([side(true), side(false)]);
    return { previous: previous ?? null, next: next ?? null };
  },
);

/** How many related posts a post shows. */
export const RELATED_POSTS = 3;

/** Up to RELATED_POSTS live posts for a post: the newest of its category, then the newest of any. */
export const listRelatedPosts = cachedRead(
  'related-posts',
  ['posts'],
  async (language: string, id: number, category: number): Promise<PostSummary[]> => {
    const base = { ...liveFilter(), language: { _eq: language }, id: { _neq: id } };
    const newest = (filter: object) =>
      listItems<'posts', PostSummary>('posts', { fields: summaryFields, filter, sort: ['-published_at', '-id'], limit: RELATED_POSTS });
    const [sameCategory, recent] = await Promise.all([category ? newest({ ...base, category: { _eq: category } }) : [], newest(base)]);
    const chosen = new Map(sameCategory.map((post) => [post.id, post]));
    for (const post of recent) if (chosen.size < RELATED_POSTS && !chosen.has(post.id)) chosen.set(post.id, post);
    return [...chosen.values()];
  },
);
