import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '@/lib/i18n/config';
import en from '@/lib/i18n/messages/en.json';
import { Pagination } from './Pagination';

const render = (current: number, total: number) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone={TIME_ZONE}>
      <Pagination basePath="/posts" current={current} total={total} label="Journal pages" />
    </NextIntlClientProvider>,
  );
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);

describe('Pagination', () => {
  it('is a named navigation landmark of plain links, the current page marked', () => {
    const html = render(5, 12);
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

  it('has no Newer link on the first page and no Older link on the last', () => {
    expect(render(1, 12)).not.toContain('rel="prev"');
    expect(render(1, 12)).toContain('<a href="/posts?page=2" rel="next"');
    expect(render(12, 12)).not.toContain('rel="next"');
    expect(render(12, 12)).toContain('<a href="/posts?page=11" rel="prev"');
  });

  it('renders nothing for a single page', () => {
    expect(render(1, 1)).toBe('');
  });
});
