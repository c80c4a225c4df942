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

/** The message shown for a query that is not searched. */
export function queryMessage(query: Exclude<ParsedQuery, { kind: 'query' }>): string {
  return query.kind === 'empty'
    ? 'Type a word or two to search the site.'
    : `Search terms can be at most ${MAX_QUERY_LENGTH} characters long; this one has ${query.length}. Try fewer words.`;
}

/** The address of a page of results. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}
