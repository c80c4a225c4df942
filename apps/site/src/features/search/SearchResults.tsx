import Link from 'next/link';
import { formatDate } from '@/lib/format-date';
import type { SearchHit, TextPiece } from './engine';

const KIND_LABELS = { page: 'Page', post: 'Post', product: 'Product' } as const;

/** Text with its matched words in `<mark>`; React escapes every piece, whatever the content holds. */
function Highlighted({ pieces }: { pieces: TextPiece[] }) {
  return pieces.map((piece, index) => (piece.match ? <mark key={index}>{piece.text}</mark> : piece.text));
}

/** One page of hits, each with its type, date and a snippet around its first match. */
export function SearchResults({ hits, start }: { hits: SearchHit[]; start: number }) {
  return (
    <ol className="search-results" start={start}>
      {hits.map(({ document, title, snippet }) => (
        <li key={document.id} className="search-result">
          <h2 className="search-result__title">
            <Link href={document.path}>
              <Highlighted pieces={title} />
            </Link>
          </h2>
          <p className="search-result__meta">
            {KIND_LABELS[document.kind]}
            {document.membersOnly && ' · Members only'}
            {document.date && (
              <>
                {' · '}
                <time dateTime={document.date}>{formatDate(document.date)}</time>
              </>
            )}
          </p>
          {snippet.length > 0 && (
            <p className="search-result__snippet">
              <Highlighted pieces={snippet} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The search form of the results page: a plain GET form, so it works without JavaScript. */
export function SearchForm({ query, id }: { query: string; id: string }) {
  return (
    <form role="search" action="/search" method="get" className="search-form">
      <label htmlFor={id}>Search the site</label>
      <div className="search-form__row">
        <input id={id} type="search" name="q" defaultValue={query} autoComplete="off" enterKeyHint="search" />
        <button type="submit">Search</button>
      </div>
    </form>
  );
}
