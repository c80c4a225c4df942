import { describe, expect, it } from 'vitest';
import { markdownAddress, pageOfMarkdown, prefersMarkdown } from './markdown-address';

describe('markdownAddress and pageOfMarkdown', () => {
  it('give pages, posts and products a .md address, and lead it back to the page', () => {
    const cases: [string, string][] = [
      ['/', '/index.md'],
      ['/about', '/about.md'],
      ['/about/team', '/about/team.md'],
      ['/de', '/de/index.md'],
      ['/de/ueber-uns', '/de/ueber-uns.md'],
      ['/posts/a-post', '/posts/a-post.md'],
      ['/ar/posts/a-post', '/ar/posts/a-post.md'],
      ['/products/kit', '/products/kit.md'],
      ['/pt-br/products/kit', '/pt-br/products/kit.md'],
    ];
    for (const [page, markdown] of cases) {
      expect(markdownAddress(page), page).toBe(markdown);
      expect(pageOfMarkdown(markdown), markdown).toBe(page);
    }
  });

  it('give none to listings, files, queries and the site’s own routes', () => {
    for (const path of [
      '/posts',
      '/de/posts',
      '/posts/category/glass',
      '/posts/author/tom',
      '/posts/feed.xml',
      '/posts?page=2',
      '/search',
      '/account/sign-in',
      '/api/health',
      '/checkout/done',
      '/md/posts/a',
      '/sitemap.xml',
      '/llms.txt',
      '/posts/a-post.md',
    ]) {
      expect(markdownAddress(path), path).toBeNull();
    }
    for (const path of ['/posts/a', '/.md', '/index.mdx', '/a.MD']) expect(pageOfMarkdown(path), path).toBeNull();
  });
});

describe('prefersMarkdown', () => {
  it('is true only when text/markdown is named and weighs at least as much as HTML', () => {
    const yes = [
      'text/markdown',
      'text/markdown, text/html;q=0.9',
      'text/markdown, */*',
      'TEXT/MARKDOWN;charset=utf-8',
      'text/html;q=0.5, text/markdown;q=0.5',
    ];
    const no = [
      '',
      undefined,
      '*/*',
      'text/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'text/html, text/markdown;q=0.9',
      'text/markdown;q=0',
      'text/markdown;q=abc',
      'text/markdown;q=2',
      'text/plain, text/markdownx',
    ];
    for (const accept of yes) expect(prefersMarkdown(accept), accept).toBe(true);
    for (const accept of no) expect(prefersMarkdown(accept), String(accept)).toBe(false);
  });
});
