import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { currentMemberId } from '@/features/account/server/session';
import { parsePageParam } from '@/features/posts/pagination';
import { Pagination } from '@/features/posts/Pagination';
import { RESULTS_PER_PAGE } from '@/features/search/engine';
import { parseQuery, queryMessage, searchHref } from '@/features/search/query';
import { SearchForm, SearchResults } from '@/features/search/SearchResults';
import { currentSearch } from '@/features/search/server/search';
import { reportPageUnavailable } from '@/lib/content';

// Results depend on the query and on who asks (members find members-only pages): rendered per request, never cached.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

export const metadata: Metadata = { title: 'Search', robots: { index: false, follow: true } };

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const query = parseQuery(params.q);
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const text = query.kind === 'query' ? query.text : ((Array.isArray(params.q) ? params.q[0] : params.q) ?? '');
  return (
    <div className="container section">
      <h1>Search</h1>
      <SearchForm query={text} id="search-page-query" />
      {query.kind === 'query' ? <Results query={query.text} page={page} /> : <p role="status">{queryMessage(query)}</p>}
    </div>
  );
}

async function Results({ query, page }: { query: string; page: number }) {
  const [search, memberId] = await Promise.all([currentSearch(), currentMemberId()]);
  if (search === undefined) {
    // Directus could not be read since this process started: a 503 (server.mjs), so nothing caches the message.
    reportPageUnavailable();
    return <p role="alert">Search is unavailable right now. Please try again in a moment.</p>;
  }
  const { hits, total, pageCount } = search.search(query, { member: memberId !== null, page });
  if (page > 1 && page > pageCount) notFound();
  return (
    <>
      <p role="status" className="search-summary">
        {total === 0
          ? `Nothing found for “${query}”. Check the spelling, or try fewer or other words.`
          : `${total} ${total === 1 ? 'result' : 'results'} for “${query}”${pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}`}
      </p>
      {hits.length > 0 && <SearchResults hits={hits} start={(page - 1) * RESULTS_PER_PAGE + 1} />}
      <Pagination
        basePath={searchHref(query)}
        current={page}
        total={pageCount}
        label="Search result pages"
        previousLabel="Previous"
        nextLabel="Next"
      />
    </>
  );
}
