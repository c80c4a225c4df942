import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

// An English page (the proxy's language header, read through pageLanguage).
vi.mock('@/lib/i18n/page-language', () => ({ pageLanguage: async () => ({ locale: 'en' }) }));

// A server component: awaited, then its markup rendered.
const render = async (current: number, total: number) =>
  renderToStaticMarkup(await Pagination({ basePath: '/posts', current, total, label: 'Journal pages' }));
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);

describe('Pagination', () => {
  it('is a named navigation landmark of plain links, the current page marked', async () => {
    const html = await render(5, 12);
    expect(html).toMatch(/^<nav aria-label="Journal pages"/);
    expect(links(html)).toEqual([
      '/posts?page=4',
      '/posts',
      '/posts?page=4',
      '/posts?page=5',
      '/posts?page=6',
      '/posts?page=12',
      '/posts?page=6',
    ]);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a href="\/posts\?page=5"[^>]*aria-current="page"[^>]*>5<\/a>/);
    expect(html.match(/…/g)).toHaveLength(2);
  });

  it('has no Newer link on the first page and no Older link on the last', async () => {
    expect(await render(1, 12)).not.toContain('rel="prev"');
    expect(await render(1, 12)).toContain('<a href="/posts?page=2" rel="next"');
    expect(await render(12, 12)).not.toContain('rel="next"');
    expect(await render(12, 12)).toContain('<a href="/posts?page=11" rel="prev"');
  });

  it('renders nothing for a single page', async () => {
    expect(await render(1, 1)).toBe('');
  });
});
