/** Where a category's and an author's pages are, before a language's prefix: /posts/category/<slug>, /posts/author/<slug>. */
export const CATEGORY_PATH = '/posts/category';
export const AUTHOR_PATH = '/posts/author';
export const categoryPath = (slug: string) => `${CATEGORY_PATH}/${slug}`;
export const authorPath = (slug: string) => `${AUTHOR_PATH}/${slug}`;
