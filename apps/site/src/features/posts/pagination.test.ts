import { describe, expect, it } from 'vitest';
import { pageHref, paginationRange, parsePageParam } from './pagination';

describe('paginationRange', () => {
  it('shows three pages around the current one and one margin page at each end, with ellipses between', () => {
    expect(paginationRange(5, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 12]);
    expect(paginationRange(8, 12)).toEqual([1, 'ellipsis', 7, 8, 9, 'ellipsis', 12]);
  });

  it('keeps three pages in the window on the first and last pages', () => {
    expect(paginationRange(1, 12)).toEqual([1, 2, 3, 'ellipsis', 12]);
    expect(paginationRange(2, 12)).toEqual([1, 2, 3, 'ellipsis', 12]);
    expect(paginationRange(12, 12)).toEqual([1, 'ellipsis', 10, 11, 12]);
    expect(paginationRange(11, 12)).toEqual([1, 'ellipsis', 10, 11, 12]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(paginationRange(3, 12)).toEqual([1, 2, 3, 4, 'ellipsis', 12]);
    expect(paginationRange(4, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(paginationRange(9, 12)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12]);
  });

  it('lists every page of short lists', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(1, 2)).toEqual([1, 2]);
    expect(paginationRange(2, 2)).toEqual([1, 2]);
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 6)).toEqual([1, 2, 3, 'ellipsis', 6]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 7)).toEqual([1, 2, 3, 'ellipsis', 7]);
    expect(paginationRange(7, 7)).toEqual([1, 'ellipsis', 5, 6, 7]);
  });

  it('holds for every current page of every list up to 40 pages', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = paginationRange(current, total);
        const pages = items.filter((item): item is number => item !== 'ellipsis');
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(items.length).toBeLessThanOrEqual(7);
        // Every ellipsis hides at least two pages.
        items.forEach((item, index) => {
          if (item === 'ellipsis') expect((items[index + 1] as number) - (items[index - 1] as number)).toBeGreaterThan(2);
        });
      }
    }
  });

  it('clamps a current page outside the list and gives nothing for an empty list', () => {
    expect(paginationRange(0, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(99, 12)).toEqual([1, 'ellipsis', 10, 11, 12]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});

describe('parsePageParam', () => {
  it('reads plain positive page numbers, and no parameter as the first page', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('12')).toBe(12);
  });

  it('refuses everything else', () => {
    for (const value of ['', 'abc', '0', '-1', '01', '1.5', '1e3', ' 2', '2 ', '9999999', '99999999999999999999']) {
      expect(parsePageParam(value), value).toBeNull();
    }
    expect(parsePageParam(['2', '3'])).toBeNull();
  });
});

describe('pageHref', () => {
  it('links the first page to the list itself and the others with ?page=N', () => {
    expect(pageHref('/posts', 1)).toBe('/posts');
    expect(pageHref('/posts', 4)).toBe('/posts?page=4');
  });
});
