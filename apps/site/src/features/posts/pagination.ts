/** Pages shown around the current one, and at each end of the list (the specification's page range and margin). */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

/** Posts per page of the journal (the demo content has twelve pages of them). */
export const POSTS_PER_PAGE = 6;

export type PaginationItem = number | 'ellipsis';

/**
 * The page numbers a pagination bar shows: a window of PAGE_RANGE pages around `current` (shifted
 * at either end so it always holds PAGE_RANGE pages), MARGIN_PAGES pages at each end, and an
 * ellipsis for every gap. A gap of a single page shows that page instead, since an ellipsis would
 * take the same room and hide it: 1 … 4 5 6 … 12, but 1 2 3 4 5 … 12.
 */
export function paginationRange(current: number, total: number): PaginationItem[] {
  if (!Number.isInteger(total) || total < 1) return [];
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), total);
  const windowStart = Math.max(1, Math.min(page - Math.floor((PAGE_RANGE - 1) / 2), total - PAGE_RANGE + 1));
  const shown = new Set<number>();
  for (let n = windowStart; n < windowStart + PAGE_RANGE && n <= total; n++) shown.add(n);
  for (let n = 1; n <= Math.min(MARGIN_PAGES, total); n++) {
    shown.add(n);
    shown.add(total - n + 1);
  }
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('ellipsis');
    items.push(n);
    previous = n;
  }
  return items;
}

/** The largest page number the site accepts in a URL; anything longer is not a page. */
const PAGE_PARAM = /^[1-9]\d{0,5}$/;

/**
 * The page a `?page=` value asks for: absent means the first page; anything but a plain positive
 * integer ("abc", "0", "-1", "01", "1e3", repeated parameters, huge numbers) is no page at all.
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !PAGE_PARAM.test(value)) return null;
  return Number(value);
}

/** The address of a page of a list: the first page is the list's own address (which may have a query of its own). */
export function pageHref(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}`;
}
