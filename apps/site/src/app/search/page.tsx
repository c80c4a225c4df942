import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { currentMemberId } from '@/features/account/server/session';
import { parsePageParam } from '@/features/posts/pagination';
import { Pagination } from '@/features/posts/Pagination';
import { RESULTS_PER_PAGE } from '@/features/search/engine';
import { MAX_QUERY_LENGTH, parseQuery, searchHref } from '@/features/search/query';
import { SearchForm, SearchResults } from '@/features/search/SearchResults';
import { currentSearch } from '@/features/search/server/search';
import { reportPageUnavailable } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';

// Results depend on the query and on who asks (members find members-only pages): rendered per request, never cached.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Search');
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function SearchPage({ searchParams }: Props) {
  const [params, t, { href }] = await Promise.all([searchParams, getTranslations('Search'), pageLanguage()]);
  const query = parseQuery(params.q);
  const page = parsePageParam(params.page);
  if (page === null) notFound();
  const text = query.kind === 'query' ? query.text : ((Array.isArray(params.q) ? params.q[0] : params.q) ?? '');
  return (
    <div className="container section">
      <h1>{t('title')}</h1>
      <SearchForm query={text} id="search-page-query" action={href('/search')} />
      {query.kind === 'query' ? (
        <Results query={query.text} page={page} />
      ) : (
        <p role="status">{query.kind === 'empty' ? t('empty') : t('tooLong', { max: MAX_QUERY_LENGTH, length: query.length })}</p>
      )}
    </div>
  );
}

/** One page of results in the page's language: the documents of that language, linked at their paths in it. */
async function Results({ query, page }: { query: string; page: number }) {
  const [search, memberId, t, { locale, href }] = await Promise.all([
    currentSearch(),
    currentMemberId(),
    getTranslations('Search'),
    pageLanguage(),
  ]);
  if (search === undefined) {
    // Directus could not be read since this process started: a 503 (server.ts), so nothing caches the message.
    reportPageUnavailable();
    return <p role="alert">{t('unavailable')}</p>;
  }
  const { hits, total, pageCount } = search.search(query, { member: memberId !== null, language: locale, page });
  if (page > 1 && page > pageCount) notFound();
  return (
    <>
      <p role="status" className="search-summary">
        {total === 0
          ? t('nothingFound', { query })
          : pageCount > 1
            ? t('summaryPage', { total, query, page, pageCount })
            : t('summary', { total, query })}
      </p>
      {hits.length > 0 && <SearchResults hits={hits} start={(page - 1) * RESULTS_PER_PAGE + 1} />}
      <Pagination
        basePath={href(searchHref(query))}
        current={page}
        total={pageCount}
        label={t('pages')}
        previousLabel={t('previous')}
        nextLabel={t('next')}
      />
    </>
  );
}
