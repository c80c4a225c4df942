import { sectionSearchFields, type PageSectionLink } from '@tessera/sections';
import { listItems } from './client';
import { liveFilter } from './schedule';
import type { Page, Post, Product } from './schema';

export type SearchPost = Pick<Post, 'id' | 'language' | 'slug' | 'title' | 'excerpt' | 'body' | 'published_at' | 'date_updated'>;
export type SearchPage = Pick<
  Page,
  'id' | 'language' | 'slug' | 'title' | 'members_only' | 'seo_description' | 'date_created' | 'date_updated'
> & {
  sections: PageSectionLink[];
};
export type SearchProduct = Pick<Product, 'id' | 'slug' | 'name' | 'description' | 'translations'>;

export interface SearchContent {
  posts: SearchPost[];
  pages: SearchPage[];
  products: SearchProduct[];
}

/**
 * Everything the site search may find: live posts and pages in every language (members-only pages included,
 * marked; the search shows them to members only) and active products with their translations. Read past every cache, once per change: the data cache
 * serves a stale copy on the first read after a change, and an index built from it would keep that copy until the
 * next change.
 */
export async function readSearchContent(): Promise<SearchContent> {
  const fresh = { fresh: true };
  const live = liveFilter();
  const [posts, pages, products] = await Promise.all([
    listItems<'posts', SearchPost>(
      'posts',
      { fields: ['id', 'language', 'slug', 'title', 'excerpt', 'body', 'published_at', 'date_updated'], filter: live, limit: -1 },
      fresh,
    ),
    listItems<'pages', SearchPage>(
      'pages',
      {
        fields: [
          'id',
          'language',
          'slug',
          'title',
          'members_only',
          'seo_description',
          'date_created',
          'date_updated',
          'sections.id',
          // What the search indexes of each section: its type decides (sectionSearchText, @tessera/sections).
          ...sectionSearchFields('sections.sections_id.'),
        ],
        filter: live,
        deep: { sections: { _sort: ['sort', 'id'] } },
        limit: -1,
      },
      fresh,
    ),
    listItems<'products', SearchProduct>(
      'products',
      { fields: ['id', 'slug', 'name', 'description', 'translations'], filter: { active: { _eq: true } }, limit: -1 },
      fresh,
    ),
  ]);
  return { posts, pages, products };
}
