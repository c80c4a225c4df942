/** Longer queries are refused: nobody types them, and they would only cost the index time. */
export const MAX_QUERY_LENGTH = 200;

export type ParsedQuery = { kind: 'empty' } | { kind: 'too-long'; length: number } | { kind: 'query'; text: string };

/** The `q` of /search as asked: repeated parameters count as the first; whitespace around it is ignored. */
export function parseQuery(value: string | string[] | undefined): ParsedQuery {
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  if (text === '') return { kind: 'empty' };
  const length = [...text].length;
  if (length > MAX_QUERY_LENGTH) return { kind: 'too-long', length };
  return { kind: 'query', text };
}

/** The address of a page of results. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}
