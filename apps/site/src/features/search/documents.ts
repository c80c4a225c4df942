import { renderToText } from '@tessera/blocks';
import { linkedSection, sectionSearchText } from '@tessera/sections';
import type { SearchContent } from '@/lib/content';
import type { SearchDocument } from './engine';

/** The site's languages as the documents need them: every code, and a default-language path in a language (/de/…). */
export interface SearchLanguages {
  codes: readonly string[];
  localePath(path: string, language: string): string;
}

/**
 * Published content as search documents, each in its language with its path in that language; block documents read
 * as plain text by the renderer's own walker. A product is one document per language: its translated name and
 * description, else its own.
 */
export function searchDocuments({ posts, pages, products }: SearchContent, { codes, localePath }: SearchLanguages): SearchDocument[] {
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
  return [
    ...posts.map((post): SearchDocument => ({
      id: `post:${post.id}`,
      kind: 'post',
      language: post.language,
      title: post.title,
      text: join(post.excerpt, renderToText(post.body)),
      path: localePath(`/posts/${post.slug}`, post.language),
      date: post.published_at,
      membersOnly: false,
    })),
    ...pages.map((page): SearchDocument => ({
      id: `page:${page.id}`,
      kind: 'page',
      language: page.language,
      title: page.title,
      text: join(page.seo_description, ...page.sections.flatMap((link) => sectionSearchText(linkedSection(link)))),
      path: localePath(`/${page.slug}`, page.language),
      date: page.date_updated ?? page.date_created,
      membersOnly: page.members_only,
    })),
    ...products.flatMap((product) =>
      codes.map((language): SearchDocument => {
        const translation = product.translations?.find((row) => row.language === language);
        return {
          id: `product:${product.id}:${language}`,
          kind: 'product',
          language,
          title: translation?.name?.trim() || product.name,
          text: translation?.description?.trim() || product.description || '',
          path: localePath(`/products/${product.slug}`, language),
          date: null,
          membersOnly: false,
        };
      }),
    ),
  ];
}
