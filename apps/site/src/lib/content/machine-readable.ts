import { listItems } from './client';
import { cachedRead } from './data-cache';
import { liveFilter } from './schedule';
import type { Page, Post, Product } from './schema';

/**
 * What the site offers programs in a language (features/markdown: llms.txt and the Markdown versions): its live
 * pages and posts that are neither members-only nor marked "no index", newest posts first, and the active products.
 */
export interface MachineReadableIndex {
  pages: Pick<Page, 'slug' | 'title' | 'seo_title' | 'seo_description' | 'date_updated'>[];
  posts: Pick<Post, 'slug' | 'title' | 'seo_title' | 'seo_description' | 'excerpt' | 'published_at' | 'date_updated'>[];
  products: Pick<Product, 'slug' | 'name' | 'description' | 'translations' | 'price' | 'currency'>[];
}

/** Left out of what programs are offered: an editor's "no index". */
const indexed = { seo_no_index: { _neq: true } };

export const listMachineReadable = cachedRead(
  'machine-readable',
  ['pages', 'posts', 'products'],
  async (language: string): Promise<MachineReadableIndex> => {
    const inLanguage = { ...liveFilter(), ...indexed, language: { _eq: language } };
    const [pages, posts, products] = await Promise.all([
      listItems<'pages', MachineReadableIndex['pages'][number]>('pages', {
        fields: ['slug', 'title', 'seo_title', 'seo_description', 'date_updated'],
        filter: { ...inLanguage, members_only: { _neq: true } },
        sort: ['slug'],
        limit: -1,
      }),
      listItems<'posts', MachineReadableIndex['posts'][number]>('posts', {
        fields: ['slug', 'title', 'seo_title', 'seo_description', 'excerpt', 'published_at', 'date_updated'],
        filter: inLanguage,
        sort: ['-published_at', '-id'],
        limit: -1,
      }),
      listItems<'products', MachineReadableIndex['products'][number]>('products', {
        fields: ['slug', 'name', 'description', 'translations', 'price', 'currency'],
        filter: { active: { _eq: true } },
        sort: ['name'],
        limit: -1,
      }),
    ]);
    return { pages, posts, products };
  },
);
