import { renderToText } from '@tessera/blocks';
import type { SearchContent } from '@/lib/content';
import type { SearchDocument } from './engine';

/** Published content as search documents; block documents read as plain text by the renderer's own walker. */
export function searchDocuments({ posts, pages, products }: SearchContent): SearchDocument[] {
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
  return [
    ...posts.map((post): SearchDocument => ({
      id: `post:${post.id}`,
      kind: 'post',
      title: post.title,
      text: join(post.excerpt, renderToText(post.body)),
      path: `/posts/${post.slug}`,
      date: post.published_at,
      membersOnly: false,
    })),
    ...pages.map((page): SearchDocument => ({
      id: `page:${page.id}`,
      kind: 'page',
      title: page.title,
      text: join(
        page.seo_description,
        ...page.sections.flatMap(({ item }) => (item ? [item.heading, item.text, item.content ? renderToText(item.content) : null] : [])),
      ),
      path: `/${page.slug}`,
      date: page.date_updated ?? page.date_created,
      membersOnly: page.members_only,
    })),
    ...products.map((product): SearchDocument => ({
      id: `product:${product.id}`,
      kind: 'product',
      title: product.name,
      text: product.description ?? '',
      path: `/products/${product.slug}`,
      date: null,
      membersOnly: false,
    })),
  ];
}
